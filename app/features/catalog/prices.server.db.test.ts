import { and, eq, isNull, sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { blogPosts, productAffiliateLinks, productPriceHistory, products } from "~/db/schema";
import { closePageCacheListener } from "~/server/page-cache.server";
import { createProduct } from "../../../tests/factories";
import { saveProduct } from "./admin-product-write.server";
import { findReviewPost, listOffers, listPriceHistory, loadPriceExtras } from "./prices.server";
import type { ProductSaveInput } from "./product-form-schema";

afterAll(() => closePageCacheListener());

const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (n: number) => new Date(Date.now() - n * DAY);

function input(overrides: Partial<ProductSaveInput> = {}): ProductSaveInput {
  return {
    title: `Mop ${Math.random().toString(36).slice(2, 8)}`,
    description: "",
    categoryCode: "EL",
    productType: null,
    tags: [],
    images: [],
    priceOriginal: 100,
    priceDiscounted: 80,
    priceCurrency: "PLN",
    isVerified: false,
    isTrending: false,
    code: null,
    urlAlias: null,
    affiliateLinks: [{ platform: "temu", url: "https://temu.com/x", price: 79 }],
    socialLinks: [],
    ...overrides,
  };
}

const headlineRows = (productId: string) =>
  db.select().from(productPriceHistory).where(and(eq(productPriceHistory.productId, productId), isNull(productPriceHistory.platform)));

/** Writes a headline history row at a given moment (the product's own row is written by the trigger). */
async function historyRow(productId: string, price: number, at: Date) {
  await db.insert(productPriceHistory).values({ productId, platform: null, price, currency: "PLN", recordedAt: at });
}

describe("price history (trigger, same transaction)", () => {
  it("a price change in the panel writes exactly one headline row; a save without a price change writes none", async () => {
    const { id, updatedAt } = await saveProduct(input());
    expect(await headlineRows(id)).toHaveLength(1);
    const second = await saveProduct(input({ title: "Inny tytuł", priceDiscounted: 80 }), { id, expectedUpdatedAt: updatedAt.toISOString() });
    expect(await headlineRows(id)).toHaveLength(1);
    await saveProduct(input({ priceDiscounted: 70 }), { id, expectedUpdatedAt: second.updatedAt.toISOString() });
    const rows = await headlineRows(id);
    expect(rows).toHaveLength(2);
    expect(rows.map((r) => Number(r.price)).sort()).toEqual([70, 80]);
  });

  it("a shop's price change writes one row for that shop, and keeps its checked date when the price stays", async () => {
    const { id, updatedAt } = await saveProduct(input());
    const [before] = await listOffers(id);
    expect(before).toMatchObject({ platform: "temu", price: 79, currency: "PLN" });
    const second = await saveProduct(input({ title: "Bez zmiany ceny" }), { id, expectedUpdatedAt: updatedAt.toISOString() });
    expect((await listOffers(id))[0]!.checkedAt).toBe(before!.checkedAt);
    await saveProduct(input({ affiliateLinks: [{ platform: "temu", url: "https://temu.com/x", price: 75 }] }), { id, expectedUpdatedAt: second.updatedAt.toISOString() });
    const shopRows = await db.select().from(productPriceHistory).where(and(eq(productPriceHistory.productId, id), eq(productPriceHistory.platform, "temu")));
    expect(shopRows.map((r) => Number(r.price)).sort()).toEqual([75, 79]);
  });

  it("a refused save writes no history", async () => {
    const { id, updatedAt } = await saveProduct(input());
    const bad = input({ priceDiscounted: 10, socialLinks: [{ platform: "tiktok", url: "javascript:alert(1)" }] });
    await expect(saveProduct(bad, { id, expectedUpdatedAt: updatedAt.toISOString() })).rejects.toThrow();
    expect(await headlineRows(id)).toHaveLength(1);
  });
});

describe("price history chart", () => {
  it("the chart starts with the price in force when its window opened", async () => {
    const product = await createProduct({ priceOriginal: 100, priceDiscounted: 60 });
    await db.delete(productPriceHistory).where(eq(productPriceHistory.productId, product.id));
    await historyRow(product.id, 90, daysAgo(200));
    await historyRow(product.id, 60, daysAgo(5));
    const points = await listPriceHistory(product.id, 90);
    expect(points.map((p) => p.price)).toEqual([90, 60]);
  });
});

describe("review post link", () => {
  it("links only a published review post of this product", async () => {
    const product = await createProduct();
    expect(await findReviewPost(product.id)).toBeNull();
    const slug = `recenzja-${product.id.slice(0, 8)}`;
    await db.insert(blogPosts).values({ title: "Szkic", slug: `${slug}-szkic`, type: "review", productId: product.id, isPublished: false });
    expect(await findReviewPost(product.id)).toBeNull();
    await db.insert(blogPosts).values({ title: "Recenzja", slug, type: "review", productId: product.id, isPublished: true, publishedAt: new Date() });
    expect(await findReviewPost(product.id)).toEqual({ slug, title: "Recenzja", type: "review" });
  });

  it("links the product's scam alert before its review, and no post scheduled for later", async () => {
    const product = await createProduct();
    const slug = `alert-${product.id.slice(0, 8)}`;
    const later = new Date(Date.now() + 86_400_000);
    await db.insert(blogPosts).values({ title: "Alert jutro", slug: `${slug}-jutro`, type: "scam-alert", productId: product.id, isPublished: true, publishedAt: later });
    expect(await findReviewPost(product.id)).toBeNull();
    await db.insert(blogPosts).values({ title: "Recenzja", slug: `${slug}-recenzja`, type: "review", productId: product.id, isPublished: true, publishedAt: new Date() });
    await db.insert(blogPosts).values({ title: "Uwaga", slug, type: "scam-alert", productId: product.id, isPublished: true, publishedAt: new Date(Date.now() - 86_400_000) });
    expect(await findReviewPost(product.id)).toEqual({ slug, title: "Uwaga", type: "scam-alert" });
    expect((await loadPriceExtras(product.id, { sellable: false })).reviewPost).toEqual({ slug, title: "Uwaga", type: "scam-alert" });
  });
});

describe("loadPriceExtras (the product page's one statement)", () => {
  it("gives what the two queries give alone; nothing to sell for an unsellable product; empty for no product", async () => {
    const { id } = await saveProduct(input({ affiliateLinks: [{ platform: "temu", url: "https://temu.com/a", price: 79 }, { platform: "aliexpress", url: "https://aliexpress.com/a", price: 75 }] }));
    const slug = `recenzja-${id.slice(0, 8)}`;
    await db.insert(blogPosts).values({ title: "Recenzja", slug, type: "review", productId: id, isPublished: true, publishedAt: new Date() });
    const alone = { offers: await listOffers(id), reviewPost: await findReviewPost(id) };
    expect(alone.offers.map((o) => o.price)).toEqual([75, 79]);
    for (let run = 0; run < 3; run++) expect(await loadPriceExtras(id, { sellable: true })).toEqual(alone); // named: prepared once, run again
    expect(await loadPriceExtras(id, { sellable: false })).toEqual({ ...alone, offers: [] });
    expect(await loadPriceExtras("00000000-0000-4000-8000-000000000000", { sellable: true })).toEqual({ offers: [], reviewPost: null });
  });
});

describe("migration prices_history_triggers (backfill)", () => {
  it("keeps every current price and link, and gives offers and a history start from today's links", async () => {
    const product = await createProduct({ priceOriginal: 120, priceDiscounted: 99.5 });
    await db.insert(productAffiliateLinks).values([
      { productId: product.id, platform: "temu", url: "https://temu.com/a" },
      { productId: product.id, platform: "amazon", url: "https://amazon.pl/a" },
    ]);
    // The state before the migration: no offers' prices and no history.
    await db.delete(productPriceHistory);
    const [before] = await db.select().from(products).where(eq(products.id, product.id));
    const fs = await import("node:fs/promises");
    const file = await fs.readFile(new URL("../../../drizzle/0013_prices_history_triggers.sql", import.meta.url), "utf8");
    const backfill = file.split("--> statement-breakpoint").slice(0, 3);
    await db.transaction(async (tx) => {
      // The triggers exist in the test database; the migration runs before they do.
      await tx.execute(sql`ALTER TABLE products DISABLE TRIGGER products_record_price`);
      await tx.execute(sql`ALTER TABLE product_affiliate_links DISABLE TRIGGER product_affiliate_links_record_price`);
      for (const statement of backfill) await tx.execute(sql.raw(statement));
      await tx.execute(sql`ALTER TABLE products ENABLE TRIGGER products_record_price`);
      await tx.execute(sql`ALTER TABLE product_affiliate_links ENABLE TRIGGER product_affiliate_links_record_price`);
    });
    const [after] = await db.select().from(products).where(eq(products.id, product.id));
    expect(after).toMatchObject({ priceOriginal: before!.priceOriginal, priceDiscounted: before!.priceDiscounted, priceCurrency: before!.priceCurrency });
    const links = await db.select().from(productAffiliateLinks).where(eq(productAffiliateLinks.productId, product.id));
    expect(links.map((l) => [l.platform, l.url, Number(l.price), l.currency]).sort()).toEqual([
      ["amazon", "https://amazon.pl/a", 99.5, "PLN"],
      ["temu", "https://temu.com/a", 99.5, "PLN"],
    ]);
    const history = await db.select().from(productPriceHistory).where(eq(productPriceHistory.productId, product.id));
    expect(history).toHaveLength(3);
    expect(history.find((h) => h.platform === null)).toMatchObject({ price: 99.5, priceOriginal: 120 });
  });
});
