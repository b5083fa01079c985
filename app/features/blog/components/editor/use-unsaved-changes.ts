import { useEffect, useState } from "react";
import { useBlocker } from "react-router";

// spec: admin §4 Unsaved-changes flag; §8 Confirmations (exact texts).
export const LEAVE_PROMPT = "Masz niezapisane zmiany. Czy na pewno chcesz opuścić stronę?";
export const RELOAD_PROMPT = "Czy na pewno chcesz odświeżyć stronę? Niezapisane zmiany zostaną utracone.";

/**
 * While `dirty`: F5 / Ctrl+R / Cmd+R ask RELOAD_PROMPT; leaving inside the app asks LEAVE_PROMPT (a
 * dialog, see the blocker); closing the tab or typing a URL triggers the browser's own prompt
 * (browsers no longer show a page's text there).
 */
export function useUnsavedChanges(dirty: boolean) {
  useEffect(() => {
    if (!dirty) return;
    const onKey = (event: KeyboardEvent) => {
      const reload = event.key === "F5" || ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === "r");
      if (!reload) return;
      event.preventDefault();
      if (window.confirm(RELOAD_PROMPT)) {
        window.removeEventListener("beforeunload", onBeforeUnload);
        window.location.reload();
      }
    };
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = LEAVE_PROMPT; // older browsers
    };
    window.addEventListener("keydown", onKey);
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => {
      window.removeEventListener("keydown", onKey);
      window.removeEventListener("beforeunload", onBeforeUnload);
    };
  }, [dirty]);

  // A submission of the editor itself (save, restore) is not "leaving".
  const blocker = useBlocker(({ currentLocation, nextLocation, historyAction }) => dirty && historyAction !== "REPLACE" && currentLocation.pathname !== nextLocation.pathname);
  return blocker;
}

export function useDirtyFlag() {
  return useState(false);
}
