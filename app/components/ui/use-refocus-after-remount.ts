import { useEffect, useMemo, type RefObject } from "react";
import { focusIfLost } from "./use-delete-answer";

// Names of forms whose next mount takes the focus back (module-wide: the form that asked is gone by then).
const pending = new Set<string>();

/**
 * A form keyed by what its save changes (the settings' version, the newest newsletter issue) is made anew
 * after a save: the pressed button went with the old form and the focus fell to <body>, sending the
 * keyboard back to the top of the page (review, session 49). `expect()` when the save is sent, `cancel()`
 * when it is refused (the same form stays, and its message takes the focus); the new form's element that
 * matches `selector` takes it when nothing else has.
 */
export function useRefocusAfterRemount(name: string, formRef: RefObject<HTMLElement | null>, selector: string) {
  useEffect(() => {
    if (pending.delete(name)) focusIfLost(formRef.current?.querySelector<HTMLElement>(selector));
    // Once, when the form is made.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return useMemo(() => ({ expect: () => void pending.add(name), cancel: () => void pending.delete(name) }), [name]);
}
