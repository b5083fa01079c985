import { useEffect, useRef } from "react";

/**
 * A view that moves between steps by a navigation (Profil read ↔ edit, the two-factor set-up): the
 * link or button that was used goes with the step it was in, and focus fell to the top of the page
 * (review, session 23). When `step` changes and nothing has the focus (or, with `withinId`, the focus
 * is inside that element: the old step's controls were there), the element with the id
 * `targetOf(step)` names takes it (a field, a button, or a heading with tabIndex={-1}).
 */
export function useFocusOnSwitch<T>(step: T, targetOf: (step: T) => string | null, withinId?: string) {
  const previous = useRef(step);
  const target = useRef(targetOf);
  target.current = targetOf;
  useEffect(() => {
    if (Object.is(previous.current, step)) return;
    previous.current = step;
    const active = document.activeElement;
    const within = withinId ? document.getElementById(withinId) : null;
    if (active && active !== document.body && !within?.contains(active)) return;
    const id = target.current(step);
    if (id) document.getElementById(id)?.focus();
  }, [step, withinId]);
}
