import { useRef, useState, type ReactNode } from "react";
import { Form, type FetcherWithComponents } from "react-router";
import { dangerButtonClass } from "./classes";
import type { ConfirmDialog, DialogProps } from "./confirm-dialog";

// Issue #14 (ADR 099): the dialog (confirm-dialog.tsx, with the modal helpers) is needed only once
// the button is pressed, so it is imported then, in the submit handler — not with the page. The
// form and its button are rendered on the server as before and post directly without JavaScript.
type DialogComponent = typeof ConfirmDialog;
let loadedDialog: DialogComponent | null = null;

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
  /** Called as the dialog opens, e.g. to load what the action would take with it. */
  onOpen?: () => void;
  /** Called as the dialog closes (cancelled or confirmed), e.g. to drop what onOpen loaded. */
  onClose?: () => void;
};

/**
 * A POST form whose submit button first asks for confirmation in a ConfirmDialog. Without
 * JavaScript the form posts directly (the server still checks the permission and the input).
 */
export function ConfirmForm({
  action,
  fields,
  children,
  triggerClassName = dangerButtonClass,
  triggerLabel,
  fetcher,
  onOpen,
  onClose,
  ...dialog
}: ConfirmFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const confirmed = useRef(false);
  const [open, setOpen] = useState(false);
  const [Dialog, setDialog] = useState<DialogComponent | null>(() => loadedDialog);
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
        onOpen?.();
        if (Dialog) return setOpen(true);
        void import("./confirm-dialog").then(
          (module) => {
            loadedDialog = module.ConfirmDialog;
            setDialog(() => module.ConfirmDialog);
            setOpen(true);
          },
          () => {
            // The chunk did not load (offline, a new deployment): ask the browser's own way instead.
            if (!window.confirm(dialog.title)) return;
            confirmed.current = true;
            formRef.current?.requestSubmit();
          },
        );
      }}
    >
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className={triggerClassName} aria-label={triggerLabel}>
        {children}
      </button>
      {Dialog ? (
        <Dialog
          {...dialog}
          open={open}
          onCancel={() => {
            setOpen(false);
            onClose?.();
          }}
          onConfirm={() => {
            setOpen(false);
            onClose?.();
            confirmed.current = true;
            formRef.current?.requestSubmit();
          }}
        />
      ) : null}
    </FormComponent>
  );
}
