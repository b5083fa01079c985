import { X } from "lucide-react";
import { TOAST_SLOT, TOAST_SLOT_GAP } from "./toaster";
import { useEffect, useId, useRef, type ReactNode } from "react";
import { useT } from "~/i18n/i18n";

/** The panel of every modal: one look for the kit's Modal and ConfirmDialog. */
export const modalPanelClass =
  "m-auto rounded-2xl border border-slate-200 bg-white p-6 text-slate-900 shadow-xl backdrop:bg-slate-900/60 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100";

/**
 * Opens and closes a native <dialog> with `open` (ADR 009): the browser traps and restores focus,
 * and Escape calls `onClose` instead of closing behind React's back.
 */
export function useNativeDialog(open: boolean, onClose: () => void) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      // A form dialog starts in its first field, as the product form does; showModal() alone put the
      // focus on the close button (review, session 30). A dialog without a form keeps that.
      dialog.querySelector<HTMLElement>("form input:not([type=hidden]), form select, form textarea")?.focus();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);
  const onCancel = (event: React.SyntheticEvent) => {
    // React bubbles 'cancel' from a dialog nested in this one: that Escape is the inner dialog's.
    if (event.target !== event.currentTarget) return;
    event.preventDefault();
    onClose();
  };
  return { ref, titleId, onCancel };
}

/** A modal with a title and a close button (the manage-roles and role-history dialogs). */
export function Modal({ open, title, onClose, children }: { open: boolean; title: string; onClose: () => void; children: ReactNode }) {
  const t = useT();
  const { ref, titleId, onCancel } = useNativeDialog(open, onClose);
  return (
    // The title only while open: a closed dialog has no name to give, and an empty <h2> was a checker warning.
    <dialog ref={ref} aria-labelledby={open ? titleId : undefined} onCancel={onCancel} className={`${modalPanelClass} w-[min(36rem,calc(100vw-2rem))]`}>
      <div className="flex items-start justify-between gap-4">
        {open ? (
          <h2 id={titleId} className="text-lg font-bold">
            {title}
          </h2>
        ) : (
          <span />
        )}
        <button
          type="button"
          onClick={onClose}
          className="rounded-full p-1 text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-slate-300 dark:hover:bg-slate-800"
        >
          <X aria-hidden className="size-5" />
          <span className="sr-only">{t("common.close")}</span>
        </button>
      </div>
      {open && <div className="mt-4">{children}</div>}
      {/* Toasts shown while it is open: under its content, not over its title and close button. */}
      <div {...TOAST_SLOT} className={TOAST_SLOT_GAP.above} />
    </dialog>
  );
}
