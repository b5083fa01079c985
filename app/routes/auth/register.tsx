import { useState } from "react";
import { data, Form, Link, redirect, useActionData } from "react-router";
import type { Route } from "./+types/register";
import { userContext } from "~/features/access/session.server";
import { assertSameOrigin } from "~/features/accounts/auth-http.server";
import { AuthCard } from "~/features/accounts/components/auth-card";
import { Checkbox, linkClass, PasswordField, TextField } from "~/features/accounts/components/fields";
import { MessageBox } from "~/components/ui/message-box";
import { PasswordStrength } from "~/features/accounts/components/password-strength";
import { SubmitButton } from "~/features/accounts/components/submit-button";
import { useFormValidation } from "~/features/accounts/components/use-form-validation";
import { registerUser } from "~/features/accounts/registration.server";
import { firstError, formToObject, RegisterSchema } from "~/features/accounts/schemas";

export const meta: Route.MetaFunction = () => [
  { title: "Rejestracja | Viralne Produkty" },
  { name: "description", content: "Załóż darmowe konto w Viralne Produkty: wishlista, polubienia i opinie o produktach." },
];

// spec: public §2 Registration — signed-in users go to /profil.
export function loader({ context }: Route.LoaderArgs) {
  if (context.get(userContext)) throw redirect("/profil");
  return null;
}

type RegisterFailure = { message: string; field?: string; keep: { name: string; email: string; marketingConsent: boolean } };

export async function action({ request }: Route.ActionArgs) {
  assertSameOrigin(request);
  const form = formToObject(await request.formData());
  const keep = { name: String(form.name ?? ""), email: String(form.email ?? ""), marketingConsent: form.marketingConsent === "on" };
  const parsed = RegisterSchema.safeParse(form);
  if (!parsed.success) {
    const error = firstError(parsed.error);
    return data<RegisterFailure>({ message: error.message, field: error.field, keep }, { status: 400 });
  }
  const outcome = await registerUser(request, parsed.data);
  // The activation e-mail is on its way; /verification-required explains what to do next.
  if (outcome.ok) return redirect("/verification-required");
  const retry = outcome.retryAfter ? { "Retry-After": String(outcome.retryAfter) } : undefined;
  const field = outcome.httpStatus === 429 ? undefined : "email";
  return data<RegisterFailure>({ message: outcome.message, field, keep }, { status: outcome.httpStatus, headers: retry });
}

export default function RegisterPage() {
  const result = useActionData<typeof action>();
  const validation = useFormValidation(RegisterSchema);
  const [password, setPassword] = useState("");
  const message = validation.error?.message ?? result?.message;
  const field = validation.error?.field ?? result?.field;
  const keep = result?.keep;
  const invalid = (name: string) => field === name;
  return (
    <AuthCard
      title="Załóż konto"
      description="Konto jest darmowe. Zapisuj produkty na wishliście, polub je i dziel się opiniami."
      footer={
        <>
          Masz już konto?{" "}
          <Link to="/logowanie" className={linkClass}>
            Zaloguj się
          </Link>
        </>
      }
    >
      <Form method="post" noValidate onSubmit={validation.onSubmit} onChange={validation.onChange} className="space-y-4">
        {message && (
          <MessageBox id="blad-rejestracji">
            <p>{message}</p>
          </MessageBox>
        )}
        <TextField label="Imię i nazwisko" name="name" autoComplete="name" maxLength={100} defaultValue={keep?.name} invalid={invalid("name")} errorId="blad-rejestracji" />
        <TextField
          label="Adres email"
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder="twoj@email.pl"
          defaultValue={keep?.email}
          invalid={invalid("email")}
          errorId="blad-rejestracji"
        />
        <PasswordField
          label="Hasło"
          name="password"
          autoComplete="new-password"
          minLength={8}
          placeholder="Minimum 8 znaków"
          aria-describedby="sila-hasla"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          invalid={invalid("password")}
          errorId="blad-rejestracji"
        />
        <PasswordStrength password={password} id="sila-hasla" />
        <PasswordField label="Potwierdź hasło" name="confirmPassword" autoComplete="new-password" invalid={invalid("confirmPassword")} errorId="blad-rejestracji" />
        <div className="space-y-3 pt-1">
          <Checkbox name="acceptTerms" invalid={invalid("acceptTerms")} errorId="blad-rejestracji">
            Akceptuję{" "}
            <Link to="/regulamin" target="_blank" rel="noopener" className={linkClass}>
              regulamin
            </Link>{" "}
            i{" "}
            <Link to="/polityka-prywatnosci" target="_blank" rel="noopener" className={linkClass}>
              politykę prywatności
            </Link>{" "}
            <span aria-hidden className="text-red-700 dark:text-red-300">*</span>
            <span className="sr-only">(wymagane)</span>
          </Checkbox>
          <Checkbox name="marketingConsent" defaultChecked={keep?.marketingConsent}>
            Chcę otrzymywać informacje o nowych viralowych produktach i promocjach (opcjonalnie)
          </Checkbox>
        </div>
        <p className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700 dark:bg-slate-800 dark:text-slate-200">
          Po rejestracji wyślemy na Twój adres email link aktywacyjny. Konto zacznie działać po jego kliknięciu.
        </p>
        <SubmitButton pendingLabel="Tworzenie konta…">Zarejestruj się</SubmitButton>
      </Form>
    </AuthCard>
  );
}
