import { and, eq, gt, like } from "drizzle-orm";
import { db } from "~/db/client.server";
import { account, user, verification } from "~/db/schema";
import { auth } from "./auth.server";
import { KNOWN_PASSWORD_PREFIX } from "./email-change-undo.server";
import { authError } from "./auth-http.server";
import { verifyPassword } from "./password.server";
import { clear, clientIp, consume, LIMITS, RateLimitedError } from "~/server/rate-limit.server";
import { RESET_MESSAGES } from "./reset-messages";
import { RESET_PREFIX } from "./reset-link-storage.server";

export { RESET_MESSAGES } from "./reset-messages";

export type ResetRequestOutcome = { ok: true } | { ok: false; message: string; httpStatus: number; retryAfter?: number };

/**
 * 'Link wysłany!' whether or not the address has an account (ADR 013); the e-mail goes out in the
 * background so the answer's timing does not tell either.
 */
export async function requestPasswordReset(request: Request, email: string): Promise<ResetRequestOutcome> {
  try {
    await consume(LIMITS.resetIp, clientIp(request));
    await consume(LIMITS.resetAccount, email);
  } catch (error) {
    if (error instanceof RateLimitedError) return { ok: false, message: RESET_MESSAGES.tooMany, httpStatus: 429, retryAfter: error.retryAfter };
    throw error;
  }
  await auth().api.requestPasswordReset({ body: { email } });
  return { ok: true };
}

export type TokenState = { status: "valid"; userId: string } | { status: "expired" } | { status: "invalid" };

const resetIdentifier = (token: string) => `${RESET_PREFIX}${token}`;

/**
 * Review (session 27): Better Auth spends only the link that was used. An older reset e-mail of the
 * same account still set a password after the owner had chosen a new one, so whoever held that mail
 * could take the account back. Every other reset link of the user ends with a reset or a password change.
 */
export async function revokeResetLinks(userId: string): Promise<void> {
  await db.delete(verification).where(and(like(verification.identifier, `${RESET_PREFIX}%`), eq(verification.value, userId)));
}

/** Whether a reset link can still be used (a used link no longer exists, so it is "invalid"). */
export async function checkResetToken(token: string): Promise<TokenState> {
  if (!token || token.length > 200) return { status: "invalid" };
  const ctx = await auth().$context;
  const row = await ctx.internalAdapter.findVerificationValue(resetIdentifier(token));
  if (!row) return { status: "invalid" };
  if (new Date(row.expiresAt).getTime() <= Date.now()) return { status: "expired" };
  return { status: "valid", userId: row.value };
}

export type ResetOutcome =
  | { status: "done" }
  | { status: "expired" | "invalid" }
  | { status: "error"; message: string; httpStatus: number };

/**
 * Sets the new password from a reset link. Better Auth consumes the token (single use), revokes
 * every session and triggers the 'password changed' e-mail (auth.server onPasswordReset).
 */
export async function resetPassword(token: string, newPassword: string): Promise<ResetOutcome> {
  const state = await checkResetToken(token);
  if (state.status !== "valid") return state;
  const [current] = await db
    .select({ hash: account.password, email: user.email })
    .from(account)
    .innerJoin(user, eq(user.id, account.userId))
    .where(and(eq(account.userId, state.userId), eq(account.providerId, "credential")))
    .limit(1);
  // Checked before the token is spent, so the user can pick another password with the same link:
  // not the current one, nor one an intruder knew (kept by an e-mail change's undo, ADR 121).
  const known = await db
    .select({ hash: verification.value })
    .from(verification)
    .where(and(eq(verification.identifier, `${KNOWN_PASSWORD_PREFIX}${state.userId}`), gt(verification.expiresAt, new Date())));
  for (const hash of [current?.hash, ...known.map((k) => k.hash)]) {
    if (hash && (await verifyPassword({ hash, password: newPassword }))) {
      return { status: "error", message: RESET_MESSAGES.samePassword, httpStatus: 400 };
    }
  }
  try {
    await auth().api.resetPassword({ body: { token, newPassword } });
  } catch (error) {
    const info = authError(error);
    if (!info) throw error;
    if (info.code === "INVALID_TOKEN") return { status: "invalid" };
    if (info.code.startsWith("PASSWORD_TOO")) return { status: "error", message: RESET_MESSAGES.weakPassword, httpStatus: 400 };
    return { status: "error", message: RESET_MESSAGES.failed, httpStatus: info.status < 500 ? 400 : 500 };
  }
  await revokeResetLinks(state.userId);
  // Someone locked out by wrong guesses can sign in with the new password at once.
  if (current?.email) await clear(LIMITS.signInAccount, current.email);
  return { status: "done" };
}
