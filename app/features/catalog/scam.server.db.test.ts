import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { blogPosts, productAffiliateLinks, productStats, products } from "~/db/schema";
import { getPostBySlug } from "~/features/blog/posts.server";
import { withoutScamShopLinks } from "~/features/blog/post-public.server";
import { loader as go } from "~/routes/public/go";
import { createPost, createProduct } from "../../../tests/factories";
import { getProductDetail } from "./product.server";
import { loadProductPage } from "./product-page.server";
import { isScamProduct, safeAlternatives } from "./scam.server";

// Issue #15 point 1: a product flagged as a scam (by an editor or by a scam-alert post) sells nothing.
async function withShop(id: string) {
  await db.insert(productAffiliateLinks).values({ productId: id, platform: "temu", url: `https://shop.example/${id}` });
}

function hitGo(id: string) {
  const request = new Request(`http://localhost:3000/go/${id}/temu`, { headers: { "user-agent": "Mozilla/5.0 Chrome/130.0" } });
  return go({ request, params: { productId: id, platform: "temu" }, context: { get: () => null } } as unknown as Parameters<typeof go>[0]) as Promise<Response>;
}

describe("scam flag", () => {
  it("an editor's flag: no shop links on the page, /go/ answers 410, safe alternatives of the category", async () => {
    const scam = await createProduct({ traits: ["withCode"] });
    const safe = await createProduct({ traits: ["withCode"] });
    await db.update(products).set({ categoryId: (await db.select().from(products).where(eq(products.id, scam.id)))[0].categoryId }).where(eq(products.id, safe.id));
    await withShop(scam.id);
    await withShop(safe.id);
    await db.update(products).set({ isScam: true }).where(eq(products.id, scam.id));

    const page = await loadProductPage({ id: scam.id });
    expect(page.product.isScam).toBe(true);
    expect(page.product.affiliateLinks).toEqual([]);
    expect(page.alternatives.map((p) => p.id)).toContain(safe.id);
    expect(page.alternatives.map((p) => p.id)).not.toContain(scam.id);

    const refused = await hitGo(scam.id);
    expect(refused.status).toBe(410);
    expect(refused.headers.get("location")).toBeNull();
    const [stats] = await db.select({ clicks: productStats.clicks }).from(productStats).where(eq(productStats.productId, scam.id));
    expect(stats?.clicks ?? 0).toBe(0);
    // An unflagged product still redirects.
    expect((await hitGo(safe.id)).status).toBe(302);
  });

  it("a published scam-alert post flags its product; a draft does not", async () => {
    const product = await createProduct();
    await withShop(product.id);
    const post = await createPost({ type: "scam-alert" });
    await db.update(blogPosts).set({ productId: product.id }).where(eq(blogPosts.id, post.id));
    expect(await isScamProduct(product.id)).toBe(false);
    await db.update(blogPosts).set({ isPublished: true, publishedAt: new Date(Date.now() - 60_000) }).where(eq(blogPosts.id, post.id));
    expect(await isScamProduct(product.id)).toBe(true);
    expect((await getProductDetail(product.id))?.isScam).toBe(true);
    expect((await hitGo(product.id)).status).toBe(410);
    expect((await safeAlternatives(product.id)).length).toBe(0); // no category: nothing to suggest, no error
  });

  it("a scam-alert post loses its buy links; a collection loses only the flagged item's shop link", async () => {
    const scam = await createProduct();
    const good = await createProduct();
    await withShop(scam.id);
    await db.update(products).set({ isScam: true }).where(eq(products.id, scam.id));
    const alert = await createPost({ type: "scam-alert", traits: ["published"] });
    await db.update(blogPosts).set({ productId: scam.id, productLinks: { temu: `https://shop.example/${scam.id}` } }).where(eq(blogPosts.id, alert.id));
    const shown = await withoutScamShopLinks((await getPostBySlug(alert.slug))!);
    expect(shown.isScam).toBe(true);
    expect(shown.productLinks).toEqual({});
    expect(shown.countedLinks).toEqual({});

    const collection = await createPost({ type: "collection", traits: ["published"] });
    const items = [
      { id: scam.id, title: "Zły", shopLink: "https://shop.example/zly" },
      { id: good.id, title: "Dobry", shopLink: "https://shop.example/dobry" },
    ];
    await db.update(blogPosts).set({ products: items }).where(eq(blogPosts.id, collection.id));
    const list = await withoutScamShopLinks((await getPostBySlug(collection.slug))!);
    expect(list.isScam).toBe(false);
    expect(list.products.map((i) => i.shopLink)).toEqual([undefined, "https://shop.example/dobry"]);
  });
});
