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

type Tone = "success" | "error";

/**
 * A live region that is always in the page (so screen readers announce what is put into it);
 * errors use role="alert", everything else role="status".
 */
export function StatusMessage({ message, tone = "success", className = "" }: { message: string | null | undefined; tone?: Tone; className?: string }) {
  const colours =
    tone === "error"
      ? "border-red-300 bg-red-50 text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
      : "border-emerald-300 bg-emerald-50 text-emerald-900 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-100";
  return (
    <div role={tone === "error" ? "alert" : "status"} className={className}>
      {message ? <p className={`rounded-lg border px-4 py-2 text-sm font-medium ${colours}`}>{message}</p> : null}
    </div>
  );
}
