import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { productLikes, productReviews, productStats, products, wishlistItems } from "~/db/schema";
import { UserError } from "~/utils/action.server";
import { productLikeCount, toggleLike } from "./likes.server";
import { loadProductEngagement } from "./product-engagement.server";
import { addReview, listUserReviews } from "./reviews.server";
import { createProduct, createUser } from "./test-support";
import { listWishlist, removeFromWishlist, toggleWishlist } from "./wishlist.server";

const stats = async (productId: string) =>
  (await db.select().from(productStats).where(eq(productStats.productId, productId)))[0];

async function refusal(promise: Promise<unknown>): Promise<UserError> {
  const error = await promise.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(UserError);
  return error as UserError;
}

describe("wishlist", () => {
  it("toggles per user and product and lists the first image by position", async () => {
    const [anna, piotr] = [await createUser(), await createUser()];
    const product = await createProduct({ title: "Lampka", images: [{ url: "/b.webp", position: 2 }, { url: "/a.webp", position: 1 }] });
    expect(await toggleWishlist(anna.id, product)).toBe(true);
    await db.update(products).set({ priceOriginal: 129.99, priceDiscounted: 99.5 }).where(eq(products.id, product));
    expect(await listWishlist(anna.id)).toEqual([
      { productId: product, title: "Lampka", imageUrl: "/a.webp", imageAlt: "", priceAlert: false, priceOriginal: 129.99, priceDiscounted: 99.5, priceBeforeReduction: null, currency: "PLN" },
    ]);
    expect(await listWishlist(piotr.id)).toEqual([]);
    expect(await toggleWishlist(anna.id, product)).toBe(false);
    expect(await listWishlist(anna.id)).toEqual([]);
  });

  it("removes only from the given user's list", async () => {
    const [anna, piotr] = [await createUser(), await createUser()];
    const product = await createProduct();
    await toggleWishlist(anna.id, product);
    await toggleWishlist(piotr.id, product);
    expect(await removeFromWishlist(piotr.id, product)).toBe(true);
    expect(await removeFromWishlist(piotr.id, product)).toBe(false);
    const rows = await db.select().from(wishlistItems).where(eq(wishlistItems.productId, product));
    expect(rows.map((r) => r.userId)).toEqual([anna.id]);
  });

  it("answers 404 for an unknown product and 400 for a malformed id", async () => {
    const anna = await createUser();
    expect((await refusal(toggleWishlist(anna.id, "00000000-0000-4000-8000-000000000000"))).status).toBe(404);
    expect((await refusal(toggleWishlist(anna.id, "1 OR 1=1"))).status).toBe(400);
  });
});

describe("likes", () => {
  // toggleLike is what a form that names no state gets (ADR 149; setLike: set-state.db.test.ts).
  it("moves product_stats.likes with the like row; two toggles return to the start", async () => {
    const anna = await createUser();
    const product = await createProduct({ likes: 41 });
    expect(await toggleLike(anna.id, product)).toBe(true);
    expect(await productLikeCount(product)).toBe(42);
    expect(await toggleLike(anna.id, product)).toBe(false);
    expect(await productLikeCount(product)).toBe(41);
  });

  it("never goes below zero and creates a missing stats row", async () => {
    const anna = await createUser();
    const product = await createProduct({ likes: 0 });
    await db.insert(productLikes).values({ userId: anna.id, productId: product }); // a like the counter missed
    expect(await toggleLike(anna.id, product)).toBe(false);
    expect(await productLikeCount(product)).toBe(0);
    await db.delete(productStats).where(eq(productStats.productId, product));
    expect(await toggleLike(anna.id, product)).toBe(true);
    expect(await productLikeCount(product)).toBe(1);
  });
});

describe("reviews", () => {
  it("keeps rating_average and rating_count exact after several reviews", async () => {
    const product = await createProduct();
    const ratings = [5, 4, 4, 1];
    for (const rating of ratings) await addReview((await createUser()).id, product, { rating: String(rating), comment: "Opinia" });
    const row = await stats(product);
    expect(row.ratingCount).toBe(4);
    expect(Number(row.ratingAverage)).toBe(3.5);
  });

  it("refuses a second review by the same user with 409 and changes nothing", async () => {
    const anna = await createUser();
    const product = await createProduct();
    await addReview(anna.id, product, { rating: 5, comment: "Pierwsza" });
    const before = await stats(product);
    const error = await refusal(addReview(anna.id, product, { rating: 1, comment: "Druga" }));
    expect(error.status).toBe(409);
    expect(error.message).toBe("Już dodałeś opinię o tym produkcie");
    expect(await stats(product)).toEqual(before);
    const rows = await db.select().from(productReviews).where(and(eq(productReviews.productId, product), eq(productReviews.userId, anna.id)));
    expect(rows.map((r) => r.comment)).toEqual(["Pierwsza"]);
  });

  it.each([["0"], ["6"], ["3.5"], ["abc"], [""], [3.5]])("refuses rating %j with 400 and a Polish message", async (rating) => {
    const anna = await createUser();
    const product = await createProduct();
    const error = await refusal(addReview(anna.id, product, { rating, comment: "Dobre" }));
    expect(error.status).toBe(400);
    expect(error.message).toBe("Ocena musi być liczbą całkowitą od 1 do 5");
    expect((await stats(product)).ratingCount).toBe(0);
  });

  it("refuses a blank or too long comment and trims a good one", async () => {
    const anna = await createUser();
    const product = await createProduct();
    expect((await refusal(addReview(anna.id, product, { rating: 5, comment: "   \n " }))).message).toBe("Komentarz nie może być pusty");
    expect((await refusal(addReview(anna.id, product, { rating: 5, comment: "x".repeat(2001) }))).status).toBe(400);
    await addReview(anna.id, product, { rating: 5, comment: "  Świetne  " });
    const [review] = await listUserReviews(anna.id);
    expect(review.comment).toBe("Świetne");
  });

  it("answers 404 for an unknown product", async () => {
    const anna = await createUser();
    expect((await refusal(addReview(anna.id, "00000000-0000-4000-8000-000000000000", { rating: 5, comment: "x" }))).status).toBe(404);
  });

  it("lists the user's reviews with the alias link or the canonical fallback", async () => {
    const anna = await createUser();
    const withAlias = await createProduct({ title: "A", urlAlias: "lampka-led", images: [{ url: "/x.webp", position: 0 }] });
    const without = await createProduct({ title: "B" });
    await addReview(anna.id, withAlias, { rating: 4, comment: "a" });
    await addReview(anna.id, without, { rating: 2, comment: "b" });
    const reviews = await listUserReviews(anna.id);
    const byTitle = Object.fromEntries(reviews.map((r) => [r.productTitle, r]));
    expect(byTitle.A).toMatchObject({ productPath: "/lampka-led", imageUrl: "/x.webp", rating: 4 });
    expect(byTitle.B).toMatchObject({ productPath: `/produkt/${without}`, imageUrl: null, rating: 2 });
  });
});

describe("loadProductEngagement", () => {
  it("reports the visitor's own state only", async () => {
    const [anna, piotr] = [await createUser(), await createUser()];
    const product = await createProduct();
    await toggleWishlist(anna.id, product);
    await toggleLike(anna.id, product);
    const { id } = await addReview(anna.id, product, { rating: 5, comment: "ok" });
    const none = { ownReview: null, helpfulReviewIds: [], reportedReviews: {} };
    expect(await loadProductEngagement(product, anna)).toEqual({ isLoggedIn: true, inWishlist: true, liked: true, hasReviewed: true, ownReview: { id, rating: 5, comment: "ok" }, helpfulReviewIds: [], reportedReviews: {} });
    expect(await loadProductEngagement(product, piotr)).toEqual({ isLoggedIn: true, inWishlist: false, liked: false, hasReviewed: false, ...none });
    expect(await loadProductEngagement(product, null)).toEqual({ isLoggedIn: false, inWishlist: false, liked: false, hasReviewed: false, ...none });
  });
});
