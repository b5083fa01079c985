import { BLOCK_MESSAGES } from "~/features/access/user-block";
import { Form, Link, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/verify-email";
import { failure, redirectWithCookies } from "~/features/accounts/auth-http.server";
import { AuthCard } from "~/features/accounts/components/auth-card";
import { linkClass } from "~/components/ui/classes";
import { EmailField } from "~/components/ui/field";
import { MessageBox } from "~/components/ui/message-box";
import { SubmitButton } from "~/components/ui/submit-button";
import { useFormValidation } from "~/features/accounts/components/use-form-validation";
import { resendVerification, verifyEmailLink, VERIFY_MESSAGES } from "~/features/accounts/email-verification.server";
import { EMAIL_CHANGE_MESSAGES, verificationTokenClaims } from "~/features/accounts/email-change.server";
import { toastCookieHeader } from "~/utils/toast.server";
import { userContext } from "~/features/access/session.server";
import { EmailOnlySchema, firstError, formToObject } from "~/features/accounts/schemas";
import { invalid, ok } from "~/utils/action.server";
import type { ActionResult } from "~/utils/form";
import { retryAfterHeaders } from "~/utils/route-headers";
import { formOrRefusal } from "~/utils/form-refusal.server";
import { returnPathOf, safeRedirectPath, withReturnPath } from "~/features/accounts/redirect";

export const meta: Route.MetaFunction = () => [
  { title: "Potwierdzenie adresu email | Viralne Produkty" },
  { name: "robots", content: "noindex" },
];

// The activation link lands here. Opening it changes nothing: mail scanners that fetch links
// must not use up the single-use link or receive a session (ADR 005). The button does the work.
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const token = url.searchParams.get("token") ?? "";
  // An e-mail change link says so, with the new address (read from the link, checked only when used).
  const claims = token.length <= 4096 ? verificationTokenClaims(token) : {};
  const changeTo = claims.requestType === "change-email-verification" && typeof claims.updateTo === "string" ? claims.updateTo : null;
  // Polish only: its document says so (ADR 091's pageLocale), also for a user whose interface is
  // English (review, session 27: Polish text under <html lang="en">).
  // ADR 210: where the person was before registering (checked again by the action), else /profil.
  const redirectTo = returnPathOf(request);
  return { token, email: url.searchParams.get("email") ?? "", changeTo, redirectTo, pageLocale: "pl" as const };
}

// A 429 says when the lock ends (the action sets Retry-After; React Router sends it only through this).
export const headers = retryAfterHeaders;

export async function action({ request, context }: Route.ActionArgs) {
  const posted = await formOrRefusal(request); // ADR 194: a refused form (NUL) answers 400 in the form
  if (!(posted instanceof FormData)) return posted;
  const form = formToObject(posted);
  const back = safeRedirectPath(form.redirectTo, "");
  if (form.intent === "verify") {
    const outcome = await verifyEmailLink(request, String(form.token ?? ""), context.get(userContext)?.id ?? null);
    if (outcome.status === "verified" && outcome.changedEmail) {
      // Issue #15 pt 7: an e-mail change link — back to Profil with the confirmation as a toast; opened
      // without the account's session, to the sign-in page (the link signs nobody in).
      const message = outcome.signedIn ? EMAIL_CHANGE_MESSAGES.changed : EMAIL_CHANGE_MESSAGES.changedSignIn;
      outcome.headers.append("Set-Cookie", await toastCookieHeader({ type: "success", message }));
      return redirectWithCookies(outcome.signedIn ? "/profil" : "/logowanie", outcome.headers);
    }
    if (outcome.status === "verified") return redirectWithCookies(back || "/profil", outcome.headers);
    if (outcome.status === "already") {
      const message = outcome.signedIn ? VERIFY_MESSAGES.already : VERIFY_MESSAGES.alreadySignIn;
      const headers = new Headers({ "Set-Cookie": await toastCookieHeader({ type: "info", message }) });
      return redirectWithCookies(outcome.signedIn ? back || "/profil" : withReturnPath("/logowanie", back), headers);
    }
    if (outcome.status === "blocked") return invalid<LinkRefusal>({ message: BLOCK_MESSAGES.signIn, data: { kind: "link", status: "blocked" } }, 403);
    return invalid<LinkRefusal>({ message: VERIFY_MESSAGES[outcome.status], data: { kind: "link", status: outcome.status } });
  }
  const parsed = EmailOnlySchema.safeParse(form);
  if (!parsed.success) {
    const error = firstError(parsed.error);
    return failure(error.message, 400, error.field);
  }
  const outcome = await resendVerification(request, parsed.data.email, back);
  if (!outcome.ok)
    return failure(outcome.message, outcome.httpStatus, undefined, { "Retry-After": String(outcome.retryAfter ?? 60) });
  return ok(VERIFY_MESSAGES.sent);
}

/** A verification link that did not work (the page then offers a new one); resend refusals carry no data. */
type LinkRefusal = { kind: "link"; status: "expired" | "invalid" | "taken" | "blocked" };
type VerifyResult = ActionResult<undefined, LinkRefusal> | undefined;

export default function VerifyEmailPage() {
  const { token, email, changeTo, redirectTo } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const refusedLink = result && !result.ok ? result.data : undefined;
  const linkFailed = Boolean(refusedLink);
  const sent = result?.ok === true;
  if (refusedLink?.status === "taken" || refusedLink?.status === "blocked") {
    const blocked = refusedLink.status === "blocked"; // ADR 158
    return (
      <AuthCard
        title={blocked ? "Konto zablokowane" : "Nie udało się zmienić adresu email"}
        footer={
          <Link to={blocked ? "/kontakt" : "/profil/bezpieczenstwo"} className={linkClass}>
            {blocked ? "Przejdź do strony Kontakt" : "Przejdź do ustawień bezpieczeństwa"}
          </Link>
        }
      >
        <MessageBox tone="warning">
          <p>{result?.message}</p>
        </MessageBox>
      </AuthCard>
    );
  }
  if (token && !linkFailed && !sent) {
    return (
      <AuthCard
        title={changeTo ? "Potwierdź nowy adres email" : "Potwierdź adres email"}
        description={
          changeTo
            ? `Kliknij przycisk, aby zmienić adres email konta na ${changeTo}.`
            : "Kliknij przycisk, aby potwierdzić swój adres email. Od razu zalogujemy Cię na Twoje konto."
        }
      >
        <Form method="post" className="space-y-4">
          <input type="hidden" name="intent" value="verify" />
          <input type="hidden" name="token" value={token} />
          {!changeTo && <input type="hidden" name="redirectTo" value={redirectTo} />}
          <SubmitButton pendingLabel="Potwierdzanie…">Potwierdź adres email</SubmitButton>
        </Form>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title={
        linkFailed
          ? refusedLink?.status === "expired"
            ? "Link weryfikacyjny wygasł"
            : "Nieprawidłowy link weryfikacyjny"
          : "Wyślij ponownie link weryfikacyjny"
      }
      description="Podaj adres email użyty przy rejestracji. Wyślemy na niego nowy link aktywacyjny – dotarcie wiadomości może potrwać do 5 minut."
      footer={
        <Link to={withReturnPath("/logowanie", redirectTo)} className={linkClass}>
          Przejdź do logowania
        </Link>
      }
    >
      {linkFailed && (
        <div className="mb-4">
          <MessageBox tone="warning">
            <p>{result?.message}</p>
          </MessageBox>
        </div>
      )}
      <ResendForm email={email} result={result} redirectTo={redirectTo} />
    </AuthCard>
  );
}

function ResendForm({ email, result, redirectTo }: { email: string; result: VerifyResult; redirectTo: string }) {
  const validation = useFormValidation(EmailOnlySchema);
  const sent = result?.ok === true;
  const error = validation.error?.message ?? (result && !result.ok && !result.data ? result.message : undefined);
  return (
    <Form method="post" noValidate onSubmit={validation.onSubmit} onChange={validation.onChange} className="space-y-4">
      {error && (
        <MessageBox id="blad-wysylki">
          <p>{error}</p>
        </MessageBox>
      )}
      {sent && !validation.error && (
        <MessageBox tone="success">
          <p>{result?.message}</p>
          <p className="mt-1">Sprawdź też folder spam lub oferty.</p>
        </MessageBox>
      )}
      <input type="hidden" name="intent" value="resend" />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <EmailField defaultValue={email} invalid={Boolean(error)} errorId="blad-wysylki" />
      <SubmitButton pendingLabel="Wysyłanie…">Wyślij ponownie link weryfikacyjny</SubmitButton>
    </Form>
  );
}
