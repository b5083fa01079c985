import { CheckCircle2 } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, redirect, useActionData, useLoaderData, useNavigate } from "react-router";
import type { Route } from "./+types/update-password";
import { PASSWORD_UPDATED_REDIRECT_MS } from "~/features/accounts/auth-constants";
import { AuthCard } from "~/features/accounts/components/auth-card";
import { linkClass } from "~/components/ui/classes";
import { NewPasswordFields } from "~/features/accounts/components/new-password-field";
import { SubmitButton } from "~/components/ui/submit-button";
import { OneMessageForm } from "~/components/ui/one-message-form";
import { checkResetToken, resetPassword } from "~/features/accounts/password-reset.server";
import { RESET_MESSAGES } from "~/features/accounts/reset-messages";
import { meetsPasswordRules } from "~/features/accounts/password-rules";
import { firstError, formToObject, NewPasswordSchema } from "~/features/accounts/schemas";
import { failure } from "~/features/accounts/auth-http.server";
import type { ActionResult } from "~/utils/form";
import { formOrRefusal } from "~/utils/form-refusal.server";

export const meta: Route.MetaFunction = () => [
  { title: "Ustaw nowe hasło | Viralne Produkty" },
  { name: "robots", content: "noindex" },
];

// spec: public §2, §8 — an expired or invalid link flips to the request form with a warning.
const backToRequest = (status: "expired" | "invalid") =>
  redirect(`/reset-hasla?blad=${status === "expired" ? "wygasl" : "nieprawidlowy"}`);

// After a successful change the action redirects here (the used link would no longer load).
const DONE = "/update-password?zmieniono=1";

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  if (url.searchParams.has("zmieniono")) return { token: "", done: true };
  const token = url.searchParams.get("token") ?? "";
  // spec: public §8 — links in the old site's format carry error / error_code: otp_expired is the
  // expired link, any other code the invalid one. The spec also showed the link's own description;
  // not here: anyone can write a link whose text our page would then say (review, session 27).
  if (!token && (url.searchParams.has("error") || url.searchParams.has("error_code"))) {
    throw backToRequest(url.searchParams.get("error_code") === "otp_expired" ? "expired" : "invalid");
  }
  if (!token) return { token: "", done: false };
  const state = await checkResetToken(token);
  if (state.status !== "valid") throw backToRequest(state.status);
  return { token, done: false };
}

export async function action({ request }: Route.ActionArgs) {
  const posted = await formOrRefusal(request); // ADR 194: a refused form (NUL) answers 400 in the form
  if (!(posted instanceof FormData)) return posted;
  const parsed = NewPasswordSchema.safeParse(formToObject(posted));
  if (!parsed.success) {
    const error = firstError(parsed.error);
    return failure(error.message, 400, error.field);
  }
  const outcome = await resetPassword(parsed.data.token, parsed.data.password);
  if (outcome.status === "expired" || outcome.status === "invalid") throw backToRequest(outcome.status);
  if (outcome.status === "error")
    return failure(outcome.message, outcome.httpStatus, "password");
  throw redirect(DONE);
}

export default function UpdatePasswordPage() {
  const { token, done } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  if (done) return <PasswordUpdated />;
  if (!token) {
    return (
      <AuthCard
        title={RESET_MESSAGES.missing}
        description="Ten adres nie zawiera linku resetowania hasła. Poproś o nowy link."
      >
        <Link to="/reset-hasla" className={linkClass}>
          Wygeneruj nowy link
        </Link>
      </AuthCard>
    );
  }
  return <NewPasswordForm token={token} serverError={result} />;
}

function NewPasswordForm({ token, serverError }: { token: string; serverError?: ActionResult<unknown, unknown> }) {
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const ready = meetsPasswordRules(password) && password === confirm;
  return (
    <AuthCard
      title="Ustaw nowe hasło"
      description="Wybierz nowe hasło do swojego konta. Po zmianie wszystkie inne sesje zostaną wylogowane."
    >
      <OneMessageForm schema={NewPasswordSchema} serverError={serverError} errorId="blad-hasla">
        {({ invalid }) => (
          <>
            <input type="hidden" name="token" value={token} />
            <NewPasswordFields
              label="Nowe hasło"
              name="password"
              strengthId="sila-nowego-hasla"
              value={password}
              onChange={setPassword}
              confirmLabel="Potwierdź nowe hasło"
              confirmValue={confirm}
              onConfirmChange={setConfirm}
              invalid={invalid}
              errorId="blad-hasla"
            />
            {confirm && password !== confirm && (
              <p className="text-sm text-red-700 dark:text-red-300">Hasła nie są identyczne</p>
            )}
            {/* spec: public §2 — disabled until every rule passes and both fields match. Without
            JavaScript it stays enabled and the server checks the same rules. */}
            <SubmitButton pendingLabel="Zapisywanie…" disabled={hydrated && !ready}>
              {!hydrated || ready ? "Ustaw nowe hasło" : "Spełnij wszystkie wymagania"}
            </SubmitButton>
          </>
        )}
      </OneMessageForm>
    </AuthCard>
  );
}

// spec: public §9 — to /logowanie after 3 s. Without JavaScript the link does it (a timed
// meta refresh would fail WCAG 2.2.1).
function PasswordUpdated() {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => navigate("/logowanie"), PASSWORD_UPDATED_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [navigate]);
  return (
    <AuthCard title="Hasło zmienione!" focusOnShow>
      <div className="space-y-4 text-sm text-slate-700 dark:text-slate-200" role="status">
        <CheckCircle2 aria-hidden className="size-10 text-emerald-600" />
        <p>Twoje hasło zostało zmienione. Za chwilę przeniesiemy Cię do strony logowania.</p>
        <Link to="/logowanie" className={linkClass}>
          Przejdź do logowania
        </Link>
      </div>
    </AuthCard>
  );
}
