import { randomUUID } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { productAffiliateLinks, productStats, products } from "~/db/schema";
import { eq } from "drizzle-orm";
import { createProduct, reducePrice } from "../../../tests/factories";
import { closePageCacheListener, invalidatePageCache } from "~/server/page-cache.server";
import { listShopOptions } from "./list-filters.server";
import { listProducts, parseProductListParams } from "./listing.server";

// Runs on PGlite and PostgreSQL. Issue #15 pt 10: price range, minimum rating, shop, discount only,
// combined with sort — parsed from the URL exactly as /produkty does.

type Spec = { name: string; price: number; discounted?: number; rating?: number; shops?: string[]; scam?: boolean };

async function seed(word: string, specs: Spec[]) {
  const ids = new Map<string, string>();
  for (const s of specs) {
    const { id } = await createProduct({ title: `${word} ${s.name}`, priceOriginal: s.price, priceDiscounted: null });
    if (s.discounted !== undefined) await reducePrice(id, s.discounted); // ADR 120: a real reduction
    if (s.rating) await db.update(productStats).set({ ratingAverage: s.rating, ratingCount: 5 }).where(eq(productStats.productId, id));
    if (s.scam) await db.update(products).set({ isScam: true }).where(eq(products.id, id));
    for (const platform of s.shops ?? []) {
      await db.insert(productAffiliateLinks).values({ productId: id, platform, url: `https://sklep.example/${id}` });
    }
    ids.set(id, s.name);
  }
  return ids;
}

async function names(word: string, ids: Map<string, string>, query: string) {
  const filters = parseProductListParams(new URLSearchParams(`q=${word}&limit=60&${query}`));
  const result = await listProducts(filters);
  return result.products.filter((p) => ids.has(p.id)).map((p) => ids.get(p.id));
}

const CATALOGUE: Spec[] = [
  { name: "tani", price: 19.99, rating: 4.6, shops: ["temu"] },
  { name: "srodek", price: 120, discounted: 79, rating: 3.4, shops: ["temu", "aliexpress"] },
  { name: "drogi", price: 899, rating: 4.9, shops: ["amazon"] },
  { name: "bezceny", price: 0, rating: 2 },
  { name: "oszustwo", price: 49, rating: 4.2, shops: ["temu"], scam: true },
];

afterAll(() => closePageCacheListener());

describe("filtered product listing", () => {
  it("filters by the price to pay (the discounted one when there is one)", async () => {
    const word = `cenowy${randomUUID().slice(0, 6)}`;
    const ids = await seed(word, CATALOGUE);
    expect(await names(word, ids, "minPrice=40&maxPrice=100&sort=price-low")).toEqual(["oszustwo", "srodek"]);
    expect(await names(word, ids, "maxPrice=19,99&sort=price-low")).toEqual(["bezceny", "tani"]);
    expect(await names(word, ids, "minPrice=500")).toEqual(["drogi"]);
  });

  it("compares prices in złoty only: a price in euro is outside the zł filter and after the złoty prices in both orders (ADR 148)", async () => {
    const word = `walutowy${randomUUID().slice(0, 6)}`;
    const ids = await seed(word, [
      { name: "zl2999", price: 29.99 },
      { name: "zl3499", price: 34.99 },
      { name: "zl29", price: 29 },
      { name: "eur30", price: 30 },
    ]);
    const euro = [...ids].find(([, name]) => name === "eur30")![0];
    await db.update(products).set({ priceCurrency: "EUR" }).where(eq(products.id, euro));
    invalidatePageCache();
    expect(await names(word, ids, "maxPrice=35&sort=price-high")).toEqual(["zl3499", "zl2999", "zl29"]);
    expect(await names(word, ids, "sort=price-high")).toEqual(["zl3499", "zl2999", "zl29", "eur30"]);
    expect(await names(word, ids, "sort=price-low")).toEqual(["zl29", "zl2999", "zl3499", "eur30"]);
  });

  it("filters by shop, leaving scams out, and combines shop, rating, discount and sort", async () => {
    const word = `sklepowy${randomUUID().slice(0, 6)}`;
    const ids = await seed(word, CATALOGUE);
    expect(await names(word, ids, "shop=temu&sort=price-high")).toEqual(["srodek", "tani"]);
    expect(await names(word, ids, "shop=temu&minRating=4")).toEqual(["tani"]);
    expect(await names(word, ids, "shop=temu&discounted=true")).toEqual(["srodek"]);
    expect(await names(word, ids, "minRating=4&sort=price-low")).toEqual(["tani", "oszustwo", "drogi"]);
    expect(await names(word, ids, "shop=nieznany-sklep")).toEqual([]);
  });

  it("'with discount' means a reduction under Omnibus, not an 'original' price above the one to pay", async () => {
    const word = `rabatowy${randomUUID().slice(0, 6)}`;
    const ids = await seed(word, [{ name: "obnizony", price: 100, discounted: 70 }]);
    const { id } = await createProduct({ title: `${word} nowy`, priceOriginal: 200, priceDiscounted: 70 });
    ids.set(id, "nowy");
    expect((await names(word, ids, "sort=newest")).sort()).toEqual(["nowy", "obnizony"]);
    expect(await names(word, ids, "discounted=true")).toEqual(["obnizony"]);
  });

  it("ignores bad values instead of failing", async () => {
    const word = `zlywart${randomUUID().slice(0, 6)}`;
    const ids = await seed(word, CATALOGUE);
    const all = await names(word, ids, "minPrice=abc&maxPrice=1e9&shop=%27%3B--&sort=price-low");
    expect(all).toEqual(["bezceny", "tani", "oszustwo", "srodek", "drogi"]);
  });

  it("lists the shops of products that are not scams", async () => {
    const { id } = await createProduct({ title: "Tylko w oszukanym sklepie" });
    await db.update(products).set({ isScam: true }).where(eq(products.id, id));
    await db.insert(productAffiliateLinks).values({ productId: id, platform: "tylko-scam", url: "https://x.example/" });
    const { id: ok } = await createProduct({ title: "W porządnym sklepie" });
    await db.insert(productAffiliateLinks).values({ productId: ok, platform: "aliexpress", url: "https://x.example/" });
    await invalidatePageCache(); // as every catalogue write does: the kept shops are read again
    const shops = await listShopOptions();
    expect(await listShopOptions()).toBe(shops); // kept until the next clear (ADR 131)
    expect(shops).toContainEqual({ value: "aliexpress", label: "AliExpress" });
    expect(shops.map((s) => s.value)).not.toContain("tylko-scam");
  });
});
