import { useId, type ReactNode } from "react";
import { dangerButtonClass, confirmButtonClass, secondaryButtonClass } from "./classes";
import { modalPanelClass, useNativeDialog } from "./modal";
import { useT } from "~/i18n/i18n";

export type DialogProps = {
  open: boolean;
  title: string;
  /** The question, e.g. 'Czy na pewno chcesz usunąć ten wpis?' (spec: admin §2). */
  message: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** Fields the confirmed post carries besides the hidden ones (rendered inside the form), e.g. a reason to pick. */
  details?: ReactNode;
  /** The confirm button's look: red for what destroys (the default), the brand's for what only changes or brings back (ADR 209). */
  tone?: "danger" | "neutral";
  onConfirm: () => void;
  onCancel: () => void;
};

/**
 * A modal confirmation on the native <dialog> (ADR 009): focus is trapped and restored by the
 * browser, Escape cancels, and the safe choice (cancel) gets the initial focus.
 */
export function ConfirmDialog({ open, title, message, confirmLabel, cancelLabel, details, tone = "danger", onConfirm, onCancel }: DialogProps) {
  const t = useT();
  const { ref, titleId, onCancel: onEscape } = useNativeDialog(open, onCancel);
  const messageId = useId();
  return (
    <dialog ref={ref} aria-labelledby={titleId} aria-describedby={messageId} onCancel={onEscape} className={`${modalPanelClass} w-[min(28rem,calc(100vw-2rem))]`}>
      <h2 id={titleId} className="text-lg font-bold">
        {title}
      </h2>
      <div id={messageId} className="mt-2 text-sm text-slate-700 dark:text-slate-200">
        {message}
      </div>
      {details ? <div className="mt-4">{details}</div> : null}
      <div className="mt-6 flex flex-wrap justify-end gap-2">
        <button type="button" autoFocus onClick={onCancel} className={secondaryButtonClass}>
          {cancelLabel ?? t("common.cancel")}
        </button>
        <button type="button" onClick={onConfirm} className={tone === "neutral" ? confirmButtonClass : dangerButtonClass}>
          {confirmLabel}
        </button>
      </div>
    </dialog>
  );
}

// ConfirmForm lives in confirm-form.tsx and loads this module only when its button is pressed
// (issue #14, ADR 099); re-exported here for the pages that import both from one place.
export { ConfirmForm } from "./confirm-form";
