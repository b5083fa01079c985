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
// ADR 198: the queue's SQL (lease, `sending`, `unknown`, retries) is ~/features/mail/delivery-queue.server,
// shared with the notice of a changed legal document.
import { sql } from "drizzle-orm";
import { db, type Executor } from "~/db/client.server";
import type { NewsletterContent } from "~/db/schema";
import {
  claimDue,
  DELIVERY_BATCH_SIZE,
  DELIVERY_LEASE_MS,
  DELIVERY_RETRY_DELAYS_MS,
  deliverOnce,
  settleDelivery,
  settleInterrupted,
  workerLoop,
} from "~/features/mail/delivery-queue.server";
import { sendMail, type MailMessage } from "~/features/mail/mailer.server";
import { newsletterEmail } from "~/features/mail/newsletter-templates";
import { mailLocale } from "~/features/mail/recipient.server";
import { IS_SUBSCRIBER } from "./newsletter-draft.server";
import { newsletterUnsubscribeUrl } from "./newsletter-unsubscribe.server";

export const NEWSLETTER_BATCH_SIZE = DELIVERY_BATCH_SIZE;
export const NEWSLETTER_LEASE_MS = DELIVERY_LEASE_MS;
export const NEWSLETTER_RETRY_DELAYS_MS = DELIVERY_RETRY_DELAYS_MS;
/** A breath between two full batches: the mail server is not flooded, the site keeps answering. */
const PAUSE_MS = 1_000;
const TABLE = "newsletter_deliveries";

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
  return claimDue<Due>(
    TABLE,
    limit,
    executor,
    sql`d.issue_id`,
    sql`SELECT taken.id, taken.attempts, taken.user_id, u.email, u.name, s.language, ${IS_SUBSCRIBER} AS eligible, i.subject, i.content
    FROM taken
    JOIN newsletter_issues i ON i.id = taken.issue_id
    JOIN "user" u ON u.id = taken.user_id
    LEFT JOIN user_settings s ON s.user_id = u.id
    LEFT JOIN profiles pr ON pr.id = u.id
    ORDER BY taken.id`,
  );
}

async function deliver(row: Due, send: (m: MailMessage) => Promise<void>, executor: Executor): Promise<void> {
  if (!row.eligible) return settleDelivery(TABLE, row.id, "skipped", executor);
  const content = (typeof row.content === "string" ? JSON.parse(row.content) : row.content) as NewsletterContent;
  const recipient = { to: row.email, name: row.name, locale: await mailLocale(row.language) };
  const message = newsletterEmail(recipient, { subject: row.subject, content }, newsletterUnsubscribeUrl(row.user_id));
  await deliverOnce(TABLE, row, message, send, executor, "newsletter");
}

/**
 * ADR 194: rows left `sending` longer than a lease belong to a process that stopped after handing the
 * message over (or during it): whether it arrived is unknown, and it is not sent again. Returns how many.
 */
export async function settleInterruptedDeliveries(executor: Executor = db, now = new Date()): Promise<number> {
  return settleInterrupted(TABLE, executor, now, "Newsletter");
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

const loop = workerLoop(() => sendDueNewsletter(), "Newsletter");

/** Starts sending now (a new issue, the minute sweep); a run in progress takes the new rows too. Resolves when done. */
export const kickNewsletterWorker = loop.kick;
/** At start (what a stopped process left) and then every minute (retries, expired leases). */
export const startNewsletterWorker = loop.start;
export const stopNewsletterWorker = loop.stop;
