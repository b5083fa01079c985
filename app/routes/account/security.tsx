import type { Route } from "./+types/security";
import { requireUser } from "~/features/access/session.server";
import { ChangeEmailForm } from "~/features/accounts/components/security/change-email-form";
import { ChangePasswordForm } from "~/features/accounts/components/security/change-password-form";
import { SessionsPanel } from "~/features/accounts/components/security/sessions-panel";
import { TwoFactorPanel } from "~/features/accounts/components/security/two-factor-panel";
import { resultFor } from "~/features/accounts/components/security/types";
import { formToObject } from "~/features/accounts/schemas";
import { handleSecurityAction } from "~/features/accounts/security-actions.server";
import { listActiveSessions } from "~/features/accounts/security.server";
import { twoFactorState } from "~/features/accounts/two-factor.server";
import { metaTranslator } from "~/i18n/i18n";
import { retryAfterHeaders } from "~/utils/route-headers";
import { formOrRefusal } from "~/utils/form-refusal.server";

export const meta: Route.MetaFunction = ({ matches }) => [{ title: metaTranslator(matches)("meta.security") }, { name: "robots", content: "noindex" }];

// spec: public §2 Account area → Bezpieczeństwo (the /profil layout guards it).
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(request, context);
  const [twoFactor, sessions] = await Promise.all([twoFactorState(user.id), listActiveSessions(user.id, user.sessionId)]);
  return { twoFactor, sessions, email: user.email };
}

// A 429 says when the lock ends (the action sets Retry-After; React Router sends it only through this).
export const headers = retryAfterHeaders;

export async function action({ request, context }: Route.ActionArgs) {
  const user = requireUser(request, context);
  const posted = await formOrRefusal(request); // ADR 194: a refused form (NUL) answers 400 in the form
  if (!(posted instanceof FormData)) return posted;
  return handleSecurityAction(request, user, formToObject(posted));
}

export default function SecurityTab({ loaderData, actionData }: Route.ComponentProps) {
  const { twoFactor, sessions, email } = loaderData;
  return (
    <div className="space-y-8">
      <ChangePasswordForm result={resultFor(actionData, "change-password")} />
      <ChangeEmailForm email={email} result={resultFor(actionData, "change-email")} />
      <TwoFactorPanel
        enabled={twoFactor.enabled}
        pending={twoFactor.pending}
        backupCodesLeft={twoFactor.backupCodesLeft}
        result={resultFor(actionData, "2fa-start", "2fa-confirm", "2fa-disable", "2fa-backup-codes", "2fa-cancel")}
      />
      <SessionsPanel sessions={sessions} result={resultFor(actionData, "revoke-session", "revoke-others")} />
    </div>
  );
}
