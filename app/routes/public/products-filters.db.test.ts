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

// ADR 176: a renamed category's old name or address answers 301 to the list under the new name.
describe("/produkty?category=<a former name>", () => {
  it("redirects to the renamed category, keeping the other parameters; a switched-off or re-used name does not", async () => {
    const [category] = await db.insert(productCategories).values({ name: "Gadżety stare", code: "XQ", slug: "gadzety-stare" }).returning({ id: productCategories.id });
    await db.update(productCategories).set({ name: "Gadżety nowe", slug: "gadzety-nowe" }).where(eq(productCategories.id, category!.id));
    const open = (query: string) => callLoader(productsRoute, { path: `/produkty?${query}` });
    expect(await open("category=Gad%C5%BCety+stare&sort=newest")).toMatchObject({ status: 301, location: "/produkty?category=Gad%C5%BCety+nowe&sort=newest" });
    const bySlug = await open("category=GADZETY-STARE");
    expect(bySlug).toMatchObject({ status: 301, location: "/produkty?category=Gad%C5%BCety+nowe" });
    expect(bySlug.headers.get("cache-control")).toBe("public, max-age=3600"); // not kept for ever: the name may come back
    // A one-word category (its slug the same text as its name) renames too (hostile review: a 500).
    const [single] = await db.insert(productCategories).values({ name: "Gadżety", code: "XS", slug: "gadzety" }).returning({ id: productCategories.id });
    await db.update(productCategories).set({ name: "Drobiazgi", slug: "drobiazgi" }).where(eq(productCategories.id, single!.id));
    expect(await open("category=gadzety")).toMatchObject({ status: 301, location: "/produkty?category=Drobiazgi" });
    // Switched off: the old address is an unknown category again (its list would be empty).
    await db.update(productCategories).set({ isActive: false }).where(eq(productCategories.id, category!.id));
    expect((await load("category=gadzety-stare")).notices).toEqual(["Nieznana kategoria – pominięto ten filtr."]);
    // A new category with the old name owns it.
    await db.update(productCategories).set({ isActive: true }).where(eq(productCategories.id, category!.id));
    await db.insert(productCategories).values({ name: "Gadżety stare", code: "XR", slug: "gadzety-stare" });
    await invalidatePageCache(); // the active categories are kept until a catalogue write
    expect(await open("category=gadzety-stare")).toMatchObject({ status: 200 });
  });
});
