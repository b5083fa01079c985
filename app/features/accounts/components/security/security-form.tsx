import { useEffect, useRef, type ReactNode } from "react";
import { Form } from "react-router";
import type { z } from "zod";
import { focusRefusedField } from "~/components/ui/focus-refused-field";
import { MessageBox } from "~/components/ui/message-box";
import { SubmitButton } from "~/components/ui/submit-button";
import { useMessage } from "~/i18n/i18n";
import { failedField } from "~/utils/form";
import { useFormValidation } from "../use-form-validation";
import type { SecurityResult } from "./types";

/**
 * The form of a Bezpieczeństwo panel that posts one intent (password change, e-mail change): the
 * schema checked in the browser, the error or success box above the fields (the fields point at
 * `errorId`), the submit button, and the fields cleared after a successful answer.
 */
export function SecurityForm({
  schema,
  result,
  errorId,
  intent,
  submitLabel,
  pendingLabel,
  onSuccess,
  children,
}: {
  schema: z.ZodType;
  result?: SecurityResult;
  errorId: string;
  intent: string;
  submitLabel: string;
  pendingLabel: string;
  /** Clears state the form's fields keep outside the DOM (the new password's strength meter). */
  onSuccess?: () => void;
  /** The fields; `invalid(name)` tells whether the shown error is that field's. */
  children: (invalid: (name: string) => boolean) => ReactNode;
}) {
  const message = useMessage();
  const formRef = useRef<HTMLFormElement>(null);
  const validation = useFormValidation(schema);
  useEffect(() => {
    if (result && !result.ok) focusRefusedField(formRef.current, failedField(result));
    if (!result?.ok) return;
    formRef.current?.reset();
    onSuccess?.();
    validation.reset();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when a new answer arrives
  }, [result]);
  const error = validation.error ?? (result && !result.ok ? { message: result.message ?? "", field: failedField(result) ?? "" } : null);
  const invalid = (name: string) => error?.field === name;
  return (
    <Form ref={formRef} method="post" noValidate onSubmit={validation.onSubmit} onChange={validation.onChange} className="max-w-md space-y-4">
      {error && (
        <MessageBox id={errorId}>
          <p>{message(error.message)}</p>
        </MessageBox>
      )}
      {result?.ok && !error && (
        <MessageBox tone="success">
          <p>{message(result.message)}</p>
        </MessageBox>
      )}
      {children(invalid)}
      <div className="sm:w-56">
        <SubmitButton name="intent" value={intent} pendingLabel={pendingLabel}>
          {submitLabel}
        </SubmitButton>
      </div>
    </Form>
  );
}
