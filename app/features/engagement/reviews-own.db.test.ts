import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { productReviews, productStats, reviewHelpfulVotes } from "~/db/schema";
import { listProductReviews } from "~/features/catalog/reviews.server";
import { closePageCacheListener, pageCacheSize } from "~/server/page-cache.server";
import { UserError } from "~/utils/action.server";
import { loadProductEngagement } from "./product-engagement.server";
import { REVIEW_MESSAGES } from "./review-schemas";
import { setHelpfulVote, toggleHelpfulVote } from "./reviews-helpful.server";
import { deleteReview, updateOwnReview } from "./reviews-own.server";
import { addReview } from "./reviews.server";
import { createProduct, createUser, primePageCache, stillCached } from "./test-support";

// Issue #13 pt 1: edit / delete one's own review with the stats in the same transaction, the
// 'helpful' vote rules, the sort and the histogram — and what a hostile user tries.
afterAll(() => closePageCacheListener());

const UNKNOWN = "00000000-0000-4000-8000-000000000000";

async function refusal(promise: Promise<unknown>): Promise<UserError> {
  const error = await promise.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(UserError);
  return error as UserError;
}

/** The stored stats and the histogram counted from the rows, side by side. */
async function statsOf(productId: string) {
  const [s] = await db.select().from(productStats).where(eq(productStats.productId, productId));
  const { histogram, total } = await listProductReviews(productId);
  return { average: Number(s?.ratingAverage ?? 0), count: s?.ratingCount ?? 0, histogram, total };
}

/** A product with reviews by fresh users; returns the product, the users and their review ids. */
async function reviewed(ratings: number[]) {
  const product = await createProduct();
  const people = await Promise.all(ratings.map(() => createUser()));
  const ids: string[] = [];
  for (const [i, rating] of ratings.entries()) ids.push((await addReview(people[i].id, product, { rating, comment: `Opinia ${i}` })).id);
  return { product, people, ids };
}

describe("editing one's own review", () => {
  it("changes rating and comment; average, count and histogram follow", async () => {
    const { product, people, ids } = await reviewed([5, 3]);
    expect(await statsOf(product)).toEqual({ average: 4, count: 2, histogram: [0, 0, 1, 0, 1], total: 2 });
    await primePageCache();
    const result = await updateOwnReview(people[1].id, ids[1], { rating: 1, comment: "  Po miesiącu się zepsuł  " });
    expect(result).toEqual({ productId: product, ratingAverage: 3, ratingCount: 2 });
    expect(await statsOf(product)).toEqual({ average: 3, count: 2, histogram: [1, 0, 0, 0, 1], total: 2 });
    const [row] = await db.select().from(productReviews).where(eq(productReviews.id, ids[1]));
    expect(row).toMatchObject({ rating: 1, comment: "Po miesiącu się zepsuł", userId: people[1].id });
    expect(pageCacheSize()).toBe(0);
  });

  it("refuses another user's review id with 403 and changes nothing", async () => {
    const { product, people, ids } = await reviewed([5, 4]);
    const before = await statsOf(product);
    const error = await refusal(updateOwnReview(people[0].id, ids[1], { rating: 1, comment: "Przejęta" }));
    expect([error.status, error.message]).toEqual([403, REVIEW_MESSAGES.notOwnEdit]);
    const [row] = await db.select().from(productReviews).where(eq(productReviews.id, ids[1]));
    expect(row).toMatchObject({ rating: 4, comment: "Opinia 1" });
    expect(await statsOf(product)).toEqual(before);
  });

  it("answers 400 for a malformed id or bad input and 404 for an unknown review", async () => {
    const { product, people, ids } = await reviewed([4]);
    const bad = await refusal(updateOwnReview(people[0].id, "1 OR 1=1", { rating: 3, comment: "x" }));
    expect([bad.status, bad.message]).toEqual([400, REVIEW_MESSAGES.badReview]);
    expect((await refusal(updateOwnReview(people[0].id, UNKNOWN, { rating: 3, comment: "x" }))).status).toBe(404);
    expect((await refusal(updateOwnReview(people[0].id, ids[0], { rating: 6, comment: "x" }))).status).toBe(400);
    expect((await refusal(updateOwnReview(people[0].id, ids[0], { rating: 3, comment: "   " }))).status).toBe(400);
    expect(await statsOf(product)).toEqual({ average: 4, count: 1, histogram: [0, 0, 0, 1, 0], total: 1 });
  });

  it("rolls back the review together with the stats when the surrounding transaction fails", async () => {
    const { product, people, ids } = await reviewed([5]);
    const failed = await db
      .transaction(async (tx) => {
        await updateOwnReview(people[0].id, ids[0], { rating: 1, comment: "Zmiana" }, tx);
        const [inside] = await tx.select().from(productStats).where(eq(productStats.productId, product));
        expect(Number(inside.ratingAverage)).toBe(1); // the stats moved inside the review's transaction…
        throw new Error("rollback");
      })
      .catch((e: Error) => e.message);
    expect(failed).toBe("rollback");
    expect(await statsOf(product)).toEqual({ average: 5, count: 1, histogram: [0, 0, 0, 0, 1], total: 1 }); // …and went back with it
  });
});

describe("deleting a review", () => {
  it("the author deletes their own; stats, histogram and its votes go with it", async () => {
    const { product, people, ids } = await reviewed([5, 2, 4]);
    await toggleHelpfulVote(people[0].id, ids[1]);
    const result = await deleteReview({ id: people[1].id }, ids[1]);
    expect(result).toEqual({ productId: product, ratingAverage: 4.5, ratingCount: 2 });
    expect(await statsOf(product)).toEqual({ average: 4.5, count: 2, histogram: [0, 0, 0, 1, 1], total: 2 });
    expect(await db.select().from(reviewHelpfulVotes).where(eq(reviewHelpfulVotes.reviewId, ids[1]))).toEqual([]);
    // The author may write a new review afterwards (one review per user and product still holds).
    await addReview(people[1].id, product, { rating: 3, comment: "Druga szansa" });
    expect(await statsOf(product)).toMatchObject({ count: 3, histogram: [0, 0, 1, 1, 1] });
  });

  it("the last review's delete brings the stats back to zero", async () => {
    const { product, people, ids } = await reviewed([3]);
    await deleteReview({ id: people[0].id }, ids[0]);
    expect(await statsOf(product)).toEqual({ average: 0, count: 0, histogram: [0, 0, 0, 0, 0], total: 0 });
  });

  it("refuses another user's review (403, nothing changes); a moderator may delete it", async () => {
    const { product, people, ids } = await reviewed([5, 1]);
    const before = await statsOf(product);
    const error = await refusal(deleteReview({ id: people[0].id }, ids[1]));
    expect([error.status, error.message]).toEqual([403, REVIEW_MESSAGES.notOwnDelete]);
    expect(await statsOf(product)).toEqual(before);
    expect(await db.select().from(productReviews).where(eq(productReviews.id, ids[1]))).toHaveLength(1);

    const moderator = await createUser();
    await deleteReview({ id: moderator.id, canModerate: true }, ids[1]);
    expect(await statsOf(product)).toEqual({ average: 5, count: 1, histogram: [0, 0, 0, 0, 1], total: 1 });
    // Moderating is deleting only: a moderator cannot rewrite someone's words.
    expect((await refusal(updateOwnReview(moderator.id, ids[0], { rating: 1, comment: "x" }))).status).toBe(403);
  });

  it("answers 404 for an unknown or already deleted review", async () => {
    const { people, ids } = await reviewed([4]);
    await deleteReview({ id: people[0].id }, ids[0]);
    expect((await refusal(deleteReview({ id: people[0].id }, ids[0]))).message).toBe(REVIEW_MESSAGES.reviewNotFound);
    expect((await refusal(deleteReview({ id: people[0].id }, UNKNOWN))).status).toBe(404);
  });

  it("keeps the stats exact when reviews of one product are added, edited and deleted at once", async () => {
    const { product, people, ids } = await reviewed([5, 4, 3, 2]);
    const newcomers = await Promise.all([createUser(), createUser()]);
    await Promise.all([
      updateOwnReview(people[0].id, ids[0], { rating: 1, comment: "Zmiana" }),
      deleteReview({ id: people[1].id }, ids[1]),
      addReview(newcomers[0].id, product, { rating: 5, comment: "Nowa" }),
      deleteReview({ id: people[3].id }, ids[3]),
      addReview(newcomers[1].id, product, { rating: 4, comment: "Nowa 2" }),
    ]);
    // Left: 1, 3, 5, 4 → average 3.25.
    expect(await statsOf(product)).toEqual({ average: 3.25, count: 4, histogram: [1, 0, 1, 1, 1], total: 4 });
  });
});

describe("the 'helpful' vote", () => {
  it("one vote per user and review, set on and off, and every user's vote counted", async () => {
    const { product, people, ids } = await reviewed([5, 4]);
    const [ola, tomek] = [await createUser(), await createUser()];
    await primePageCache(product);
    expect(await setHelpfulVote(ola.id, ids[0], true)).toEqual({ helpful: true, helpfulCount: 1 });
    // ADR 112: only the product's own page shows the count: that page went, the rest stayed.
    expect(await stillCached(product)).toEqual({ other: true, product: false });
    expect(await setHelpfulVote(tomek.id, ids[0], true)).toEqual({ helpful: true, helpfulCount: 2 });
    expect(await setHelpfulVote(people[1].id, ids[0], true)).toEqual({ helpful: true, helpfulCount: 3 });
    expect(await setHelpfulVote(ola.id, ids[0], false)).toEqual({ helpful: false, helpfulCount: 2 });
    const { reviews } = await listProductReviews(product);
    expect(Object.fromEntries(reviews.map((r) => [r.id, r.helpfulCount]))).toEqual({ [ids[0]]: 2, [ids[1]]: 0 });
    expect((await loadProductEngagement(product, tomek)).helpfulReviewIds).toEqual([ids[0]]);
    expect((await loadProductEngagement(product, ola)).helpfulReviewIds).toEqual([]);
  });

  it("refuses a vote on one's own review (403) and bad or unknown ids, storing nothing", async () => {
    const { people, ids } = await reviewed([5]);
    for (const wanted of [true, false, "toggle"] as const) {
      const own = await refusal(setHelpfulVote(people[0].id, ids[0], wanted));
      expect([own.status, own.message]).toEqual([403, REVIEW_MESSAGES.ownHelpful]);
    }
    expect((await refusal(setHelpfulVote(people[0].id, "abc", true))).status).toBe(400);
    expect((await refusal(setHelpfulVote(people[0].id, UNKNOWN, true))).status).toBe(404);
    expect((await refusal(setHelpfulVote(people[0].id, UNKNOWN, false))).status).toBe(404);
    expect(await db.select().from(reviewHelpfulVotes).where(eq(reviewHelpfulVotes.reviewId, ids[0]))).toEqual([]);
  });

  it("a second vote row for the same user and review is impossible in the database", async () => {
    const { ids } = await reviewed([5]);
    const voter = await createUser();
    await db.insert(reviewHelpfulVotes).values({ reviewId: ids[0], userId: voter.id });
    await expect(db.insert(reviewHelpfulVotes).values({ reviewId: ids[0], userId: voter.id })).rejects.toThrow();
  });
});

describe("sorting and the histogram", () => {
  it("orders by newest, highest and lowest rating; the histogram counts every star", async () => {
    const product = await createProduct();
    const [a, b, c] = [await createUser(), await createUser(), await createUser()];
    const at = (min: number) => new Date(Date.now() - min * 60_000);
    await db.insert(productReviews).values([
      { productId: product, userId: a.id, rating: 3, comment: "a", createdAt: at(1) },
      { productId: product, userId: b.id, rating: 5, comment: "b", createdAt: at(2) },
      { productId: product, userId: c.id, rating: 1, comment: "c", createdAt: at(3) },
    ]);
    const order = async (sort?: "najnowsze" | "najwyzej-oceniane" | "najnizej-oceniane") =>
      (await listProductReviews(product, { sort })).reviews.map((r) => r.comment).join("");
    expect(await order()).toBe("abc");
    expect(await order("najwyzej-oceniane")).toBe("bac");
    expect(await order("najnizej-oceniane")).toBe("cab");
    expect((await listProductReviews(product)).histogram).toEqual([1, 0, 1, 0, 1]);
  });
});

// ADR 149: the button sends the state the user wants; a tab still showing an old state can no longer
// flip the vote the wrong way.
describe("the 'helpful' vote sets the state asked for", () => {
  const votersOf = async (reviewId: string) =>
    (await db.select().from(reviewHelpfulVotes).where(eq(reviewHelpfulVotes.reviewId, reviewId))).map((v) => v.userId).sort();

  it("voting twice stays voted and counts once; the no-op keeps the product's cached page", async () => {
    const { product, ids } = await reviewed([4]);
    const [ola, tomek] = [await createUser(), await createUser()];
    await setHelpfulVote(tomek.id, ids[0], true);
    expect(await setHelpfulVote(ola.id, ids[0], true)).toEqual({ helpful: true, helpfulCount: 2 });
    await primePageCache(product);
    expect(await setHelpfulVote(ola.id, ids[0], true)).toEqual({ helpful: true, helpfulCount: 2 }); // the stale tab
    expect(await stillCached(product)).toEqual({ other: true, product: true });
    expect(await votersOf(ids[0])).toEqual([ola.id, tomek.id].sort());
  });

  it("taking back a vote that is not there changes nothing, another user's vote included", async () => {
    const { product, ids } = await reviewed([4]);
    const [ola, tomek] = [await createUser(), await createUser()];
    await setHelpfulVote(tomek.id, ids[0], true);
    await primePageCache(product);
    expect(await setHelpfulVote(ola.id, ids[0], false)).toEqual({ helpful: false, helpfulCount: 1 });
    expect(await stillCached(product)).toEqual({ other: true, product: true });
    expect(await setHelpfulVote(tomek.id, ids[0], false)).toEqual({ helpful: false, helpfulCount: 0 });
    expect(await setHelpfulVote(tomek.id, ids[0], false)).toEqual({ helpful: false, helpfulCount: 0 });
    expect(await votersOf(ids[0])).toEqual([]);
  });

  it("still toggles for a caller that names no state (a page cached before ADR 149)", async () => {
    const { ids } = await reviewed([4]);
    const ola = await createUser();
    expect(await toggleHelpfulVote(ola.id, ids[0])).toEqual({ helpful: true, helpfulCount: 1 });
    expect(await toggleHelpfulVote(ola.id, ids[0])).toEqual({ helpful: false, helpfulCount: 0 });
    expect(await setHelpfulVote(ola.id, ids[0], "toggle")).toEqual({ helpful: true, helpfulCount: 1 });
  });

  it("counts one vote when one user's tabs send the same wish at once", async () => {
    const { ids } = await reviewed([4]);
    const ola = await createUser();
    const votes = await Promise.all([setHelpfulVote(ola.id, ids[0], true), setHelpfulVote(ola.id, ids[0], true), setHelpfulVote(ola.id, ids[0], true)]);
    expect(votes.map((v) => v.helpful)).toEqual([true, true, true]);
    expect(await votersOf(ids[0])).toEqual([ola.id]);
  });
});
