import { data } from "react-router";
import { fieldErrorFor } from "~/utils/form";
import type { SessionUser } from "~/features/access/session.server";
import type { SecurityData, SecurityResult } from "./components/security/types";
import { requestEmailChange, EMAIL_CHANGE_MESSAGES } from "./email-change.server";
import { ChangeEmailSchema, ChangePasswordSchema, firstError, PasswordConfirmSchema, TotpConfirmSchema } from "./schemas";
import { CHANGE_PASSWORD_MESSAGES, changePassword, revokeOtherSessions, revokeSession } from "./security.server";
import { cancelTwoFactorSetup, confirmTwoFactorSetup, disableTwoFactor, regenerateBackupCodes, startTwoFactorSetup } from "./two-factor.server";
import type { z } from "zod";

const SESSION_MESSAGES = {
  revoked: "Sesja została wylogowana.",
  revokedOthers: "Wylogowano wszystkie inne sesje.",
  notFound: "Nie znaleziono tej sesji – mogła już wygasnąć.",
} as const;

const done = (intent: string, message?: string, extra: Omit<SecurityData, "intent"> = {}, headers?: Headers) =>
  data<SecurityResult>({ ok: true, message, data: { intent, ...extra } }, { headers });

const refused = (intent: string, message: string, status: number, field?: string, headers?: Headers) =>
  data<SecurityResult>({ ok: false, message, fieldErrors: fieldErrorFor(field, message), data: { intent } }, { status, headers });

function invalid(intent: string, error: z.ZodError) {
  const { field, message } = firstError(error);
  return refused(intent, message, 400, field);
}

/** The Bezpieczeństwo tab's form posts, switched on `intent` (STYLE §4). Identity from the session. */
export async function handleSecurityAction(request: Request, user: SessionUser, form: Record<string, unknown>) {
  const intent = String(form.intent ?? "");
  switch (intent) {
    case "change-password": {
      const parsed = ChangePasswordSchema.safeParse(form);
      if (!parsed.success) return invalid(intent, parsed.error);
      const outcome = await changePassword(request, user, parsed.data);
      if (!outcome.ok) return refused(intent, outcome.message, outcome.httpStatus, "currentPassword");
      return done(intent, CHANGE_PASSWORD_MESSAGES.success, {}, outcome.headers);
    }
    case "change-email": {
      const parsed = ChangeEmailSchema.safeParse(form);
      if (!parsed.success) return invalid(intent, parsed.error);
      const outcome = await requestEmailChange(request, user, parsed.data);
      if (!outcome.ok) {
        const headers = outcome.retryAfter ? new Headers({ "Retry-After": String(outcome.retryAfter) }) : undefined;
        return refused(intent, outcome.message, outcome.httpStatus, outcome.field, headers);
      }
      return done(intent, EMAIL_CHANGE_MESSAGES.sent);
    }
    case "2fa-start":
    case "2fa-disable":
    case "2fa-backup-codes": {
      const parsed = PasswordConfirmSchema.safeParse(form);
      if (!parsed.success) return invalid(intent, parsed.error);
      const run = { "2fa-start": startTwoFactorSetup, "2fa-disable": disableTwoFactor, "2fa-backup-codes": regenerateBackupCodes }[intent];
      const outcome = await run(request, user.id, parsed.data.password);
      if (!outcome.ok) return refused(intent, outcome.message, outcome.httpStatus, "password");
      const message = intent === "2fa-disable" ? "Weryfikacja dwuetapowa została wyłączona." : undefined;
      return done(intent, message, { backupCodes: outcome.backupCodes }, outcome.headers);
    }
    case "2fa-confirm": {
      const parsed = TotpConfirmSchema.safeParse(form);
      if (!parsed.success) return invalid(intent, parsed.error);
      const outcome = await confirmTwoFactorSetup(request, user.id, parsed.data.code);
      if (!outcome.ok) return refused(intent, outcome.message, outcome.httpStatus, "code");
      return done(intent, "Weryfikacja dwuetapowa jest włączona.", { backupCodes: outcome.backupCodes }, outcome.headers);
    }
    case "2fa-cancel":
      await cancelTwoFactorSetup(user.id);
      return done(intent);
    case "revoke-session": {
      const sessionId = typeof form.sessionId === "string" ? form.sessionId : "";
      const revoked = sessionId.length > 0 && sessionId.length <= 100 && (await revokeSession(user.id, user.sessionId, sessionId));
      return revoked ? done(intent, SESSION_MESSAGES.revoked) : refused(intent, SESSION_MESSAGES.notFound, 404);
    }
    case "revoke-others":
      await revokeOtherSessions(user.id, user.sessionId);
      return done(intent, SESSION_MESSAGES.revokedOthers);
    default:
      return refused(intent, "Nieznana operacja.", 400);
  }
}
