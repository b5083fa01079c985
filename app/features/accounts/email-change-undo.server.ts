import { createHash, randomBytes, randomUUID } from "node:crypto";
import { and, eq, ne, sql } from "drizzle-orm";
import { config } from "~/config.server";
import { db } from "~/db/client.server";
import { session, user, verification } from "~/db/schema";
import { logger } from "~/utils/logger.server";
import { auth } from "./auth.server";

// ADR 121: the notice to the OLD address after an e-mail change carries an undo link, valid 7 days.
// Whoever changed the address had the session and the password; the owner still has the old mailbox.
// Undoing puts the old address back (verified: the link proved it), signs every device out and
// mails a password reset link to the restored address, so the password the intruder knows stops
// working. Single-use like every link (the row is keyed by a hash of the token and deleted when used).

export const UNDO_TTL_DAYS = 7;
const UNDO_PATH = "/cofnij-zmiane-email";

export const UNDO_MESSAGES = {
  invalid: "Ten link jest nieprawidłowy albo został już użyty.",
  expired: "Ten link wygasł: działał 7 dni. Napisz do nas z tego adresu, a przywrócimy dostęp do konta.",
  stale: "Adres email konta zmienił się od tego czasu, więc tego linku nie można już użyć. Napisz do nas z tego adresu.",
  taken: "Ten adres należy już do innego konta, więc nie możemy go przywrócić. Napisz do nas z tego adresu.",
  done: "Przywróciliśmy adres {email} i wylogowaliśmy wszystkie urządzenia. Wysłaliśmy na ten adres link do ustawienia nowego hasła.",
} as const;

type UndoClaim = { userId: string; oldEmail: string; newEmail: string };
export type UndoLinkState = ({ status: "valid" } & UndoClaim) | { status: "expired" | "invalid" };
export type UndoOutcome = { ok: true; email: string } | { ok: false; reason: "invalid" | "expired" | "stale" | "taken" };

const identifierOf = (token: string) => `email-change-undo:${createHash("sha256").update(token).digest("base64url")}`;
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/; // 32 random bytes, base64url

function claimOf(value: string): UndoClaim | null {
  try {
    const c = JSON.parse(value) as Partial<UndoClaim>;
    return typeof c.userId === "string" && typeof c.oldEmail === "string" && typeof c.newEmail === "string" ? (c as UndoClaim) : null;
  } catch {
    return null;
  }
}

/** Stores a single-use undo link for a completed change and returns its address (for the notice). */
export async function createUndoLink(change: UndoClaim, now = new Date()): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db.insert(verification).values({
    id: randomUUID(),
    identifier: identifierOf(token),
    value: JSON.stringify({ userId: change.userId, oldEmail: change.oldEmail.toLowerCase(), newEmail: change.newEmail.toLowerCase() }),
    expiresAt: new Date(now.getTime() + UNDO_TTL_DAYS * 86_400_000),
    createdAt: now,
    updatedAt: now,
  });
  return `${config().appUrl}${UNDO_PATH}?token=${token}`;
}

/** What the link would undo, without using it (opening the page changes nothing: mail scanners open links). */
export async function readUndoLink(token: string, now = new Date()): Promise<UndoLinkState> {
  if (!TOKEN_SHAPE.test(token)) return { status: "invalid" };
  const [row] = await db.select().from(verification).where(eq(verification.identifier, identifierOf(token))).limit(1);
  const claim = row ? claimOf(row.value) : null;
  if (!row || !claim) return { status: "invalid" };
  if (row.expiresAt.getTime() <= now.getTime()) return { status: "expired" };
  return { status: "valid", ...claim };
}

/**
 * Uses the link: puts the old address back, ends every session and sends a reset link. Refused when
 * the link is unknown, used or expired; when the address has changed again since (the link speaks of
 * a state that is gone); or when the old address now belongs to another account.
 */
export async function undoEmailChange(token: string, now = new Date()): Promise<UndoOutcome> {
  if (!TOKEN_SHAPE.test(token)) return { ok: false, reason: "invalid" };
  const outcome = await db.transaction(async (tx): Promise<UndoOutcome> => {
    const [row] = await tx.delete(verification).where(eq(verification.identifier, identifierOf(token))).returning();
    const claim = row ? claimOf(row.value) : null;
    if (!row || !claim) return { ok: false, reason: "invalid" };
    if (row.expiresAt.getTime() <= now.getTime()) return { ok: false, reason: "expired" };
    const [account] = await tx.select({ email: user.email }).from(user).where(eq(user.id, claim.userId)).for("update");
    if (!account || account.email.toLowerCase() !== claim.newEmail) return { ok: false, reason: "stale" };
    const [other] = await tx.select({ id: user.id }).from(user).where(and(eq(sql`lower(${user.email})`, claim.oldEmail), ne(user.id, claim.userId)));
    if (other) return { ok: false, reason: "taken" };
    await tx.update(user).set({ email: claim.oldEmail, emailVerified: true }).where(eq(user.id, claim.userId));
    await tx.delete(session).where(eq(session.userId, claim.userId));
    return { ok: true, email: claim.oldEmail };
  });
  if (outcome.ok) {
    // After the commit: Better Auth finds the account by the restored address. A failed mail does not
    // undo the undo; the owner can still ask for a reset on /reset-hasla.
    await auth().api.requestPasswordReset({ body: { email: outcome.email } }).catch((error: unknown) => logger.error({ err: error }, "Cofnięcie zmiany adresu: link do nowego hasła nie został wysłany"));
  }
  return outcome;
}
