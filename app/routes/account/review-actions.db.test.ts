import { eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { afterAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { productReviews, reviewHelpfulVotes } from "~/db/schema";
import { userContext } from "~/features/access/session.server";
import { plainPostRefused } from "~/features/engagement/action-response.server";
import { REVIEW_MESSAGES } from "~/features/engagement/review-schemas";
import { addReview } from "~/features/engagement/reviews.server";
import { callAction, contextFor, createProduct, createUser, formRequest } from "~/features/engagement/test-support";
import { closePageCacheListener } from "~/server/page-cache.server";
import { hit, LIMITS } from "~/server/rate-limit.server";
import { TOAST_COOKIE_NAME } from "~/utils/toast.server";
import { testSessionUser } from "../../../tests/factories/users";
import { action as deleteAction } from "./review-delete";
import { action as editAction } from "./review-edit";
import { action as helpfulAction } from "./review-helpful";

// Issue #13 pt 1: the review actions take the user from the session only; hostile ids are refused
// with a Polish message and a 4xx, by fetcher and by a plain form post (ADR 048), changing nothing.
afterAll(() => closePageCacheListener());

const moderatorContext = (u: { id: string; email: string; name: string }) => {
  const context = new RouterContextProvider();
  context.set(userContext, testSessionUser(u, { roles: ["moderator"], permissions: ["review:moderate", "user:read", "admin:access"] }));
  return context;
};

async function setup() {
  const [author, other] = [await createUser(), await createUser()];
  const product = await createProduct();
  const { id } = await addReview(author.id, product, { rating: 4, comment: "Oryginał" });
  return { author, other, product, reviewId: id };
}

const reviewRow = async (id: string) => (await db.select().from(productReviews).where(eq(productReviews.id, id)))[0];

describe("POST /akcje/opinia/edycja", () => {
  it("limits a member's review writes (each empties the page cache): the 31st in ten minutes is a 429 that changes nothing", async () => {
    const { author, product, reviewId } = await setup();
    const edit = (comment: string) => callAction(editAction, formRequest("/akcje/opinia/edycja", { reviewId, productId: product, rating: "3", comment }, { dataRequest: true }), contextFor(author));
    for (let i = 0; i < LIMITS.reviewWrite.max; i++) expect((await edit(`Zmiana ${i}`)).status).toBe(200);
    expect(await edit("Jedna za dużo")).toMatchObject({ status: 429, body: { ok: false, message: REVIEW_MESSAGES.tooMany } });
    expect(await reviewRow(reviewId)).toMatchObject({ comment: `Zmiana ${LIMITS.reviewWrite.max - 1}` });
    // A moderator's removal is not limited: one over the limit still removes a review.
    const moderator = await createUser();
    for (let i = 0; i <= LIMITS.reviewWrite.max; i++) await hit(LIMITS.reviewWrite, moderator.id);
    const removed = await callAction(deleteAction, formRequest("/akcje/opinia/usuwanie", { reviewId }, { dataRequest: true }), moderatorContext(moderator));
    expect(removed.status).toBe(200);
  });

  it("edits the session user's own review; a userId in the form changes nothing", async () => {
    const { author, other, product, reviewId } = await setup();
    const form = { reviewId, productId: product, rating: "2", comment: "Po zmianie", userId: other.id };
    const res = await callAction(editAction, formRequest("/akcje/opinia/edycja", form, { dataRequest: true }), contextFor(author));
    expect(res).toMatchObject({ status: 200, body: { ok: true, message: REVIEW_MESSAGES.updated } });
    expect(await reviewRow(reviewId)).toMatchObject({ userId: author.id, rating: 2, comment: "Po zmianie" });
  });

  it("refuses another user's review id with 403 by fetcher and by plain post (back to the product page)", async () => {
    const { other, product, reviewId } = await setup();
    const form = { reviewId, productId: product, rating: "1", comment: "Przejęcie", redirectTo: `/produkt/${product}?opinie=najnowsze` };
    const fetcher = await callAction(editAction, formRequest("/akcje/opinia/edycja", form, { dataRequest: true }), contextFor(other));
    expect(fetcher).toMatchObject({ status: 403, body: { ok: false, message: REVIEW_MESSAGES.notOwnEdit } });
    const context = contextFor(other);
    const plain = await callAction(editAction, formRequest("/akcje/opinia/edycja", form), context);
    expect(plain.status).toBe(403);
    expect(plain.body).toMatchObject({ message: REVIEW_MESSAGES.notOwnEdit, data: { back: `/produkt/${product}?opinie=najnowsze` } });
    expect(plain.headers.get("Refresh")).toBe(`0;url=/produkt/${product}?opinie=najnowsze`);
    expect(plain.headers.get("Set-Cookie")).toContain(TOAST_COOKIE_NAME);
    expect(context.get(plainPostRefused)).toBe(true);
    expect(await reviewRow(reviewId)).toMatchObject({ rating: 4, comment: "Oryginał" });
  });

  it("sends an anonymous plain post to the login page and answers an anonymous fetcher 401", async () => {
    const { product, reviewId } = await setup();
    const form = { reviewId, productId: product, rating: "1", comment: "x" };
    const plain = await callAction(editAction, formRequest("/akcje/opinia/edycja", form), contextFor(null));
    expect(plain.status).toBe(302);
    expect(plain.location).toMatch(/^\/logowanie\?redirectTo=/);
    const fetcher = await callAction(editAction, formRequest("/akcje/opinia/edycja", form, { dataRequest: true }), contextFor(null));
    expect(fetcher.status).toBe(401);
    expect(await reviewRow(reviewId)).toMatchObject({ rating: 4 });
  });
});

describe("POST /akcje/opinia/usuwanie", () => {
  it("refuses another user's review (403) and deletes one's own with a redirect back", async () => {
    const { author, other, product, reviewId } = await setup();
    const form = { reviewId, productId: product, redirectTo: `/produkt/${product}` };
    const refused = await callAction(deleteAction, formRequest("/akcje/opinia/usuwanie", form, { dataRequest: true }), contextFor(other));
    expect(refused).toMatchObject({ status: 403, body: { ok: false, message: REVIEW_MESSAGES.notOwnDelete } });
    expect(await reviewRow(reviewId)).toBeDefined();
    const done = await callAction(deleteAction, formRequest("/akcje/opinia/usuwanie", form), contextFor(author));
    expect(done).toMatchObject({ status: 302, location: `/produkt/${product}` });
    expect(await reviewRow(reviewId)).toBeUndefined();
  });

  it("lets a moderator (review:moderate from the session) delete someone else's review", async () => {
    const { product, reviewId } = await setup();
    const moderator = await createUser();
    const res = await callAction(deleteAction, formRequest("/akcje/opinia/usuwanie", { reviewId, productId: product }, { dataRequest: true }), moderatorContext(moderator));
    expect(res).toMatchObject({ status: 200, body: { ok: true, message: REVIEW_MESSAGES.deleted } });
    expect(await reviewRow(reviewId)).toBeUndefined();
  });

  it("a form field cannot grant moderation", async () => {
    const { other, product, reviewId } = await setup();
    const form = { reviewId, productId: product, canModerate: "true", permissions: "review:moderate" };
    const res = await callAction(deleteAction, formRequest("/akcje/opinia/usuwanie", form, { dataRequest: true }), contextFor(other));
    expect(res.status).toBe(403);
    expect(await reviewRow(reviewId)).toBeDefined();
  });
});

describe("POST /akcje/opinia/pomocna", () => {
  it("votes and un-votes as the session user; one's own review is refused with 403", async () => {
    const { author, other, product, reviewId } = await setup();
    const form = { reviewId, productId: product, userId: author.id };
    const on = await callAction(helpfulAction, formRequest("/akcje/opinia/pomocna", { ...form, helpful: "true" }, { dataRequest: true }), contextFor(other));
    expect(on).toMatchObject({ status: 200, body: { ok: true, message: REVIEW_MESSAGES.helpfulOn, data: { reviewId, helpful: true, helpfulCount: 1 } } });
    const votes = await db.select().from(reviewHelpfulVotes).where(eq(reviewHelpfulVotes.reviewId, reviewId));
    expect(votes.map((v) => v.userId)).toEqual([other.id]);
    const off = await callAction(helpfulAction, formRequest("/akcje/opinia/pomocna", { ...form, helpful: "false" }, { dataRequest: true }), contextFor(other));
    expect(off.body).toMatchObject({ ok: true, message: REVIEW_MESSAGES.helpfulOff, data: { helpful: false, helpfulCount: 0 } });

    const own = await callAction(helpfulAction, formRequest("/akcje/opinia/pomocna", { ...form, helpful: "true", redirectTo: `/produkt/${product}` }), contextFor(author));
    expect(own.status).toBe(403);
    expect(own.body).toMatchObject({ message: REVIEW_MESSAGES.ownHelpful });
    expect(await db.select().from(reviewHelpfulVotes).where(eq(reviewHelpfulVotes.reviewId, reviewId))).toEqual([]);
  });

  it("answers 400 for a malformed review id", async () => {
    const { other } = await setup();
    const res = await callAction(helpfulAction, formRequest("/akcje/opinia/pomocna", { reviewId: "<script>" }, { dataRequest: true }), contextFor(other));
    expect(res).toMatchObject({ status: 400, body: { ok: false, message: REVIEW_MESSAGES.badReview } });
  });
});

// ADR 149: the 'helpful' form names the state it wants (`helpful` = "true" | "false"); a form without
// it (a page cached before the change) toggles.
describe("POST /akcje/opinia/pomocna with the wanted state", () => {
  const vote = (reviewId: string, fields: Record<string, string>, dataRequest = true) =>
    formRequest("/akcje/opinia/pomocna", { reviewId, ...fields }, { dataRequest });
  const voters = async (reviewId: string) => (await db.select().from(reviewHelpfulVotes).where(eq(reviewHelpfulVotes.reviewId, reviewId))).map((v) => v.userId).sort();

  it("a stale tab's vote on a review already voted keeps the vote, counted once", async () => {
    const { other, reviewId } = await setup();
    const third = await createUser();
    await callAction(helpfulAction, vote(reviewId, { helpful: "true" }), contextFor(third));
    for (let i = 0; i < 2; i++) {
      const res = await callAction(helpfulAction, vote(reviewId, { helpful: "true" }), contextFor(other));
      expect(res).toMatchObject({ status: 200, body: { ok: true, message: REVIEW_MESSAGES.helpfulOn, data: { reviewId, helpful: true, helpfulCount: 2 } } });
    }
    expect(await voters(reviewId)).toEqual([other.id, third.id].sort());
  });

  it("taking back a vote that is not there is a no-op answered with the state now", async () => {
    const { other, reviewId } = await setup();
    const third = await createUser();
    await callAction(helpfulAction, vote(reviewId, { helpful: "true" }), contextFor(third));
    const res = await callAction(helpfulAction, vote(reviewId, { helpful: "false" }), contextFor(other));
    expect(res).toMatchObject({ status: 200, body: { ok: true, message: REVIEW_MESSAGES.helpfulOff, data: { reviewId, helpful: false, helpfulCount: 1 } } });
    expect(await voters(reviewId)).toEqual([third.id]);
  });

  it("an old page's form without the field still toggles", async () => {
    const { other, reviewId } = await setup();
    const on = await callAction(helpfulAction, vote(reviewId, {}), contextFor(other));
    expect(on.body).toMatchObject({ ok: true, data: { helpful: true, helpfulCount: 1 } });
    const off = await callAction(helpfulAction, vote(reviewId, {}), contextFor(other));
    expect(off.body).toMatchObject({ ok: true, data: { helpful: false, helpfulCount: 0 } });
  });

  it("refuses a wanted state that is neither true nor false with 400, changing nothing", async () => {
    const { other, reviewId } = await setup();
    for (const helpful of ["yes", "", "TRUE"]) {
      const res = await callAction(helpfulAction, vote(reviewId, { helpful }), contextFor(other));
      expect(res).toMatchObject({ status: 400, body: { ok: false, message: "Nieprawidłowa wartość pola wyboru" } });
    }
    expect(await voters(reviewId)).toEqual([]);
  });

  it("a plain form post (no JavaScript) sets the state and goes back to the page", async () => {
    const { other, product, reviewId } = await setup();
    const back = `/produkt/${product}?opinie=najnowsze`;
    for (let i = 0; i < 2; i++) {
      const res = await callAction(helpfulAction, vote(reviewId, { productId: product, helpful: "true", redirectTo: back }, false), contextFor(other));
      expect(res).toMatchObject({ status: 302, location: back });
    }
    expect(await voters(reviewId)).toEqual([other.id]);
  });
});
