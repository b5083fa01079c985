import { useEffect, type RefObject } from "react";

/**
 * While `open`, a pointer press (and, with `onFocus`, a focus) outside `ref` calls `close`: the
 * header's menus (account menu, phone menu) lie over the page and close as a visitor moves on.
 */
export function useCloseOutside(ref: RefObject<HTMLElement | null>, open: boolean, close: () => void, { onFocus = false } = {}): void {
  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: Event) => {
      if (!ref.current?.contains(event.target as Node)) close();
    };
    const events = onFocus ? ["pointerdown", "focusin"] : ["pointerdown"];
    for (const name of events) document.addEventListener(name, closeOutside);
    return () => {
      for (const name of events) document.removeEventListener(name, closeOutside);
    };
    // `close` is a state setter or a fresh arrow each render: the listener follows `open` only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, ref, onFocus]);
}
