import { useEffect, type RefObject } from "react";

/** A control where "/" is typed text, not the shortcut. */
function takesText(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (!(target instanceof HTMLInputElement)) return false;
  return !["checkbox", "radio", "button", "submit", "reset", "range", "color", "file", "image"].includes(target.type);
}

/**
 * ADR 208: "/" puts the cursor in the panel's search field (as in the shop back offices) when the
 * focus is not in a text field; not with a modifier, nor while a modal dialog is open (its page is inert).
 */
export function useSlashShortcut(input: RefObject<HTMLInputElement | null>) {
  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== "/" || event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented) return;
      if (takesText(event.target) || document.querySelector("dialog[open]")) return;
      const field = input.current;
      if (!field) return;
      event.preventDefault();
      field.focus();
      field.select();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [input]);
}
