// ADR 185, ADR 194, ADR 198: the queue of mailings sent to many members, one row per recipient — the
// newsletter (`newsletter_deliveries`) and the notice of a changed legal document
// (`legal_notice_deliveries`). The rows are stored with what they belong to, in its transaction; a
// worker takes them in small batches with a lease (FOR UPDATE SKIP LOCKED), so two app processes never
// take the same row and a stopped process's rows are due again once their lease is over (a restart
// resumes the mailing). At most once: a row is marked `sending` in its own committed write just before
// the hand-off to the mail server; a row left `sending` longer than a lease is settled `unknown` (the
// member may have it) and never sent again. A refusal the server answers goes back to pending for two
// more attempts, then `failed`. Both tables have the same columns; only their name is given here.
import { sql, type SQL } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import type { MailMessage } from "./mailer.server";
import { logger } from "~/utils/logger.server";

export type DeliveryTable = "newsletter_deliveries" | "legal_notice_deliveries";

export const DELIVERY_BATCH_SIZE = 10;
/** How long a process that took a batch holds it before another may take it (it stopped). */
export const DELIVERY_LEASE_MS = 5 * 60_000;
/** Waits before the second and third attempt of one message; then it is given up. */
export const DELIVERY_RETRY_DELAYS_MS = [60_000, 5 * 60_000] as const;

const table = (name: DeliveryTable) => sql.identifier(name);

/**
 * Takes up to `limit` due rows of `name` (their lease starts now). `select` reads what the messages
 * need from `taken` (id, attempts, user_id and the table's own columns named in `columns`).
 */
export async function claimDue<T extends { id: number; attempts: number }>(
  name: DeliveryTable,
  limit: number,
  executor: Executor,
  columns: SQL,
  select: SQL,
): Promise<T[]> {
  const lease = new Date(Date.now() + DELIVERY_LEASE_MS);
  const result = await executor.execute<T>(sql`
    WITH due AS (
      SELECT id FROM ${table(name)}
      WHERE status = 'pending' AND due_at <= now()
      ORDER BY due_at, id
      LIMIT ${limit}
      FOR UPDATE SKIP LOCKED
    ), taken AS (
      UPDATE ${table(name)} d SET due_at = ${lease}
      FROM due WHERE d.id = due.id
      RETURNING d.id, d.attempts, d.user_id, ${columns}
    )
    ${select}`);
  return result.rows.map((r) => ({ ...r, id: Number(r.id), attempts: Number(r.attempts) }));
}

export async function settleDelivery(
  name: DeliveryTable,
  id: number,
  status: "sent" | "skipped" | "failed",
  executor: Executor,
): Promise<void> {
  await executor.execute(sql`UPDATE ${table(name)} SET status = ${status}, settled_at = now() WHERE id = ${id}`);
}

/**
 * The row's own committed write before the hand-off (no transaction around it and the send). False:
 * the row is no longer this process's pending one (its lease ran out and another process took it).
 */
async function markSending(name: DeliveryTable, id: number, executor: Executor): Promise<boolean> {
  const result = await executor.execute(sql`
    UPDATE ${table(name)} SET status = 'sending', sending_at = now()
    WHERE id = ${id} AND status = 'pending' RETURNING id`);
  return result.rows.length > 0;
}

/** Hands `message` over at most once; a refusal is retried later or given up (`what`: the log's words). */
export async function deliverOnce(
  name: DeliveryTable,
  row: { id: number; attempts: number },
  message: MailMessage,
  send: (m: MailMessage) => Promise<void>,
  executor: Executor,
  what: string,
): Promise<void> {
  if (!(await markSending(name, row.id, executor))) return;
  try {
    await send(message);
  } catch (error) {
    // The send threw: the server did not take the message, so trying again cannot double it.
    const attempts = row.attempts + 1;
    const wait = DELIVERY_RETRY_DELAYS_MS[attempts - 1];
    logger.warn({ err: error, delivery: row.id, attempts }, `Nie udało się wysłać: ${what}`);
    if (wait === undefined) {
      await executor.execute(
        sql`UPDATE ${table(name)} SET status = 'failed', attempts = ${attempts}, settled_at = now() WHERE id = ${row.id}`,
      );
    } else {
      await executor.execute(
        sql`UPDATE ${table(name)} SET status = 'pending', sending_at = NULL, attempts = ${attempts}, due_at = ${new Date(Date.now() + wait)} WHERE id = ${row.id}`,
      );
    }
    return;
  }
  // Also from `unknown`: a send slower than a lease, settled by another process meanwhile, did arrive.
  await settleDelivery(name, row.id, "sent", executor);
}

/**
 * Rows left `sending` longer than a lease belong to a process that stopped after handing the message
 * over (or during it): whether it arrived is unknown, and it is not sent again. Returns how many.
 */
export async function settleInterrupted(
  name: DeliveryTable,
  executor: Executor,
  now = new Date(),
  what: string = name,
): Promise<number> {
  const before = new Date(now.getTime() - DELIVERY_LEASE_MS);
  const result = await executor.execute(sql`
    UPDATE ${table(name)} SET status = 'unknown', settled_at = now()
    WHERE status = 'sending' AND sending_at <= ${before} RETURNING id`);
  if (result.rows.length)
    logger.warn(
      { deliveries: result.rows.length },
      `${what}: przerwane wysyłki – nie wiadomo, czy doszły; nie są wysyłane ponownie`,
    );
  return result.rows.length;
}

/** A worker loop: runs `run` now, again if kicked meanwhile; one run at a time per process. */
export function workerLoop(
  run: () => Promise<unknown>,
  what: string,
): { kick: () => Promise<void>; start: () => void; stop: () => void } {
  let running: Promise<void> | null = null;
  let again = false;
  let sweep: ReturnType<typeof setInterval> | undefined;
  const kick = (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        try {
          await run();
        } catch (error) {
          logger.warn({ err: error }, `${what}: wysyłka przerwana – ponowna próba za minutę`);
        }
      } while (again);
    })().finally(() => {
      running = null;
    });
    return running;
  };
  return {
    kick,
    // At start (what a stopped process left) and then every minute (retries, expired leases).
    start: () => {
      void kick();
      sweep ??= setInterval(() => void kick(), 60_000);
      sweep.unref();
    },
    stop: () => {
      clearInterval(sweep);
      sweep = undefined;
    },
  };
}
