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
  useAnswerToast(fetcher);
  useRefocusWhenLost(fetcher.state === "idle" && fetcher.data?.ok ? fetcher.data : null, focusAfter);
}

/**
 * Runs `handle` once for each answer: a fetcher's data or a route's actionData is a new object per
 * server answer, and the effect may run again for other reasons (another fetcher, a new callback)
 * without handling an old answer anew. Pass null for what is not to be handled (yet).
 */
export function useOnEachAnswer<T extends object>(answer: T | null | undefined, handle: (answer: T) => void) {
  const handled = useRef(new WeakSet<object>());
  useEffect(() => {
    if (!answer || handled.current.has(answer)) return;
    handled.current.add(answer);
    handle(answer);
  }, [answer, handle]);
}

/**
 * Once per `answer`, a keyboard user whose focused control is gone (focus fell back to the
 * document) continues from `focusAfter` (a heading or a message with tabIndex={-1}), not from the top
 * of the page.
 */
export function useRefocusWhenLost(answer: object | null | undefined, focusAfter: RefObject<HTMLElement | null>) {
  useOnEachAnswer(answer, () => focusIfLost(focusAfter.current));
}

/** Focuses `target` when the focus fell back to the document (its control went away); focus elsewhere stays. */
export function focusIfLost(target: HTMLElement | null | undefined): void {
  if (!document.activeElement || document.activeElement === document.body) target?.focus();
}

/**
 * Toasts a fetcher's answer once, as soon as it arrives (not when the fetcher settles, unlike
 * useFetcherToast): the server's message (the Toaster translates it for English users), in the error
 * tone when refused.
 */
export function useAnswerToast(fetcher: { data?: ActionResult }) {
  const toast = useToast();
  useOnEachAnswer(fetcher.data?.message ? fetcher.data : null, (result) => {
    if (result.ok) toast.success(result.message!);
    else toast.error(result.message!);
  });
}
