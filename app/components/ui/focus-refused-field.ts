/**
 * After a form's refusal from the server, the keyboard continues from the field the message names
 * (session 23 review: an address already taken, sent with Enter from "Potwierdź hasło", left the
 * focus there), else, when the submit button gave the focus up (it is disabled while pending), from
 * the form's first field (session 22: a wrong password left focus at the top of the page). The
 * message reaches screen readers through the field's aria-describedby. Focus the user has moved
 * outside the form meanwhile stays where it is.
 */
export function focusRefusedField(form: HTMLFormElement | null, field: string | null | undefined) {
  if (!form) return;
  const active = document.activeElement;
  const lost = !active || active === document.body;
  if (!lost && !form.contains(active)) return;
  const target = field
    ? form.querySelector<HTMLElement>(`[name="${CSS.escape(field)}"]`)
    : lost
      ? form.querySelector<HTMLElement>("input:not([type=hidden])")
      : null;
  if (target && target !== active) focusRevealed(target);
}

/**
 * Focuses a control, first opening every folded <details> it is in (ADR 177: the product form's SEO
 * section): a control inside a closed one cannot take focus, and the refusal would be read nowhere.
 */
export function focusRevealed(target: HTMLElement) {
  for (let folded = target.closest("details:not([open])"); folded; folded = folded.parentElement?.closest("details:not([open])") ?? null) {
    (folded as HTMLDetailsElement).open = true;
  }
  target.focus();
}
