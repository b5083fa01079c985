import { and, eq, sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { activityLog, productReviews, reviewModerationRecords } from "~/db/schema";
import { mailSinkForFile } from "~/features/accounts/test-utils.server";
import * as adminLayout from "~/routes/admin/layout";
import * as moderatedRoute from "~/routes/admin/reviews-moderated";
import { closePageCacheListener } from "~/server/page-cache.server";
import { createUser as createStaff } from "../../../tests/factories";
import { callAction } from "../../../tests/route-harness";
import { listModerationRecords } from "./review-originals.server";
import { redactReview } from "./review-redaction.server";
import { RESTORE_MESSAGES } from "./review-restore.server";
import { TEXT_RESTORE_MESSAGES } from "./review-text-restore.server";
import { addReview } from "./reviews.server";
import { deleteReview, updateOwnReview } from "./reviews-own.server";
import { createProduct, createUser, primePageCache, stillCached } from "./test-support";

// ADR 197 addendum (session 39): "Przywróć pierwotną treść" undoes a moderator's correction — by staff
// only, once, and only while nothing has changed the review since that correction.
afterAll(() => closePageCacheListener());
const sink = mailSinkForFile();
const chain = [adminLayout, moderatedRoute];
type Answer = { ok: boolean; message: string | null };
const PATH = "/admin/opinie/moderowane";
const ORIGINAL = "Świetna lampka, pytania pod numerem 600 100 200, polecam";

const reviewRow = async (id: string) => (await db.select().from(productReviews).where(eq(productReviews.id, id)))[0];
async function correct(moderatorId: string, reviewId: string, comment: string) {
  const { updatedAt } = (await reviewRow(reviewId))!;
  await redactReview(moderatorId, { reviewId, comment, reason: "personal-data", updatedAt: updatedAt.toISOString() });
  const records = await db.select().from(reviewModerationRecords).where(eq(reviewModerationRecords.reviewId, reviewId)).orderBy(reviewModerationRecords.moderatedAt);
  return records.at(-1)!;
}
async function correctedReview() {
  const productId = await createProduct({ title: "Lampka poprawiona" });
  const author = await createUser({ name: "Autor Poprawiony" });
  const { id: reviewId } = await addReview(author.id, productId, { rating: 4, comment: ORIGINAL });
  const moderator = await createStaff({ traits: ["moderator"] });
  const record = await correct(moderator.id, reviewId, "Świetna lampka, polecam");
  return { productId, author, reviewId, moderator, record };
}
const restoreText = (recordId: string, user: Awaited<ReturnType<typeof createStaff>> | null) =>
  callAction<Answer>(chain, { path: PATH, form: { intent: "restore-text", recordId }, user: user ?? undefined, fetcher: true });
const restoredAt = async (recordId: string) => (await db.select().from(reviewModerationRecords).where(eq(reviewModerationRecords.id, recordId)))[0]!.restoredAt;

describe("Przywróć pierwotną treść (intent=restore-text)", () => {
  it("puts the original text back without the moderator's mark: change log, the product's page, the author's mail; once", async () => {
    const { productId, author, reviewId, moderator, record } = await correctedReview();
    expect((await listModerationRecords({ authorId: author.id, page: 1 })).rows[0]).toMatchObject({ id: record.id, textRestorable: true });
    await primePageCache(productId);
    const res = await restoreText(record.id, moderator);
    expect([res.status, res.data]).toMatchObject([200, { ok: true, message: TEXT_RESTORE_MESSAGES.restored }]);
    expect(await reviewRow(reviewId)).toMatchObject({ comment: ORIGINAL, rating: 4, moderatedAt: null, userId: author.id });
    // Only the text changed: the product's page goes, other pages stay.
    expect(await stillCached(productId)).toEqual({ other: true, product: false });
    const entries = await db.select().from(activityLog).where(and(eq(activityLog.subjectId, reviewId), eq(activityLog.action, "restored")));
    expect(entries.map((e) => [e.performedBy, e.details])).toEqual([[moderator.id, { authorId: author.id, originalText: true }]]);
    const mail = (await sink.to(author.email)).find((m) => m.text.includes("Twoja opinia wróciła do pierwotnej treści"));
    expect(mail?.text).toContain("„Lampka poprawiona”");
    expect(mail?.text).toContain(`/produkt/`);
    expect((await listModerationRecords({ authorId: author.id, page: 1 })).rows[0]).toMatchObject({ restoredAt: expect.any(String), textRestorable: false });

    const twice = await restoreText(record.id, moderator);
    expect([twice.status, twice.data.message]).toEqual([409, TEXT_RESTORE_MESSAGES.already]);
  });

  it("refuses (409) once the author edited or deleted the review since, and changes nothing", async () => {
    const edited = await correctedReview();
    await updateOwnReview(edited.author.id, edited.reviewId, { rating: 3, comment: "Moja nowa treść po poprawce" });
    expect((await listModerationRecords({ authorId: edited.author.id, page: 1 })).rows[0]).toMatchObject({ textRestorable: false });
    const res = await restoreText(edited.record.id, edited.moderator);
    expect([res.status, res.data.message]).toEqual([409, TEXT_RESTORE_MESSAGES.changedSince]);
    expect(await reviewRow(edited.reviewId)).toMatchObject({ comment: "Moja nowa treść po poprawce", rating: 3 });
    expect(await restoredAt(edited.record.id)).toBeNull();

    const deleted = await correctedReview();
    await deleteReview({ id: deleted.author.id }, deleted.reviewId);
    const gone = await restoreText(deleted.record.id, deleted.moderator);
    expect([gone.status, gone.data.message]).toEqual([409, TEXT_RESTORE_MESSAGES.changedSince]);
    expect(await reviewRow(deleted.reviewId)).toBeUndefined();
    expect(await restoredAt(deleted.record.id)).toBeNull();
  });

  it("after two corrections only the later one can be undone, and the review keeps the earlier one's mark", async () => {
    const { author, reviewId, moderator, record: first } = await correctedReview();
    const second = await correct(moderator.id, reviewId, "Świetna lampka");
    const stale = await restoreText(first.id, moderator);
    expect([stale.status, stale.data.message]).toEqual([409, TEXT_RESTORE_MESSAGES.changedSince]);
    expect((await reviewRow(reviewId))!.comment).toBe("Świetna lampka");

    expect((await restoreText(second.id, moderator)).status).toBe(200);
    expect((await reviewRow(reviewId))!.comment).toBe("Świetna lampka, polecam");
    // The text is still the first correction's: the page keeps saying a moderator corrected it, at that
    // correction's exact time (the member's report state compares it with the reports' dismissed_at).
    const [{ same }] = (await db.execute<{ same: boolean }>(sql`
      SELECT r.moderated_at = m.moderated_at AS same FROM product_reviews r, review_moderation_records m WHERE r.id = ${reviewId} AND m.id = ${first.id}`)).rows;
    expect(same).toBe(true);
    // Undoing the later one changed the review since the first: that stays refused.
    expect((await restoreText(first.id, moderator)).status).toBe(409);
    expect((await listModerationRecords({ authorId: author.id, page: 1 })).rows.map((r) => r.textRestorable)).toEqual([false, false]);
  });

  it("is refused to anyone without review:moderate and for a wrong or foreign id, changing nothing", async () => {
    const { reviewId, moderator, record } = await correctedReview();
    const member = await createStaff();
    const editor = await createStaff({ traits: ["editor"] });
    for (const user of [member, editor]) expect((await restoreText(record.id, user)).status).toBe(403);
    expect((await restoreText(record.id, null)).status).not.toBe(200);
    // A record id that does not exist (or another table's id), a malformed one, a removal's record.
    const unknown = await restoreText(crypto.randomUUID(), moderator);
    expect([unknown.status, unknown.data.message]).toEqual([404, RESTORE_MESSAGES.gone]);
    const badId = await restoreText(`${record.id}' OR '1'='1`, moderator);
    expect([badId.status, badId.data.message]).toEqual([400, RESTORE_MESSAGES.badRecord]);
    const reviewIdInstead = await restoreText(reviewId, moderator);
    expect(reviewIdInstead.status).toBe(404);
    const removedProduct = await createProduct();
    const removedAuthor = await createUser();
    const { id: removedId } = await addReview(removedAuthor.id, removedProduct, { rating: 1, comment: "Do usunięcia" });
    await deleteReview({ id: moderator.id, canModerate: true }, removedId, db, undefined, "spam");
    const [removal] = await db.select().from(reviewModerationRecords).where(eq(reviewModerationRecords.reviewId, removedId));
    const wrongKind = await restoreText(removal!.id, moderator);
    expect([wrongKind.status, wrongKind.data.message]).toEqual([400, TEXT_RESTORE_MESSAGES.onlyCorrected]);
    expect(await reviewRow(removedId)).toBeUndefined();
    expect((await reviewRow(reviewId))!.comment).toBe("Świetna lampka, polecam");
    expect(await restoredAt(record.id)).toBeNull();
  });
});
