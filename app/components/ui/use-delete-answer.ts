import { useEffect, useRef, type RefObject } from "react";
import { useFetcher } from "react-router";
import { useMessage } from "~/i18n/i18n";
import type { ActionResult } from "~/utils/form";
import { useToast } from "./toaster";

/**
 * The answer to a row's delete button, read by the view that lists the rows (ADR 132). The row's
 * button submits through the keyed fetcher `key`; the view calls this hook with the same key. A row's
 * own fetcher cannot answer: the revalidation that removes the row can land in the very render that
 * brings the answer, and the row's effects never run (the toast was lost now and then).
 * - the server's message is toasted once (error tone when refused), translated for English users;
 * - once the lists are reloaded (the fetcher idle again), a keyboard user whose focused button went
 *   with the row continues from `focusAfter` (the page heading), not from the top of the document.
 */
export function useDeleteAnswer(key: string, focusAfter: RefObject<HTMLElement | null>) {
  const fetcher = useFetcher<ActionResult>({ key });
  const toast = useToast();
  const message = useMessage();
  const toasted = useRef(new WeakSet<object>());
  const refocused = useRef(new WeakSet<object>());
  useEffect(() => {
    const result = fetcher.data;
    if (!result?.message || toasted.current.has(result)) return;
    toasted.current.add(result);
    if (result.ok) toast.success(message(result.message));
    else toast.error(message(result.message));
  }, [fetcher.data, toast, message]);
  useEffect(() => {
    const result = fetcher.data;
    if (fetcher.state !== "idle" || !result?.ok || refocused.current.has(result)) return;
    refocused.current.add(result);
    if (!document.activeElement || document.activeElement === document.body) focusAfter.current?.focus();
  }, [fetcher.state, fetcher.data, focusAfter]);
}
