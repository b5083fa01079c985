// Issue #15 pt 10 (review): a shop filter no product links to ('ebay') used to list nothing without a
// word; a minimum rating past the chips ('7') was dropped silently. ADR 188 (shopper review, session
// 36): a category or shop that does not exist is a 404 list page that names it and lists nothing; a
// malformed value is still ignored and explained.
import { afterAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { eq } from "drizzle-orm";
import { productAffiliateLinks, productCategories, products } from "~/db/schema";
import { closePageCacheListener, invalidatePageCache } from "~/server/page-cache.server";
import { createProduct } from "../../../tests/factories";
import { callLoader } from "../../../tests/route-harness";
import * as productsRoute from "./products";

afterAll(() => closePageCacheListener());

type Loaded = {
  filters: { shop?: string; minRating?: number; category?: string };
  notices: string[];
  result: { total: number; products: unknown[] };
  missing: { kind: string; value: string } | null;
};
const open = (query: string) => callLoader<Loaded>(productsRoute, { path: `/produkty?${query}` });
const load = async (query: string) => (await open(query)).data;

describe("/produkty shop and rating notices", () => {
  it("a shop no product links to: 404, named, nothing listed; a known shop filters quietly", async () => {
    const product = await createProduct();
    await db.insert(productAffiliateLinks).values({ productId: product.id, platform: "temu", url: "https://temu.example/x" });
    await invalidatePageCache(); // as a catalogue write does (the shops are kept until then)
    const everything = await load("");
    const unknown = await open("shop=ebay&sort=newest");
    expect(unknown.status).toBe(404);
    expect([unknown.data.missing, unknown.data.notices, unknown.data.result.total, unknown.data.result.products]).toEqual([{ kind: "shop", value: "ebay" }, [], 0, []]);
    // Malformed: still ignored with the notice, the rest of the list shown.
    const malformed = await open("shop=%3Cscript%3E");
    expect([malformed.status, malformed.data.notices, malformed.data.missing, malformed.data.result.total]).toEqual([200, ["Nieznany sklep – pominięto ten filtr."], null, everything.result.total]);
    const known = await load("shop=temu");
    expect(known.notices).toEqual([]);
    expect(known.filters.shop).toBe("temu");
    expect(known.result.total).toBeGreaterThan(0);
    expect(known.result.total).toBeLessThanOrEqual(everything.result.total);
  });

  it("a category no one has: 404, named, nothing listed; a category by name or by slug filters quietly", async () => {
    const product = await createProduct({ traits: ["withCode"] }); // in a real category
    const [category] = await db
      .select({ name: productCategories.name, slug: productCategories.slug })
      .from(productCategories)
      .innerJoin(products, eq(products.categoryId, productCategories.id))
      .where(eq(products.id, product.id));
    const unknown = await open("category=Nieistniejaca&minPrice=5");
    expect(unknown.status).toBe(404);
    expect([unknown.data.missing, unknown.data.notices, unknown.data.result.total]).toEqual([{ kind: "category", value: "Nieistniejaca" }, [], 0]);
    // Both wrong: the category is named (one answer, not two).
    expect((await load("category=xxx&shop=ebay")).missing).toEqual({ kind: "category", value: "xxx" });
    const byName = await load(`category=${encodeURIComponent(category!.name)}`);
    const bySlug = await load(`category=${category!.slug}`);
    expect([byName.notices, byName.missing, bySlug.notices, bySlug.missing]).toEqual([[], null, [], null]);
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
    // Switched off: the old address is a category that does not exist again (ADR 188: a 404 naming it).
    await db.update(productCategories).set({ isActive: false }).where(eq(productCategories.id, category!.id));
    expect(await open("category=gadzety-stare")).toMatchObject({ status: 404, data: { missing: { kind: "category", value: "gadzety-stare" } } });
    // A new category with the old name owns it.
    await db.update(productCategories).set({ isActive: true }).where(eq(productCategories.id, category!.id));
    await db.insert(productCategories).values({ name: "Gadżety stare", code: "XR", slug: "gadzety-stare" });
    await invalidatePageCache(); // the active categories are kept until a catalogue write
    expect(await open("category=gadzety-stare")).toMatchObject({ status: 200 });
  });
});
