import { useEffect, useRef, useState } from "react";
import { Form } from "react-router";
import { ChangePasswordSchema } from "../../schemas";
import { PasswordField } from "~/components/ui/field";
import { MessageBox } from "~/components/ui/message-box";
import { NewPasswordFields } from "../new-password-field";
import { SubmitButton } from "~/components/ui/submit-button";
import { useFormValidation } from "../use-form-validation";
import { SecurityPanel } from "./panel";
import type { SecurityResult } from "./types";
import { useMessage, useT } from "~/i18n/i18n";
import { failedField } from "~/utils/form";

// spec: public §2 Bezpieczeństwo — current, new, confirm, each with a show/hide toggle; the fields
// are cleared after 'Hasło zostało zmienione pomyślnie'.
export function ChangePasswordForm({ result }: { result?: SecurityResult }) {
  const t = useT();
  const message = useMessage();
  const formRef = useRef<HTMLFormElement>(null);
  const validation = useFormValidation(ChangePasswordSchema);
  const [password, setPassword] = useState("");
  useEffect(() => {
    if (!result?.ok) return;
    formRef.current?.reset();
    setPassword("");
    validation.reset();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when a new answer arrives
  }, [result]);
  const error =
    validation.error ?? (result && !result.ok ? { message: result.message ?? "", field: failedField(result) ?? "" } : null);
  const invalid = (name: string) => error?.field === name;
  return (
    <SecurityPanel
      id="zmiana-hasla"
      title={t("security.password.title")}
      description={t("security.password.text")}
    >
      <Form
        ref={formRef}
        method="post"
        noValidate
        onSubmit={validation.onSubmit}
        onChange={validation.onChange}
        className="max-w-md space-y-4"
      >
        {error && (
          <MessageBox id="blad-zmiany-hasla">
            <p>{message(error.message)}</p>
          </MessageBox>
        )}
        {result?.ok && !error && (
          <MessageBox tone="success">
            <p>{message(result.message)}</p>
          </MessageBox>
        )}
        <PasswordField
          label={t("security.password.current")}
          name="currentPassword"
          autoComplete="current-password"
          invalid={invalid("currentPassword")}
          errorId="blad-zmiany-hasla"
        />
        <NewPasswordFields
          label={t("security.password.new")}
          name="newPassword"
          strengthId="sila-zmienianego-hasla"
          value={password}
          onChange={setPassword}
          confirmLabel={t("security.password.confirm")}
          invalid={invalid}
          errorId="blad-zmiany-hasla"
        />
        <div className="sm:w-56">
          <SubmitButton name="intent" value="change-password" pendingLabel={t("account.saving")}>
            {t("security.password.submit")}
          </SubmitButton>
        </div>
      </Form>
    </SecurityPanel>
  );
}
