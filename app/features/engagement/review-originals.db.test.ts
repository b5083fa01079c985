import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { loadPerson } from "~/features/access/person-admin.server";
import { activityLog, productReviews, productStats, reviewModerationRecords } from "~/db/schema";
import { mailSinkForFile } from "~/features/accounts/test-utils.server";
import * as adminLayout from "~/routes/admin/layout";
import * as moderatedRoute from "~/routes/admin/reviews-moderated";
import { closePageCacheListener } from "~/server/page-cache.server";
import { createUser as createStaff } from "../../../tests/factories";
import { callAction, callLoader } from "../../../tests/route-harness";
import { listModerationRecords, pruneModerationRecords } from "./review-originals.server";
import { redactReview } from "./review-redaction.server";
import { reportReview } from "./review-reports.server";
import { RESTORE_MESSAGES } from "./review-restore.server";
import { addReview } from "./reviews.server";
import { deleteReview } from "./reviews-own.server";
import { createProduct, createUser, primePageCache, stillCached } from "./test-support";

// ADR 197: what a moderator removed or corrected is kept for the author's appeal; a removed review can
// be restored within the window, by staff only, once, and never as a second review of one product.
afterAll(() => closePageCacheListener());
const sink = mailSinkForFile();
const chain = [adminLayout, moderatedRoute];
type Answer = { ok: boolean; message: string | null };
const PATH = "/admin/opinie/moderowane";

async function removedReview(comment = "Oryginalna opinia z numerem 600 100 200") {
  const productId = await createProduct({ title: "Lampka z odwołaniem" });
  const author = await createUser({ name: "Autor Odwołujący" });
  const { id: reviewId } = await addReview(author.id, productId, { rating: 2, comment });
  const reporter = await createUser();
  await reportReview(reporter.id, { reviewId, reason: "other", details: "Numer telefonu" });
  const moderator = await createStaff({ traits: ["moderator"] });
  await deleteReview({ id: moderator.id, canModerate: true }, reviewId, db, undefined, "personal-data");
  const [record] = await db.select().from(reviewModerationRecords).where(eq(reviewModerationRecords.reviewId, reviewId));
  return { productId, author, reviewId, moderator, record: record! };
}

const restore = (recordId: string, user: Awaited<ReturnType<typeof createStaff>> | null) =>
  callAction<Answer>(chain, { path: PATH, form: { intent: "restore", recordId }, user: user ?? undefined, fetcher: true });
const reviewExists = async (id: string) => (await db.select().from(productReviews).where(eq(productReviews.id, id))).length === 1;
const ratingCount = async (productId: string) => (await db.select({ n: productStats.ratingCount }).from(productStats).where(eq(productStats.productId, productId)))[0]?.n;

describe("the kept original of a moderated review", () => {
  it("a removal keeps the text, rating, author, product, ground, reports and who/when; an author's own delete keeps nothing", async () => {
    const { productId, author, reviewId, moderator, record } = await removedReview();
    expect(record).toMatchObject({ action: "removed", productId, productTitle: "Lampka z odwołaniem", authorId: author.id, rating: 2, comment: "Oryginalna opinia z numerem 600 100 200", ground: "personal-data", moderatedBy: moderator.id, restoredAt: null });
    expect(record.reports).toEqual([expect.objectContaining({ reason: "other", details: "Numer telefonu" })]);
    expect(await reviewExists(reviewId)).toBe(false);
    // The person page counts it (and links it for staff who moderate).
    expect((await loadPerson(author.id, { contact: false }))!.details.counts.moderatedReviews).toBe(1);

    const own = await addReview(author.id, await createProduct(), { rating: 5, comment: "Moja" });
    await deleteReview({ id: author.id }, own.id);
    expect(await db.select().from(reviewModerationRecords).where(eq(reviewModerationRecords.reviewId, own.id))).toEqual([]);
  });

  it("a correction keeps the text before it; the panel shows it beside the text now", async () => {
    const productId = await createProduct();
    const author = await createUser();
    const { id: reviewId } = await addReview(author.id, productId, { rating: 4, comment: "Dobra lampka, dzwoń 600 100 200" });
    const moderator = await createStaff({ traits: ["moderator"] });
    const [{ updatedAt }] = await db.select({ updatedAt: productReviews.updatedAt }).from(productReviews).where(eq(productReviews.id, reviewId));
    await redactReview(moderator.id, { reviewId, comment: "Dobra lampka", reason: "personal-data", updatedAt: updatedAt!.toISOString() });
    const { rows } = await listModerationRecords({ authorId: author.id, page: 1 });
    expect(rows).toEqual([expect.objectContaining({ action: "corrected", comment: "Dobra lampka, dzwoń 600 100 200", currentComment: "Dobra lampka", ground: "personal-data", rating: 4 })]);
    // A corrected review is on the page: nothing to restore (400), and nothing changes.
    const res = await restore(rows[0]!.id, moderator);
    expect([res.status, res.data.message]).toEqual([400, RESTORE_MESSAGES.onlyRemoved]);
  });

  it("the sweep deletes records older than six months; the list and the restore no longer see them", async () => {
    const { record, moderator, author } = await removedReview();
    const fresh = await removedReview();
    await db.update(reviewModerationRecords).set({ moderatedAt: new Date(Date.now() - 200 * 86_400_000) }).where(eq(reviewModerationRecords.id, record.id));
    // Past the window before the sweep ran: already refused, already not listed.
    expect((await listModerationRecords({ authorId: author.id, page: 1 })).rows).toEqual([]);
    const early = await restore(record.id, moderator);
    expect([early.status, early.data.message]).toEqual([404, RESTORE_MESSAGES.gone]);
    expect(await pruneModerationRecords()).toBeGreaterThanOrEqual(1);
    expect(await db.select().from(reviewModerationRecords).where(eq(reviewModerationRecords.id, record.id))).toEqual([]);
    expect(await db.select().from(reviewModerationRecords).where(eq(reviewModerationRecords.id, fresh.record.id))).toHaveLength(1);
    const late = await restore(record.id, moderator);
    expect([late.status, late.data.message]).toEqual([404, RESTORE_MESSAGES.gone]);
  });
});

describe("Przywróć opinię (intent=restore)", () => {
  it("brings the removed review back as it was: stats, change log, page cache, the author's mail; a second restore is refused", async () => {
    const { productId, author, reviewId, moderator, record } = await removedReview();
    expect(await ratingCount(productId)).toBe(0);
    await primePageCache(productId);
    const res = await restore(record.id, moderator);
    expect([res.status, res.data]).toMatchObject([200, { ok: true, message: RESTORE_MESSAGES.restored }]);
    const [back] = await db.select().from(productReviews).where(eq(productReviews.id, reviewId));
    expect(back).toMatchObject({ userId: author.id, productId, rating: 2, comment: "Oryginalna opinia z numerem 600 100 200", moderatedAt: null });
    expect(await ratingCount(productId)).toBe(1);
    expect(await stillCached(productId)).toEqual({ other: false, product: false });
    const entries = await db.select().from(activityLog).where(eq(activityLog.subjectId, reviewId));
    expect(entries.map((e) => [e.action, e.performedBy])).toEqual(expect.arrayContaining([["restored", moderator.id]]));
    const mails = await sink.to(author.email);
    const restored = mails.find((m) => m.text.includes("Twoja opinia wróciła na stronę"));
    expect(restored?.text).toContain("„Lampka z odwołaniem”");
    expect(restored?.text).toContain("/produkt/");
    expect((await listModerationRecords({ authorId: author.id, page: 1 })).rows[0]).toMatchObject({ restoredAt: expect.any(String) });

    const twice = await restore(record.id, moderator);
    expect([twice.status, twice.data.message]).toEqual([409, RESTORE_MESSAGES.already]);
    expect(await ratingCount(productId)).toBe(1);
  });

  it("a corrected review removed and restored keeps its correction mark: the page still says a moderator cut it (editor review, session 40)", async () => {
    const productId = await createProduct();
    const author = await createUser();
    const { id: reviewId } = await addReview(author.id, productId, { rating: 3, comment: "Niezła, dzwoń 600 100 200" });
    const moderator = await createStaff({ traits: ["moderator"] });
    const [{ updatedAt }] = await db.select({ updatedAt: productReviews.updatedAt }).from(productReviews).where(eq(productReviews.id, reviewId));
    await redactReview(moderator.id, { reviewId, comment: "Niezła, […]", reason: "personal-data", updatedAt: updatedAt!.toISOString() });
    const [{ moderatedAt: mark }] = await db.select({ moderatedAt: productReviews.moderatedAt }).from(productReviews).where(eq(productReviews.id, reviewId));
    expect(mark).not.toBeNull();
    await deleteReview({ id: moderator.id, canModerate: true }, reviewId, db, undefined, "spam");
    const record = (await db.select().from(reviewModerationRecords).where(eq(reviewModerationRecords.reviewId, reviewId))).find((r) => r.action === "removed")!;
    expect((await restore(record.id, moderator)).status).toBe(200);
    const [back] = await db.select().from(productReviews).where(eq(productReviews.id, reviewId));
    expect(back).toMatchObject({ comment: "Niezła, […]", moderatedAt: mark });
  });

  it("refuses while the author has another review of that product (409), and changes nothing", async () => {
    const { productId, author, reviewId, moderator, record } = await removedReview();
    await addReview(author.id, productId, { rating: 5, comment: "Nowa opinia po usunięciu" });
    const res = await restore(record.id, moderator);
    expect([res.status, res.data.message]).toEqual([409, RESTORE_MESSAGES.authorWroteAnother]);
    expect(await reviewExists(reviewId)).toBe(false);
    expect((await db.select().from(reviewModerationRecords).where(eq(reviewModerationRecords.id, record.id)))[0]!.restoredAt).toBeNull();
  });

  it("refuses a plain user, an editor and a visitor whatever the form claims; bad and foreign ids are a Polish 4xx", async () => {
    const { reviewId, author, moderator, record } = await removedReview();
    for (const user of [await createStaff(), await createStaff({ traits: ["editor"] })]) {
      const res = await callAction(chain, { path: PATH, form: { intent: "restore", recordId: record.id, permissions: "review:moderate" }, user });
      expect(res.status).toBe(403);
    }
    expect((await callAction(chain, { path: PATH, form: { intent: "restore", recordId: record.id } })).location).toMatch(/^\/logowanie/);
    const cases: [string, number, string][] = [
      ["nie-uuid", 400, RESTORE_MESSAGES.badRecord],
      ["' OR 1=1 --", 400, RESTORE_MESSAGES.badRecord],
      [reviewId, 404, RESTORE_MESSAGES.gone], // the review's id is not a record's
      [author.id, 404, RESTORE_MESSAGES.gone], // nor is a person's
      ["00000000-0000-4000-8000-000000000000", 404, RESTORE_MESSAGES.gone],
    ];
    for (const [recordId, status, message] of cases) {
      const res = await restore(recordId, moderator);
      expect([recordId, res.status, res.data.message]).toEqual([recordId, status, message]);
    }
    expect(await reviewExists(reviewId)).toBe(false);
  });

  it("the page lists the records for staff only, and one person's with ?autor=", async () => {
    const { author } = await removedReview();
    const moderator = await createStaff({ traits: ["moderator"] });
    const res = await callLoader<{ list: { rows: { authorId: string }[] } }>(chain, { path: `${PATH}?autor=${author.id}`, user: moderator });
    expect(res.status).toBe(200);
    expect(res.data.list.rows.map((r) => r.authorId)).toEqual([author.id]);
    expect((await callLoader(chain, { path: PATH, user: await createStaff({ traits: ["editor"] }) })).status).toBe(403);
  });
});
