import { createHash, randomBytes, randomUUID } from "node:crypto";
import { and, asc, eq, gt, inArray, like, ne, sql } from "drizzle-orm";
import { config } from "~/config.server";
import { db, type Executor } from "~/db/client.server";
import { account, session, twoFactor, user, verification } from "~/db/schema";
import { logger } from "~/utils/logger.server";
import { auth } from "./auth.server";
import { hashPassword } from "./password.server";
import { VERIFICATION_LINK_PREFIX } from "./verification-links.server";

// ADR 121: the notice to the OLD address after an e-mail change carries an undo link, valid 7 days.
// Whoever changed the address had the session and the password; the owner still has the old mailbox.
// Undoing puts back the FIRST address of the account's recent changes (an intruder who changes the
// address twice, or uses his own link, only gives it back), verified (the link proved the mailbox);
// it cancels every pending change link and undo link, signs every device out, makes the current
// password unusable, turns off a second factor set up since the first change, and mails a password
// reset link to the restored address. Single-use like every link (the row is keyed by a hash of the
// token and deleted when used).

export const UNDO_TTL_DAYS = 7;
/**
 * Review (session 23): after an undo the reset link accepted the very password the intruder used, as
 * the password had just been replaced by a random one. Its hash is kept as a verification row (this
 * prefix and the user id) for KNOWN_PASSWORD_DAYS; password-reset.server.ts refuses it.
 */
export const KNOWN_PASSWORD_PREFIX = "known-password:";
const KNOWN_PASSWORD_DAYS = 90;
const UNDO_PATH = "/cofnij-zmiane-email";

export const UNDO_MESSAGES = {
  invalid: "Ten link jest nieprawidłowy albo został już użyty.",
  expired: "Ten link wygasł: działał 7 dni. Napisz do nas z tego adresu, a przywrócimy dostęp do konta.",
  taken: "Ten adres należy już do innego konta, więc nie możemy go przywrócić. Napisz do nas z tego adresu.",
  done: "Przywróciliśmy adres {email} i wylogowaliśmy wszystkie urządzenia. Dotychczasowe hasło już nie działa: wysłaliśmy na ten adres link do ustawienia nowego.",
  twoFactorOff: "Weryfikacja dwuetapowa zmieniona po zmianie adresu jest wyłączona: po zalogowaniu włącz ją ponownie w ustawieniach bezpieczeństwa.",
} as const;

/**
 * `twoFactor`: which second factor the account had when the address changed (a fingerprint of the
 * confirmed TOTP row, null when off; absent in links made before it was recorded).
 */
type UndoClaim = { userId: string; oldEmail: string; newEmail: string; twoFactor?: string | null };
export type UndoLinkState = { status: "valid"; userId: string; restore: string; current: string } | { status: "expired" | "invalid" };
export type UndoOutcome = { ok: true; email: string; twoFactorOff: boolean } | { ok: false; reason: "invalid" | "expired" | "taken" };

const IDENTIFIER_PREFIX = "email-change-undo:";
const identifierOf = (token: string) => `${IDENTIFIER_PREFIX}${createHash("sha256").update(token).digest("base64url")}`;
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/; // 32 random bytes, base64url

function claimOf(value: string): UndoClaim | null {
  try {
    const c = JSON.parse(value) as Partial<UndoClaim>;
    const twoFactorKnown = c.twoFactor === undefined || c.twoFactor === null || typeof c.twoFactor === "string";
    return typeof c.userId === "string" && typeof c.oldEmail === "string" && typeof c.newEmail === "string" && twoFactorKnown ? (c as UndoClaim) : null;
  } catch {
    return null;
  }
}

/** The account's confirmed second factor as an opaque fingerprint (a new setup gets a new one), or null. */
async function twoFactorFingerprint(executor: Executor, userId: string): Promise<string | null> {
  const [row] = await executor
    .select({ id: twoFactor.id, secret: twoFactor.secret, verified: twoFactor.verified, enabled: user.twoFactorEnabled })
    .from(user)
    .innerJoin(twoFactor, eq(twoFactor.userId, user.id))
    .where(eq(user.id, userId))
    .limit(1);
  if (!row?.enabled || row.verified === false) return null;
  return createHash("sha256").update(`${row.id}:${row.secret}`).digest("base64url");
}

/** Stores a single-use undo link for a completed change and returns its address (for the notice). */
export async function createUndoLink(change: Omit<UndoClaim, "twoFactor">, now = new Date()): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  const claim: UndoClaim = { userId: change.userId, oldEmail: change.oldEmail.toLowerCase(), newEmail: change.newEmail.toLowerCase(), twoFactor: await twoFactorFingerprint(db, change.userId) };
  await db.insert(verification).values({
    id: randomUUID(),
    identifier: identifierOf(token),
    value: JSON.stringify(claim),
    expiresAt: new Date(now.getTime() + UNDO_TTL_DAYS * 86_400_000),
    createdAt: now,
    updatedAt: now,
  });
  return `${config().appUrl}${UNDO_PATH}?token=${token}`;
}

/** The account's unexpired undo links, oldest first (the first is the address before the first change). */
async function undoChain(executor: Executor, userId: string, now: Date) {
  const rows = await executor
    .select()
    .from(verification)
    .where(and(like(verification.identifier, `${IDENTIFIER_PREFIX}%`), sql`(${verification.value}::json ->> 'userId') = ${userId}`, gt(verification.expiresAt, now)))
    .orderBy(asc(verification.createdAt), asc(verification.id));
  return rows.flatMap((r) => {
    const claim = claimOf(r.value);
    return claim ? [{ id: r.id, claim }] : [];
  });
}

type Found = { status: "valid"; claim: UndoClaim; current: string; restore: string; twoFactorBefore: string | null | undefined; chain: string[] } | { status: "expired" | "invalid"; rowId?: string };

async function findLink(executor: Executor, token: string, now: Date, lock: boolean): Promise<Found> {
  if (!TOKEN_SHAPE.test(token)) return { status: "invalid" };
  const query = executor.select().from(verification).where(eq(verification.identifier, identifierOf(token))).limit(1);
  const [row] = lock ? await query.for("update") : await query;
  const claim = row ? claimOf(row.value) : null;
  if (!row || !claim) return { status: "invalid" };
  if (row.expiresAt.getTime() <= now.getTime()) return { status: "expired", rowId: row.id };
  const accountQuery = executor.select({ email: user.email }).from(user).where(eq(user.id, claim.userId));
  const [account] = lock ? await accountQuery.for("update") : await accountQuery;
  if (!account) return { status: "invalid", rowId: row.id };
  const chain = await undoChain(executor, claim.userId, now);
  const first = chain[0]?.claim ?? claim;
  return { status: "valid", claim, current: account.email, restore: first.oldEmail, twoFactorBefore: first.twoFactor, chain: [row.id, ...chain.map((c) => c.id)] };
}

/** What the link would do, without using it (opening the page changes nothing: mail scanners open links). */
export async function readUndoLink(token: string, now = new Date()): Promise<UndoLinkState> {
  const found = await findLink(db, token, now, false);
  if (found.status !== "valid") return { status: found.status };
  return { status: "valid", userId: found.claim.userId, restore: found.restore, current: found.current };
}

/**
 * Uses the link. Refused, changing nothing, when the link is unknown, used or expired, or when the
 * address to restore now belongs to another account.
 */
export async function undoEmailChange(token: string, now = new Date()): Promise<UndoOutcome> {
  // An unknown link costs one indexed read, never a password hash (made-up tokens cannot load the server).
  const seen = await readUndoLink(token, now);
  if (seen.status === "invalid") return { ok: false, reason: "invalid" };
  // Hashed before the transaction: nobody knows this password, so only the reset link opens the account.
  const lockedPassword = await hashPassword(randomBytes(32).toString("base64url"));
  const outcome = await db.transaction(async (tx): Promise<UndoOutcome> => {
    const found = await findLink(tx, token, now, true);
    if (found.status !== "valid") {
      if (found.rowId) await tx.delete(verification).where(eq(verification.id, found.rowId));
      return { ok: false, reason: found.status };
    }
    const userId = found.claim.userId;
    const [other] = await tx.select({ id: user.id }).from(user).where(and(eq(sql`lower(${user.email})`, found.restore), ne(user.id, userId)));
    if (other) return { ok: false, reason: "taken" };
    await tx.delete(verification).where(inArray(verification.id, found.chain));
    // A change link still waiting (asked for before the undo) would change the address again.
    await tx.delete(verification).where(and(like(verification.identifier, `${VERIFICATION_LINK_PREFIX}%`), eq(verification.value, userId)));
    await tx.update(user).set({ email: found.restore, emailVerified: true }).where(eq(user.id, userId));
    // The password the intruder knew is kept (as its hash) for 90 days, so the reset cannot set it again.
    const [known] = await tx.select({ hash: account.password }).from(account).where(and(eq(account.userId, userId), eq(account.providerId, "credential")));
    if (known?.hash) {
      await tx.insert(verification).values({ id: randomUUID(), identifier: `${KNOWN_PASSWORD_PREFIX}${userId}`, value: known.hash, expiresAt: new Date(now.getTime() + KNOWN_PASSWORD_DAYS * 86_400_000) });
    }
    await tx.update(account).set({ password: lockedPassword }).where(and(eq(account.userId, userId), eq(account.providerId, "credential")));
    await tx.delete(session).where(eq(session.userId, userId));
    // A second factor set up (or replaced) since the first change is the intruder's: left on, it would
    // lock the owner out after the reset. One the owner had before stays. Old links did not record it.
    const twoFactorOff = found.twoFactorBefore !== undefined && (await twoFactorFingerprint(tx, userId)) !== found.twoFactorBefore;
    if (twoFactorOff) {
      await tx.delete(twoFactor).where(eq(twoFactor.userId, userId));
      await tx.update(user).set({ twoFactorEnabled: false }).where(eq(user.id, userId));
    }
    return { ok: true, email: found.restore, twoFactorOff };
  });
  if (outcome.ok) {
    // After the commit: Better Auth finds the account by the restored address. A failed mail does not
    // undo the undo; the owner can still ask for a reset on /reset-hasla.
    await auth().api.requestPasswordReset({ body: { email: outcome.email } }).catch((error: unknown) => logger.error({ err: error }, "Cofnięcie zmiany adresu: link do nowego hasła nie został wysłany"));
  }
  return outcome;
}
