import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { productReviews, reviewReports } from "~/db/schema";
import { closePageCacheListener } from "~/server/page-cache.server";
import { UserError } from "~/utils/action.server";
import { listAdminReviews, parseAdminReviewFilters } from "./admin-reviews.server";
import { loadProductEngagement } from "./product-engagement.server";
import { REPORT_MESSAGES } from "./review-report-texts";
import { redactReview } from "./review-redaction.server";
import { keepReportedReview, reportReview } from "./review-reports.server";
import { updateOwnReview } from "./reviews-own.server";
import { createProduct, createUser } from "./test-support";

// ADR 197: a member sees what became of their report (and only theirs); the queue waits longest-first.
afterAll(() => closePageCacheListener());

async function review(productId: string, comment = "Kupcie u mnie taniej: spam.example") {
  const author = await createUser();
  const [row] = await db.insert(productReviews).values({ productId, userId: author.id, rating: 1, comment }).returning({ id: productReviews.id, updatedAt: productReviews.updatedAt });
  return { author, reviewId: row!.id, updatedAt: row!.updatedAt.toISOString() };
}

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => (error instanceof UserError ? [error.status, error.message] : error),
  );

describe("the member's own report state on the product page", () => {
  it("open, then kept — for the reporter only; a repeat is a Polish 409 saying it was decided", async () => {
    const productId = await createProduct();
    const { reviewId, author } = await review(productId);
    const [reporter, other] = [await createUser(), await createUser()];
    const moderator = await createUser();
    const states = async (who: { id: string } | null) => (await loadProductEngagement(productId, who)).reportedReviews;

    await reportReview(reporter.id, { reviewId, reason: "spam", details: "" });
    expect(await states(reporter)).toEqual({ [reviewId]: "open" });
    expect(await refusal(reportReview(reporter.id, { reviewId, reason: "spam", details: "" }))).toEqual([409, REPORT_MESSAGES.already]);

    await keepReportedReview(moderator.id, reviewId);
    expect(await states(reporter)).toEqual({ [reviewId]: "kept" });
    expect(await refusal(reportReview(reporter.id, { reviewId, reason: "offensive", details: "" }))).toEqual([409, REPORT_MESSAGES.decided]);
    // Per person: another member, the author and a visitor see nothing of it (the visitor's page is the cached one).
    expect(await states(other)).toEqual({});
    expect(await states(author)).toEqual({});
    expect(await states(null)).toEqual({});
    await reportReview(other.id, { reviewId, reason: "misleading", details: "" });
    expect(await states(other)).toEqual({ [reviewId]: "open" });
    expect(await states(reporter)).toEqual({ [reviewId]: "kept" });

    // The author's new text may be reported again: the decided report goes with the edit.
    await updateOwnReview(author.id, reviewId, { rating: 2, comment: "Nowa treść opinii bez reklamy", acceptTerms: true });
    expect(await states(reporter)).toEqual({});
    expect(await db.select().from(reviewReports).where(eq(reviewReports.reporterId, reporter.id))).toEqual([]);
  });

  it("a correction closes the report as 'corrected'; a later keep of another member's report is 'kept'", async () => {
    const productId = await createProduct();
    const { reviewId, updatedAt } = await review(productId, "Dzwońcie pod 600 100 200, dobra lampka");
    const [first, second, moderator] = [await createUser(), await createUser(), await createUser()];
    await reportReview(first.id, { reviewId, reason: "personal-data", details: "" });
    await redactReview(moderator.id, { reviewId, comment: "Dobra lampka", reason: "personal-data", updatedAt });
    await reportReview(second.id, { reviewId, reason: "other", details: "Nadal coś nie tak" });
    await keepReportedReview(moderator.id, reviewId);
    expect((await loadProductEngagement(productId, first)).reportedReviews).toEqual({ [reviewId]: "corrected" });
    expect((await loadProductEngagement(productId, second)).reportedReviews).toEqual({ [reviewId]: "kept" });
  });
});

describe("the reports queue waits longest-first (ADR 197)", () => {
  it("orders by the oldest open report, not the review's date, says since when, and keeps other orders on request", async () => {
    const productId = await createProduct();
    const older = await review(productId, "Starsza opinia");
    const newer = await review(productId, "Nowsza opinia");
    const unreported = await review(productId, "Bez zgłoszeń");
    const [a, b] = [await createUser(), await createUser()];
    await reportReview(a.id, { reviewId: newer.reviewId, reason: "spam", details: "" });
    await reportReview(b.id, { reviewId: older.reviewId, reason: "spam", details: "" });
    // The newer review was reported a day earlier: it has waited longest.
    await db.update(reviewReports).set({ createdAt: new Date(Date.now() - 86_400_000) }).where(eq(reviewReports.reviewId, newer.reviewId));
    await db.update(productReviews).set({ createdAt: new Date(Date.now() - 10 * 86_400_000) }).where(eq(productReviews.id, older.reviewId));

    const queue = parseAdminReviewFilters(new URLSearchParams(`zgloszone=1&produkt=${productId}`));
    expect(queue.sort).toBe("najdluzej-czeka");
    const { rows } = await listAdminReviews(queue);
    expect(rows.map((r) => r.id)).toEqual([newer.reviewId, older.reviewId]);
    expect(rows[0]!.firstReportedAt).toBe(rows[0]!.reports[0]!.createdAt);
    expect(Date.parse(rows[0]!.firstReportedAt!)).toBeLessThan(Date.parse(rows[1]!.firstReportedAt!));

    // Another order on request; "waiting longest" outside the queue falls back to the newest first.
    const byDate = await listAdminReviews(parseAdminReviewFilters(new URLSearchParams(`zgloszone=1&produkt=${productId}&sort=najstarsze`)));
    expect(byDate.rows.map((r) => r.id)).toEqual([older.reviewId, newer.reviewId]);
    const all = parseAdminReviewFilters(new URLSearchParams(`produkt=${productId}&sort=najdluzej-czeka`));
    expect(all.sort).toBe("najnowsze");
    expect((await listAdminReviews(all)).rows.map((r) => [r.id, r.firstReportedAt === null])).toEqual([
      [unreported.reviewId, true],
      [newer.reviewId, false],
      [older.reviewId, false],
    ]);
  });
});
