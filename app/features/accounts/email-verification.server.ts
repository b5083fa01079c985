import { ACCOUNT_BLOCKED } from "./auth-constants";
import { createHmac, timingSafeEqual } from "node:crypto";
import { and, eq, notInArray, sql } from "drizzle-orm";
import { authSecret } from "~/config.server";
import { db } from "~/db/client.server";
import { session, user } from "~/db/schema";
import { auth } from "./auth.server";
import { authError, cookieHeaders } from "./auth-http.server";
import { clientIp, consume, LIMITS, RateLimitedError } from "~/server/rate-limit.server";
import { consumeVerificationLink } from "./verification-links.server";
import { DEFAULT_AFTER_LOGIN } from "./redirect";
import { headersNotRemembering } from "./auth-cookies.server";
import { emailTaken, notifyOldAddress, verificationTokenClaims } from "./email-change.server";

export const VERIFY_MESSAGES = {
  expired: "Link weryfikacyjny wygasł. Wyślij nowy link na swój adres email.",
  invalid: "Link weryfikacyjny jest nieprawidłowy albo został już użyty.",
  taken: "Ten adres należy już do innego konta, więc nie możemy go przypisać do Twojego. Adres Twojego konta się nie zmienił.",
  sent: "Jeśli konto z tym adresem istnieje i nie zostało jeszcze potwierdzone, wysłaliśmy nowy link weryfikacyjny.",
  tooMany: "Zbyt wiele próśb o link weryfikacyjny. Spróbuj ponownie za chwilę.",
  already: "Twój adres email jest już potwierdzony.",
  alreadySignIn: "Twój adres email jest już potwierdzony. Zaloguj się.",
} as const;

export type VerifyOutcome =
  | { status: "verified"; headers: Headers; changedEmail?: string; signedIn: boolean }
  | { status: "already"; signedIn: boolean }
  | { status: "expired" | "invalid" | "taken" | "blocked" };

/** `exp` of a JWT without checking it (only to tell "expired" from "used"; Better Auth verifies). */
function tokenExpiry(token: string): number | null {
  try {
    const payload = JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString("utf8")) as { exp?: unknown };
    return typeof payload.exp === "number" ? payload.exp * 1000 : null;
  } catch {
    return null;
  }
}

/**
 * The claims of a verification JWT this server signed (HS256 with the auth secret, as Better Auth signs
 * it), or null for anything else. Its expiry is not checked: a used link may have expired since.
 */
export function signedVerificationClaims(token: string, secret: string = authSecret()): ReturnType<typeof verificationTokenClaims> | null {
  const [header, payload, signature, ...rest] = token.split(".");
  if (!header || !payload || !signature || rest.length > 0) return null;
  try {
    if ((JSON.parse(Buffer.from(header, "base64url").toString("utf8")) as { alg?: unknown }).alg !== "HS256") return null;
  } catch {
    return null;
  }
  const expected = createHmac("sha256", secret).update(`${header}.${payload}`).digest();
  const given = Buffer.from(signature, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return verificationTokenClaims(token);
}

/**
 * A used activation link, opened again after its account was confirmed (review, session 27: "nieprawidłowy
 * link" and an offer of a new one to someone with nothing left to do). Signed in: the link must name the
 * session's own account. Signed out: the link must carry this server's signature, so a made-up token
 * cannot ask whether an address has a confirmed account.
 */
async function alreadyVerified(token: string, signedInUserId: string | null): Promise<boolean> {
  const claims = signedInUserId ? verificationTokenClaims(token) : signedVerificationClaims(token);
  if (!claims || claims.requestType === "change-email-verification" || typeof claims.email !== "string") return false;
  const [row] = await db
    .select({ verified: user.emailVerified })
    .from(user)
    .where(signedInUserId ? and(eq(user.id, signedInUserId), sql`lower(${user.email}) = ${claims.email.toLowerCase()}`) : sql`lower(${user.email}) = ${claims.email.toLowerCase()}`);
  return Boolean(row?.verified);
}

/**
 * The link from the activation e-mail: works once, verifies the address and signs the user in
 * (Better Auth autoSignInAfterVerification). The returned headers carry the new session cookie.
 * `signedInUserId`: who the request's session is (the route's userContext), for an e-mail change link.
 */
export async function verifyEmailLink(request: Request, token: string, signedInUserId: string | null): Promise<VerifyOutcome> {
  if (!token || token.length > 4096) return { status: "invalid" };
  const link = await consumeVerificationLink(token);
  if (link.status !== "valid") {
    if (await alreadyVerified(token, signedInUserId)) return { status: "already", signedIn: signedInUserId !== null };
    const exp = tokenExpiry(token);
    return { status: link.status === "expired" || (exp !== null && exp <= Date.now()) ? "expired" : "invalid" };
  }
  // An e-mail change link (issue #15 pt 7): refused if the new address got an account meanwhile,
  // saying so (not "invalid link", with an offer of a new activation link: review, session 18).
  const claims = verificationTokenClaims(token);
  const change = claims.requestType === "change-email-verification" && claims.updateTo && claims.email ? { from: claims.email, to: claims.updateTo } : null;
  if (change && (await emailTaken(change.to))) return { status: "taken" };
  // Better Auth signs in whoever uses a change link without a session: the holder of the new mailbox
  // (a mistyped address, say) would get the account without its password or second factor. Only the
  // account's own session keeps going; otherwise the session it made is deleted (review, session 23).
  const ownSession = !change || signedInUserId === link.userId;
  // ADR 201: a session the link makes (nobody, or someone else, signed in here) is a browser-session
  // one, as a sign-in without "Zapamiętaj mnie": the cookie ends with the browser, the session in a day.
  const newSession = signedInUserId !== link.userId;
  const sessionsBefore = newSession ? await sessionIdsOf(link.userId) : [];
  try {
    const sentHeaders = newSession && !change ? await headersNotRemembering(request.headers) : request.headers;
    const { headers, response } = await auth().api.verifyEmail({ query: { token }, headers: sentHeaders, returnHeaders: true });
    if (change) {
      const name = (response as { user?: { name?: string | null } } | null)?.user?.name ?? null;
      await notifyOldAddress({ userId: link.userId, name, oldEmail: change.from, newEmail: change.to });
      if (ownSession) return { status: "verified", headers: cookieHeaders(headers), changedEmail: change.to, signedIn: true };
      await deleteSessionsBut(link.userId, sessionsBefore);
      return { status: "verified", headers: new Headers(), changedEmail: change.to, signedIn: false };
    }
    if (newSession) await endWithinADay(link.userId, sessionsBefore);
    return { status: "verified", headers: cookieHeaders(headers), signedIn: true };
  } catch (error) {
    const info = authError(error);
    if (!info) throw error;
    // ADR 158: the address is confirmed, but the sign-in that comes with the link is refused.
    if (info.code === ACCOUNT_BLOCKED) return { status: "blocked" };
    return { status: info.code === "TOKEN_EXPIRED" ? "expired" : "invalid" };
  }
}

export type ResendOutcome = { ok: true } | { ok: false; message: string; httpStatus: number; retryAfter?: number };

/**
 * 'Wyślij ponownie link weryfikacyjny': the same answer whether or not the address has an account.
 * `returnPath` (checked by safeRedirectPath, ADR 210) rides in the new link; "" means /profil.
 */
export async function resendVerification(request: Request, email: string, returnPath = ""): Promise<ResendOutcome> {
  try {
    await consume(LIMITS.resendIp, clientIp(request));
    await consume(LIMITS.resendAccount, email);
  } catch (error) {
    if (error instanceof RateLimitedError) return { ok: false, message: VERIFY_MESSAGES.tooMany, httpStatus: 429, retryAfter: error.retryAfter };
    throw error;
  }
  try {
    // No session headers: the link goes to the address's owner, whoever is asking.
    await auth().api.sendVerificationEmail({ body: { email, callbackURL: returnPath || DEFAULT_AFTER_LOGIN } });
  } catch (error) {
    if (!authError(error)) throw error;
  }
  return { ok: true };
}

async function sessionIdsOf(userId: string): Promise<string[]> {
  return (await db.select({ id: session.id }).from(session).where(eq(session.userId, userId))).map((r) => r.id);
}

/** Better Auth's rememberMe: false session lasts a day (internalAdapter.createSession); so does the link's. */
async function endWithinADay(userId: string, before: string[]): Promise<void> {
  const made = before.length > 0 ? and(eq(session.userId, userId), notInArray(session.id, before)) : eq(session.userId, userId);
  await db.update(session).set({ expiresAt: sql`least(${session.expiresAt}, now() + interval '1 day')` }).where(made);
}

async function deleteSessionsBut(userId: string, keep: string[]): Promise<void> {
  await db.delete(session).where(keep.length > 0 ? and(eq(session.userId, userId), notInArray(session.id, keep)) : eq(session.userId, userId));
}
