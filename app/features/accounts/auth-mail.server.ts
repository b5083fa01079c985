import { config } from "~/config.server";
import { queueMail } from "~/features/mail/mailer.server";
import { recipientOf } from "~/features/mail/recipient.server";
import { accountDeletionEmail, passwordChangedEmail, passwordResetEmail, twoFactorChangedEmail, verificationEmail, type TwoFactorChange } from "~/features/mail/templates";
import { RESET_TOKEN_TTL_SECONDS, VERIFICATION_TTL_SECONDS } from "./auth-constants";
import { sendEmailChangeLink, verificationTokenClaims } from "./email-change.server";
import { storeVerificationLink } from "./verification-links.server";
import { withReturnPath } from "./redirect";

// The links in our e-mails point at the site's own pages (APP_URL), not at /api/auth.
// ADR 091: each e-mail is written in the user's language (a new registration has none yet: Polish).
const HOURS = (seconds: number) => Math.round(seconds / 3600);

type MailUser = { id: string; email: string; name?: string | null };

/**
 * ADR 210: `returnPath` (Better Auth's callbackURL, which carries it) goes on as `redirectTo` only if
 * the open-redirect guard lets it through; the page checks it again when the link is used.
 */
export function verificationUrl(token: string, returnPath?: string | null): string {
  return withReturnPath(`${config().appUrl}/weryfikacja-email?token=${encodeURIComponent(token)}`, returnPath);
}

/** The callbackURL of the link Better Auth made (`…/verify-email?token=…&callbackURL=…`), or null. */
export function callbackOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url).searchParams.get("callbackURL");
  } catch {
    return null;
  }
}

export function resetPasswordUrl(token: string): string {
  return `${config().appUrl}/update-password?token=${encodeURIComponent(token)}`;
}

export async function sendVerificationMail(user: MailUser, token: string, betterAuthUrl?: string): Promise<void> {
  // Better Auth reuses this hook for an e-mail change (user.email is then the NEW address).
  const claims = verificationTokenClaims(token);
  if (claims.requestType === "change-email-verification" && claims.updateTo) return sendEmailChangeLink(user, claims.updateTo, token, verificationUrl(token));
  await storeVerificationLink(user.id, token, VERIFICATION_TTL_SECONDS);
  const link = verificationUrl(token, callbackOf(betterAuthUrl));
  queueMail(verificationEmail(await recipientOf(user), link, HOURS(VERIFICATION_TTL_SECONDS)));
}

export async function sendPasswordResetMail(user: MailUser, token: string): Promise<void> {
  queueMail(passwordResetEmail(await recipientOf(user), resetPasswordUrl(token), HOURS(RESET_TOKEN_TTL_SECONDS)));
}

export async function sendPasswordChangedMail(user: MailUser): Promise<void> {
  queueMail(passwordChangedEmail(await recipientOf(user), new Date(), `${config().appUrl}/reset-hasla`));
}

export async function sendTwoFactorChangedMail(user: MailUser, change: TwoFactorChange): Promise<void> {
  queueMail(twoFactorChangedEmail(await recipientOf(user), change, new Date(), `${config().appUrl}/reset-hasla`));
}

export async function sendAccountDeletionMail(user: MailUser, dueAt: Date, graceDays: number): Promise<void> {
  queueMail(accountDeletionEmail(await recipientOf(user), dueAt, graceDays, `${config().appUrl}/logowanie?redirectTo=${encodeURIComponent("/profil/ustawienia")}`));
}
