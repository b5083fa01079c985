// Issue #15 pt 10 (review): a shop filter no product links to ('ebay') used to list nothing without a
// word; a minimum rating past the chips ('7') was dropped silently. Both are ignored and explained.
import { afterAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { eq } from "drizzle-orm";
import { productAffiliateLinks, productCategories, products } from "~/db/schema";
import { closePageCacheListener, invalidatePageCache } from "~/server/page-cache.server";
import { createProduct } from "../../../tests/factories";
import { callLoader } from "../../../tests/route-harness";
import * as productsRoute from "./products";

afterAll(() => closePageCacheListener());

type Loaded = { filters: { shop?: string; minRating?: number; category?: string }; notices: string[]; result: { total: number } };
const load = async (query: string) => (await callLoader<Loaded>(productsRoute, { path: `/produkty?${query}` })).data;

describe("/produkty shop and rating notices", () => {
  it("ignores a shop no product links to and says so; a known shop filters quietly", async () => {
    const product = await createProduct();
    await db.insert(productAffiliateLinks).values({ productId: product.id, platform: "temu", url: "https://temu.example/x" });
    await invalidatePageCache(); // as a catalogue write does (the shops are kept until then)
    const everything = await load("");
    const unknown = await load("shop=ebay");
    expect(unknown.notices).toEqual(["Nieznany sklep – pominięto ten filtr."]);
    expect(unknown.filters.shop).toBeUndefined();
    expect(unknown.result.total).toBe(everything.result.total);
    const known = await load("shop=temu");
    expect(known.notices).toEqual([]);
    expect(known.filters.shop).toBe("temu");
    expect(known.result.total).toBeGreaterThan(0);
    expect(known.result.total).toBeLessThanOrEqual(everything.result.total);
  });

  it("ignores a category no one has and says so; a category by name or by slug filters quietly (review, session 27)", async () => {
    const product = await createProduct({ traits: ["withCode"] }); // in a real category
    const [category] = await db
      .select({ name: productCategories.name, slug: productCategories.slug })
      .from(productCategories)
      .innerJoin(products, eq(products.categoryId, productCategories.id))
      .where(eq(products.id, product.id));
    const everything = await load("");
    const unknown = await load("category=xxx");
    expect([unknown.notices, unknown.filters.category, unknown.result.total]).toEqual([["Nieznana kategoria – pominięto ten filtr."], undefined, everything.result.total]);
    const byName = await load(`category=${encodeURIComponent(category!.name)}`);
    const bySlug = await load(`category=${category!.slug}`);
    expect(byName.notices).toEqual([]);
    expect(bySlug.notices).toEqual([]);
    expect(byName.result.total).toBeGreaterThan(0);
    expect(bySlug.result.total).toBe(byName.result.total);
  });

  it("explains a minimum rating the chips do not offer", async () => {
    const loaded = await load("minRating=7");
    expect(loaded.notices).toEqual(["Minimalna ocena może wynosić 2, 3 albo 4 gwiazdki – pominięto ten filtr."]);
    expect(loaded.filters.minRating).toBeUndefined();
  });
});
