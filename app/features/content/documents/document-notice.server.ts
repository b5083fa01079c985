// ADR 198: a published version of the terms or the privacy policy is told to every account holder.
// The publication's transaction stores one delivery per recipient (legal_notice_deliveries, unique per
// version and person: at most one message each); the worker (document-notice-worker.server.ts) sends
// them through the mail delivery queue the newsletter uses. A service message, not marketing: it goes
// whatever the person chose about the newsletter or e-mail notifications.
import { config } from "~/config.server";
import { sql, type SQL } from "drizzle-orm";
import { db, type Executor } from "~/db/client.server";
import { NOTIFIED_DOCUMENTS, type LegalDocumentKey } from "./document-types";

/**
 * Who is told, over `u` ("user") and `pr` (profiles, may be missing): a confirmed address and no
 * account deletion pending (the account ends before or soon after the change; were the deletion
 * cancelled, the notice on the site tells the person at their next visit). A blocked account IS told:
 * a block does not end the agreement, the person stays bound by the new terms after it, and cannot see
 * the notice on the site while blocked — the e-mail is the only way they hear of it.
 */
export const IS_NOTICE_RECIPIENT: SQL = sql`(u.email_verified AND NOT COALESCE(pr.data_deletion_requested, false))`;

/** Stores the deliveries of a version just published (in its transaction); returns how many. */
export async function queueDocumentNotices(
  tx: Executor,
  key: LegalDocumentKey,
  versionId: string,
  holdMinutes = config().documentNoticeHoldMinutes,
): Promise<number> {
  if (!NOTIFIED_DOCUMENTS.includes(key)) return 0;
  // Counted in the database: a large list's ids never travel to the app (the newsletter's way).
  const inserted = await tx.execute<{ n: number }>(sql`
    WITH added AS (
      INSERT INTO legal_notice_deliveries (version_id, user_id, due_at)
      SELECT ${versionId}::uuid, u.id, now() + make_interval(mins => ${holdMinutes})
      FROM "user" u LEFT JOIN profiles pr ON pr.id = u.id WHERE ${IS_NOTICE_RECIPIENT}
      ON CONFLICT (version_id, user_id) DO NOTHING
      RETURNING 1
    )
    SELECT count(*)::int AS n FROM added`);
  return Number(inserted.rows[0]?.n ?? 0);
}

export type NoticeProgress = {
  /** Everyone a message was stored for. */
  total: number;
  /** Handed to the mail server. */
  told: number;
  /** Still to go (pending, sending). */
  waiting: number;
  /** Given up after three refusals, or unknown (a stop during the hand-off: not sent again). */
  failed: number;
};

/** The panel's count per version id (only versions with deliveries). */
export async function noticeProgress(executor: Executor = db): Promise<Map<string, NoticeProgress>> {
  const result = await executor.execute<{
    version_id: string;
    total: number;
    told: number;
    waiting: number;
    failed: number;
  }>(sql`
    SELECT version_id,
      count(*)::int AS total,
      count(*) FILTER (WHERE status = 'sent')::int AS told,
      count(*) FILTER (WHERE status IN ('pending', 'sending'))::int AS waiting,
      count(*) FILTER (WHERE status IN ('failed', 'unknown'))::int AS failed
    FROM legal_notice_deliveries GROUP BY version_id`);
  return new Map(
    result.rows.map((r) => [
      r.version_id,
      { total: Number(r.total), told: Number(r.told), waiting: Number(r.waiting), failed: Number(r.failed) },
    ]),
  );
}
