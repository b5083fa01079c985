import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { productReviews, productStats, products, profiles } from "~/db/schema";
import { purgeDueAccounts } from "~/features/accounts/profile-deletion.server";
import { mailSinkForFile } from "~/features/accounts/test-utils.server";
import { redactReview } from "~/features/engagement/review-redaction.server";
import { deleteReview, updateOwnReview } from "~/features/engagement/reviews-own.server";
import { addReview } from "~/features/engagement/reviews.server";
import { createProduct, createUser } from "~/features/engagement/test-support";
import { closePageCacheListener } from "~/server/page-cache.server";
import { buildSitemap } from "./sitemap.server";

// ADR 199 (ADR 195 addendum): a product page changes with every review write, a removal included — the
// removed review leaves no row to date the change by, so the sitemap's lastmod used to stay put.
afterAll(() => closePageCacheListener());
mailSinkForFile(); // a moderator's removal and correction mail the author

const appUrl = "https://viralneprodukty.pl";
const LONG_AGO = new Date("2025-03-01T08:00:00Z");

async function lastmod(productId: string): Promise<Date> {
  const xml = (await buildSitemap(null, { appUrl }))!;
  const found = xml.match(new RegExp(`<url><loc>${appUrl}/produkt/${productId}</loc><lastmod>([^<]+)</lastmod></url>`));
  expect(found, productId).not.toBeNull();
  return new Date(found![1]);
}

/** A product with two reviews, everything about it dated long ago (as if written months before). */
async function quietProduct() {
  const productId = await createProduct();
  const [author, other] = await Promise.all([createUser(), createUser()]);
  const mine = (await addReview(author.id, productId, { rating: 5, comment: "Świetna" })).id;
  const theirs = (await addReview(other.id, productId, { rating: 2, comment: "Słaba" })).id;
  await db.update(products).set({ updatedAt: LONG_AGO }).where(eq(products.id, productId));
  await db.update(productReviews).set({ updatedAt: LONG_AGO, createdAt: LONG_AGO }).where(eq(productReviews.productId, productId));
  await db.update(productStats).set({ reviewsChangedAt: LONG_AGO }).where(eq(productStats.productId, productId));
  expect(await lastmod(productId)).toEqual(LONG_AGO);
  return { productId, author, mine, theirs };
}

const justNow = (date: Date) => expect(date.getTime()).toBeGreaterThan(Date.now() - 60_000);

describe("a product's sitemap lastmod follows its reviews", () => {
  it("moves when the author deletes their review, also the last one", async () => {
    const { productId, author, mine, theirs } = await quietProduct();
    await deleteReview({ id: author.id }, mine);
    justNow(await lastmod(productId));
    // The last review gone: no review row is left at all.
    await db.update(productStats).set({ reviewsChangedAt: LONG_AGO }).where(eq(productStats.productId, productId));
    const moderator = await createUser();
    await deleteReview({ id: moderator.id, canModerate: true }, theirs);
    expect(await db.select().from(productReviews).where(eq(productReviews.productId, productId))).toEqual([]);
    justNow(await lastmod(productId));
  });

  it("moves when a moderator removes someone's review", async () => {
    const { productId, theirs } = await quietProduct();
    const moderator = await createUser();
    await deleteReview({ id: moderator.id, canModerate: true }, theirs, db, [], "spam");
    justNow(await lastmod(productId));
  });

  it("moves when the author edits their review and when a moderator corrects its text", async () => {
    const { productId, author, mine } = await quietProduct();
    await updateOwnReview(author.id, mine, { rating: 4, comment: "Jednak dobra" });
    justNow(await lastmod(productId));
    await db.update(productReviews).set({ updatedAt: LONG_AGO }).where(eq(productReviews.productId, productId));
    await db.update(productStats).set({ reviewsChangedAt: LONG_AGO }).where(eq(productStats.productId, productId));
    const moderator = await createUser();
    await redactReview(moderator.id, { reviewId: mine, comment: "Jednak", reason: "personal-data", updatedAt: LONG_AGO.toISOString() });
    justNow(await lastmod(productId));
    expect(await db.select({ at: productStats.reviewsChangedAt }).from(productStats).where(eq(productStats.productId, productId))).toEqual([
      { at: expect.any(Date) },
    ]);
  });

  it("is not moved by a product's neighbour's review", async () => {
    const { productId } = await quietProduct();
    const neighbour = await createProduct();
    await addReview((await createUser()).id, neighbour, { rating: 3, comment: "Obok" });
    expect(await lastmod(productId)).toEqual(LONG_AGO);
  });
});

describe("a reviewer's account deleted after its grace period", () => {
  it("moves the lastmod of the products they reviewed: their reviews now name 'Użytkownik usunięty'", async () => {
    const { productId, author } = await quietProduct();
    await db
      .update(profiles)
      .set({ dataDeletionRequested: true, dataDeletionRequestedAt: new Date(Date.now() - 8 * 24 * 60 * 60 * 1000) })
      .where(eq(profiles.id, author.id));
    expect(await purgeDueAccounts()).toContain(author.id);
    justNow(await lastmod(productId));
  });
});
