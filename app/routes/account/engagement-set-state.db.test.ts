import { and, eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { productLikes, productStats, wishlistItems } from "~/db/schema";
import { closePageCacheListener } from "~/server/page-cache.server";
import { callAction, contextFor, createProduct, createUser, formRequest, primePageCache, stillCached } from "~/features/engagement/test-support";
import { action as likeAction } from "./like-toggle";
import { action as wishlistAction } from "./wishlist-toggle";

// ADR 149: /akcje/polubienie and /akcje/wishlist set the state the form asks for (`liked`,
// `inWishlist` = "true" | "false"); a form without it (a page cached before the change) toggles.

afterAll(() => closePageCacheListener());

const likes = async (productId: string) => (await db.select().from(productStats).where(eq(productStats.productId, productId)))[0]!.likes;
const like = (productId: string, fields: Record<string, string>, dataRequest = true) =>
  formRequest("/akcje/polubienie", { productId, ...fields }, { dataRequest });
const wish = (productId: string, fields: Record<string, string>, dataRequest = true) =>
  formRequest("/akcje/wishlist", { productId, ...fields }, { dataRequest });

describe("POST /akcje/polubienie with the wanted state", () => {
  it("a stale tab's 'like' of a liked product keeps it liked, with the same count and message data", async () => {
    const [user, other] = [await createUser(), await createUser()];
    const product = await createProduct({ likes: 5 });
    await callAction(likeAction, like(product, { liked: "true" }), contextFor(other));
    const first = await callAction(likeAction, like(product, { liked: "true" }), contextFor(user));
    expect(first.body).toMatchObject({ ok: true, data: { productId: product, liked: true, likes: 7 } });
    await primePageCache(product);
    const stale = await callAction(likeAction, like(product, { liked: "true" }), contextFor(user));
    expect(stale).toMatchObject({ status: 200, body: { ok: true, data: { productId: product, liked: true, likes: 7 } } });
    expect(await likes(product)).toBe(7);
    // Nothing changed, so the product's cached page is still right and stays (ADR 112).
    expect(await stillCached(product)).toEqual({ other: true, product: true });

    const off = await callAction(likeAction, like(product, { liked: "false" }), contextFor(user));
    const offAgain = await callAction(likeAction, like(product, { liked: "false" }), contextFor(user));
    expect(off.body).toMatchObject({ data: { liked: false, likes: 6 } });
    expect(offAgain.body).toMatchObject({ data: { liked: false, likes: 6 } });
    const otherRows = await db.select().from(productLikes).where(and(eq(productLikes.productId, product), eq(productLikes.userId, other.id)));
    expect(otherRows).toHaveLength(1);
  });

  it("a plain form post (no JavaScript) sets the state too", async () => {
    const user = await createUser();
    const product = await createProduct({ likes: 0 });
    for (let i = 0; i < 2; i++) {
      const res = await callAction(likeAction, like(product, { liked: "true", redirectTo: "/produkty" }, false), contextFor(user));
      expect(res).toMatchObject({ status: 302, location: "/produkty" });
    }
    expect(await likes(product)).toBe(1);
  });

  it("refuses a wanted state that is neither true nor false, changing nothing", async () => {
    const user = await createUser();
    const product = await createProduct({ likes: 2 });
    const res = await callAction(likeAction, like(product, { liked: "yes" }), contextFor(user));
    expect(res).toMatchObject({ status: 400, body: { ok: false, message: "Nieprawidłowa wartość pola wyboru" } });
    expect(await likes(product)).toBe(2);
  });

  it("marks the 401 of a signed-out tab so the page can notice it is signed out", async () => {
    const product = await createProduct();
    const res = await callAction(likeAction, like(product, { liked: "true" }), contextFor(null));
    expect(res).toMatchObject({ status: 401, body: { ok: false, message: "Musisz się zalogować", data: { signedOut: true } } });
  });
});

describe("POST /akcje/wishlist with the wanted state", () => {
  it("a stale tab's heart keeps the product on the list and says so; removing twice says removed", async () => {
    const user = await createUser();
    const product = await createProduct();
    for (let i = 0; i < 2; i++) {
      const res = await callAction(wishlistAction, wish(product, { inWishlist: "true" }), contextFor(user));
      expect(res).toMatchObject({ status: 200, body: { ok: true, message: "Produkt został dodany do wishlist", data: { inWishlist: true } } });
    }
    expect(await db.select().from(wishlistItems).where(eq(wishlistItems.productId, product))).toHaveLength(1);
    for (let i = 0; i < 2; i++) {
      const res = await callAction(wishlistAction, wish(product, { inWishlist: "false" }), contextFor(user));
      expect(res).toMatchObject({ status: 200, body: { ok: true, message: "Produkt został usunięty z wishlist", data: { inWishlist: false } } });
    }
    expect(await db.select().from(wishlistItems).where(eq(wishlistItems.productId, product))).toEqual([]);
  });

  it("marks the 401 of a signed-out tab", async () => {
    const product = await createProduct();
    const res = await callAction(wishlistAction, wish(product, { inWishlist: "true" }), contextFor(null));
    expect(res).toMatchObject({ status: 401, body: { message: "Musisz się zalogować", data: { signedOut: true } } });
  });
});
