import { ChangeEmailSchema } from "../../schemas";
import { PasswordField, TextField } from "~/components/ui/field";
import { SecurityPanel } from "./panel";
import { SecurityForm } from "./security-form";
import type { SecurityResult } from "./types";
import { useT } from "~/i18n/i18n";

// Issue #15 pt 7 (the Profil tab points here): the new address is confirmed by a link sent to it,
// the current password is required, and the old address is told once the change is made.
export function ChangeEmailForm({ email, result }: { email: string; result?: SecurityResult }) {
  const t = useT();
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
      <SecurityForm
        schema={ChangeEmailSchema}
        result={result}
        errorId="blad-zmiany-emaila"
        intent="change-email"
        submitLabel={t("security.email.submit")}
        pendingLabel={t("security.sending")}
      >
        {(invalid) => (
          <>
            <TextField
              label={t("security.email.new")}
              name="newEmail"
              type="email"
              autoComplete="email"
              invalid={invalid("newEmail")}
              errorId="blad-zmiany-emaila"
            />
            <PasswordField label={t("security.email.password")} name="password" id="haslo-zmiany-emaila" autoComplete="current-password" invalid={invalid("password")} errorId="blad-zmiany-emaila" />
          </>
        )}
      </SecurityForm>
    </SecurityPanel>
  );
}
