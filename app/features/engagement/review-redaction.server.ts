// ADR 175: a moderator corrects a review's text — removes a phone number, an insult, a shop's
// advertisement — instead of removing the whole review (DSA art. 14: a measure proportionate to what
// breaks the terms). The rating and the rest stay; the page says a moderator corrected it; the open
// reports are closed; the author and the reporters are told; the change log keeps who and why.
import { objectionContact } from "~/features/mail/objection-contact.server";
import { eq, sql } from "drizzle-orm";
import { config } from "~/config.server";
import { db, type Executor } from "~/db/client.server";
import { productReviews, products, productStats, reviewReports } from "~/db/schema";
import { recordActivity } from "~/features/activity/activity-log.server";
import { productPath } from "~/features/catalog/links";
import { queueMail } from "~/features/mail/mailer.server";
import { reviewEditedEmail } from "~/features/mail/moderation-templates";
import { translator, type MessageKey } from "~/i18n/i18n";
import { invalidatePageCache } from "~/server/page-cache.server";
import { UserError } from "~/utils/action.server";
import { logger } from "~/utils/logger.server";
import { REPORT_ADMIN_MESSAGES, type ReportReason } from "./review-report-texts";
import { REVIEW_MESSAGES } from "./review-schemas";
import { reviewAuthor } from "./review-notices.server";
import { tellReporters } from "./review-reports.server";
import { onlyRemovesWords } from "./redaction-rule";
import { keepOriginal, openReportsOf } from "./review-originals.server";

export type Redaction = { reviewId: string; comment: string; reason: ReportReason; updatedAt: string };

/**
 * Saves the moderator's text. 404 unknown review; 409 the author changed it since the moderator's
 * list was read (`updatedAt`, required: without it five parallel corrections all landed, hostile review
 * session 38); 400 the same text as now, or words added (redaction-rule.ts).
 */
export async function redactReview(moderatorId: string, input: Redaction, executor: Executor = db): Promise<void> {
  const outcome = await executor.transaction(async (tx) => {
    const [review] = await tx
      .select({
        authorId: productReviews.userId,
        productId: productReviews.productId,
        title: products.title,
        comment: productReviews.comment,
        rating: productReviews.rating,
        createdAt: productReviews.createdAt,
        updatedAt: productReviews.updatedAt,
      })
      .from(productReviews)
      .innerJoin(products, eq(products.id, productReviews.productId))
      .where(eq(productReviews.id, input.reviewId))
      .for("update", { of: productReviews });
    if (!review) throw new UserError(REVIEW_MESSAGES.reviewNotFound, 404);
    if (Number.isNaN(new Date(input.updatedAt).getTime())) throw new UserError(REVIEW_MESSAGES.badReview, 400);
    if (new Date(input.updatedAt).getTime() !== review.updatedAt.getTime()) throw new UserError(REPORT_ADMIN_MESSAGES.redactStale, 409);
    if (input.comment.trim() === review.comment.trim()) throw new UserError(REPORT_ADMIN_MESSAGES.redactUnchanged, 400);
    if (!onlyRemovesWords(review.comment, input.comment)) throw new UserError(REPORT_ADMIN_MESSAGES.redactAdds, 400);
    // ADR 197: the text as it was, for the author's appeal (the reports it closes, too).
    const original = { reviewId: input.reviewId, action: "corrected" as const, productId: review.productId, productTitle: review.title, authorId: review.authorId, rating: review.rating, comment: review.comment, reviewCreatedAt: review.createdAt, ground: input.reason, moderatorId };
    await keepOriginal(tx, original, await openReportsOf(tx, input.reviewId));
    await tx.update(productReviews).set({ comment: input.comment, moderatedAt: sql`now()`, updatedAt: sql`now()` }).where(eq(productReviews.id, input.reviewId));
    // ADR 199: the product page changed (the sitemap's lastmod).
    await tx.update(productStats).set({ reviewsChangedAt: sql`now()` }).where(eq(productStats.productId, review.productId));
    const closed = await tx.execute<{ reporter_id: string }>(sql`
      UPDATE ${reviewReports} SET dismissed_at = now(), dismissed_by = ${moderatorId}
      WHERE review_id = ${input.reviewId} AND dismissed_at IS NULL RETURNING reporter_id`);
    const reporters = closed.rows.map((row) => row.reporter_id);
    const details = { authorId: review.authorId, reason: input.reason, ...(reporters.length > 0 ? { reports: reporters.length } : {}) };
    await recordActivity(tx, moderatorId, { subject: "review", subjectId: input.reviewId, label: review.title, action: "redacted", details });
    return { review, reporters };
  });
  if (executor !== db) return;
  await invalidatePageCache();
  const product = { productId: outcome.review.productId, title: outcome.review.title };
  await tellReporters(outcome.reporters, "edited", product);
  await tellAuthorOfRedaction(outcome.review.authorId, product, input.reason);
}

async function tellAuthorOfRedaction(authorId: string, product: { productId: string; title: string }, reason: ReportReason): Promise<void> {
  try {
    const author = await reviewAuthor(authorId);
    if (!author) return;
    const site = config().appUrl;
    const why = translator(author.locale)(`mail.reviewRemoved.reason.${reason}` as MessageKey);
    queueMail(reviewEditedEmail(author, { product: product.title, reason: why }, { product: `${site}${productPath(product.productId)}#opinie`, contact: await objectionContact() }));
  } catch (error) {
    logger.warn({ err: error }, "Nie udało się powiadomić autora o poprawieniu opinii");
  }
}
