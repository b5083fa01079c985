import { useEffect, useRef } from "react";
import { Form } from "react-router";
import { ChangeEmailSchema } from "../../schemas";
import { PasswordField, TextField } from "~/components/ui/field";
import { MessageBox } from "~/components/ui/message-box";
import { SubmitButton } from "~/components/ui/submit-button";
import { useFormValidation } from "../use-form-validation";
import { SecurityPanel } from "./panel";
import type { SecurityResult } from "./types";
import { failedField } from "~/utils/form";

// Issue #15 pt 7 (the Profil tab points here): the new address is confirmed by a link sent to it,
// the current password is required, and the old address is told once the change is made.
export function ChangeEmailForm({ email, result }: { email: string; result?: SecurityResult }) {
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
      title="Zmiana adresu email"
      description={
        <>
          Obecny adres: <span className="break-all font-medium">{email}</span>. Na nowy adres wyślemy link potwierdzający – adres zmieni się
          dopiero po jego kliknięciu, a na obecny adres wyślemy powiadomienie.
        </>
      }
    >
      <Form ref={formRef} method="post" noValidate onSubmit={validation.onSubmit} onChange={validation.onChange} className="max-w-md space-y-4">
        {error && (
          <MessageBox id="blad-zmiany-emaila">
            <p>{error.message}</p>
          </MessageBox>
        )}
        {result?.ok && !error && (
          <MessageBox tone="success">
            <p>{result.message}</p>
          </MessageBox>
        )}
        <TextField
          label="Nowy adres email"
          name="newEmail"
          type="email"
          autoComplete="email"
          invalid={invalid("newEmail")}
          errorId="blad-zmiany-emaila"
        />
        <PasswordField label="Hasło do konta" name="password" id="haslo-zmiany-emaila" autoComplete="current-password" invalid={invalid("password")} errorId="blad-zmiany-emaila" />
        <div className="sm:w-56">
          <SubmitButton name="intent" value="change-email" pendingLabel="Wysyłanie…">
            Zmień adres email
          </SubmitButton>
        </div>
      </Form>
    </SecurityPanel>
  );
}
