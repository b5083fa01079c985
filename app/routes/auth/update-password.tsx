import { CheckCircle2 } from "lucide-react";
import { useEffect, useState } from "react";
import { data, Form, Link, redirect, useActionData, useLoaderData, useNavigate } from "react-router";
import type { Route } from "./+types/update-password";
import { assertSameOrigin } from "~/features/accounts/auth-http.server";
import { PASSWORD_UPDATED_REDIRECT_MS } from "~/features/accounts/auth-constants";
import { AuthCard } from "~/features/accounts/components/auth-card";
import { linkClass, PasswordField } from "~/features/accounts/components/fields";
import { MessageBox } from "~/components/ui/message-box";
import { PasswordStrength } from "~/features/accounts/components/password-strength";
import { SubmitButton } from "~/features/accounts/components/submit-button";
import { useFormValidation } from "~/features/accounts/components/use-form-validation";
import { checkResetToken, resetPassword } from "~/features/accounts/password-reset.server";
import { RESET_MESSAGES } from "~/features/accounts/reset-messages";
import { meetsPasswordRules } from "~/features/accounts/password-rules";
import { firstError, formToObject, NewPasswordSchema } from "~/features/accounts/schemas";

export const meta: Route.MetaFunction = () => [{ title: "Ustaw nowe hasło | Viralne Produkty" }, { name: "robots", content: "noindex" }];

// spec: public §2, §8 — an expired or invalid link flips to the request form with a warning.
const backToRequest = (status: "expired" | "invalid") => redirect(`/reset-hasla?blad=${status === "expired" ? "wygasl" : "nieprawidlowy"}`);

// After a successful change the action redirects here (the used link would no longer load).
const DONE = "/update-password?zmieniono=1";

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  if (url.searchParams.has("zmieniono")) return { token: "", done: true };
  const token = url.searchParams.get("token") ?? "";
  if (!token) return { token: "", done: false };
  const state = await checkResetToken(token);
  if (state.status !== "valid") throw backToRequest(state.status);
  return { token, done: false };
}

export async function action({ request }: Route.ActionArgs) {
  assertSameOrigin(request);
  const parsed = NewPasswordSchema.safeParse(formToObject(await request.formData()));
  if (!parsed.success) {
    const error = firstError(parsed.error);
    return data({ message: error.message, field: error.field }, { status: 400 });
  }
  const outcome = await resetPassword(parsed.data.token, parsed.data.password);
  if (outcome.status === "expired" || outcome.status === "invalid") throw backToRequest(outcome.status);
  if (outcome.status === "error") return data({ message: outcome.message, field: "password" }, { status: outcome.httpStatus });
  throw redirect(DONE);
}

export default function UpdatePasswordPage() {
  const { token, done } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  if (done) return <PasswordUpdated />;
  if (!token) {
    return (
      <AuthCard title={RESET_MESSAGES.missing} description="Ten adres nie zawiera linku resetowania hasła. Poproś o nowy link.">
        <Link to="/reset-hasla" className={linkClass}>
          Wygeneruj nowy link
        </Link>
      </AuthCard>
    );
  }
  return <NewPasswordForm token={token} serverError={result} />;
}

function NewPasswordForm({ token, serverError }: { token: string; serverError?: { message: string; field: string } }) {
  const validation = useFormValidation(NewPasswordSchema);
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const ready = meetsPasswordRules(password) && password === confirm;
  const message = validation.error?.message ?? serverError?.message;
  const field = validation.error?.field ?? serverError?.field;
  return (
    <AuthCard title="Ustaw nowe hasło" description="Wybierz nowe hasło do swojego konta. Po zmianie wszystkie inne sesje zostaną wylogowane.">
      <Form method="post" noValidate onSubmit={validation.onSubmit} onChange={validation.onChange} className="space-y-4">
        {message && (
          <MessageBox id="blad-hasla">
            <p>{message}</p>
          </MessageBox>
        )}
        <input type="hidden" name="token" value={token} />
        <PasswordField
          label="Nowe hasło"
          name="password"
          autoComplete="new-password"
          placeholder="Minimum 8 znaków"
          aria-describedby="sila-nowego-hasla"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          invalid={field === "password"}
          errorId="blad-hasla"
        />
        <PasswordStrength password={password} id="sila-nowego-hasla" />
        <PasswordField
          label="Potwierdź nowe hasło"
          name="confirmPassword"
          autoComplete="new-password"
          value={confirm}
          onChange={(e) => setConfirm(e.target.value)}
          invalid={field === "confirmPassword"}
          errorId="blad-hasla"
        />
        {confirm && password !== confirm && <p className="text-sm text-red-700 dark:text-red-300">Hasła nie są identyczne</p>}
        {/* spec: public §2 — disabled until every rule passes and both fields match. Without
            JavaScript it stays enabled and the server checks the same rules. */}
        <SubmitButton pendingLabel="Zapisywanie…" disabled={hydrated && !ready}>
          {!hydrated || ready ? "Ustaw nowe hasło" : "Spełnij wszystkie wymagania"}
        </SubmitButton>
      </Form>
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
    <AuthCard title="Hasło zmienione!">
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
