import { useEffect, useRef, type RefObject } from "react";
import { useFetcher } from "react-router";
import type { ActionResult } from "~/utils/form";
import { useToast } from "./toaster";

/**
 * The answer to a row's delete button, read by the view that lists the rows (ADR 132). The row's
 * button submits through the keyed fetcher `key`; the view calls this hook with the same key. A row's
 * own fetcher cannot answer: the revalidation that removes the row can land in the very render that
 * brings the answer, and the row's effects never run (the toast was lost now and then).
 * - the server's message is toasted once (error tone when refused);
 * - once the lists are reloaded (the fetcher idle again), a keyboard user whose focused button went
 *   with the row continues from `focusAfter` (the page heading), not from the top of the document.
 */
export function useDeleteAnswer(key: string, focusAfter: RefObject<HTMLElement | null>) {
  const fetcher = useFetcher<ActionResult>({ key });
  const refocused = useRef(new WeakSet<object>());
  useAnswerToast(fetcher);
  useEffect(() => {
    const result = fetcher.data;
    if (fetcher.state !== "idle" || !result?.ok || refocused.current.has(result)) return;
    refocused.current.add(result);
    if (!document.activeElement || document.activeElement === document.body) focusAfter.current?.focus();
  }, [fetcher.state, fetcher.data, focusAfter]);
}

/**
 * Toasts a fetcher's answer once, as soon as it arrives (not when the fetcher settles, unlike
 * useFetcherToast): the server's message (the Toaster translates it for English users), in the error
 * tone when refused.
 */
export function useAnswerToast(fetcher: { data?: ActionResult }) {
  const toast = useToast();
  const toasted = useRef(new WeakSet<object>());
  useEffect(() => {
    const result = fetcher.data;
    if (!result?.message || toasted.current.has(result)) return;
    toasted.current.add(result);
    if (result.ok) toast.success(result.message);
    else toast.error(result.message);
  }, [fetcher.data, toast]);
}
