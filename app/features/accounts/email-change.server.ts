import { eq, sql } from "drizzle-orm";
import { createHmac, timingSafeEqual } from "node:crypto";
import { authSecret, config } from "~/config.server";
import { db } from "~/db/client.server";
import { user } from "~/db/schema";
import { queueMail } from "~/features/mail/mailer.server";
import { recipientOf } from "~/features/mail/recipient.server";
import { emailChangeConfirmEmail, emailChangedNoticeEmail } from "~/features/mail/templates";
import { consume, LIMITS, RateLimitedError } from "~/server/rate-limit.server";
import { VERIFICATION_TTL_SECONDS } from "./auth-constants";
import { authError } from "./auth-http.server";
import { createUndoLink, UNDO_TTL_DAYS } from "./email-change-undo.server";
import { auth } from "./auth.server";
import { checkOwnPassword } from "./password-check.server";
import { storeVerificationLink } from "./verification-links.server";

// Issue #15 pt 7 — Bezpieczeństwo → Zmiana adresu email. Better Auth's changeEmail (user.changeEmail,
// "change-email-verification" flow) signs a link for the NEW address; the address changes only when
// that link is used on /weryfikacja-email (single-use like every verification link), and then the
// OLD address is told, with a link to undo it (ADR 121). The current password is required; the user
// is the session's.

export const EMAIL_CHANGE_MESSAGES = {
  sent: "Wysłaliśmy link potwierdzający na nowy adres email. Adres konta zmieni się po kliknięciu w link.",
  same: "To jest Twój obecny adres email",
  wrongPassword: "Hasło jest nieprawidłowe",
  tooMany: "Zbyt wiele prób. Spróbuj ponownie za chwilę.",
  failed: "Nie udało się zmienić adresu email. Spróbuj ponownie.",
  changed: "Adres email został zmieniony.",
  changedSignIn: "Adres email został zmieniony. Zaloguj się nowym adresem.",
} as const;

type Who = { id: string; email: string };
export type EmailChangeOutcome = { ok: true } | { ok: false; message: string; field?: string; httpStatus: number; retryAfter?: number };

/**
 * The claims Better Auth puts in an e-mail verification token (a JWT it signs with the auth secret,
 * HS256), or none when the signature is not the site's: the confirmation page shows the new address
 * from the link, and a made-up token showed any text as that address (hostile review, session 41).
 */
export function verificationTokenClaims(token: string): { email?: string; updateTo?: string; requestType?: string } {
  const [header, payload, signature, ...rest] = token.split(".");
  if (!header || !payload || !signature || rest.length > 0) return {};
  const expected = createHmac("sha256", authSecret()).update(`${header}.${payload}`).digest();
  const given = Buffer.from(signature, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return {};
  try {
    return JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as Record<string, string>;
  } catch {
    return {};
  }
}

/**
 * Checks the password (the shared 5-per-15-minutes per-user limit) and asks Better Auth to send the
 * confirmation link to `newEmail` (at most 3 accepted requests an hour). An address that already has
 * an account gets no mail but the same answer, so the form does not reveal who is registered.
 */
export async function requestEmailChange(request: Request, who: Who, input: { newEmail: string; password: string }): Promise<EmailChangeOutcome> {
  if (input.newEmail === who.email.toLowerCase()) return { ok: false, message: EMAIL_CHANGE_MESSAGES.same, field: "newEmail", httpStatus: 400 };
  const checked = await checkOwnPassword(who.id, input.password);
  if (!checked.ok) {
    return checked.reason === "wrong"
      ? { ok: false, message: EMAIL_CHANGE_MESSAGES.wrongPassword, field: "password", httpStatus: 400 }
      : { ok: false, message: EMAIL_CHANGE_MESSAGES.tooMany, httpStatus: 429, retryAfter: checked.retryAfter };
  }
  try {
    await consume(LIMITS.emailChange, who.id);
  } catch (error) {
    if (error instanceof RateLimitedError) return { ok: false, message: EMAIL_CHANGE_MESSAGES.tooMany, httpStatus: 429, retryAfter: error.retryAfter };
    throw error;
  }
  try {
    await auth().api.changeEmail({ body: { newEmail: input.newEmail, callbackURL: "/profil" }, headers: request.headers });
    return { ok: true };
  } catch (error) {
    const info = authError(error);
    if (!info) throw error;
    return { ok: false, message: EMAIL_CHANGE_MESSAGES.failed, httpStatus: info.status < 500 ? 400 : 500 };
  }
}

/** Better Auth's sendVerificationEmail for an e-mail change: the single-use link goes to the new address. */
export async function sendEmailChangeLink(mailUser: { id: string; email: string; name?: string | null }, newEmail: string, token: string, verifyUrl: string): Promise<void> {
  await storeVerificationLink(mailUser.id, token, VERIFICATION_TTL_SECONDS);
  // ADR 091: in the account's language, like every e-mail to the user.
  queueMail(emailChangeConfirmEmail(await recipientOf(mailUser, newEmail), verifyUrl, Math.round(VERIFICATION_TTL_SECONDS / 3600)));
}

/** True when `email` already belongs to an account (the change link must then not be used). */
export async function emailTaken(email: string): Promise<boolean> {
  const rows = await db.select({ id: user.id }).from(user).where(eq(sql`lower(${user.email})`, email.toLowerCase()));
  return rows.length > 0;
}

/**
 * After the change: tell the old address (a takeover must not go unnoticed), in the account's
 * language (ADR 091), with a 7-day undo link (ADR 121). Not a password reset link: this address no
 * longer opens the account until the change is undone.
 */
export async function notifyOldAddress(change: { userId: string; name: string | null; oldEmail: string; newEmail: string }): Promise<void> {
  const recipient = await recipientOf({ id: change.userId, email: change.oldEmail, name: change.name });
  const undoUrl = await createUndoLink(change);
  queueMail(emailChangedNoticeEmail(recipient, { newEmail: change.newEmail, when: new Date(), undoUrl, undoDays: UNDO_TTL_DAYS, contactUrl: `${config().appUrl}/kontakt` }));
}
