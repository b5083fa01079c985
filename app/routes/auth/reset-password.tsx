import { MailCheck } from "lucide-react";
import { Form, Link, useActionData, useLoaderData } from "react-router";
import { ok } from "~/utils/action.server";
import type { Route } from "./+types/reset-password";
import { failure } from "~/features/accounts/auth-http.server";
import { AuthCard } from "~/features/accounts/components/auth-card";
import { FOCUS_CONTENT_STATE } from "~/components/layout/route-focus";
import { linkClass, secondaryButtonClass } from "~/components/ui/classes";
import { EmailField } from "~/components/ui/field";
import { MessageBox } from "~/components/ui/message-box";
import { SubmitButton } from "~/components/ui/submit-button";
import { OneMessageForm } from "~/components/ui/one-message-form";
import { requestPasswordReset, RESET_MESSAGES } from "~/features/accounts/password-reset.server";
import { EmailOnlySchema, firstError, formToObject } from "~/features/accounts/schemas";
import { retryAfterHeaders } from "~/utils/route-headers";
import { formOrRefusal } from "~/utils/form-refusal.server";

export const meta: Route.MetaFunction = () => [
  { title: "Reset hasła | Viralne Produkty" },
  { name: "robots", content: "noindex" },
];

// /update-password sends an unusable link back here with ?blad=… (spec: public §2, §8).
const LINK_WARNINGS: Record<string, string> = { wygasl: RESET_MESSAGES.expired, nieprawidlowy: RESET_MESSAGES.invalid };

export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  return {
    warning: LINK_WARNINGS[url.searchParams.get("blad") ?? ""] ?? null,
    email: url.searchParams.get("email") ?? "",
  };
}

// A 429 says when the lock ends (the action sets Retry-After; React Router sends it only through this).
export const headers = retryAfterHeaders;

export async function action({ request }: Route.ActionArgs) {
  const posted = await formOrRefusal(request); // ADR 194: a refused form (NUL) answers 400 in the form
  if (!(posted instanceof FormData)) return posted;
  const parsed = EmailOnlySchema.safeParse(formToObject(posted));
  if (!parsed.success) {
    const error = firstError(parsed.error);
    return failure(error.message, 400, error.field);
  }
  const outcome = await requestPasswordReset(request, parsed.data.email);
  if (!outcome.ok)
    return failure(outcome.message, outcome.httpStatus, "email", { "Retry-After": String(outcome.retryAfter ?? 60) });
  return ok(undefined, { email: parsed.data.email });
}

export default function ResetPasswordPage() {
  const { warning, email } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const sentTo = result?.ok ? result.data?.email : undefined;
  if (sentTo !== undefined) {
    return (
      <AuthCard title="Link wysłany!" focusOnShow>
        <div className="space-y-4 text-sm text-slate-700 dark:text-slate-200">
          <MailCheck aria-hidden className="size-10 text-emerald-600" />
          <p>
            Jeśli konto z adresem <strong className="break-all">{sentTo}</strong> istnieje, wysłaliśmy na nie link
            do ustawienia nowego hasła. Link jest ważny przez 24 godziny.
          </p>
          <p>Nie widzisz wiadomości? Sprawdź folder spam lub wyślij link ponownie.</p>
          <div className="flex flex-wrap items-center gap-4 pt-2">
            {/* A GET back to this page: the form again, with the address filled in. The same path keeps
                the focus where it was (RouteFocus), and the button it was on is gone: the content takes it. */}
            <Form method="get" action="/reset-hasla" state={FOCUS_CONTENT_STATE}>
              <input type="hidden" name="email" value={sentTo} />
              <button type="submit" className={secondaryButtonClass}>
                Wyślij ponownie
              </button>
            </Form>
            <Link to="/logowanie" className={linkClass}>
              Wróć do logowania
            </Link>
          </div>
        </div>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title="Resetuj hasło"
      description="Podaj adres email swojego konta. Wyślemy Ci link do ustawienia nowego hasła, ważny przez 24 godziny."
      footer={
        <Link to="/logowanie" className={linkClass}>
          Wróć do logowania
        </Link>
      }
    >
      <OneMessageForm
        schema={EmailOnlySchema}
        serverError={result && !result.ok ? result : null}
        errorId="blad-resetu"
        notice={
          warning && (
            <MessageBox tone="warning">
              <p>{warning}</p>
            </MessageBox>
          )
        }
      >
        {({ message }) => (
          <>
            <EmailField defaultValue={email} invalid={Boolean(message)} errorId="blad-resetu" />
            <SubmitButton pendingLabel="Wysyłanie…">Wyślij link resetujący</SubmitButton>
          </>
        )}
      </OneMessageForm>
    </AuthCard>
  );
}
