import { afterAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { activityLog, productReviews, products, reviewReports } from "~/db/schema";
import { mailSinkForFile } from "~/features/accounts/test-utils.server";
import { closePageCacheListener } from "~/server/page-cache.server";
import { UserError } from "~/utils/action.server";
import { countReportedReviews, listAdminReviews } from "./admin-reviews.server";
import { REPORT_ADMIN_MESSAGES, REPORT_MESSAGES } from "./review-report-texts";
import { keepReportedReview, reportReview } from "./review-reports.server";
import { REVIEW_MESSAGES, ReviewReportSchema } from "./review-schemas";
import { deleteReview, updateOwnReview } from "./reviews-own.server";
import { createProduct, createUser } from "./test-support";

// ADR 162 (PGlite and PostgreSQL): a member reports someone else's review once; the moderator keeps
// it (reports closed) or deletes it (reports gone with it); each reporter is told by e-mail.
afterAll(() => closePageCacheListener());
const sink = mailSinkForFile();

async function reviewed(title = `Lampka ${Math.random().toString(36).slice(2, 8)}`) {
  const productId = await createProduct({ title });
  const author = await createUser({ name: "Autor Opinii" });
  const [review] = await db.insert(productReviews).values({ productId, userId: author.id, rating: 1, comment: "Kupcie u mnie taniej: spam.example" }).returning({ id: productReviews.id });
  return { productId, title, author, reviewId: review!.id };
}

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => (error instanceof UserError ? [error.status, error.message] : error),
  );

const filters = { q: "", rating: null, productId: null, authorId: null, reported: true, sort: "najnowsze" as const, page: 1 };

describe("reporting a review (ADR 162)", () => {
  it("the form's rules: a listed reason, a description for 'other', at most 500 characters", () => {
    const id = "6f1b9d2e-8a61-4c7e-9c43-0d7f1f0b1a11";
    const issue = (form: Record<string, string>) => {
      const parsed = ReviewReportSchema.safeParse({ reviewId: id, ...form });
      return parsed.success ? parsed.data : parsed.error.issues[0]!.message;
    };
    expect(issue({})).toBe(REPORT_MESSAGES.reason);
    expect(issue({ reason: "<script>" })).toBe(REPORT_MESSAGES.reason);
    expect(issue({ reason: "other", details: "   " })).toBe(REPORT_MESSAGES.detailsNeeded);
    expect(issue({ reason: "spam", details: "x".repeat(501) })).toBe(REPORT_MESSAGES.detailsTooLong);
    expect(issue({ reason: "spam", details: " link do sklepu\r\n" })).toEqual({ reviewId: id, reason: "spam", details: "link do sklepu" });
    expect(issue({ reason: "personal-data" })).toEqual({ reviewId: id, reason: "personal-data", details: "" });
    expect(issue({ reason: "spam", details: "😀".repeat(251) })).toBe(REPORT_MESSAGES.detailsTooLong); // 502 UTF-16 units, as the textarea counts
    expect(issue({ reason: "other", details: "\u200B\u2060 " })).toBe(REPORT_MESSAGES.detailsNeeded);
  });

  it("files one report per member; refuses one's own review, a second report and a hidden product's review", async () => {
    const { reviewId, author, productId } = await reviewed();
    const reader = await createUser();
    await reportReview(reader.id, { reviewId, reason: "spam", details: "Link do sklepu" });
    expect(await refusal(reportReview(reader.id, { reviewId, reason: "offensive", details: "" }))).toEqual([409, REPORT_MESSAGES.already]);
    expect(await refusal(reportReview(author.id, { reviewId, reason: "spam", details: "" }))).toEqual([403, REPORT_MESSAGES.own]);
    expect(await refusal(reportReview(reader.id, { reviewId: "nie-uuid", reason: "spam", details: "" }))).toEqual([400, REVIEW_MESSAGES.badReview]);
    expect(await refusal(reportReview(reader.id, { reviewId: "00000000-0000-4000-8000-000000000000", reason: "spam", details: "" }))).toEqual([404, REVIEW_MESSAGES.reviewNotFound]);
    await db.update(products).set({ isHidden: true }).where(eq(products.id, productId));
    const late = await createUser();
    expect(await refusal(reportReview(late.id, { reviewId, reason: "spam", details: "" }))).toEqual([404, REVIEW_MESSAGES.reviewNotFound]);
    const rows = await db.select().from(reviewReports).where(eq(reviewReports.reviewId, reviewId));
    expect(rows.map((r) => [r.reporterId, r.reason, r.details])).toEqual([[reader.id, "spam", "Link do sklepu"]]);
  });

  it("the moderators' queue lists open reports; keeping closes them, logs it and tells each reporter", async () => {
    const { reviewId, productId, title, author } = await reviewed();
    const [first, second] = [await createUser({ name: "Pierwsza Zgłaszająca" }), await createUser()];
    const moderator = await createUser({ name: "Marek Testowy" });
    const before = await countReportedReviews();
    await reportReview(first.id, { reviewId, reason: "spam", details: "" });
    await reportReview(second.id, { reviewId, reason: "other", details: "Reklama <b>sklepu</b>" });
    expect(await countReportedReviews()).toBe(before + 1);
    const queue = await listAdminReviews({ ...filters, productId });
    expect(queue.rows.map((r) => [r.id, r.reports.map((x) => [x.reason, x.details])])).toEqual([[reviewId, [["spam", ""], ["other", "Reklama <b>sklepu</b>"]]]]);
    expect(Date.parse(queue.rows[0]!.reports[0]!.createdAt)).not.toBeNaN();

    expect(await keepReportedReview(moderator.id, reviewId)).toEqual({ closed: 2 });
    expect((await listAdminReviews({ ...filters, productId })).rows).toEqual([]);
    expect((await listAdminReviews({ ...filters, productId, reported: false })).rows.map((r) => [r.id, r.reports])).toEqual([[reviewId, []]]);
    expect(await refusal(keepReportedReview(moderator.id, reviewId))).toEqual([409, REPORT_ADMIN_MESSAGES.noneOpen]);
    const [entry] = await db.select().from(activityLog).where(eq(activityLog.subjectId, reviewId));
    expect(entry).toMatchObject({ performedBy: moderator.id, action: "kept", label: title, details: { authorId: author.id, reports: 2 } });
    // A member who reported it stays refused after the keep: one report per member and review; the
    // refusal says the report was decided (ADR 197).
    expect(await refusal(reportReview(first.id, { reviewId, reason: "spam", details: "" }))).toEqual([409, REPORT_MESSAGES.decided]);
    // …until the author changes the text the moderator judged: then it may be reported again.
    await updateOwnReview(author.id, reviewId, { rating: 1, comment: "Zmieniona treść z numerem telefonu", acceptTerms: true });
    await reportReview(first.id, { reviewId, reason: "personal-data", details: "" });
    expect((await listAdminReviews({ ...filters, productId })).rows.map((r) => r.reports.map((x) => x.reason))).toEqual([["personal-data"]]);
    for (const person of [first, second]) {
      const mails = await sink.to(person.email);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.text).toContain("Zgłoszenie rozpatrzone");
      expect(mails[0]!.text).toContain("nie znalazł naruszenia regulaminu, dlatego opinia pozostaje na stronie");
      expect(mails[0]!.text).toContain(`/produkt/${productId}`);
    }
  });

  it("a moderator's delete takes the reports with the review and tells the reporters; an author's own delete tells nobody", async () => {
    const { reviewId, productId, title } = await reviewed();
    const reporter = await createUser();
    const moderator = await createUser();
    await reportReview(reporter.id, { reviewId, reason: "offensive", details: "" });
    await deleteReview({ id: moderator.id, canModerate: true }, reviewId);
    expect(await db.select().from(reviewReports).where(eq(reviewReports.reviewId, reviewId))).toEqual([]);
    const [entry] = await db.select().from(activityLog).where(eq(activityLog.subjectId, reviewId));
    expect(entry).toMatchObject({ action: "deleted", label: title, details: { reports: 1 } });
    const [mail] = await sink.to(reporter.email);
    expect(mail!.text).toContain("Moderator ją sprawdził i usunął.");
    expect(mail!.text).toContain(`/produkt/${productId}`);

    const own = await reviewed();
    const other = await createUser();
    await reportReview(other.id, { reviewId: own.reviewId, reason: "spam", details: "" });
    await deleteReview({ id: own.author.id }, own.reviewId);
    expect(await sink.to(other.email)).toEqual([]);
  });
});
