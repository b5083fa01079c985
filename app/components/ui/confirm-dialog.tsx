import { useId, useRef, useState, type ReactNode } from "react";
import { Form, type FetcherWithComponents } from "react-router";
import { dangerButtonClass, secondaryButtonClass } from "./classes";
import { modalPanelClass, useNativeDialog } from "./modal";
import { useT } from "~/i18n/i18n";

type DialogProps = {
  open: boolean;
  title: string;
  /** The question, e.g. 'Czy na pewno chcesz usunąć ten produkt?' (spec: admin §2). */
  message: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
};

/**
 * A modal confirmation on the native <dialog> (ADR 009): focus is trapped and restored by the
 * browser, Escape cancels, and the safe choice (cancel) gets the initial focus.
 */
export function ConfirmDialog({ open, title, message, confirmLabel, cancelLabel, onConfirm, onCancel }: DialogProps) {
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
      <div className="mt-6 flex flex-wrap justify-end gap-2">
        <button type="button" autoFocus onClick={onCancel} className={secondaryButtonClass}>
          {cancelLabel ?? t("common.cancel")}
        </button>
        <button type="button" onClick={onConfirm} className={dangerButtonClass}>
          {confirmLabel}
        </button>
      </div>
    </dialog>
  );
}

type ConfirmFormProps = Omit<DialogProps, "open" | "onConfirm" | "onCancel"> & {
  /** Where the form posts (defaults to the current route's action). */
  action?: string;
  /** Hidden fields sent with the confirmed submission, e.g. { intent: "delete", id }. */
  fields: Record<string, string>;
  /** The trigger button's content and class. */
  children: ReactNode;
  triggerClassName?: string;
  triggerLabel?: string;
  /** Submit through a fetcher (stay on the page) instead of a navigation. */
  fetcher?: FetcherWithComponents<unknown>;
};

/**
 * A POST form whose submit button first asks for confirmation in a ConfirmDialog. Without
 * JavaScript the form posts directly (the server still checks the permission and the input).
 */
export function ConfirmForm({ action, fields, children, triggerClassName = dangerButtonClass, triggerLabel, fetcher, ...dialog }: ConfirmFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const confirmed = useRef(false);
  const [open, setOpen] = useState(false);
  const FormComponent = fetcher ? fetcher.Form : Form;
  return (
    <FormComponent
      ref={formRef}
      method="post"
      action={action}
      onSubmit={(event) => {
        if (confirmed.current) {
          confirmed.current = false;
          return;
        }
        event.preventDefault();
        setOpen(true);
      }}
    >
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className={triggerClassName} aria-label={triggerLabel}>
        {children}
      </button>
      <ConfirmDialog
        {...dialog}
        open={open}
        onCancel={() => setOpen(false)}
        onConfirm={() => {
          setOpen(false);
          confirmed.current = true;
          formRef.current?.requestSubmit();
        }}
      />
    </FormComponent>
  );
}
