import { useEffect, useState } from "react";
import { useBlocker } from "react-router";
import { useT } from "~/i18n/i18n";

// spec: admin §4 Unsaved-changes flag; §8 Confirmations (exact texts: editor.post.reloadPrompt and
// editor.form.unsavedMessage in the catalogue).

/**
 * While `dirty`: F5 / Ctrl+R / Cmd+R ask the reload prompt; leaving inside the app asks the leave prompt (a
 * dialog, see the blocker); closing the tab or typing a URL triggers the browser's own prompt
 * (browsers no longer show a page's text there).
 */
export function useUnsavedChanges(dirty: boolean) {
  const t = useT();
  useEffect(() => {
    if (!dirty) return;
    const onKey = (event: KeyboardEvent) => {
      const reload = event.key === "F5" || ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === "r");
      if (!reload) return;
      event.preventDefault();
      if (window.confirm(t("editor.post.reloadPrompt"))) {
        window.removeEventListener("beforeunload", onBeforeUnload);
        window.location.reload();
      }
    };
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = t("editor.form.unsavedMessage"); // older browsers
    };
    window.addEventListener("keydown", onKey);
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => {
      window.removeEventListener("keydown", onKey);
      window.removeEventListener("beforeunload", onBeforeUnload);
    };
  }, [dirty, t]);

  // A submission of the editor itself (save, restore) is not "leaving".
  const blocker = useBlocker(({ currentLocation, nextLocation, historyAction }) => dirty && historyAction !== "REPLACE" && currentLocation.pathname !== nextLocation.pathname);
  return blocker;
}

export function useDirtyFlag() {
  return useState(false);
}
