import { createHmac, timingSafeEqual } from "node:crypto";
import { symmetricDecrypt } from "better-auth/crypto";
import { and, eq, isNull, lt, or } from "drizzle-orm";
import { db } from "~/db/client.server";
import { session, twoFactor } from "~/db/schema";
import { cookieValue } from "~/utils/cookie-header";
import { auth } from "./auth.server";

// Issue #12 point 5: a TOTP code is valid for about 90 s (Better Auth accepts the previous, current
// and next 30-second step), so someone who sees it could sign in with it a second time. We remember
// the last accepted step per account and refuse a code from that step or an earlier one.
const PERIOD_SECONDS = 30;
const DIGITS = 6;
const WINDOW = 1; // the same window as Better Auth's verifyTOTP

/** RFC 4226 HOTP, as @better-auth/utils computes it (the key is the secret's UTF-8 bytes). */
export function hotp(secret: string, counter: number): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac("sha1", Buffer.from(secret, "utf8")).update(message).digest();
  const offset = mac[mac.length - 1] & 15;
  const value = ((mac[offset] & 127) << 24) | (mac[offset + 1] << 16) | (mac[offset + 2] << 8) | mac[offset + 3];
  return String(value % 10 ** DIGITS).padStart(DIGITS, "0");
}

/** The time-step a code belongs to (within the accepted window), or null. */
export function matchingStep(secret: string, code: string, now: number = Date.now()): number | null {
  const current = Math.floor(now / 1000 / PERIOD_SECONDS);
  // Newest first: if a code matches two steps (1 in a million), the later one is recorded.
  for (let i = WINDOW; i >= -WINDOW; i -= 1) {
    if (hotp(secret, current + i) === code) return current + i;
  }
  return null;
}

/**
 * After Better Auth accepted `code` for `userId`: records its step, atomically, and answers false
 * when that step (or a later one) was already used, i.e. the code is a replay.
 */
export async function claimTotpStep(userId: string, code: string, now: number = Date.now()): Promise<boolean> {
  const step = (await codeStep(userId, code, now))?.step ?? null;
  if (step === null) return false;
  // One statement: two sign-ins racing with the same code cannot both win.
  const claimed = await db
    .update(twoFactor)
    .set({ lastTotpStep: step })
    .where(and(eq(twoFactor.userId, userId), or(isNull(twoFactor.lastTotpStep), lt(twoFactor.lastTotpStep, step))))
    .returning({ id: twoFactor.id });
  return claimed.length > 0;
}

/** The code's time-step for this account and the last step used, or null (no factor, no match). */
async function codeStep(userId: string, code: string, now: number): Promise<{ step: number; last: number | null } | null> {
  const [row] = await db.select({ secret: twoFactor.secret, last: twoFactor.lastTotpStep }).from(twoFactor).where(eq(twoFactor.userId, userId)).limit(1);
  if (!row) return null;
  const ctx = await auth().$context;
  const secret = await symmetricDecrypt({ key: ctx.secretConfig, data: row.secret });
  const step = matchingStep(secret, code.trim(), now);
  return step === null ? null : { step, last: row.last };
}

/**
 * Whether `code` is a replay for `userId`, read before Better Auth sees it: once Better Auth accepts
 * a code it consumes the pending sign-in, so refusing a replay afterwards (claimTotpStep) left the
 * user with "Sesja logowania wygasła" for the next, good code. claimTotpStep stays the atomic guard.
 */
export async function totpStepUsed(userId: string, code: string, now: number = Date.now()): Promise<boolean> {
  const found = await codeStep(userId, code, now);
  return found !== null && found.last !== null && found.step <= found.last;
}

/**
 * The user whose sign-in waits for its second step: Better Auth's signed `two_factor` cookie names a
 * verification row holding the user id. Null when there is none, or the signature does not match.
 */
export async function pendingSecondFactorUser(request: Request): Promise<string | null> {
  const ctx = await auth().$context;
  // Exactly the cookie Better Auth reads (its name carries __Secure- on https), the first of that name.
  const value = cookieValue(request.headers.get("cookie") ?? "", ctx.createAuthCookie("two_factor").name);
  if (value === null) return null;
  const dot = value.lastIndexOf(".");
  if (dot < 1) return null;
  const identifier = value.slice(0, dot);
  const signature = Buffer.from(value.slice(dot + 1));
  // better-call's signed cookie: base64 HMAC-SHA-256 of the value with the auth secret.
  const expected = Buffer.from(createHmac("sha256", ctx.secret).update(identifier).digest("base64"));
  if (signature.length !== expected.length || !timingSafeEqual(signature, expected)) return null;
  const verification = await ctx.internalAdapter.findVerificationValue(identifier);
  return verification && verification.expiresAt > new Date() ? verification.value : null;
}

/** Ends the session Better Auth created for a refused (replayed) code; it was never handed out. */
export async function discardSession(token: string): Promise<void> {
  await db.delete(session).where(eq(session.token, token));
}
