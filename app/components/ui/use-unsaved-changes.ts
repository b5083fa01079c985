import { useCallback } from "react";
import { useBlocker } from "react-router";
import { useReloadWarning } from "~/components/ui/reload-warning";
import { useT } from "~/i18n/i18n";

// spec: admin §4 Unsaved-changes flag; §8 Confirmations (exact texts: form.reloadPrompt and
// editor.form.unsavedMessage in the catalogue). The post editor's and the legal documents' editor's.

/**
 * While `dirty`: F5 / Ctrl+R / Cmd+R ask the reload prompt; leaving inside the app asks the leave prompt (a
 * dialog, see the blocker); closing the tab or typing a URL triggers the browser's own prompt
 * (browsers no longer show a page's text there).
 */
export function useUnsavedChanges(dirty: boolean) {
  const t = useT();
  const isDirty = useCallback(() => dirty, [dirty]);
  useReloadWarning(isDirty, t("editor.form.unsavedMessage"));

  // A submission of the editor itself (save, restore) is not "leaving".
  const blocker = useBlocker(({ currentLocation, nextLocation, historyAction }) => dirty && historyAction !== "REPLACE" && currentLocation.pathname !== nextLocation.pathname);
  return blocker;
}
