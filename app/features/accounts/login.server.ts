import { auth } from "./auth.server";
import { ACCOUNT_BLOCKED } from "./auth-constants";
import { BLOCK_MESSAGES } from "~/features/access/user-block";
import { claimTotpStep, discardSession, pendingSecondFactorUser, totpStepUsed } from "./totp-replay.server";
import { authError, cookieHeaders, errorCookies } from "./auth-http.server";
import { clear, clientIp, consume, LIMITS, RateLimitedError, refund } from "~/server/rate-limit.server";
import { deviceProofFor, withDeviceProof, type DeviceProof } from "./device-proof.server";

// spec: public §8 Login error catalogue.
export const LOGIN_MESSAGES = {
  invalid: "Nieprawidłowy email lub hasło",
  unverified: "Adres email nie został potwierdzony. Sprawdź swoją skrzynkę pocztową.",
  tooMany: "Zbyt wiele prób logowania. Spróbuj ponownie za chwilę.",
  invalidEmail: "Nieprawidłowy format adresu email",
  generic: "Wystąpił błąd podczas logowania",
} as const;

// Our texts for the second step (the spec's site had no working two-factor sign-in).
export const TWO_FACTOR_MESSAGES = {
  invalidCode: "Nieprawidłowy kod. Sprawdź kod w aplikacji i spróbuj ponownie.",
  invalidBackupCode: "Nieprawidłowy kod zapasowy albo kod został już użyty.",
  codeUsed: "Ten kod został już użyty. Poczekaj na następny kod w aplikacji i wpisz go.",
  codeUsedSignInAgain: "Ten kod został już użyty. Zaloguj się ponownie.",
  challengeSpent: "Zbyt wiele nieudanych prób. Zaloguj się ponownie.",
  tooMany: "Zbyt wiele prób weryfikacji kodu. Spróbuj ponownie za chwilę.",
  expired: "Sesja logowania wygasła. Zaloguj się ponownie.",
  generic: "Wystąpił błąd podczas weryfikacji kodu",
} as const;

export type SignInOutcome =
  | { status: "signed-in"; headers: Headers }
  | { status: "two-factor"; headers: Headers }
  | { status: "failed"; message: string; httpStatus: number; unverified?: boolean; headers?: Headers; retryAfter?: number };

type Credentials = { email: string; password: string; rememberMe: boolean };

/**
 * Password sign-in (spec: public §2 Login). The limits count every attempt up front, so parallel
 * guesses cannot slip past them; a correct password gives the attempt back (ADR 014). A browser with
 * a valid device proof for the address (ADR 205) is counted in its own bucket instead of the
 * account's, so guesses from elsewhere that lock the account do not lock it out.
 */
export async function signIn(request: Request, input: Credentials): Promise<SignInOutcome> {
  const ip = clientIp(request);
  let device: DeviceProof | null = null;
  try {
    // A valid proof is counted in its own bucket only, not the address's: others behind the same address
    // (a mobile carrier's NAT, an office) could otherwise lock the owner out with 30 guesses (hostile
    // review, session 39). A proof validates only for the account it was issued to, so it opens no
    // faster guessing of anyone else's password.
    device = await deviceProofFor(request, input.email);
    if (device) await consume(LIMITS.signInDevice, device.subject);
    else {
      await consume(LIMITS.signInIp, ip);
      await consume(LIMITS.signInAccount, input.email);
    }
  } catch (error) {
    if (error instanceof RateLimitedError) {
      return { status: "failed", message: LOGIN_MESSAGES.tooMany, httpStatus: 429, retryAfter: error.retryAfter };
    }
    throw error;
  }
  // The correct password clears the bucket the attempt was counted in. With a device proof the
  // account-wide counter is left alone: it holds the guesses made elsewhere (ADR 205).
  const passwordAccepted = async () => {
    if (device) await clear(LIMITS.signInDevice, device.subject);
    else {
      await refund(LIMITS.signInIp, ip);
      await clear(LIMITS.signInAccount, input.email);
    }
  };
  try {
    const { headers, response } = await auth().api.signInEmail({
      body: { email: input.email, password: input.password, rememberMe: input.rememberMe },
      headers: request.headers,
      returnHeaders: true,
    });
    await passwordAccepted();
    if ("twoFactorRedirect" in response) return { status: "two-factor", headers: cookieHeaders(headers) };
    // The device proof only once the sign-in is complete (after the second step, if any).
    return { status: "signed-in", headers: await withDeviceProof(request, response.user.id, cookieHeaders(headers)) };
  } catch (error) {
    const info = authError(error);
    if (info?.code === "INVALID_EMAIL_OR_PASSWORD") return { status: "failed", message: LOGIN_MESSAGES.invalid, httpStatus: 401 };
    if (info?.code === "EMAIL_NOT_VERIFIED") {
      // Only reached with the right password, so saying so reveals nothing to a guesser.
      await passwordAccepted();
      return { status: "failed", message: LOGIN_MESSAGES.unverified, httpStatus: 403, unverified: true };
    }
    // ADR 158: said only after the right password (the session hook runs after it is checked).
    if (info?.code === ACCOUNT_BLOCKED) {
      // The password was right: the attempt is given back, so unblocking lets the person in at once.
      await passwordAccepted();
      return { status: "failed", message: BLOCK_MESSAGES.signIn, httpStatus: 403 };
    }
    if (info?.code === "INVALID_EMAIL") return { status: "failed", message: LOGIN_MESSAGES.invalidEmail, httpStatus: 400 };
    if (info && info.status < 500) return { status: "failed", message: LOGIN_MESSAGES.generic, httpStatus: 400 };
    throw error;
  }
}

export type SecondFactor = { method: "totp" | "backup"; code: string };

/**
 * The second sign-in step. Better Auth keeps the pending sign-in in a signed `two_factor` cookie,
 * allows 5 tries per challenge and locks the account after 5 failures for 15 minutes (auth.server).
 */
export async function verifySecondFactor(request: Request, input: SecondFactor): Promise<SignInOutcome> {
  const ip = clientIp(request);
  try {
    await consume(LIMITS.twoFactorIp, ip);
  } catch (error) {
    if (error instanceof RateLimitedError) {
      return { status: "failed", message: TWO_FACTOR_MESSAGES.tooMany, httpStatus: 429, retryAfter: error.retryAfter };
    }
    throw error;
  }
  try {
    const call = { body: { code: input.code }, headers: request.headers, returnHeaders: true as const };
    if (input.method === "totp") {
      // Issue #12 point 5: a code already used for this account is refused, even inside its window;
      // asked before Better Auth, which would consume the pending sign-in on accepting it.
      const pendingUser = await pendingSecondFactorUser(request);
      if (pendingUser && (await totpStepUsed(pendingUser, input.code))) {
        return { status: "failed", message: TWO_FACTOR_MESSAGES.codeUsed, httpStatus: 401 };
      }
      const { headers, response } = await auth().api.verifyTOTP(call);
      // Two sign-ins racing with one code: the loser's pending sign-in is spent, so it starts again.
      if (!(await claimTotpStep(response.user.id, input.code))) {
        await discardSession(response.token);
        return { status: "failed", message: TWO_FACTOR_MESSAGES.codeUsedSignInAgain, httpStatus: 401 };
      }
      await refund(LIMITS.twoFactorIp, ip);
      return { status: "signed-in", headers: await withDeviceProof(request, response.user.id, cookieHeaders(headers)) };
    }
    const { headers, response } = await auth().api.verifyBackupCode(call);
    await refund(LIMITS.twoFactorIp, ip);
    return { status: "signed-in", headers: await withDeviceProof(request, response.user.id, cookieHeaders(headers)) };
  } catch (error) {
    const info = authError(error);
    if (!info) throw error;
    const headers = errorCookies(error);
    const fail = (message: string, httpStatus: number) => ({ status: "failed" as const, message, httpStatus, headers });
    switch (info.code) {
      case "INVALID_CODE":
        return fail(TWO_FACTOR_MESSAGES.invalidCode, 401);
      case "INVALID_BACKUP_CODE":
        return fail(TWO_FACTOR_MESSAGES.invalidBackupCode, 401);
      case "TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE":
        return fail(TWO_FACTOR_MESSAGES.challengeSpent, 429);
      case "ACCOUNT_TEMPORARILY_LOCKED":
        return fail(TWO_FACTOR_MESSAGES.tooMany, 429);
      case ACCOUNT_BLOCKED: // blocked between the two steps (ADR 158)
        return fail(BLOCK_MESSAGES.signIn, 403);
      case "INVALID_TWO_FACTOR_COOKIE":
      case "TOTP_NOT_ENABLED":
      case "BACKUP_CODES_NOT_ENABLED":
        return fail(TWO_FACTOR_MESSAGES.expired, 401);
      default:
        if (info.status < 500) return fail(TWO_FACTOR_MESSAGES.generic, 400);
        throw error;
    }
  }
}

/** Whether this browser has a sign-in waiting for its second step. */
export function hasPendingSecondFactor(request: Request): boolean {
  return /(?:^|;\s*)(?:__Secure-)?vp\.two_factor=/.test(request.headers.get("cookie") ?? "");
}

/** Ends the current session (POST /wyloguj) and returns the cookie-clearing headers. */
export async function signOut(request: Request): Promise<Headers> {
  try {
    const { headers } = await auth().api.signOut({ headers: request.headers, returnHeaders: true });
    return cookieHeaders(headers);
  } catch (error) {
    if (authError(error)) return new Headers(); // no session any more: nothing to end
    throw error;
  }
}
