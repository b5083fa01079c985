import { Link, redirect, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/login";
import { userContext } from "~/features/access/session.server";
import { redirectWithCookies } from "~/features/accounts/auth-http.server";
import { invalid } from "~/utils/action.server";
import { fieldErrorFor } from "~/utils/form";
import { AuthCard } from "~/features/accounts/components/auth-card";
import { linkClass } from "~/components/ui/classes";
import { CheckboxField, EmailField, PasswordField } from "~/components/ui/field";
import { OneMessageForm } from "~/components/ui/one-message-form";
import { BLOCK_MESSAGES } from "~/features/access/user-block";
import { SubmitButton } from "~/components/ui/submit-button";
import { signIn } from "~/features/accounts/login.server";
import { safeRedirectPath, withReturnPath } from "~/features/accounts/redirect";
import { firstError, formToObject, LoginSchema } from "~/features/accounts/schemas";
import { retryAfterHeaders } from "~/utils/route-headers";
import { formOrRefusal } from "~/utils/form-refusal.server";

export const meta: Route.MetaFunction = () => [
  { title: "Logowanie | Viralne Produkty" },
  { name: "robots", content: "noindex" },
];

// spec: public §2 Login — signed-in users go to /profil.
export function loader({ request, context }: Route.LoaderArgs) {
  if (context.get(userContext)) throw redirect("/profil");
  const redirectTo = new URL(request.url).searchParams.get("redirectTo");
  return { redirectTo: safeRedirectPath(redirectTo, "") };
}

/** What a refused sign-in gives back to the form: the e-mail typed, and whether to offer a new link. */
type LoginRetry = { email: string; unverified?: boolean };

// A 429 says when the lock ends (the action sets Retry-After; React Router sends it only through this).
export const headers = retryAfterHeaders;

export async function action({ request }: Route.ActionArgs) {
  const posted = await formOrRefusal(request); // ADR 194: a refused form (NUL) answers 400 in the form
  if (!(posted instanceof FormData)) return posted;
  const form = formToObject(posted);
  const parsed = LoginSchema.safeParse(form);
  if (!parsed.success) {
    const error = firstError(parsed.error);
    return invalid<LoginRetry>({ message: error.message, fieldErrors: fieldErrorFor(error.field, error.message), data: { email: String(form.email ?? "") } });
  }
  const input = parsed.data;
  const to = safeRedirectPath(input.redirectTo);
  const outcome = await signIn(request, input);
  if (outcome.status === "signed-in") return redirectWithCookies(to, outcome.headers);
  if (outcome.status === "two-factor") {
    return redirect(`/logowanie/weryfikacja?redirectTo=${encodeURIComponent(to)}`, { headers: outcome.headers });
  }
  return invalid<LoginRetry>(
    { message: outcome.message, data: { email: input.email, unverified: outcome.unverified } },
    outcome.httpStatus,
    { headers: outcome.retryAfter ? { "Retry-After": String(outcome.retryAfter) } : undefined },
  );
}

export default function LoginPage() {
  const { redirectTo } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const retry = result && !result.ok ? result.data : undefined;
  const email = retry?.email;
  return (
    <AuthCard
      title="Zaloguj się"
      description="Zaloguj się, aby zapisywać produkty na wishliście, polubić je i dodawać opinie."
      footer={
        <>
          Nie masz konta?{" "}
          <Link to={withReturnPath("/rejestracja", redirectTo)} className={linkClass}>
            Zarejestruj się
          </Link>
        </>
      }
    >
      <OneMessageForm
        schema={LoginSchema}
        serverError={result}
        errorId="blad-logowania"
        errorExtra={
          retry?.unverified ? (
            <p className="mt-1">
              <Link
                to={withReturnPath(`/weryfikacja-email?email=${encodeURIComponent(email ?? "")}`, redirectTo)}
                className="font-semibold underline"
              >
                Wyślij ponownie link weryfikacyjny
              </Link>
            </p>
          ) : result && !result.ok && result.message === BLOCK_MESSAGES.signIn ? (
            // The message sends the person to the contact page: one click there (review, session 31).
            <p className="mt-1">
              <Link to="/kontakt" className="font-semibold underline">
                Przejdź do strony Kontakt
              </Link>
            </p>
          ) : null
        }
      >
        {({ invalid }) => (
          <>
            <input type="hidden" name="redirectTo" value={redirectTo} />
            <EmailField defaultValue={email} invalid={invalid("email")} errorId="blad-logowania" />
            <PasswordField
              label="Hasło"
              name="password"
              autoComplete="current-password"
              invalid={invalid("password")}
              errorId="blad-logowania"
            />
            <div className="flex flex-wrap items-center justify-between gap-2">
              <CheckboxField name="rememberMe">Zapamiętaj mnie</CheckboxField>
              <Link to="/reset-hasla" className={`-my-0.5 inline-block py-0.5 text-sm ${linkClass}`}>
                Nie pamiętasz hasła?
              </Link>
            </div>
            <SubmitButton pendingLabel="Logowanie…">Zaloguj się</SubmitButton>
          </>
        )}
      </OneMessageForm>
      <p className="mt-6 text-xs text-slate-600 dark:text-slate-300">
        Logując się, akceptujesz{" "}
        <Link to="/regulamin" className={linkClass}>
          Regulamin
        </Link>{" "}
        oraz{" "}
        <Link to="/polityka-prywatnosci" className={linkClass}>
          Politykę prywatności
        </Link>
        .
      </p>
    </AuthCard>
  );
}
