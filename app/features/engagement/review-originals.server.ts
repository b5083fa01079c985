// ADR 197: the review as it was before a moderator removed it or corrected its text — kept for the
// author's appeal (the removal and correction mails invite one; DSA art. 20 gives at least six
// months), staff only, written in the moderator's transaction and deleted by the hourly sweep after
// RETENTION.moderatedReviews. The panel lists them at /admin/opinie/moderowane.
import { and, desc, eq, sql } from "drizzle-orm";
import { db, type Executor } from "~/db/client.server";
import { productReviews, profiles, reviewModerationRecords, user } from "~/db/schema";
import { MODERATED_REVIEW_RETENTION_MONTHS } from "~/features/content/legal/retention";
import { productPath } from "~/features/catalog/links";
import type { ModerationRecordList } from "./review-original-types";

type Report = { reason: string; details: string; createdAt: string };
export type OriginalReview = {
  reviewId: string;
  action: "removed" | "corrected";
  productId: string;
  productTitle: string;
  authorId: string;
  rating: number;
  comment: string;
  reviewCreatedAt: Date;
  ground: string | null;
  moderatorId: string;
  /** A removal: the review's "corrected by a moderator" mark (moderated_at as text), put back by its restore. */
  markedAt?: string | null;
};

/** The review's open reports as the record keeps them (read before the decision closes or deletes them). */
export async function openReportsOf(tx: Executor, reviewId: string): Promise<Report[]> {
  const rows = await tx.execute<{ reason: string; details: string; created_at: string | Date }>(
    sql`SELECT reason, details, created_at FROM review_reports WHERE review_id = ${reviewId} AND dismissed_at IS NULL ORDER BY created_at`,
  );
  return rows.rows.map((r) => ({ reason: r.reason, details: r.details, createdAt: new Date(r.created_at).toISOString() }));
}

/** Keeps the original inside the moderator's transaction (nothing is kept when the decision rolls back). */
export async function keepOriginal(tx: Executor, original: OriginalReview, reports: Report[]): Promise<void> {
  await tx.insert(reviewModerationRecords).values({
    reviewId: original.reviewId,
    action: original.action,
    productId: original.productId,
    productTitle: original.productTitle,
    authorId: original.authorId,
    rating: original.rating,
    comment: original.comment,
    reviewCreatedAt: original.reviewCreatedAt,
    ground: original.ground,
    reports,
    moderatedBy: original.moderatorId,
    // A correction: the review's mark before it (null, or an earlier correction's time), read in SQL
    // before the correction's UPDATE, with the database's full precision ("Przywróć pierwotną treść").
    // A removal: the mark the review had, so that its restore keeps the page's "corrected" note.
    moderatedAtBefore:
      original.action === "corrected"
        ? sql`(SELECT moderated_at FROM ${productReviews} WHERE id = ${original.reviewId})`
        : original.markedAt
          ? sql`${original.markedAt}::timestamptz`
          : null,
  });
}

/** The window in SQL: a record older than this is past the appeal and goes (even before the sweep). */
export const withinWindow = sql`${reviewModerationRecords.moderatedAt} >= now() - make_interval(months => ${MODERATED_REVIEW_RETENTION_MONTHS})`;

/** The hourly sweep: deletes records older than the window; returns how many went. */
export async function pruneModerationRecords(executor: Executor = db): Promise<number> {
  const gone = await executor.execute<{ id: string }>(
    sql`DELETE FROM ${reviewModerationRecords} WHERE ${reviewModerationRecords.moderatedAt} < now() - make_interval(months => ${MODERATED_REVIEW_RETENTION_MONTHS}) RETURNING ${reviewModerationRecords.id}`,
  );
  return gone.rows.length;
}

export const MODERATION_RECORDS_PAGE_SIZE = 25;

const nameOf = (id: typeof reviewModerationRecords.authorId | typeof reviewModerationRecords.moderatedBy) =>
  sql<string | null>`(SELECT coalesce(nullif(btrim(p.full_name), ''), nullif(btrim(u.name), '')) FROM ${user} u LEFT JOIN ${profiles} p ON p.id = u.id WHERE u.id = ${id})`;

/** One page of the records in the window, newest first; `authorId` narrows them to one person. */
export async function listModerationRecords(filters: { authorId: string | null; page: number }, executor: Executor = db): Promise<ModerationRecordList> {
  const where = and(withinWindow, filters.authorId ? eq(reviewModerationRecords.authorId, filters.authorId) : undefined);
  const [{ total }] = await executor.select({ total: sql<number>`count(*)::int` }).from(reviewModerationRecords).where(where);
  const pageCount = Math.max(1, Math.ceil(total / MODERATION_RECORDS_PAGE_SIZE));
  const page = Math.min(Math.max(1, filters.page), pageCount);
  const r = reviewModerationRecords;
  const rows = await executor
    .select({
      id: r.id,
      reviewId: r.reviewId,
      action: r.action,
      productId: r.productId,
      productTitle: r.productTitle,
      authorId: r.authorId,
      authorName: nameOf(r.authorId),
      rating: r.rating,
      comment: r.comment,
      ground: r.ground,
      reports: r.reports,
      moderatorName: nameOf(r.moderatedBy),
      moderatedAt: r.moderatedAt,
      restoredAt: r.restoredAt,
      // A corrected review's text now (null: the review is gone since).
      currentComment: productReviews.comment,
      // ADR 197 addendum: nothing changed the review since this correction (restoreCorrectedText's rule).
      untouched: sql<boolean>`(${productReviews.updatedAt} = ${r.moderatedAt}) IS TRUE`,
    })
    .from(r)
    .leftJoin(productReviews, eq(productReviews.id, r.reviewId))
    .where(where)
    .orderBy(desc(r.moderatedAt), desc(r.id))
    .limit(MODERATION_RECORDS_PAGE_SIZE)
    .offset((page - 1) * MODERATION_RECORDS_PAGE_SIZE);
  return {
    total,
    page,
    pageCount,
    rows: rows.map((row) => ({
      ...row,
      productPath: productPath(row.productId),
      authorName: row.authorName ?? "Użytkownik",
      moderatorName: row.moderatorName,
      moderatedAt: row.moderatedAt.toISOString(),
      restoredAt: row.restoredAt ? row.restoredAt.toISOString() : null,
      reports: row.reports ?? [],
      // A removed review that is back (restored) is live again; only a corrected one shows its text beside.
      currentComment: row.action === "corrected" ? row.currentComment : null,
      textRestorable: row.action === "corrected" && !row.restoredAt && Boolean(row.untouched),
    })),
  };
}
