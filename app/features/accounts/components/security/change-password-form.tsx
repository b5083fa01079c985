import { useState } from "react";
import { ChangePasswordSchema } from "../../schemas";
import { PasswordField } from "~/components/ui/field";
import { NewPasswordFields } from "../new-password-field";
import { SecurityPanel } from "./panel";
import { SecurityForm } from "./security-form";
import type { SecurityResult } from "./types";
import { useT } from "~/i18n/i18n";

// spec: public §2 Bezpieczeństwo — current, new, confirm, each with a show/hide toggle; the fields
// are cleared after 'Hasło zostało zmienione pomyślnie'.
export function ChangePasswordForm({ result }: { result?: SecurityResult }) {
  const t = useT();
  const [password, setPassword] = useState("");
  return (
    <SecurityPanel id="zmiana-hasla" title={t("security.password.title")} description={t("security.password.text")}>
      <SecurityForm
        schema={ChangePasswordSchema}
        result={result}
        errorId="blad-zmiany-hasla"
        intent="change-password"
        submitLabel={t("security.password.submit")}
        pendingLabel={t("account.saving")}
        onSuccess={() => setPassword("")}
      >
        {(invalid) => (
          <>
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
          </>
        )}
      </SecurityForm>
    </SecurityPanel>
  );
}
