import type { MouseEvent } from "react";

/**
 * For a button that must not be pressed again while its request runs. Not `disabled`: disabling the
 * focused button drops the keyboard focus to <body>, and the next Tab starts from the top of the page
 * or dialog (admin review, session 32). It says it is unavailable (aria-disabled) and ignores clicks
 * meanwhile — Enter in a field and Ctrl+S press the button with a click too, so nothing is sent twice.
 */
export function busyButtonProps(busy: boolean) {
  return {
    "aria-disabled": busy || undefined,
    onClick: busy ? (event: MouseEvent) => event.preventDefault() : undefined,
  };
}
