// ADR 162: members report someone else's review (notice and action, DSA art. 16); moderators see the
// open reports on /admin/opinie and either keep the review (the reports are closed) or delete it
// (the one deleteReview, which takes the reports with it). Either way each reporter is told by e-mail.
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { config } from "~/config.server";
import { db, type Executor } from "~/db/client.server";
import { productReviews, products, reviewReports, user, userSettings } from "~/db/schema";
import { recordActivity } from "~/features/activity/activity-log.server";
import { productPath } from "~/features/catalog/links";
import { shownToPublic } from "~/features/catalog/visibility.server";
import { mailLocale } from "~/features/mail/recipient.server";
import { queueMail } from "~/features/mail/mailer.server";
import { reportDecisionEmail, type ReportDecision } from "~/features/mail/templates";
import { consume, LIMITS, RateLimitedError } from "~/server/rate-limit.server";
import { UserError } from "~/utils/action.server";
import { logger } from "~/utils/logger.server";
import { REPORT_ADMIN_MESSAGES, REPORT_MESSAGES, type ReportReason } from "./review-report-texts";
import { tellModeratorsOfReport } from "./review-notices.server";
import { REVIEW_MESSAGES, ReviewIdSchema } from "./review-schemas";
import { isDatabaseError } from "~/db/errors.server";

export type ReportInput = { reviewId: string; reason: ReportReason; details: string };

/**
 * Files the member's report. 400 malformed id, 404 a review not shown to the public (gone, or its
 * product hidden), 403 one's own review, 409 reported by this member before (a
 * decided report says so), 429 too many reports.
 */
export async function reportReview(userId: string, input: ReportInput, executor: Executor = db): Promise<void> {
  if (!ReviewIdSchema.safeParse(input.reviewId).success) throw new UserError(REVIEW_MESSAGES.badReview, 400);
  const [review] = await executor
    .select({ authorId: productReviews.userId, title: products.title })
    .from(productReviews)
    .innerJoin(products, and(eq(products.id, productReviews.productId), shownToPublic))
    .where(eq(productReviews.id, input.reviewId));
  if (!review) throw new UserError(REVIEW_MESSAGES.reviewNotFound, 404);
  if (review.authorId === userId) throw new UserError(REPORT_MESSAGES.own, 403);
  // A repeat is answered before the hourly limit counts it: only filed reports use it up. ADR 183: the
  // moderators hear of a review's first open report only (two at once may both be "first": the notice's
  // claim lets one through).
  const [earlier] = await executor
    .select({
      mine: sql<boolean>`coalesce(bool_or(${reviewReports.reporterId} = ${userId}), false)`,
      // ADR 197: their report was decided (kept or corrected): a refusal that says so, not "already sent".
      decided: sql<boolean>`coalesce(bool_or(${reviewReports.reporterId} = ${userId} AND ${reviewReports.dismissedAt} IS NOT NULL), false)`,
      open: sql<boolean>`coalesce(bool_or(${reviewReports.dismissedAt} IS NULL), false)`,
    })
    .from(reviewReports)
    .where(eq(reviewReports.reviewId, input.reviewId));
  if (earlier?.decided) throw new UserError(REPORT_MESSAGES.decided, 409);
  if (earlier?.mine) throw new UserError(REPORT_MESSAGES.already, 409);
  try {
    await consume(LIMITS.reviewReport, userId);
  } catch (error) {
    if (error instanceof RateLimitedError) throw new UserError(REPORT_MESSAGES.tooMany, 429);
    throw error;
  }
  // The review may be deleted between the read and here: its foreign key then refuses the row (404).
  const added = await executor
    .insert(reviewReports)
    .values({ reviewId: input.reviewId, reporterId: userId, reason: input.reason, details: input.details })
    .onConflictDoNothing()
    .returning({ id: reviewReports.id })
    .catch((error: unknown) => {
      if (isDatabaseError(error, "23503")) {
        throw new UserError(REVIEW_MESSAGES.reviewNotFound, 404);
      }
      throw error;
    });
  if (added.length === 0) throw new UserError(REPORT_MESSAGES.already, 409);
  if (executor === db && !earlier?.open) await tellModeratorsOfReport(review.title, input.reason);
}

/** The review's open reports: who filed them and why (read inside the moderator's transaction). */
export async function openReports(tx: Executor, reviewId: string): Promise<{ reporterId: string; reason: ReportReason }[]> {
  const rows = await tx
    .select({ reporterId: reviewReports.reporterId, reason: reviewReports.reason })
    .from(reviewReports)
    .where(and(eq(reviewReports.reviewId, reviewId), isNull(reviewReports.dismissedAt)));
  return rows.map((row) => ({ reporterId: row.reporterId, reason: row.reason as ReportReason }));
}

/**
 * The moderator keeps the review: its open reports are closed, the change log says so, and each
 * reporter is told. 400 malformed id, 404 unknown review, 409 no open report.
 */
export async function keepReportedReview(moderatorId: string, reviewId: string, executor: Executor = db): Promise<{ closed: number }> {
  if (!ReviewIdSchema.safeParse(reviewId).success) throw new UserError(REVIEW_MESSAGES.badReview, 400);
  const outcome = await executor.transaction(async (tx) => {
    const [review] = await tx
      .select({ authorId: productReviews.userId, productId: productReviews.productId, title: products.title })
      .from(productReviews)
      .innerJoin(products, eq(products.id, productReviews.productId))
      .where(eq(productReviews.id, reviewId))
      .for("update", { of: productReviews });
    if (!review) throw new UserError(REVIEW_MESSAGES.reviewNotFound, 404);
    const closed = await tx
      .update(reviewReports)
      .set({ dismissedAt: sql`now()`, dismissedBy: moderatorId })
      .where(and(eq(reviewReports.reviewId, reviewId), isNull(reviewReports.dismissedAt)))
      .returning({ reporterId: reviewReports.reporterId });
    if (closed.length === 0) throw new UserError(REPORT_ADMIN_MESSAGES.noneOpen, 409);
    await recordActivity(tx, moderatorId, { subject: "review", subjectId: reviewId, label: review.title, action: "kept", details: { authorId: review.authorId, reports: closed.length } });
    return { review, reporters: closed.map((c) => c.reporterId) };
  });
  if (executor === db) await tellReporters(outcome.reporters, "kept", outcome.review);
  return { closed: outcome.reporters.length };
}

/**
 * Each reporter gets the decision in their language (after the commit; a failed mail is logged by
 * queueMail and changes nothing). A reporter whose account is gone meanwhile is skipped.
 */
export async function tellReporters(reporterIds: string[], decision: ReportDecision, product: { productId: string; title: string }): Promise<void> {
  if (reporterIds.length === 0) return;
  try {
    const people = await db
      .select({ email: user.email, name: user.name, language: userSettings.language })
      .from(user)
      .leftJoin(userSettings, eq(userSettings.userId, user.id))
      .where(inArray(user.id, reporterIds));
    const url = `${config().appUrl}${productPath(product.productId)}`;
    for (const person of people) {
      const recipient = { to: person.email, name: person.name, locale: await mailLocale(person.language) };
      queueMail(reportDecisionEmail(recipient, decision, product.title, url));
    }
  } catch (error) {
    logger.warn({ err: error }, "Nie udało się powiadomić zgłaszających o decyzji");
  }
}

/**
 * ADR 201: a closed report (the review kept or corrected) is deleted this long after it was closed,
 * with its reporter and free text. Six months: the reporter may contest the decision for at least
 * that long (DSA art. 20 ust. 1), and the moderators' list shows only open reports. The change log
 * keeps the decision and how many reports it closed, without the reporters. Calendar months plus a
 * day, as the moderation records (ADR 197): 183 days fell a day short of six months from 1 July or 1 March.
 */
export const CLOSED_REPORT_MONTHS = 6;

/** Deletes the reports closed more than CLOSED_REPORT_MONTHS (and a day) ago (hourly maintenance). Returns how many. */
export async function pruneClosedReports(executor: Executor = db): Promise<number> {
  const deleted = await executor.execute<{ id: string }>(sql`
    DELETE FROM ${reviewReports} WHERE dismissed_at < now() - make_interval(months => ${CLOSED_REPORT_MONTHS}, days => 1) RETURNING id`);
  return deleted.rows.length;
}
