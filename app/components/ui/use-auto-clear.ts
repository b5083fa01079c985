import { useEffect, useState } from "react";

export const AUTO_CLEAR_MS = 3000; // spec: public §9 — wishlist (and account) messages clear after 3 s

/**
 * Returns `result` until `ms` after it arrived, then null. Keyed by object identity: every
 * fetcher/action response is a new object, so the same message twice shows twice.
 */
export function useAutoClear<T extends object>(result: T | null | undefined, ms: number | null = AUTO_CLEAR_MS): T | null {
  const [expired, setExpired] = useState<T | null>(null);
  useEffect(() => {
    if (!result || ms === null) return;
    const timer = setTimeout(() => setExpired(result), ms);
    return () => clearTimeout(timer);
  }, [result, ms]);
  return result && expired !== result ? result : null;
}
