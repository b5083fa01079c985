import { useT } from "~/i18n/i18n";

/**
 * Beside a long form's save button: whether there are changes to save, and the Ctrl+S shortcut
 * (useSaveShortcut). Not a live region: the unsaved-changes prompts already speak when it matters.
 */
export function SaveState({ dirty }: { dirty: boolean }) {
  const t = useT();
  return (
    <p className="ml-auto flex items-center gap-3 text-sm text-slate-700 dark:text-slate-300">
      {dirty ? (
        <span className="inline-flex items-center gap-1.5 font-medium text-amber-900 dark:text-amber-200">
          <span aria-hidden className="size-2 rounded-full bg-amber-500" />
          {t("editor.saveBar.unsaved")}
        </span>
      ) : null}
      <span className="hidden sm:inline">{t("editor.saveBar.shortcut")}</span>
    </p>
  );
}
