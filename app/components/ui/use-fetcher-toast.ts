import { useEffect, useRef } from "react";
import type { ActionResult } from "~/utils/form";
import { useToast, type ToastOptions } from "./toaster";

/** spec: public §4 — the wishlist and settings messages clear after 3 seconds. */
export const MESSAGE_MS = 3000;

// A refusal may carry its own data (e.g. the signed-out mark); the toast needs only its message.
type FetcherLike<T> = { state: "idle" | "loading" | "submitting"; data?: ActionResult<T, unknown> | undefined };

/**
 * Issue #15 point 11: one toast when a fetcher's request has finished — the server's message (error
 * tone when refused), or `successMessage(data)` when the answer carries none. The Toaster's polite
 * live region announces it; focus stays where it was.
 */
export function useFetcherToast<T>(
  fetcher: FetcherLike<T>,
  successMessage?: ((data: T | undefined) => string | null) | null,
  options?: ToastOptions,
) {
  const toast = useToast();
  const wasBusy = useRef(false);
  useEffect(() => {
    if (fetcher.state !== "idle") {
      wasBusy.current = true;
      return;
    }
    if (!wasBusy.current || !fetcher.data) return;
    wasBusy.current = false;
    const result = fetcher.data;
    if (!result.ok) {
      if (result.message) toast.error(result.message, options);
      return;
    }
    const message = result.message ?? successMessage?.(result.data) ?? null;
    if (message) toast.success(message, options);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one toast per finished request
  }, [fetcher.state, fetcher.data]);
}
