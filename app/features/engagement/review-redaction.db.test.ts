import { and, eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { activityLog, productReviews, reviewReports } from "~/db/schema";
import { mailSinkForFile } from "~/features/accounts/test-utils.server";
import { listProductReviews } from "~/features/catalog/reviews.server";
import * as adminLayout from "~/routes/admin/layout";
import * as reviewsRoute from "~/routes/admin/reviews";
import { closePageCacheListener } from "~/server/page-cache.server";
import { createUser as createStaff } from "../../../tests/factories";
import { callAction } from "../../../tests/route-harness";
import { REPORT_ADMIN_MESSAGES } from "./review-report-texts";
import { reportReview } from "./review-reports.server";
import { updateOwnReview } from "./reviews-own.server";
import { listUserReviews } from "./reviews.server";
import { createProduct, createUser } from "./test-support";

// ADR 175: a moderator corrects a review's text instead of removing the review.
afterAll(() => closePageCacheListener());
const sink = mailSinkForFile();
const chain = [adminLayout, reviewsRoute];
type Answer = { ok: boolean; message: string | null };

async function reportedReview(comment = "Świetna lampka, dzwońcie pod 600 100 200") {
  const productId = await createProduct({ title: "Lampka do poprawki" });
  const author = await createUser({ name: "Autor Poprawiany" });
  const [review] = await db.insert(productReviews).values({ productId, userId: author.id, rating: 4, comment }).returning({ id: productReviews.id, updatedAt: productReviews.updatedAt });
  const reporter = await createUser();
  await reportReview(reporter.id, { reviewId: review!.id, reason: "personal-data", details: "" });
  return { productId, author, reporter, reviewId: review!.id, updatedAt: review!.updatedAt.toISOString() };
}

describe("a moderator's correction of a review (intent=redact)", () => {
  it("saves the text, marks the review, closes its reports, logs why and tells the author and the reporter", async () => {
    const { productId, author, reporter, reviewId, updatedAt } = await reportedReview();
    const moderator = await createStaff({ traits: ["moderator"] });
    const send = (fields: Record<string, string>) => callAction<Answer>(chain, { path: "/admin/opinie", form: { intent: "redact", reviewId, ...fields }, user: moderator, fetcher: true });
    expect(await send({ comment: "Świetna lampka", reason: "personal-data", updatedAt })).toMatchObject({ status: 200, data: { ok: true, message: REPORT_ADMIN_MESSAGES.redacted } });
    const { reviews } = await listProductReviews(productId);
    expect(reviews[0]).toMatchObject({ comment: "Świetna lampka", rating: 4, moderated: true });
    // The author's own list says so too (review, session 49: it read as their own words).
    expect(await listUserReviews(author.id)).toEqual([expect.objectContaining({ comment: "Świetna lampka", moderated: true })]);
    expect(await db.select().from(reviewReports).where(and(eq(reviewReports.reviewId, reviewId)))).toEqual([expect.objectContaining({ dismissedBy: moderator.id })]);
    const [entry] = await db.select({ action: activityLog.action, details: activityLog.details }).from(activityLog).where(eq(activityLog.subjectId, reviewId));
    expect(entry).toEqual({ action: "redacted", details: { authorId: author.id, reason: "personal-data", reports: 1 } });
    const [told] = await sink.to(author.email);
    expect(told!.text).toContain("Moderator usunął z Twojej opinii o produkcie „Lampka do poprawki” fragment niezgodny z regulaminem");
    expect(told!.text).toContain("Powód: czyjeś dane osobowe.");
    expect(told!.text).not.toContain("600 100 200");
    const reporterMails = await sink.to(reporter.email);
    expect(reporterMails.some((m) => m.text.includes("usunął z niej to, co naruszało regulamin"))).toBe(true);

    // The author's own edit afterwards is theirs again: no mark.
    await updateOwnReview(author.id, reviewId, { rating: 5, comment: "Świetna lampka, polecam" });
    expect((await listProductReviews(productId)).reviews[0]!.moderated).toBeUndefined();
    expect(await listUserReviews(author.id)).toEqual([expect.objectContaining({ moderated: false })]);
  });

  it("refuses a stale form, the same text, a blank text, no reason, an unknown review and a user without review:moderate, changing nothing", async () => {
    const { productId, reviewId, updatedAt, author } = await reportedReview("Tekst do sprawdzenia");
    const moderator = await createStaff({ traits: ["moderator"] });
    const send = (fields: Record<string, string>, who = moderator) => callAction<Answer>(chain, { path: "/admin/opinie", form: { intent: "redact", reviewId, ...fields }, user: who, fetcher: true });
    expect(await send({ comment: "  Tekst do sprawdzenia ", reason: "spam", updatedAt })).toMatchObject({ status: 400, data: { message: REPORT_ADMIN_MESSAGES.redactUnchanged } });
    expect(await send({ comment: "   ", reason: "spam", updatedAt })).toMatchObject({ status: 400, data: { ok: false } });
    expect(await send({ comment: "Inny tekst", reason: "", updatedAt })).toMatchObject({ status: 400, data: { message: REPORT_ADMIN_MESSAGES.redactReason } });
    expect(await send({ comment: "Inny tekst", reason: "spam", reviewId: "00000000-0000-4000-8000-000000000000", updatedAt })).toMatchObject({ status: 404 });
    expect(await send({ comment: "Inny tekst", reason: "spam", updatedAt: "nie-data" })).toMatchObject({ status: 400 });
    // Hostile review, session 38: no version read (five parallel corrections all landed), words added.
    expect(await send({ comment: "Tekst", reason: "spam", updatedAt: "" })).toMatchObject({ status: 400 });
    expect(await send({ comment: "Tekst", reason: "spam" })).toMatchObject({ status: 400 });
    expect(await send({ comment: "Tekst do sprawdzenia: polecam!", reason: "spam", updatedAt })).toMatchObject({ status: 400, data: { message: REPORT_ADMIN_MESSAGES.redactAdds } });
    expect((await send({ comment: "Inny tekst", reason: "spam", updatedAt }, await createStaff({ traits: ["editor"] }))).status).toBe(403);
    // The author changed the text after the moderator's list was read.
    await updateOwnReview(author.id, reviewId, { rating: 3, comment: "Nowa treść autora" });
    expect(await send({ comment: "Inny tekst", reason: "spam", updatedAt })).toMatchObject({ status: 409, data: { message: REPORT_ADMIN_MESSAGES.redactStale } });
    const [review] = (await listProductReviews(productId)).reviews;
    expect([review!.comment, review!.moderated]).toEqual(["Nowa treść autora", undefined]);
  });
});
