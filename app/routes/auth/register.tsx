import { useState } from "react";
import { Link, redirect, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/register";
import { userContext } from "~/features/access/session.server";
import { AuthCard } from "~/features/accounts/components/auth-card";
import { linkClass } from "~/components/ui/classes";
import { CheckboxField, EmailField, TextField } from "~/components/ui/field";
import { OneMessageForm } from "~/components/ui/one-message-form";
import { SubmitButton } from "~/components/ui/submit-button";
import { NewPasswordFields } from "~/features/accounts/components/new-password-field";
import { registerUser } from "~/features/accounts/registration.server";
import { returnPathOf, safeRedirectPath, withReturnPath } from "~/features/accounts/redirect";
import { firstError, formToObject, RegisterSchema } from "~/features/accounts/schemas";
import { invalid } from "~/utils/action.server";
import { fieldErrorFor } from "~/utils/form";
import { retryAfterHeaders } from "~/utils/route-headers";
import { formOrRefusal, typedFormOfRefusal } from "~/utils/form-refusal.server";
import type { ActionFailure } from "~/utils/form";

export const meta: Route.MetaFunction = () => [
  { title: "Rejestracja | Viralne Produkty" },
  { name: "robots", content: "noindex" },
  {
    name: "description",
    content: "Załóż darmowe konto w Viralne Produkty: wishlista, polubienia i opinie o produktach.",
  },
];

// spec: public §2 Registration — signed-in users go to /profil.
// ADR 210: the path the visitor was on (from /logowanie's link) goes on through the form and the e-mail.
export function loader({ request, context }: Route.LoaderArgs) {
  if (context.get(userContext)) throw redirect("/profil");
  return { redirectTo: returnPathOf(request) };
}

/** What a refused registration gives back to the form (never the password). */
type RegisterKeep = { name: string; email: string; marketingConsent: boolean };

/** The guard's refusal (ADR 194) with what was typed, so the form without JavaScript is not emptied. */
function withKept(refused: Exclude<Awaited<ReturnType<typeof formOrRefusal>>, FormData>, keep: RegisterKeep) {
  const failure = refused.data as ActionFailure;
  return invalid<RegisterKeep>({ message: failure.message, fieldErrors: failure.fieldErrors, data: keep }, refused.init?.status ?? 400);
}

// A 429 says when the lock ends (the action sets Retry-After; React Router sends it only through this).
export const headers = retryAfterHeaders;

export async function action({ request }: Route.ActionArgs) {
  const posted = await formOrRefusal(request); // ADR 194: a refused form (NUL) answers 400 in the form
  const typed = posted instanceof FormData ? posted : typedFormOfRefusal(request);
  const form = formToObject(typed ?? new FormData());
  const keep = {
    name: String(form.name ?? ""),
    email: String(form.email ?? ""),
    marketingConsent: form.marketingConsent === "on",
  };
  // Refused, it still shows what was typed (the passwords aside), as any other refusal does.
  if (!(posted instanceof FormData)) return typed ? withKept(posted, keep) : posted;
  const parsed = RegisterSchema.safeParse(form);
  if (!parsed.success) {
    const error = firstError(parsed.error);
    return invalid<RegisterKeep>({ message: error.message, fieldErrors: fieldErrorFor(error.field, error.message), data: keep });
  }
  const back = safeRedirectPath(form.redirectTo, "");
  const outcome = await registerUser(request, parsed.data, back);
  // The activation e-mail is on its way; /verification-required explains what to do next.
  if (outcome.ok) return redirect(withReturnPath("/verification-required", back));
  const retry = outcome.retryAfter ? { "Retry-After": String(outcome.retryAfter) } : undefined;
  const field = outcome.httpStatus === 429 ? undefined : "email";
  return invalid<RegisterKeep>(
    { message: outcome.message, fieldErrors: fieldErrorFor(field, outcome.message), data: keep },
    outcome.httpStatus,
    { headers: retry },
  );
}

export default function RegisterPage() {
  const { redirectTo } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const [password, setPassword] = useState("");
  const keep = result && !result.ok ? result.data : undefined;
  return (
    <AuthCard
      title="Załóż konto"
      description="Konto jest darmowe. Zapisuj produkty na wishliście, polub je i dziel się opiniami."
      footer={
        <>
          Masz już konto?{" "}
          <Link to={withReturnPath("/logowanie", redirectTo)} className={linkClass}>
            Zaloguj się
          </Link>
        </>
      }
    >
      <OneMessageForm schema={RegisterSchema} serverError={result} errorId="blad-rejestracji">
        {({ invalid }) => (
          <>
            <input type="hidden" name="redirectTo" value={redirectTo} />
            <TextField
              label="Imię i nazwisko"
              name="name"
              autoComplete="name"
              maxLength={100}
              defaultValue={keep?.name}
              invalid={invalid("name")}
              errorId="blad-rejestracji"
            />
            <EmailField defaultValue={keep?.email} invalid={invalid("email")} errorId="blad-rejestracji" />
            <NewPasswordFields
              label="Hasło"
              name="password"
              strengthId="sila-hasla"
              value={password}
              onChange={setPassword}
              confirmLabel="Potwierdź hasło"
              invalid={invalid}
              errorId="blad-rejestracji"
            />
            <div className="space-y-3 pt-1">
              <CheckboxField name="acceptTerms" invalid={invalid("acceptTerms")} errorId="blad-rejestracji">
                Akceptuję{" "}
                <Link to="/regulamin" target="_blank" rel="noopener" className={linkClass}>
                  regulamin
                </Link>{" "}
                i{" "}
                <Link to="/polityka-prywatnosci" target="_blank" rel="noopener" className={linkClass}>
                  politykę prywatności
                </Link>{" "}
                <span aria-hidden className="text-red-700 dark:text-red-300">
                  *
                </span>
                <span className="sr-only">(wymagane)</span>
              </CheckboxField>
              <CheckboxField name="marketingConsent" defaultChecked={keep?.marketingConsent}>
                Chcę otrzymywać informacje o nowych viralowych produktach i promocjach (opcjonalnie)
              </CheckboxField>
            </div>
            <p className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700 dark:bg-slate-800 dark:text-slate-200">
              Po rejestracji wyślemy na Twój adres email link aktywacyjny. Konto zacznie działać po jego kliknięciu.
            </p>
            <SubmitButton pendingLabel="Tworzenie konta…">Zarejestruj się</SubmitButton>
          </>
        )}
      </OneMessageForm>
    </AuthCard>
  );
}
