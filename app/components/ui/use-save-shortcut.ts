import { useEffect, type RefObject } from "react";

// Review (session 28): the post editor is ~5 000 px tall with 'Zapisz' at its end; back offices save
// with Ctrl+S (⌘S). The browser's own 'save page' is never what an editor in a form means.

/** The keys as aria-keyshortcuts names them, for the save button. */
export const SAVE_SHORTCUT_KEYS = "Control+S Meta+S";

/**
 * Ctrl+S / ⌘S submits `formRef`'s form through its save button (`[data-save-button]`, so the
 * submitter's name/value travel as with a click), while that form is in the page and shown and no
 * other modal dialog is above it.
 */
export function useSaveShortcut(formRef: RefObject<HTMLFormElement | null>) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() !== "s" || !(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey)
        return;
      const form = formRef.current;
      if (!form?.isConnected) return;
      // The browser's 'save page' is never meant here: swallowed even when the form cannot be sent now.
      event.preventDefault();
      // Not while the form is hidden (the editor's preview) or another dialog is on top of it (a
      // restore or leave confirmation: the key saved the form behind it, review session 28).
      if (form.hidden || form.closest("[hidden]")) return;
      if ([...document.querySelectorAll("dialog:modal")].some((dialog) => !dialog.contains(form))) return;
      const button = form.querySelector<HTMLButtonElement>("[data-save-button]");
      if (button?.disabled) return; // already being sent
      form.requestSubmit(button ?? undefined);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [formRef]);
}
