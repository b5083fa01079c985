// ADR 185: the newsletter's deliveries leave in small batches. A batch is taken with a lease in one
// statement (FOR UPDATE SKIP LOCKED, as mail_retries, ADR 165): two app processes never take the same
// row, and rows a stopped process had taken are due again once their lease is over, so a restart
// resumes the issue. Each row ends sent, failed (after three attempts) or skipped (the member turned
// the newsletter off, or may no longer be mailed, before their turn).
// ADR 194: at most once. Just before a message goes to the mail server its row is marked `sending` in
// its own committed write. A process that stops between the server taking the message and the row
// being marked `sent` leaves it `sending`; the next run finds it (older than a lease) and settles it
// as `unknown` — the member may have it — instead of sending it again. A refusal the server answers
// (an error thrown by the send) puts the row back to pending for the retries, as before. Transactional
// mail (verification, reset: mail_retries, ADR 165) stays at least once.
import { sql } from "drizzle-orm";
import { db, type Executor } from "~/db/client.server";
import type { NewsletterContent } from "~/db/schema";
import { sendMail, type MailMessage } from "~/features/mail/mailer.server";
import { newsletterEmail } from "~/features/mail/newsletter-templates";
import { mailLocale } from "~/features/mail/recipient.server";
import { logger } from "~/utils/logger.server";
import { IS_SUBSCRIBER } from "./newsletter-draft.server";
import { newsletterUnsubscribeUrl } from "./newsletter-unsubscribe.server";

export const NEWSLETTER_BATCH_SIZE = 10;
/** How long a process that took a batch holds it before another may take it (it stopped). */
export const NEWSLETTER_LEASE_MS = 5 * 60_000;
/** Waits before the second and third attempt of one message; then it is given up. */
export const NEWSLETTER_RETRY_DELAYS_MS = [60_000, 5 * 60_000] as const;
/** A breath between two full batches: the mail server is not flooded, the site keeps answering. */
const PAUSE_MS = 1_000;

type Due = {
  id: number;
  attempts: number;
  user_id: string;
  email: string;
  name: string | null;
  language: string | null;
  eligible: boolean;
  subject: string;
  content: NewsletterContent | string;
};

/** Takes up to `limit` due deliveries (their lease starts now) with what their messages need. */
export async function claimDueDeliveries(limit = NEWSLETTER_BATCH_SIZE, executor: Executor = db): Promise<Due[]> {
  const lease = new Date(Date.now() + NEWSLETTER_LEASE_MS);
  const result = await executor.execute<Due>(sql`
    WITH due AS (
      SELECT id FROM newsletter_deliveries
      WHERE status = 'pending' AND due_at <= now()
      ORDER BY due_at, id
      LIMIT ${limit}
      FOR UPDATE SKIP LOCKED
    ), taken AS (
      UPDATE newsletter_deliveries d SET due_at = ${lease}
      FROM due WHERE d.id = due.id
      RETURNING d.id, d.attempts, d.user_id, d.issue_id
    )
    SELECT taken.id, taken.attempts, taken.user_id, u.email, u.name, s.language, ${IS_SUBSCRIBER} AS eligible, i.subject, i.content
    FROM taken
    JOIN newsletter_issues i ON i.id = taken.issue_id
    JOIN "user" u ON u.id = taken.user_id
    LEFT JOIN user_settings s ON s.user_id = u.id
    LEFT JOIN profiles pr ON pr.id = u.id
    ORDER BY taken.id`);
  return result.rows.map((r) => ({ ...r, id: Number(r.id), attempts: Number(r.attempts) }));
}

async function settle(id: number, status: "sent" | "skipped" | "failed", executor: Executor) {
  await executor.execute(sql`UPDATE newsletter_deliveries SET status = ${status}, settled_at = now() WHERE id = ${id}`);
}

/**
 * The row's own committed write before the hand-off (no transaction around it and the send). False:
 * the row is no longer this process's pending one (its lease ran out and another process took it).
 */
async function markSending(id: number, executor: Executor): Promise<boolean> {
  const result = await executor.execute(sql`
    UPDATE newsletter_deliveries SET status = 'sending', sending_at = now()
    WHERE id = ${id} AND status = 'pending' RETURNING id`);
  return result.rows.length > 0;
}

async function deliver(row: Due, send: (m: MailMessage) => Promise<void>, executor: Executor): Promise<void> {
  if (!row.eligible) return settle(row.id, "skipped", executor);
  const content = (typeof row.content === "string" ? JSON.parse(row.content) : row.content) as NewsletterContent;
  const recipient = { to: row.email, name: row.name, locale: await mailLocale(row.language) };
  const message = newsletterEmail(recipient, { subject: row.subject, content }, newsletterUnsubscribeUrl(row.user_id));
  if (!(await markSending(row.id, executor))) return;
  try {
    await send(message);
  } catch (error) {
    // The send threw: the server did not take the message, so trying again cannot double it.
    const attempts = row.attempts + 1;
    const wait = NEWSLETTER_RETRY_DELAYS_MS[attempts - 1];
    logger.warn({ err: error, delivery: row.id, attempts }, "Nie udało się wysłać newslettera");
    if (wait === undefined) {
      await executor.execute(sql`UPDATE newsletter_deliveries SET status = 'failed', attempts = ${attempts}, settled_at = now() WHERE id = ${row.id}`);
    } else {
      await executor.execute(sql`UPDATE newsletter_deliveries SET status = 'pending', sending_at = NULL, attempts = ${attempts}, due_at = ${new Date(Date.now() + wait)} WHERE id = ${row.id}`);
    }
    return;
  }
  // Also from `unknown`: a send slower than a lease, settled by another process meanwhile, did arrive.
  await settle(row.id, "sent", executor);
}

/**
 * ADR 194: rows left `sending` longer than a lease belong to a process that stopped after handing the
 * message over (or during it): whether it arrived is unknown, and it is not sent again. Returns how many.
 */
export async function settleInterruptedDeliveries(executor: Executor = db, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - NEWSLETTER_LEASE_MS);
  const result = await executor.execute(sql`
    UPDATE newsletter_deliveries SET status = 'unknown', settled_at = now()
    WHERE status = 'sending' AND sending_at <= ${before} RETURNING id`);
  if (result.rows.length) logger.warn({ deliveries: result.rows.length }, "Newsletter: przerwane wysyłki – nie wiadomo, czy doszły; nie są wysyłane ponownie");
  return result.rows.length;
}

/** Marks the issues whose every delivery is settled as finished. */
async function finishIssues(executor: Executor): Promise<void> {
  await executor.execute(sql`
    UPDATE newsletter_issues i SET finished_at = now()
    WHERE i.finished_at IS NULL
      AND NOT EXISTS (SELECT 1 FROM newsletter_deliveries d WHERE d.issue_id = i.id AND d.status IN ('pending', 'sending'))`);
}

type WorkerOptions = { send?: (m: MailMessage) => Promise<void>; batchSize?: number; pauseMs?: number; executor?: Executor };

/** Sends every due delivery, batch after batch; returns how many rows it settled or postponed. */
export async function sendDueNewsletter({ send = sendMail, batchSize = NEWSLETTER_BATCH_SIZE, pauseMs = PAUSE_MS, executor = db }: WorkerOptions = {}): Promise<number> {
  let handled = await settleInterruptedDeliveries(executor);
  for (;;) {
    const batch = await claimDueDeliveries(batchSize, executor);
    await Promise.all(batch.map((row) => deliver(row, send, executor)));
    handled += batch.length;
    await finishIssues(executor);
    if (batch.length < batchSize) return handled;
    if (pauseMs > 0) await new Promise((resolve) => setTimeout(resolve, pauseMs));
  }
}

let running: Promise<void> | null = null;
let again = false;

/** Starts sending now (a new issue, the minute sweep); a run in progress takes the new rows too. Resolves when done. */
export function kickNewsletterWorker(): Promise<void> {
  if (running) {
    again = true;
    return running;
  }
  running = (async () => {
    do {
      again = false;
      try {
        await sendDueNewsletter();
      } catch (error) {
        logger.warn({ err: error }, "Wysyłka newslettera przerwana – ponowna próba za minutę");
      }
    } while (again);
  })().finally(() => {
    running = null;
  });
  return running;
}

let sweep: ReturnType<typeof setInterval> | undefined;

/** At start (what a stopped process left) and then every minute (retries, expired leases). */
export function startNewsletterWorker(): void {
  void kickNewsletterWorker();
  sweep ??= setInterval(() => void kickNewsletterWorker(), 60_000);
  sweep.unref();
}

export function stopNewsletterWorker(): void {
  clearInterval(sweep);
  sweep = undefined;
}
