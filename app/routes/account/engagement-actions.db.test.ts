import { and, eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { productReviews, productStats, wishlistItems } from "~/db/schema";
import { closePageCacheListener, pageCacheSize } from "~/server/page-cache.server";
import { callAction, contextFor, createProduct, createUser, formRequest, primePageCache, stillCached } from "~/features/engagement/test-support";
import { plainPostRefused } from "~/features/engagement/action-response.server";
import { TOAST_COOKIE_NAME } from "~/utils/toast.server";
import { action as likeAction } from "./like-toggle";
import { action as reviewAction, loader as reviewLoader } from "./review-create";
import { action as wishlistAction } from "./wishlist-toggle";

// Writes that change what anonymous visitors see must empty the (real) page cache.
afterAll(() => closePageCacheListener());

// Hostile requests against the /akcje/* actions: the user is the session's, whatever the form says.


const statsOf = async (productId: string) => (await db.select().from(productStats).where(eq(productStats.productId, productId)))[0];

describe("POST /akcje/wishlist", () => {
  it("toggles the session user's wishlist and ignores a userId in the form", async () => {
    const [attacker, victim] = [await createUser(), await createUser()];
    const product = await createProduct();
    const res = await callAction(wishlistAction, formRequest("/akcje/wishlist", { productId: product, userId: victim.id, user_id: victim.id }, { dataRequest: true }), contextFor(attacker));
    expect(res).toMatchObject({ status: 200, body: { ok: true, message: "Produkt został dodany do wishlist", data: { inWishlist: true } } });
    const rows = await db.select().from(wishlistItems).where(eq(wishlistItems.productId, product));
    expect(rows.map((r) => r.userId)).toEqual([attacker.id]);
  });

  it("answers an anonymous fetcher with 401 and a plain form post with the login page", async () => {
    const product = await createProduct();
    const fetcher = await callAction(wishlistAction, formRequest("/akcje/wishlist", { productId: product }, { dataRequest: true }), contextFor(null));
    expect(fetcher).toMatchObject({ status: 401, body: { ok: false, message: "Musisz się zalogować" } });
    const plain = await callAction(wishlistAction, formRequest("/akcje/wishlist", { productId: product, redirectTo: `/produkt/${product}` }), contextFor(null));
    expect(plain.status).toBe(302);
    expect(plain.location).toBe(`/logowanie?redirectTo=${encodeURIComponent(`/produkt/${product}`)}`);
    expect(await db.select().from(wishlistItems).where(eq(wishlistItems.productId, product))).toEqual([]);
  });

  it("redirects a plain form post back, never off-site", async () => {
    const user = await createUser();
    const product = await createProduct();
    const back = await callAction(wishlistAction, formRequest("/akcje/wishlist", { productId: product, redirectTo: "/produkty/lampka?x=1" }), contextFor(user));
    expect(back).toMatchObject({ status: 302, location: "/produkty/lampka?x=1" });
    for (const evil of ["//evil.example", "https://evil.example", "/\\evil.example"]) {
      const res = await callAction(wishlistAction, formRequest("/akcje/wishlist", { productId: product, redirectTo: evil }), contextFor(user));
      expect(res.location).toBe(`/produkt/${product}`);
    }
  });

  it("answers 400 for a malformed product id and 404 for an unknown one", async () => {
    const user = await createUser();
    const bad = await callAction(wishlistAction, formRequest("/akcje/wishlist", { productId: "'; DROP TABLE products; --" }, { dataRequest: true }), contextFor(user));
    expect(bad).toMatchObject({ status: 400, body: { ok: false, message: "Nieprawidłowy identyfikator produktu" } });
    const unknown = await callAction(wishlistAction, formRequest("/akcje/wishlist", { productId: "00000000-0000-4000-8000-000000000000" }, { dataRequest: true }), contextFor(user));
    expect(unknown).toMatchObject({ status: 404, body: { message: "Produkt nie znaleziony" } });
  });
});

describe("POST /akcje/polubienie", () => {
  // ADR 149: the buttons name the state they want (engagement-set-state.db.test.ts); a form without
  // it, from a page cached before that change, still toggles.
  it("two posts without a wanted state toggle, and the like count returns to where it was", async () => {
    const user = await createUser();
    const product = await createProduct({ likes: 10 });
    await primePageCache(product);
    const first = await callAction(likeAction, formRequest("/akcje/polubienie", { productId: product }, { dataRequest: true }), contextFor(user));
    expect(first.body).toMatchObject({ ok: true, data: { productId: product, liked: true, likes: 11 } });
    const second = await callAction(likeAction, formRequest("/akcje/polubienie", { productId: product }, { dataRequest: true }), contextFor(user));
    expect(second.body).toMatchObject({ ok: true, data: { productId: product, liked: false, likes: 10 } });
    expect((await statsOf(product)).likes).toBe(10);
    // ADR 112: the like count shows on the product's own page only: that page went, the rest stayed.
    expect(await stillCached(product)).toEqual({ other: true, product: false });
  });
});

describe("POST /akcje/opinia", () => {
  const review = (productId: string, extra: Record<string, string> = {}) =>
    formRequest("/akcje/opinia", { productId, rating: "4", comment: "Dobry produkt", acceptTerms: "on", ...extra }, { dataRequest: true });

  it("stores the review under the session user even when the form names another user", async () => {
    const [attacker, victim] = [await createUser(), await createUser()];
    const product = await createProduct();
    const res = await callAction(reviewAction, review(product, { userId: victim.id }), contextFor(attacker));
    expect(res).toMatchObject({ status: 200, body: { ok: true } });
    const rows = await db.select().from(productReviews).where(eq(productReviews.productId, product));
    expect(rows.map((r) => r.userId)).toEqual([attacker.id]);
    // The victim can still write their own review: nothing was written in their name.
    expect((await callAction(reviewAction, review(product), contextFor(victim))).status).toBe(200);
  });

  it("refuses a second review with 409 and leaves the stats unchanged", async () => {
    const user = await createUser();
    const product = await createProduct();
    await primePageCache();
    await callAction(reviewAction, review(product, { rating: "5" }), contextFor(user));
    expect(pageCacheSize()).toBe(0);
    const before = await statsOf(product);
    const again = await callAction(reviewAction, review(product, { rating: "1", comment: "Zmieniam zdanie" }), contextFor(user));
    expect(again).toMatchObject({ status: 409, body: { ok: false, message: "Już dodałeś opinię o tym produkcie" } });
    expect(await statsOf(product)).toEqual(before);
    expect(before).toMatchObject({ ratingCount: 1 });
    expect(Number(before.ratingAverage)).toBe(5);
  });

  it.each([
    [{ rating: "0" }, "Ocena musi być liczbą całkowitą od 1 do 5"],
    [{ rating: "6" }, "Ocena musi być liczbą całkowitą od 1 do 5"],
    [{ rating: "3.5" }, "Ocena musi być liczbą całkowitą od 1 do 5"],
    [{ rating: "abc" }, "Ocena musi być liczbą całkowitą od 1 do 5"],
    [{ comment: "   " }, "Komentarz nie może być pusty"],
    [{ acceptTerms: "" }, "Musisz zaakceptować regulamin, aby dodać opinię"],
  ])("refuses %j with 400 and a Polish message, changing nothing", async (extra, message) => {
    const user = await createUser();
    const product = await createProduct();
    const res = await callAction(reviewAction, review(product, extra), contextFor(user));
    expect(res).toMatchObject({ status: 400, body: { ok: false, message: message } });
    expect(await db.select().from(productReviews).where(and(eq(productReviews.productId, product)))).toEqual([]);
    expect((await statsOf(product)).ratingCount).toBe(0);
  });

  it("answers 404 for an unknown product and 401 for an anonymous fetcher", async () => {
    const user = await createUser();
    expect((await callAction(reviewAction, review("00000000-0000-4000-8000-000000000000"), contextFor(user))).status).toBe(404);
    expect((await callAction(reviewAction, review(await createProduct()), contextFor(null))).status).toBe(401);
  });

  it("keeps the average and count exact after reviews by several users", async () => {
    const product = await createProduct();
    for (const rating of ["5", "3", "4"]) await callAction(reviewAction, review(product, { rating }), contextFor(await createUser()));
    const stats = await statsOf(product);
    expect(stats.ratingCount).toBe(3);
    expect(Number(stats.ratingAverage)).toBe(4);
  });
});

// issue #15 pt 7: without JavaScript a refused post used to land on / (the loader's redirect replaced
// the action's answer). Now: its 4xx status, the message as a vp.toast flash, a Refresh back to the
// product page, and the loader renders the refusal instead of redirecting.
describe("a plain form post (no JavaScript)", () => {
  const plainReview = (productId: string, extra: Record<string, string> = {}) =>
    formRequest("/akcje/opinia", { productId, rating: "4", comment: "Dobry", acceptTerms: "on", redirectTo: `/produkt/${productId}?z=1`, ...extra });

  it("answers a refused review with 400, the message as a flash toast and a way back to the product page", async () => {
    const user = await createUser();
    const product = await createProduct();
    const context = contextFor(user);
    const res = await callAction(reviewAction, plainReview(product, { acceptTerms: "" }), context);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ ok: false, message: "Musisz zaakceptować regulamin, aby dodać opinię", data: { back: `/produkt/${product}?z=1` } });
    expect(res.headers.get("Refresh")).toBe(`0;url=/produkt/${product}?z=1`);
    expect(res.headers.get("Set-Cookie")).toMatch(new RegExp(`^${TOAST_COOKIE_NAME.replace(".", "\\.")}=`));
    expect(context.get(plainPostRefused)).toBe(true);
    expect(await reviewLoader({ context } as never)).toBeNull();
    expect(await db.select().from(productReviews).where(eq(productReviews.productId, product))).toEqual([]);
  });

  it("answers a second review with 409 and an off-site way back falls back to the product page", async () => {
    const user = await createUser();
    const product = await createProduct();
    await callAction(reviewAction, plainReview(product), contextFor(user));
    const again = await callAction(reviewAction, plainReview(product, { redirectTo: "//evil.example" }), contextFor(user));
    expect(again).toMatchObject({ status: 409, body: { message: "Już dodałeś opinię o tym produkcie", data: { back: `/produkt/${product}` } } });
    expect(again.headers.get("Refresh")).toBe(`0;url=/produkt/${product}`);
  });

  it("redirects a saved review back with a success toast; a GET of the action URL still goes home", async () => {
    const user = await createUser();
    const product = await createProduct();
    const res = await callAction(reviewAction, plainReview(product), contextFor(user));
    expect(res).toMatchObject({ status: 302, location: `/produkt/${product}?z=1` });
    expect(res.headers.get("Set-Cookie")).toContain(`${TOAST_COOKIE_NAME}=`);
    const get = await Promise.resolve()
      .then(() => reviewLoader({ context: contextFor(user) } as never))
      .catch((thrown: unknown) => thrown);
    expect(get).toBeInstanceOf(Response);
    expect((get as Response).headers.get("Location")).toBe("/");
  });

  it("refuses a like of an unknown product with 404 and the Polish message", async () => {
    const user = await createUser();
    const unknown = "00000000-0000-4000-8000-000000000000";
    const res = await callAction(likeAction, formRequest("/akcje/polubienie", { productId: unknown, redirectTo: "/produkty" }), contextFor(user));
    expect(res).toMatchObject({ status: 404, body: { message: "Produkt nie znaleziony", data: { back: "/produkty" } } });
  });
});
