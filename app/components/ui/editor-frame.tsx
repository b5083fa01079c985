// The parts the full-page editors share (the post editor, the legal documents' editor, the site
// settings): the save bar that stays in view at the bottom, and the "leave with unsaved changes?" prompt
// of their blocker (useUnsavedChanges; texts: spec admin §8).
import { useEffect, useRef, type ReactNode } from "react";
import type { Blocker } from "react-router";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { useT } from "~/i18n/i18n";

/** The form's buttons, kept at the viewport's bottom edge (review, session 28: 'Zapisz' was ~5 000 px down). */
export function SaveBar({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  // Session 37 review: on a phone the bar wraps to two rows (115 px), and the toast and the focused
  // field, kept a fixed 88/112 px clear of it, sat over its buttons. They keep clear of its real height.
  useEffect(() => {
    const bar = ref.current;
    if (!bar) return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => root.style.setProperty("--vp-save-bar-height", `${bar.offsetHeight}px`));
    observer.observe(bar);
    return () => {
      observer.disconnect();
      root.style.removeProperty("--vp-save-bar-height");
    };
  }, []);
  return (
    <div ref={ref} className="vp-save-bar sticky bottom-0 z-10 flex flex-wrap items-center gap-3 border-t border-slate-200 bg-white/95 px-3 py-3 backdrop-blur dark:border-slate-700 dark:bg-slate-950/95">
      {children}
    </div>
  );
}

/** Asked while the blocker holds a navigation away from unsaved changes. */
export function LeaveEditorDialog({ blocker }: { blocker: Blocker }) {
  const t = useT();
  return (
    <ConfirmDialog
      open={blocker.state === "blocked"}
      title={t("editor.post.unsavedTitle")}
      message={t("editor.form.unsavedMessage")}
      confirmLabel={t("editor.post.leave")}
      cancelLabel={t("editor.form.stay")} // review: a bare "Anuluj" did not say whether it cancels the edit or the leaving
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    />
  );
}
