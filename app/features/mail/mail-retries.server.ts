import { asc, eq, inArray, lte } from "drizzle-orm";
import { db, type Executor } from "~/db/client.server";
import { mailRetries, type StoredMail } from "~/db/schema";

// ADR 165: messages waiting for another attempt live in the database, not in a timer of one
// process, so a restart or a deploy between two attempts does not lose a sign-in or reset link.

/** How long a process that took a due message holds it before another may take it (it crashed). */
export const RETRY_LEASE_MS = 5 * 60_000;

export type DueMail = { id: string; message: StoredMail; attempts: number };

/** Keeps a message that failed `attempts` times, due again in `waitMs`. */
export async function keepForRetry(message: StoredMail, attempts: number, waitMs: number, executor: Executor = db): Promise<void> {
  await executor.insert(mailRetries).values({ message, attempts, dueAt: new Date(Date.now() + waitMs) });
}

/**
 * Takes up to `limit` due messages and moves their due time forward by the lease in one statement
 * (SKIP LOCKED: two app processes on one PostgreSQL never take the same message).
 */
export async function takeDueMail(limit = 20, executor: Executor = db): Promise<DueMail[]> {
  const now = new Date();
  const due = executor
    .select({ id: mailRetries.id })
    .from(mailRetries)
    .where(lte(mailRetries.dueAt, now))
    .orderBy(asc(mailRetries.dueAt))
    .limit(limit)
    .for("update", { skipLocked: true });
  return executor
    .update(mailRetries)
    .set({ dueAt: new Date(now.getTime() + RETRY_LEASE_MS) })
    .where(inArray(mailRetries.id, due))
    .returning({ id: mailRetries.id, message: mailRetries.message, attempts: mailRetries.attempts });
}

/** After another failure: due again in `waitMs`. */
export async function postponeMail(id: string, attempts: number, waitMs: number, executor: Executor = db): Promise<void> {
  await executor.update(mailRetries).set({ attempts, dueAt: new Date(Date.now() + waitMs) }).where(eq(mailRetries.id, id));
}

/** Handed over, or given up. */
export async function forgetMail(id: string, executor: Executor = db): Promise<void> {
  await executor.delete(mailRetries).where(eq(mailRetries.id, id));
}
