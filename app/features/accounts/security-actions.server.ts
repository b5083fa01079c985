import { data } from "react-router";
import type { SessionUser } from "~/features/access/session.server";
import type { SecurityResult } from "./components/security/types";
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

const reply = (result: SecurityResult, status = 200, headers?: Headers) => data(result, { status, headers });

function invalid(intent: string, error: z.ZodError) {
  const { field, message } = firstError(error);
  return reply({ intent, ok: false, field, message }, 400);
}

/** The Bezpieczeństwo tab's form posts, switched on `intent` (STYLE §4). Identity from the session. */
export async function handleSecurityAction(request: Request, user: SessionUser, form: Record<string, unknown>) {
  const intent = String(form.intent ?? "");
  switch (intent) {
    case "change-password": {
      const parsed = ChangePasswordSchema.safeParse(form);
      if (!parsed.success) return invalid(intent, parsed.error);
      const outcome = await changePassword(request, user, parsed.data);
      if (!outcome.ok) return reply({ intent, ok: false, message: outcome.message, field: "currentPassword" }, outcome.httpStatus);
      return reply({ intent, ok: true, message: CHANGE_PASSWORD_MESSAGES.success }, 200, outcome.headers);
    }
    case "change-email": {
      const parsed = ChangeEmailSchema.safeParse(form);
      if (!parsed.success) return invalid(intent, parsed.error);
      const outcome = await requestEmailChange(request, user, parsed.data);
      if (!outcome.ok) {
        const headers = outcome.retryAfter ? new Headers({ "Retry-After": String(outcome.retryAfter) }) : undefined;
        return reply({ intent, ok: false, message: outcome.message, field: outcome.field }, outcome.httpStatus, headers);
      }
      return reply({ intent, ok: true, message: EMAIL_CHANGE_MESSAGES.sent });
    }
    case "2fa-start":
    case "2fa-disable":
    case "2fa-backup-codes": {
      const parsed = PasswordConfirmSchema.safeParse(form);
      if (!parsed.success) return invalid(intent, parsed.error);
      const run = { "2fa-start": startTwoFactorSetup, "2fa-disable": disableTwoFactor, "2fa-backup-codes": regenerateBackupCodes }[intent];
      const outcome = await run(request, user.id, parsed.data.password);
      if (!outcome.ok) return reply({ intent, ok: false, message: outcome.message, field: "password" }, outcome.httpStatus);
      const message = intent === "2fa-disable" ? "Weryfikacja dwuetapowa została wyłączona." : undefined;
      return reply({ intent, ok: true, message, backupCodes: outcome.backupCodes }, 200, outcome.headers);
    }
    case "2fa-confirm": {
      const parsed = TotpConfirmSchema.safeParse(form);
      if (!parsed.success) return invalid(intent, parsed.error);
      const outcome = await confirmTwoFactorSetup(request, user.id, parsed.data.code);
      if (!outcome.ok) return reply({ intent, ok: false, message: outcome.message, field: "code" }, outcome.httpStatus);
      return reply({ intent, ok: true, message: "Weryfikacja dwuetapowa jest włączona.", backupCodes: outcome.backupCodes }, 200, outcome.headers);
    }
    case "2fa-cancel":
      await cancelTwoFactorSetup(user.id);
      return reply({ intent, ok: true });
    case "revoke-session": {
      const sessionId = typeof form.sessionId === "string" ? form.sessionId : "";
      const done = sessionId.length > 0 && sessionId.length <= 100 && (await revokeSession(user.id, user.sessionId, sessionId));
      return done ? reply({ intent, ok: true, message: SESSION_MESSAGES.revoked }) : reply({ intent, ok: false, message: SESSION_MESSAGES.notFound }, 404);
    }
    case "revoke-others":
      await revokeOtherSessions(user.id, user.sessionId);
      return reply({ intent, ok: true, message: SESSION_MESSAGES.revokedOthers });
    default:
      return reply({ intent, ok: false, message: "Nieznana operacja." }, 400);
  }
}
