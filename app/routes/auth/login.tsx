import { data, Form, Link, redirect, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/login";
import { userContext } from "~/features/access/session.server";
import { assertSameOrigin, redirectWithCookies } from "~/features/accounts/auth-http.server";
import { AuthCard } from "~/features/accounts/components/auth-card";
import { Checkbox, linkClass, PasswordField, TextField } from "~/features/accounts/components/fields";
import { MessageBox } from "~/components/ui/message-box";
import { SubmitButton } from "~/features/accounts/components/submit-button";
import { useFormValidation } from "~/features/accounts/components/use-form-validation";
import { signIn } from "~/features/accounts/login.server";
import { safeRedirectPath } from "~/features/accounts/redirect";
import { firstError, formToObject, LoginSchema } from "~/features/accounts/schemas";

export const meta: Route.MetaFunction = () => [{ title: "Logowanie | Viralne Produkty" }, { name: "robots", content: "noindex" }];

// spec: public §2 Login — signed-in users go to /profil.
export function loader({ request, context }: Route.LoaderArgs) {
  if (context.get(userContext)) throw redirect("/profil");
  const redirectTo = new URL(request.url).searchParams.get("redirectTo");
  return { redirectTo: safeRedirectPath(redirectTo, "") };
}

type LoginFailure = { message: string; field?: string; unverified?: boolean; email?: string };

export async function action({ request }: Route.ActionArgs) {
  assertSameOrigin(request);
  const form = formToObject(await request.formData());
  const parsed = LoginSchema.safeParse(form);
  if (!parsed.success) {
    const error = firstError(parsed.error);
    return data<LoginFailure>({ message: error.message, field: error.field, email: String(form.email ?? "") }, { status: 400 });
  }
  const input = parsed.data;
  const to = safeRedirectPath(input.redirectTo);
  const outcome = await signIn(request, input);
  if (outcome.status === "signed-in") return redirectWithCookies(to, outcome.headers);
  if (outcome.status === "two-factor") {
    return redirect(`/logowanie/weryfikacja?redirectTo=${encodeURIComponent(to)}`, { headers: outcome.headers });
  }
  return data<LoginFailure>(
    { message: outcome.message, unverified: outcome.unverified, email: input.email },
    { status: outcome.httpStatus, headers: outcome.retryAfter ? { "Retry-After": String(outcome.retryAfter) } : undefined },
  );
}

export default function LoginPage() {
  const { redirectTo } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const validation = useFormValidation(LoginSchema);
  const message = validation.error?.message ?? result?.message;
  const field = validation.error?.field ?? result?.field;
  const unverified = !validation.error && result?.unverified;
  const email = result?.email;
  return (
    <AuthCard
      title="Zaloguj się"
      description="Zaloguj się, aby zapisywać produkty na wishliście, polubić je i dodawać opinie."
      footer={
        <>
          Nie masz konta?{" "}
          <Link to="/rejestracja" className={linkClass}>
            Zarejestruj się
          </Link>
        </>
      }
    >
      <Form method="post" noValidate onSubmit={validation.onSubmit} onChange={validation.onChange} className="space-y-4">
        {message && (
          <MessageBox id="blad-logowania">
            <p>{message}</p>
            {unverified && (
              <p className="mt-1">
                <Link to={`/weryfikacja-email?email=${encodeURIComponent(email ?? "")}`} className="font-semibold underline">
                  Wyślij ponownie link weryfikacyjny
                </Link>
              </p>
            )}
          </MessageBox>
        )}
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <TextField
          label="Adres email"
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          defaultValue={email}
          placeholder="twoj@email.pl"
          invalid={field === "email"}
          errorId="blad-logowania"
        />
        <PasswordField label="Hasło" name="password" autoComplete="current-password" invalid={field === "password"} errorId="blad-logowania" />
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Checkbox name="rememberMe">Zapamiętaj mnie</Checkbox>
          <Link to="/reset-hasla" className={`text-sm ${linkClass}`}>
            Nie pamiętasz hasła?
          </Link>
        </div>
        <SubmitButton pendingLabel="Logowanie…">Zaloguj się</SubmitButton>
      </Form>
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
