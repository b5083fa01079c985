import { useEffect, useRef } from "react";
import { Form } from "react-router";
import { ChangeEmailSchema } from "../../schemas";
import { PasswordField, TextField } from "~/components/ui/field";
import { MessageBox } from "~/components/ui/message-box";
import { SubmitButton } from "~/components/ui/submit-button";
import { useFormValidation } from "../use-form-validation";
import { SecurityPanel } from "./panel";
import type { SecurityResult } from "./types";
import { useMessage, useT } from "~/i18n/i18n";
import { failedField } from "~/utils/form";

// Issue #15 pt 7 (the Profil tab points here): the new address is confirmed by a link sent to it,
// the current password is required, and the old address is told once the change is made.
export function ChangeEmailForm({ email, result }: { email: string; result?: SecurityResult }) {
  const t = useT();
  const message = useMessage();
  const formRef = useRef<HTMLFormElement>(null);
  const validation = useFormValidation(ChangeEmailSchema);
  useEffect(() => {
    if (!result?.ok) return;
    formRef.current?.reset();
    validation.reset();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when a new answer arrives
  }, [result]);
  const error = validation.error ?? (result && !result.ok ? { message: result.message ?? "", field: failedField(result) ?? "" } : null);
  const invalid = (name: string) => error?.field === name;
  return (
    <SecurityPanel
      id="zmiana-emaila"
      title={t("security.email.title")}
      description={
        <>
          {t("security.email.current")} <span className="break-all font-medium">{email}</span>. {t("security.email.text")}
        </>
      }
    >
      <Form ref={formRef} method="post" noValidate onSubmit={validation.onSubmit} onChange={validation.onChange} className="max-w-md space-y-4">
        {error && (
          <MessageBox id="blad-zmiany-emaila">
            <p>{message(error.message)}</p>
          </MessageBox>
        )}
        {result?.ok && !error && (
          <MessageBox tone="success">
            <p>{message(result.message)}</p>
          </MessageBox>
        )}
        <TextField
          label={t("security.email.new")}
          name="newEmail"
          type="email"
          autoComplete="email"
          invalid={invalid("newEmail")}
          errorId="blad-zmiany-emaila"
        />
        <PasswordField label={t("security.email.password")} name="password" id="haslo-zmiany-emaila" autoComplete="current-password" invalid={invalid("password")} errorId="blad-zmiany-emaila" />
        <div className="sm:w-56">
          <SubmitButton name="intent" value="change-email" pendingLabel={t("security.sending")}>
            {t("security.email.submit")}
          </SubmitButton>
        </div>
      </Form>
    </SecurityPanel>
  );
}
