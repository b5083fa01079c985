import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { user } from "~/db/schema";
import { auth } from "./auth.server";
import { authError } from "./auth-http.server";
import { PASSWORD_RULE_MESSAGE } from "./password-rules";
import { DEFAULT_AFTER_LOGIN } from "./redirect";
import { clientIp, consume, LIMITS, RateLimitedError } from "~/server/rate-limit.server";

// spec: public §8 Registration error catalogue (the 6-character message is replaced by the shared
// 8-character rule, DESIGN §5).
export const REGISTER_MESSAGES = {
  exists: "Użytkownik z tym adresem email już istnieje",
  invalidEmail: "Nieprawidłowy format adresu email",
  weakPassword: PASSWORD_RULE_MESSAGE,
  tooMany: "Zbyt wiele prób rejestracji. Spróbuj ponownie za chwilę.",
  unknown: "Wystąpił nieznany błąd podczas rejestracji",
} as const;

export type Registration = { name: string; email: string; password: string; marketingConsent: boolean };
export type RegisterOutcome = { ok: true } | { ok: false; message: string; httpStatus: number; retryAfter?: number };

/**
 * Creates the account and sends the activation e-mail (spec: public §2 Registration). The caller
 * has validated the input with RegisterSchema, which requires the terms to be accepted.
 * The spec wants "already exists" said out loud; ADR 014 limits how fast anyone can ask.
 * `returnPath`: a path safeRedirectPath let through (ADR 210), or "" for the default.
 */
export async function registerUser(request: Request, input: Registration, returnPath = ""): Promise<RegisterOutcome> {
  try {
    await consume(LIMITS.signUpIp, clientIp(request));
    await consume(LIMITS.signUpAccount, input.email);
  } catch (error) {
    if (error instanceof RateLimitedError)
      return { ok: false, message: REGISTER_MESSAGES.tooMany, httpStatus: 429, retryAfter: error.retryAfter };
    throw error;
  }
  const emailTaken = async () =>
    (await db.select({ id: user.id }).from(user).where(eq(user.email, input.email)).limit(1)).length > 0;
  if (await emailTaken()) return { ok: false, message: REGISTER_MESSAGES.exists, httpStatus: 409 };
  try {
    // acceptTerms and marketingConsent reach databaseHooks.user.create.after (account-rows.server).
    const body = {
      name: input.name,
      email: input.email,
      password: input.password,
      acceptTerms: true,
      marketingConsent: input.marketingConsent,
      // ADR 210: the checked return path reaches the e-mail hook as Better Auth's callbackURL (its
      // own default, "/", would otherwise ride along as one).
      callbackURL: returnPath || DEFAULT_AFTER_LOGIN,
    };
    const created = await auth().api.signUpEmail({ body, headers: request.headers });
    // Better Auth answers an address that exists by then with a made-up success (its guard against
    // finding out who is registered): in a race of two sign-ups both said "check your e-mail" while
    // one account existed (operator review and CI, session 31). Only an account that exists now is one.
    const id = (created as { user?: { id?: string } } | null)?.user?.id;
    const real = id ? (await db.select({ id: user.id }).from(user).where(eq(user.id, id)).limit(1)).length > 0 : false;
    if (!real) return { ok: false, message: REGISTER_MESSAGES.exists, httpStatus: 409 };
    return { ok: true };
  } catch (error) {
    const info = authError(error);
    if (!info) throw error;
    if (info.code.startsWith("USER_ALREADY_EXISTS"))
      return { ok: false, message: REGISTER_MESSAGES.exists, httpStatus: 409 };
    if (info.code === "INVALID_EMAIL") return { ok: false, message: REGISTER_MESSAGES.invalidEmail, httpStatus: 400 };
    if (info.code.startsWith("PASSWORD_TOO"))
      return { ok: false, message: REGISTER_MESSAGES.weakPassword, httpStatus: 400 };
    // Two sign-ups with one address at once: the second meets the unique e-mail as a failed insert
    // ('nieznany błąd' before, hostile review, session 28). Asked again, it is the address taken.
    if (await emailTaken()) return { ok: false, message: REGISTER_MESSAGES.exists, httpStatus: 409 };
    if (info.status < 500) return { ok: false, message: REGISTER_MESSAGES.unknown, httpStatus: 400 };
    throw error;
  }
}
