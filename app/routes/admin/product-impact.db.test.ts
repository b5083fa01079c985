import { afterAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { blogPosts, productReviews, productStats, wishlistItems } from "~/db/schema";
import { FORBIDDEN_MESSAGE } from "~/features/access/session.server";
import { deleteProduct, PRODUCT_GONE_MESSAGE } from "~/features/catalog/admin-product-write.server";
import { SESSION_ENDED_MESSAGE } from "~/utils/submission-failure";
import { productDeleteImpact } from "~/features/catalog/product-delete-impact.server";
import * as impactRoute from "~/routes/admin/product-impact";
import { closePageCacheListener } from "~/server/page-cache.server";
import { createPost, createProduct, createUser } from "../../../tests/factories";
import { callLoader } from "../../../tests/route-harness";

afterAll(() => closePageCacheListener());

// Review (session 28): the delete dialog said only 'Czy na pewno…' while the delete removed the
// product's reviews and click history and left its posts without their product.
describe("what deleting a product takes with it", () => {
  it("counts the posts about it or listing it, its reviews, wishlist places and clicks; the delete does what it says", async () => {
    const { id } = await createProduct({ title: "Lampka do usunięcia" });
    const [reviewer, fan] = await Promise.all([createUser(), createUser()]);
    const about = await createPost({ title: "Recenzja lampki" });
    const listing = await createPost({ title: "Zestawienie z lampką" });
    await db.update(blogPosts).set({ productId: id }).where(eq(blogPosts.id, about.id));
    await db
      .update(blogPosts)
      .set({ type: "collection", products: [{ id, title: "Lampka" }] })
      .where(eq(blogPosts.id, listing.id));
    await db
      .insert(productReviews)
      .values({ productId: id, userId: reviewer.id, rating: 4, comment: "Dobra lampka, polecam." });
    await db.insert(wishlistItems).values([
      { productId: id, userId: reviewer.id },
      { productId: id, userId: fan.id },
    ]);
    await db.update(productStats).set({ clicks: 3 }).where(eq(productStats.productId, id)); // the counter the list shows

    expect(await productDeleteImpact(id)).toEqual({ posts: 2, reviews: 1, wishlists: 2, clicks: 3 });
    const { id: quiet } = await createProduct({ title: "Nowy produkt bez historii" });
    expect(await productDeleteImpact(quiet)).toEqual({ posts: 0, reviews: 0, wishlists: 0, clicks: 0 });

    await deleteProduct(id);
    expect(await productDeleteImpact(id)).toBeNull();
    const [post] = await db
      .select({ productId: blogPosts.productId })
      .from(blogPosts)
      .where(eq(blogPosts.id, about.id));
    expect(post!.productId).toBeNull();
    expect(await db.select().from(productReviews).where(eq(productReviews.productId, id))).toEqual([]);
  });

  it("answers only those who may delete products; an unknown or malformed id is a 404", async () => {
    const { id } = await createProduct({ title: "Lampka z pytaniem" });
    const path = `/admin/produkty/${id}/powiazania`;
    const ask = async (user: Awaited<ReturnType<typeof createUser>> | null, productId = id) =>
      callLoader<{ posts?: number }>([impactRoute], { path, params: { id: productId }, user });
    const editor = await createUser({ traits: ["editor"] });
    const answered = await ask(editor);
    expect(answered.status).toBe(200);
    expect(await answered.response!.json()).toEqual({ posts: 0, reviews: 0, wishlists: 0, clicks: 0 });
    expect(answered.headers.get("Cache-Control")).toBe("no-store");
    // Refusals are JSON the dialog shows, never a redirect (a fetcher would follow it and take the page away).
    const body = async (r: Awaited<ReturnType<typeof ask>>) => ({
      status: r.status,
      location: r.location,
      ...((await r.response!.json()) as object),
    });
    expect(await body(await ask(await createUser({ traits: ["moderator"] })))).toEqual({
      status: 403,
      location: null,
      message: FORBIDDEN_MESSAGE,
    });
    expect(await body(await ask(await createUser()))).toEqual({
      status: 403,
      location: null,
      message: FORBIDDEN_MESSAGE,
    });
    expect(await body(await ask(null))).toEqual({ status: 401, location: null, message: SESSION_ENDED_MESSAGE });
    expect(await body(await ask(editor, "00000000-0000-4000-8000-000000000000"))).toEqual({
      status: 404,
      location: null,
      message: PRODUCT_GONE_MESSAGE,
    });
    expect((await ask(editor, "nie-uuid")).status).toBe(404);
  });
});

describe("deleting a product that is already gone", () => {
  it("says so (404) instead of the generic failure", async () => {
    const { id } = await createProduct();
    await deleteProduct(id);
    await expect(deleteProduct(id)).rejects.toMatchObject({ status: 404, message: PRODUCT_GONE_MESSAGE });
  });
});
