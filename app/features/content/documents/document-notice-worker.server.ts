// ADR 198: sends the stored notices of a changed legal document (document-notice.server.ts) in small
// batches, through the mail delivery queue the newsletter uses (~/features/mail/delivery-queue.server:
// leases, `sending` committed before the hand-off, `unknown` after a stop — at most once per person
// and version, and a restart resumes the rest). Who may get it is checked again at each row's turn.
import { sql } from "drizzle-orm";
import { config } from "~/config.server";
import { db, type Executor } from "~/db/client.server";
import {
  claimDue,
  DELIVERY_BATCH_SIZE,
  deliverOnce,
  settleDelivery,
  settleInterrupted,
  workerLoop,
} from "~/features/mail/delivery-queue.server";
import { documentChangeEmail } from "~/features/mail/document-change-email";
import { sendMail, type MailMessage } from "~/features/mail/mailer.server";
import { objectionContact } from "~/features/mail/objection-contact.server";
import { mailLocale } from "~/features/mail/recipient.server";
import { IS_NOTICE_RECIPIENT } from "./document-notice.server";
import { LEGAL_DOCUMENTS, versionPath, type LegalDocumentKey } from "./document-types";

const TABLE = "legal_notice_deliveries";
const PAUSE_MS = 1_000;

type Due = {
  id: number;
  attempts: number;
  user_id: string;
  email: string;
  name: string | null;
  language: string | null;
  eligible: boolean;
  document: LegalDocumentKey;
  number: number;
  effective_from: string;
  summary: string;
  /** The version that applies the day before this one (the reader compares the two). */
  previous: number | null;
};

export async function claimDueNotices(limit = DELIVERY_BATCH_SIZE, executor: Executor = db): Promise<Due[]> {
  const rows = await claimDue<Due>(
    TABLE,
    limit,
    executor,
    sql`d.version_id`,
    // A version replaced by a later one published for the same day never applies (ADR 172): its notices
    // left are settled 'skipped', as the member notice already ignores it (code review, session 39).
    sql`SELECT taken.id, taken.attempts, taken.user_id, u.email, u.name, s.language,
      ${IS_NOTICE_RECIPIENT} AND NOT EXISTS (SELECT 1 FROM legal_document_versions w WHERE w.document = v.document
        AND w.status = 'published' AND w.effective_from = v.effective_from AND w.number > v.number) AS eligible,
      v.document, v.number, v.effective_from::text AS effective_from, v.summary,
      (SELECT p.number FROM legal_document_versions p
        WHERE p.document = v.document AND p.status = 'published' AND p.effective_from < v.effective_from
        ORDER BY p.effective_from DESC, p.number DESC LIMIT 1) AS previous
    FROM taken
    JOIN legal_document_versions v ON v.id = taken.version_id
    JOIN "user" u ON u.id = taken.user_id
    LEFT JOIN user_settings s ON s.user_id = u.id
    LEFT JOIN profiles pr ON pr.id = u.id
    ORDER BY taken.id`,
  );
  return rows.map((r) => ({
    ...r,
    number: Number(r.number),
    previous: r.previous === null ? null : Number(r.previous),
  }));
}

async function deliver(row: Due, send: (m: MailMessage) => Promise<void>, executor: Executor): Promise<void> {
  if (!row.eligible) return settleDelivery(TABLE, row.id, "skipped", executor);
  const site = config().appUrl;
  const recipient = { to: row.email, name: row.name, locale: await mailLocale(row.language) };
  const { address: mailbox } = await objectionContact();
  const message = documentChangeEmail(recipient, {
    document: row.document,
    number: row.number,
    effectiveFrom: row.effective_from,
    summary: row.summary,
    mailbox,
    urls: {
      version: `${site}${versionPath(row.document, row.number)}`,
      previous: row.previous === null ? null : `${site}${versionPath(row.document, row.previous)}`,
      settings: `${site}/profil/ustawienia`,
      contact: `${site}/kontakt`,
      page: `${site}${LEGAL_DOCUMENTS[row.document].page.path}`,
    },
  });
  await deliverOnce(TABLE, row, message, send, executor, "powiadomienie o zmianie dokumentu");
}

type WorkerOptions = {
  send?: (m: MailMessage) => Promise<void>;
  batchSize?: number;
  pauseMs?: number;
  executor?: Executor;
};

/** Sends every due notice, batch after batch; returns how many rows it settled or postponed. */
export async function sendDueDocumentNotices({
  send = sendMail,
  batchSize = DELIVERY_BATCH_SIZE,
  pauseMs = PAUSE_MS,
  executor = db,
}: WorkerOptions = {}): Promise<number> {
  let handled = await settleInterrupted(TABLE, executor, new Date(), "Powiadomienia o zmianie dokumentu");
  for (;;) {
    const batch = await claimDueNotices(batchSize, executor);
    await Promise.all(batch.map((row) => deliver(row, send, executor)));
    handled += batch.length;
    if (batch.length < batchSize) return handled;
    if (pauseMs > 0) await new Promise((resolve) => setTimeout(resolve, pauseMs));
  }
}

const loop = workerLoop(() => sendDueDocumentNotices(), "Powiadomienia o zmianie dokumentu");

/** Starts sending now (a publication, the minute sweep); resolves when this run is done. */
export const kickDocumentNoticeWorker = loop.kick;
/** At start (what a stopped process left) and then every minute (retries, expired leases). */
export const startDocumentNoticeWorker = loop.start;
export const stopDocumentNoticeWorker = loop.stop;
