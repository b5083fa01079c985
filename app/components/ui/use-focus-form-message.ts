import { useEffect, useRef, type RefObject } from "react";
import type { ActionResult } from "~/utils/form";
import { focusRefusedField } from "./focus-refused-field";

/**
 * After a refused submit of a long form (the product dialog; the post editor may reuse it), the
 * keyboard and the eye go to what was refused (review, session 24: a save conflict was shown ~800 px
 * above the view while focus fell to <body>):
 * - the first refused field that is in the form (a taken URL alias, a code of another category);
 * - else the form's message box (give it tabIndex={-1}), scrolled into view.
 * It waits for the box to be rendered (useFormErrors shows a new server answer one render later).
 * Focus the user has moved outside the form meanwhile stays where it is (as focusRefusedField).
 */
export function useFocusFormMessage(result: ActionResult<unknown, unknown> | null | undefined, formRef: RefObject<HTMLFormElement | null>, messageRef: RefObject<HTMLElement | null>) {
  const pending = useRef<typeof result>(null);
  useEffect(() => {
    pending.current = result && !result.ok ? result : null;
  }, [result]);
  // Every render: cheap, and the only moment the box of the pending answer is known to be in the page.
  useEffect(() => {
    const refusal = pending.current;
    if (!refusal || refusal.ok) return;
    if (refusal.message && !messageRef.current) return; // not rendered yet
    pending.current = null;
    focusFormRefusal(formRef.current, messageRef.current, Object.keys(refusal.fieldErrors));
  });
}

/** The DOM half of useFocusFormMessage (fields: the refused names in the order of the answer). */
export function focusFormRefusal(form: HTMLFormElement | null, message: HTMLElement | null, fields: readonly string[]) {
  if (!form) return;
  const active = document.activeElement;
  if (active && active !== document.body && !form.contains(active) && !message?.contains(active)) return;
  // Keys such as "_stale" or "_form" name no control: the refusal is about the whole form.
  const field = fields.find((name) => form.querySelector(`[name="${CSS.escape(name)}"]:not([type=hidden])`));
  if (field) return focusRefusedField(form, field);
  if (!message) return;
  message.focus({ preventScroll: true });
  // Centred: a sticky header or the dialog's edge does not cover it.
  message.scrollIntoView({ block: "center" });
}
