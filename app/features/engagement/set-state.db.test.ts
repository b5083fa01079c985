import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { productLikes, wishlistItems } from "~/db/schema";
import { productLikeCount, setLike, toggleLike } from "./likes.server";
import { createProduct, createUser } from "./test-support";
import { setWishlist, toggleWishlist } from "./wishlist.server";

// ADR 149: the like and wishlist buttons send the state the user wants; the server sets it. A tab
// that still shows the old state can no longer flip the product the wrong way.

const likedBy = async (userId: string, productId: string) =>
  (await db.select().from(productLikes).where(and(eq(productLikes.userId, userId), eq(productLikes.productId, productId)))).length === 1;
const wishedBy = async (userId: string, productId: string) =>
  (await db.select().from(wishlistItems).where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId)))).length === 1;

describe("setLike", () => {
  it("liking twice stays liked and counts once; unliking twice stays unliked and counts once", async () => {
    const [anna, piotr] = [await createUser(), await createUser()];
    const product = await createProduct({ likes: 7 });
    await setLike(piotr.id, product, true);
    expect(await productLikeCount(product)).toBe(8);

    expect(await setLike(anna.id, product, true)).toBe(true);
    expect(await setLike(anna.id, product, true)).toBe(true); // the stale tab: a no-op
    expect(await productLikeCount(product)).toBe(9);
    expect(await likedBy(anna.id, product)).toBe(true);

    expect(await setLike(anna.id, product, false)).toBe(false);
    expect(await setLike(anna.id, product, false)).toBe(false);
    expect(await productLikeCount(product)).toBe(8);
    expect(await likedBy(anna.id, product)).toBe(false);
    // Another user's like was never touched.
    expect(await likedBy(piotr.id, product)).toBe(true);
  });

  it("still toggles for a caller that names no state (a page cached before ADR 149)", async () => {
    const anna = await createUser();
    const product = await createProduct({ likes: 0 });
    expect(await toggleLike(anna.id, product)).toBe(true);
    expect(await toggleLike(anna.id, product)).toBe(false);
    expect(await productLikeCount(product)).toBe(0);
  });

  it("keeps the counter exact when one user's tabs send the same wish at once", async () => {
    const anna = await createUser();
    const product = await createProduct({ likes: 3 });
    expect(await Promise.all([setLike(anna.id, product, true), setLike(anna.id, product, true), setLike(anna.id, product, true)])).toEqual([true, true, true]);
    expect(await productLikeCount(product)).toBe(4);
  });
});

describe("setWishlist", () => {
  it("adding twice stays on the list; removing twice stays off; another user's list is untouched", async () => {
    const [anna, piotr] = [await createUser(), await createUser()];
    const product = await createProduct();
    await setWishlist(piotr.id, product, true);
    expect(await setWishlist(anna.id, product, true)).toBe(true);
    expect(await setWishlist(anna.id, product, true)).toBe(true);
    expect(await wishedBy(anna.id, product)).toBe(true);
    expect(await setWishlist(anna.id, product, false)).toBe(false);
    expect(await setWishlist(anna.id, product, false)).toBe(false);
    expect(await wishedBy(anna.id, product)).toBe(false);
    expect(await wishedBy(piotr.id, product)).toBe(true);
  });

  it("still toggles for a caller that names no state", async () => {
    const anna = await createUser();
    const product = await createProduct();
    expect(await toggleWishlist(anna.id, product)).toBe(true);
    expect(await toggleWishlist(anna.id, product)).toBe(false);
  });

  it("refuses an unknown product with 404 even when removing", async () => {
    const anna = await createUser();
    await expect(setWishlist(anna.id, "00000000-0000-4000-8000-000000000000", false)).rejects.toMatchObject({ status: 404 });
  });
});
