import { symmetricDecrypt } from "better-auth/crypto";
import { and, eq } from "drizzle-orm";
import QRCode from "qrcode";
import { db } from "~/db/client.server";
import { twoFactor, user } from "~/db/schema";
import { auth } from "./auth.server";
import { claimTotpStep } from "./totp-replay.server";
import { sendTwoFactorChangedMail } from "./auth-mail.server";
import type { TwoFactorChange } from "~/features/mail/templates";
import { authError, cookieHeaders } from "./auth-http.server";
import { base32 } from "./base32";
import { clear, consume, LIMITS, RateLimitedError } from "~/server/rate-limit.server";

// DESIGN §5: two-factor works (TOTP with a QR code and backup codes) instead of a 'Wkrótce' button.
export const TWO_FACTOR_SETUP_MESSAGES = {
  wrongPassword: "Nieprawidłowe hasło",
  wrongCode: "Nieprawidłowy kod. Sprawdź kod w aplikacji i spróbuj ponownie.",
  alreadyOn: "Weryfikacja dwuetapowa jest już włączona",
  alreadyOff: "Weryfikacja dwuetapowa nie jest włączona",
  notFresh: "Ze względów bezpieczeństwa zaloguj się ponownie i powtórz tę operację.",
  tooMany: "Zbyt wiele prób. Spróbuj ponownie za chwilę.",
  failed: "Nie udało się zmienić ustawień weryfikacji dwuetapowej",
} as const;

export const ISSUER = "Viralne Produkty";

export type PendingSetup = { secret: string; qrCode: string; uri: string };
/** backupCodesLeft: the unused backup codes while two-factor is on (review, session 24), else null. */
export type TwoFactorState = { enabled: boolean; pending: PendingSetup | null; backupCodesLeft: number | null };

/** otpauth:// URI in the form Better Auth builds it (secret base32 without padding, 6 digits, 30 s). */
export function totpUri(secret: string, email: string): string {
  const params = new URLSearchParams({ secret: base32(secret), issuer: ISSUER, digits: "6", period: "30" });
  return `otpauth://totp/${encodeURIComponent(ISSUER)}:${encodeURIComponent(email)}?${params}`;
}

/** Status for Bezpieczeństwo; while a setup waits for its confirmation code, its QR code and secret. */
export async function twoFactorState(userId: string): Promise<TwoFactorState> {
  const [row] = await db
    .select({ enabled: user.twoFactorEnabled, email: user.email, secret: twoFactor.secret, verified: twoFactor.verified })
    .from(user)
    .leftJoin(twoFactor, eq(twoFactor.userId, user.id))
    .where(eq(user.id, userId))
    .limit(1);
  if (!row) return { enabled: false, pending: null, backupCodesLeft: null };
  const enabled = Boolean(row.enabled) && row.verified !== false && row.secret !== null;
  if (enabled) {
    // Better Auth keeps the unused codes encrypted and drops each one as it signs someone in.
    const { backupCodes } = await auth().api.viewBackupCodes({ body: { userId } });
    return { enabled, pending: null, backupCodesLeft: backupCodes.length };
  }
  if (!row.secret || row.verified !== false) return { enabled, pending: null, backupCodesLeft: null };
  const ctx = await auth().$context;
  const secret = await symmetricDecrypt({ key: ctx.secretConfig, data: row.secret });
  const uri = totpUri(secret, row.email);
  const svg = await QRCode.toString(uri, { type: "svg", errorCorrectionLevel: "M", margin: 1 });
  return {
    enabled: false,
    pending: { secret: base32(secret), uri, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}` },
    backupCodesLeft: null,
  };
}

export type SetupOutcome =
  | { ok: true; headers?: Headers; backupCodes?: string[] }
  | { ok: false; message: string; httpStatus: number };

/** Review (session 24): the account's own address hears of every change to two-factor sign-in. */
async function announce(userId: string, change: TwoFactorChange): Promise<void> {
  const [account] = await db.select({ id: user.id, email: user.email, name: user.name }).from(user).where(eq(user.id, userId)).limit(1);
  if (account) await sendTwoFactorChangedMail(account, change);
}

async function guarded(userId: string, run: () => Promise<SetupOutcome>): Promise<SetupOutcome> {
  try {
    await consume(LIMITS.passwordCheck, userId);
  } catch (error) {
    if (error instanceof RateLimitedError) return { ok: false, message: TWO_FACTOR_SETUP_MESSAGES.tooMany, httpStatus: 429 };
    throw error;
  }
  try {
    const outcome = await run();
    if (outcome.ok) await clear(LIMITS.passwordCheck, userId);
    return outcome;
  } catch (error) {
    const info = authError(error);
    if (!info) throw error;
    const fail = (message: string) => ({ ok: false as const, message, httpStatus: info.status < 500 ? 400 : 500 });
    if (info.code === "INVALID_PASSWORD") return fail(TWO_FACTOR_SETUP_MESSAGES.wrongPassword);
    if (info.code === "INVALID_CODE") return fail(TWO_FACTOR_SETUP_MESSAGES.wrongCode);
    if (info.code === "TOTP_ALREADY_ENABLED") return fail(TWO_FACTOR_SETUP_MESSAGES.alreadyOn);
    if (info.code === "SESSION_NOT_FRESH") return { ok: false, message: TWO_FACTOR_SETUP_MESSAGES.notFresh, httpStatus: 403 };
    return fail(TWO_FACTOR_SETUP_MESSAGES.failed);
  }
}

/** Step 1 (password): creates the secret; the page then shows its QR code until it is confirmed. */
export function startTwoFactorSetup(request: Request, userId: string, password: string): Promise<SetupOutcome> {
  return guarded(userId, async () => {
    await auth().api.enableTwoFactor({ body: { password }, headers: request.headers });
    return { ok: true };
  });
}

/** Step 2 (code from the app): switches two-factor on and returns the backup codes, shown once. */
export function confirmTwoFactorSetup(request: Request, userId: string, code: string): Promise<SetupOutcome> {
  return guarded(userId, async () => {
    const { headers } = await auth().api.verifyTOTP({ body: { code }, headers: request.headers, returnHeaders: true });
    // The confirmation code is used up too: it cannot sign in a second time (issue #12 point 5).
    await claimTotpStep(userId, code);
    const { backupCodes } = await auth().api.viewBackupCodes({ body: { userId } });
    await announce(userId, "enabled");
    return { ok: true, headers: cookieHeaders(headers), backupCodes };
  });
}

/** Abandons a setup that was never confirmed. */
export async function cancelTwoFactorSetup(userId: string): Promise<void> {
  await db.delete(twoFactor).where(and(eq(twoFactor.userId, userId), eq(twoFactor.verified, false)));
}

export function disableTwoFactor(request: Request, userId: string, password: string): Promise<SetupOutcome> {
  return guarded(userId, async () => {
    // Better Auth "disables" what is off too: a form from an older tab got a success and the owner a
    // false "two-factor was switched off" alert (review, session 27).
    if (!(await twoFactorState(userId)).enabled) return { ok: false, message: TWO_FACTOR_SETUP_MESSAGES.alreadyOff, httpStatus: 409 };
    const { headers } = await auth().api.disableTwoFactor({ body: { password }, headers: request.headers, returnHeaders: true });
    await announce(userId, "disabled");
    return { ok: true, headers: cookieHeaders(headers) };
  });
}

/** New backup codes (the old ones stop working), shown once. */
export function regenerateBackupCodes(request: Request, userId: string, password: string): Promise<SetupOutcome> {
  return guarded(userId, async () => {
    const { backupCodes } = await auth().api.generateBackupCodes({ body: { password }, headers: request.headers });
    await announce(userId, "backupCodes");
    return { ok: true, backupCodes };
  });
}
