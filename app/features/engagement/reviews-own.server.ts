import { sql } from "drizzle-orm";
import { db, type Executor } from "~/db/client.server";
import { invalidatePageCache } from "~/server/page-cache.server";
import { UserError } from "~/utils/action.server";
import { lockProduct } from "./product-lock.server";
import { REVIEW_MESSAGES, ReviewIdSchema } from "./review-schemas";
import { recomputeRatingStats } from "./reviews.server";
import { firstIssue, ReviewInputSchema } from "./schemas";
import { recordActivity } from "~/features/activity/activity-log.server";
import { tellAuthorOfRemoval, type RemovedReview } from "./review-notices.server";
import { openReports, tellReporters } from "./review-reports.server";
import type { ReportReason } from "./review-report-texts";
import { keepOriginal, openReportsOf } from "./review-originals.server";

// Issue #13 pt 1 (ADR 063): the author edits or deletes their own review; a moderator
// (review:moderate) may still delete any review. product_stats.rating_average / rating_count are
// recomputed in the same transaction (DESIGN §5); the histogram is counted from the rows.

type RatingStats = { ratingAverage: number; ratingCount: number };
export type ReviewActor = { id: string; canModerate?: boolean };

/**
 * Finds the review, locks its product (the same order as addReview, so concurrent writes of one
 * product apply one after another) and checks who may touch it. 400 malformed id, 404 unknown
 * review, 403 someone else's review (unless `allowModerator` and the actor moderates).
 */
async function lockReviewFor(tx: Executor, actor: ReviewActor, reviewId: string, refusal: string, allowModerator: boolean) {
  if (!ReviewIdSchema.safeParse(reviewId).success) throw new UserError(REVIEW_MESSAGES.badReview, 400);
  const found = await tx.execute<{ product_id: string }>(sql`SELECT product_id FROM product_reviews WHERE id = ${reviewId}`);
  const productId = found.rows[0]?.product_id;
  if (!productId) throw new UserError(REVIEW_MESSAGES.reviewNotFound, 404);
  await lockProduct(tx, productId);
  // Re-read under the product lock: the review may have gone meanwhile.
  const locked = await tx.execute<{ user_id: string }>(sql`SELECT user_id FROM product_reviews WHERE id = ${reviewId} FOR UPDATE`);
  const owner = locked.rows[0]?.user_id;
  if (!owner) throw new UserError(REVIEW_MESSAGES.reviewNotFound, 404);
  if (owner !== actor.id && !(allowModerator && actor.canModerate)) throw new UserError(refusal, 403);
  return { productId, owner };
}

/** Changes the rating and comment of the user's own review; returns the product's new stats. */
export async function updateOwnReview(
  userId: string,
  reviewId: string,
  input: unknown,
  executor: Executor = db,
): Promise<RatingStats & { productId: string }> {
  const parsed = ReviewInputSchema.safeParse(input);
  if (!parsed.success) throw new UserError(firstIssue(parsed.error), 400);
  const { rating, comment } = parsed.data;
  const result = await executor.transaction(async (tx) => {
    const { productId } = await lockReviewFor(tx, { id: userId }, reviewId, REVIEW_MESSAGES.notOwnEdit, false);
    await tx.execute(sql`
      UPDATE product_reviews SET rating = ${rating}, comment = ${comment}, updated_at = now(), moderated_at = NULL
      WHERE id = ${reviewId} AND user_id = ${userId}`);
    // ADR 162: a moderator's "keep" judged the old text; the changed one may be reported again.
    await tx.execute(sql`DELETE FROM review_reports WHERE review_id = ${reviewId} AND dismissed_at IS NOT NULL`);
    return { productId, ...(await recomputeRatingStats(tx, productId)) };
  });
  if (executor === db) await invalidatePageCache();
  return result;
}

/**
 * Deletes the actor's own review (or any review for a moderator); its helpful votes and reports go
 * with it. A moderator's removal is logged and its open reports' authors are told (ADR 160, 162).
 */
export async function deleteReview(
  actor: ReviewActor,
  reviewId: string,
  executor: Executor = db,
  // The bulk delete tells each author once, of all their removed reviews (session 33): it collects them here.
  removals?: RemovedReview[],
  // The moderator's own ground (session 36): told to the author instead of the reports' reasons.
  ground?: ReportReason | null,
): Promise<RatingStats & { productId: string }> {
  const { told, ...result } = await executor.transaction(async (tx) => {
    const { productId, owner } = await lockReviewFor(tx, actor, reviewId, REVIEW_MESSAGES.notOwnDelete, true);
    const moderated = owner !== actor.id;
    const reports = moderated ? await openReports(tx, reviewId) : [];
    const reporters = reports.map((report) => report.reporterId);
    // ADR 197: what the record keeps of the reports (read before they go with the review).
    const kept = moderated ? await openReportsOf(tx, reviewId) : [];
    // moderated_at as text: the database's full precision, kept for a restore (editor review, session 40).
    const removed = await tx.execute<{ comment: string; rating: number; created_at: string | Date; moderated_at: string | null }>(
      sql`DELETE FROM product_reviews WHERE id = ${reviewId} RETURNING comment, rating, created_at, moderated_at::text AS moderated_at`,
    );
    let title = "";
    if (moderated) {
      const product = await tx.execute<{ title: string }>(sql`SELECT title FROM products WHERE id = ${productId}`);
      title = product.rows[0]?.title ?? "";
      const row = removed.rows[0]!;
      const original = { reviewId, action: "removed" as const, productId, productTitle: title, authorId: owner, rating: Number(row.rating), comment: row.comment, reviewCreatedAt: new Date(row.created_at), ground: ground ?? null, moderatorId: actor.id, markedAt: row.moderated_at };
      await keepOriginal(tx, original, kept);
      const details = { authorId: owner, ...(reporters.length > 0 ? { reports: reporters.length } : {}), ...(ground ? { ground } : {}) };
      await recordActivity(tx, actor.id, { subject: "review", subjectId: reviewId, label: title, action: "deleted", details });
    }
    const author = moderated ? { id: owner, comment: removed.rows[0]?.comment ?? "", reasons: reports.map((report) => report.reason), ground: ground ?? null } : null;
    return { productId, ...(await recomputeRatingStats(tx, productId)), told: { reporters, title, author } };
  });
  if (executor === db) {
    await invalidatePageCache();
    await tellReporters(told.reporters, "removed", { productId: result.productId, title: told.title });
    if (told.author) {
      const removed = { authorId: told.author.id, product: told.title, comment: told.author.comment, reasons: told.author.reasons, ground: told.author.ground };
      if (removals) removals.push(removed);
      else await tellAuthorOfRemoval(removed.authorId, [removed]);
    }
  }
  return result;
}
