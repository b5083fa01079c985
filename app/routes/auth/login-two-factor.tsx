import { Link, redirect, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/login-two-factor";
import { userContext } from "~/features/access/session.server";
import { failure, redirectWithCookies } from "~/features/accounts/auth-http.server";
import { AuthCard } from "~/features/accounts/components/auth-card";
import { linkClass } from "~/components/ui/classes";
import { TextField } from "~/components/ui/field";
import { SubmitButton } from "~/components/ui/submit-button";
import { OneMessageForm } from "~/components/ui/one-message-form";
import { hasPendingSecondFactor, verifySecondFactor } from "~/features/accounts/login.server";
import { safeRedirectPath } from "~/features/accounts/redirect";
import { firstError, formToObject, TwoFactorCodeSchema } from "~/features/accounts/schemas";
import { formOrRefusal } from "~/utils/form-refusal.server";

export const meta: Route.MetaFunction = () => [
  { title: "Weryfikacja dwuetapowa | Viralne Produkty" },
  { name: "robots", content: "noindex" },
];

// The second sign-in step, reached only from /logowanie with a pending two-factor cookie.
export function loader({ request, context }: Route.LoaderArgs) {
  if (context.get(userContext)) throw redirect("/profil");
  if (!hasPendingSecondFactor(request)) throw redirect("/logowanie");
  return { redirectTo: safeRedirectPath(new URL(request.url).searchParams.get("redirectTo")) };
}

export async function action({ request }: Route.ActionArgs) {
  const posted = await formOrRefusal(request); // ADR 194: a refused form (NUL) answers 400 in the form
  if (!(posted instanceof FormData)) return posted;
  const form = formToObject(posted);
  const parsed = TwoFactorCodeSchema.safeParse(form);
  if (!parsed.success) {
    const error = firstError(parsed.error);
    return failure(error.message, 400, error.field);
  }
  const outcome = await verifySecondFactor(request, parsed.data);
  if (outcome.status === "signed-in") return redirectWithCookies(safeRedirectPath(form.redirectTo), outcome.headers);
  if (outcome.status === "two-factor") throw new Error("unexpected second challenge");
  return failure(outcome.message, outcome.httpStatus, "code", outcome.headers);
}

export default function TwoFactorLoginPage() {
  const { redirectTo } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <AuthCard
      title="Weryfikacja dwuetapowa"
      description="Wpisz 6-cyfrowy kod z aplikacji uwierzytelniającej albo jeden z kodów zapasowych."
      footer={
        <Link to="/logowanie" className={linkClass}>
          Wróć do logowania
        </Link>
      }
    >
      <OneMessageForm schema={TwoFactorCodeSchema} serverError={result} errorId="blad-kodu">
        {({ message }) => (
          <>
            <input type="hidden" name="redirectTo" value={redirectTo} />
            <TextField
              label="Kod weryfikacyjny"
              name="code"
              autoComplete="one-time-code"
              autoFocus
              maxLength={20}
              placeholder="123456"
              hint="Kod zapasowy ma postać xxxxx-xxxxx i działa tylko raz."
              invalid={Boolean(message)}
              errorId="blad-kodu"
            />
            <SubmitButton pendingLabel="Sprawdzanie…">Zweryfikuj</SubmitButton>
          </>
        )}
      </OneMessageForm>
    </AuthCard>
  );
}
