import { and, desc, eq, gt, ne } from "drizzle-orm";
import { db } from "~/db/client.server";
import { session } from "~/db/schema";
import { auth } from "./auth.server";
import { sendPasswordChangedMail } from "./auth-mail.server";
import { authError, cookieHeaders } from "./auth-http.server";
import { deviceParts, type DeviceParts } from "./device";
import { revokeResetLinks } from "./password-reset.server";
import { clear, consume, LIMITS, RateLimitedError } from "~/server/rate-limit.server";
import { withDeviceProof } from "./device-proof.server";

// spec: public §5 Change password in the account area — but DESIGN §5: the current password is
// checked on the server and the change is real.
export const CHANGE_PASSWORD_MESSAGES = {
  success: "Hasło zostało zmienione pomyślnie",
  wrongCurrent: "Aktualne hasło jest nieprawidłowe",
  tooMany: "Zbyt wiele prób. Spróbuj ponownie za chwilę.",
  failed: "Wystąpił błąd podczas zmiany hasła",
} as const;

type Who = { id: string; email: string; name: string };

export type ChangeOutcome = { ok: true; headers: Headers } | { ok: false; message: string; httpStatus: number };

/** Checks the current password, sets the new one and signs out every other session. */
export async function changePassword(
  request: Request,
  who: Who,
  input: { currentPassword: string; newPassword: string },
): Promise<ChangeOutcome> {
  try {
    await consume(LIMITS.passwordCheck, who.id);
  } catch (error) {
    if (error instanceof RateLimitedError) return { ok: false, message: CHANGE_PASSWORD_MESSAGES.tooMany, httpStatus: 429 };
    throw error;
  }
  try {
    const { headers } = await auth().api.changePassword({
      body: { currentPassword: input.currentPassword, newPassword: input.newPassword, revokeOtherSessions: true },
      headers: request.headers,
      returnHeaders: true,
    });
    await clear(LIMITS.passwordCheck, who.id);
    await revokeResetLinks(who.id); // a reset e-mail from before the change no longer sets a password
    await sendPasswordChangedMail(who);
    // ADR 205: the new password makes every device proof useless; this browser has just proved it.
    return { ok: true, headers: await withDeviceProof(request, who.id, cookieHeaders(headers)) };
  } catch (error) {
    const info = authError(error);
    if (!info) throw error;
    if (info.code === "INVALID_PASSWORD") return { ok: false, message: CHANGE_PASSWORD_MESSAGES.wrongCurrent, httpStatus: 400 };
    return { ok: false, message: CHANGE_PASSWORD_MESSAGES.failed, httpStatus: info.status < 500 ? 400 : 500 };
  }
}

export type ActiveSession = {
  id: string;
  device: DeviceParts;
  ipAddress: string | null;
  createdAt: string;
  lastActiveAt: string;
  current: boolean;
};

/** The user's unexpired sessions, most recently active first (Bezpieczeństwo → Aktywne sesje). */
export async function listActiveSessions(userId: string, currentSessionId: string): Promise<ActiveSession[]> {
  const rows = await db
    .select({
      id: session.id,
      userAgent: session.userAgent,
      ipAddress: session.ipAddress,
      createdAt: session.createdAt,
      updatedAt: session.updatedAt,
    })
    .from(session)
    .where(and(eq(session.userId, userId), gt(session.expiresAt, new Date())))
    .orderBy(desc(session.updatedAt));
  return rows
    .map((r) => ({
      id: r.id,
      device: deviceParts(r.userAgent),
      ipAddress: r.ipAddress,
      createdAt: r.createdAt.toISOString(),
      lastActiveAt: r.updatedAt.toISOString(),
      current: r.id === currentSessionId,
    }))
    .sort((a, b) => Number(b.current) - Number(a.current));
}

/** Signs out one other session of this user; the current one is ended through /wyloguj instead. */
export async function revokeSession(userId: string, currentSessionId: string, sessionId: string): Promise<boolean> {
  const removed = await db
    .delete(session)
    .where(and(eq(session.id, sessionId), eq(session.userId, userId), ne(session.id, currentSessionId)))
    .returning({ id: session.id });
  return removed.length > 0;
}

/** 'Wyloguj wszystkie inne': every session of this user except the current one. */
export async function revokeOtherSessions(userId: string, currentSessionId: string): Promise<number> {
  const removed = await db
    .delete(session)
    .where(and(eq(session.userId, userId), ne(session.id, currentSessionId)))
    .returning({ id: session.id });
  return removed.length;
}
