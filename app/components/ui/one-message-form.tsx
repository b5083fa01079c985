import { useEffect, useRef, type ReactNode } from "react";
import { Form } from "react-router";
import type { z } from "zod";
import { failedField, type ActionResult } from "~/utils/form";
import { focusRefusedField } from "./focus-refused-field";
import { MessageBox } from "./message-box";
import { useFormErrors } from "./use-form-errors";
import { useMessage } from "~/i18n/i18n";

type Props = {
  /** The action's own Zod schema, run in the browser first (ADR 019, one-message mode). */
  schema: z.ZodType;
  /** The action's answer (ADR 019): a refusal's message and the field it concerns are shown. */
  serverError?: ActionResult<unknown, unknown> | null;
  /** id of the red box; invalid fields point at it with aria-describedby. */
  errorId: string;
  /** More content in the red box under the message (e.g. a resend link). */
  errorExtra?: ReactNode;
  /** Content above the form's fields that is not an error (e.g. a warning box). */
  notice?: ReactNode;
  action?: string;
  children: (state: { invalid: (name: string) => boolean; message: string | null }) => ReactNode;
};

/**
 * The form shell of the sign-in pages (spec: public §2/§5 — ONE message at a time, in check order,
 * in a red box above the fields): POST form, browser validation with the action's schema, the box,
 * and `invalid(name)` for the fields it concerns.
 */
export function OneMessageForm({ schema, serverError, errorId, errorExtra, notice, action, children }: Props) {
  const form = useFormErrors(schema, serverError ?? null, { message: "first" });
  const message = useMessage();
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (serverError && !serverError.ok) focusRefusedField(formRef.current, failedField(serverError));
  }, [serverError]);
  return (
    <Form ref={formRef} method="post" action={action} noValidate onSubmit={form.onSubmit} onChange={form.onChange} className="space-y-4">
      {!form.message && notice}
      {form.message && (
        <MessageBox id={errorId}>
          <p>{message(form.message)}</p>
          {errorExtra}
        </MessageBox>
      )}
      {children({ invalid: (name) => Boolean(form.errors[name]), message: form.message })}
    </Form>
  );
}
