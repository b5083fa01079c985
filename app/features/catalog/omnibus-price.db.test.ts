import { and, eq, isNull, sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { productPriceHistory, products } from "~/db/schema";
import { closePageCacheListener } from "~/server/page-cache.server";
import { createProduct } from "../../../tests/factories";
import { loadProductCards } from "./cards.server";
import { getProductDetail } from "./product.server";
import { listProducts, parseProductListParams } from "~/features/search/listing.server";

// ADR 120 (DESIGN §5, Omnibus): the price a reduction is announced against is the lowest headline
// price of the 30 days before the change, decided by a trigger for every writer, kept on the product.

afterAll(() => closePageCacheListener());

const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (n: number) => new Date(Date.now() - n * DAY);

async function beforeReduction(id: string) {
  const [row] = await db.select({ value: products.priceBeforeReduction }).from(products).where(eq(products.id, id));
  return row!.value == null ? null : Number(row!.value);
}

/** A product whose headline history is exactly these prices, oldest first, at these ages in days. */
async function productWithHistory(prices: { price: number; daysAgo: number; currency?: string }[]) {
  const last = prices[prices.length - 1]!;
  const product = await createProduct({ priceOriginal: last.price, priceDiscounted: null });
  await db.delete(productPriceHistory).where(eq(productPriceHistory.productId, product.id));
  for (const p of prices) {
    await db.insert(productPriceHistory).values({ productId: product.id, platform: null, price: p.price, currency: p.currency ?? "PLN", recordedAt: daysAgo(p.daysAgo) });
  }
  return product.id;
}

const setPrice = (id: string, values: { priceDiscounted?: number | null; priceOriginal?: number | null; priceCurrency?: string }) =>
  db.update(products).set(values).where(eq(products.id, id));

describe("the price before a reduction (trigger)", () => {
  it("a new product announces no reduction, whatever its 'original' price says", async () => {
    const product = await createProduct({ priceOriginal: 200, priceDiscounted: 80 });
    expect(await beforeReduction(product.id)).toBeNull();
    const [card] = await loadProductCards([product.id]);
    expect(card).toMatchObject({ priceOriginal: 200, priceDiscounted: 80, priceBeforeReduction: null });
  });

  it("a lower price is announced against the 30-day lowest; a save that keeps the price keeps it", async () => {
    const id = await productWithHistory([{ price: 100, daysAgo: 40 }]);
    await setPrice(id, { priceDiscounted: 70 });
    expect(await beforeReduction(id)).toBe(100);
    await db.update(products).set({ title: "Nowy tytuł", priceDiscounted: 70 }).where(eq(products.id, id));
    expect(await beforeReduction(id)).toBe(100);
    expect((await getProductDetail(id))?.priceBeforeReduction).toBe(100);
    expect((await loadProductCards([id]))[0]?.priceBeforeReduction).toBe(100);
  });

  it("a price applied even briefly in the 30 days counts, so no reduction is announced from a higher one", async () => {
    const id = await productWithHistory([
      { price: 100, daysAgo: 40 },
      { price: 60, daysAgo: 10 },
      { price: 100, daysAgo: 5 },
    ]);
    await setPrice(id, { priceDiscounted: 80 });
    expect(await beforeReduction(id)).toBeNull();
    await setPrice(id, { priceDiscounted: 50 });
    expect(await beforeReduction(id)).toBe(60);
  });

  it("prices replaced before the 30 days are older history and do not count", async () => {
    const id = await productWithHistory([
      { price: 50, daysAgo: 100 },
      { price: 100, daysAgo: 60 },
    ]);
    await setPrice(id, { priceDiscounted: 80 });
    expect(await beforeReduction(id)).toBe(100);
  });

  it("a rise ends the reduction, and so does a price removed", async () => {
    const id = await productWithHistory([{ price: 100, daysAgo: 40 }]);
    await setPrice(id, { priceDiscounted: 70 });
    expect(await beforeReduction(id)).toBe(100);
    await setPrice(id, { priceDiscounted: 85 });
    expect(await beforeReduction(id)).toBeNull(); // 70 was applied in the 30 days
    await setPrice(id, { priceDiscounted: 60 });
    expect(await beforeReduction(id)).toBe(70);
    await setPrice(id, { priceDiscounted: null, priceOriginal: null });
    expect(await beforeReduction(id)).toBeNull();
  });

  it("prices in another currency are not compared", async () => {
    const id = await productWithHistory([{ price: 100, daysAgo: 40, currency: "EUR" }]);
    await db.update(products).set({ priceCurrency: "EUR" }).where(eq(products.id, id)); // same price: nothing changes
    await setPrice(id, { priceCurrency: "PLN", priceDiscounted: 90 });
    expect(await beforeReduction(id)).toBeNull();
  });

  it("a product flagged as a scam announces no reduction anywhere", async () => {
    const id = await productWithHistory([{ price: 100, daysAgo: 40 }]);
    await setPrice(id, { priceDiscounted: 25 });
    expect((await loadProductCards([id]))[0]?.priceBeforeReduction).toBe(100);
    await db.update(products).set({ isScam: true }).where(eq(products.id, id));
    expect((await loadProductCards([id]))[0]?.priceBeforeReduction).toBeNull();
    expect((await getProductDetail(id))?.priceBeforeReduction).toBeNull();
    const listed = await listProducts(parseProductListParams(new URLSearchParams({ discounted: "true", limit: "100", sort: "newest" })));
    expect(listed.products.map((p) => p.id)).not.toContain(id);
  });

  it("the history still gets one row per change", async () => {
    const id = await productWithHistory([{ price: 100, daysAgo: 40 }]);
    await setPrice(id, { priceDiscounted: 70 });
    const rows = await db.select().from(productPriceHistory).where(and(eq(productPriceHistory.productId, id), isNull(productPriceHistory.platform)));
    expect(rows.map((r) => Number(r.price)).sort()).toEqual([100, 70].sort());
  });
});

describe("migration 0019 (backfill of today's products)", () => {
  it("sets the price before a reduction from the history before the newest price, and nothing else", async () => {
    const reduced = await productWithHistory([{ price: 100, daysAgo: 40 }]);
    const rose = await productWithHistory([{ price: 50, daysAgo: 40 }]);
    const older = await productWithHistory([{ price: 60, daysAgo: 60 }, { price: 100, daysAgo: 40 }]);
    // The products' current prices, with the history rows they would have had (trigger off: the state before the migration).
    await db.transaction(async (tx) => {
      await tx.execute(sql`ALTER TABLE products DISABLE TRIGGER products_price_before_reduction`);
      await tx.execute(sql`ALTER TABLE products DISABLE TRIGGER products_record_price`);
      for (const [id, price, at] of [[reduced, 70, 3], [rose, 80, 3], [older, 80, 3]] as const) {
        await tx.update(products).set({ priceDiscounted: price, priceBeforeReduction: null }).where(eq(products.id, id));
        await tx.insert(productPriceHistory).values({ productId: id, platform: null, price, currency: "PLN", recordedAt: daysAgo(at) });
      }
      await tx.execute(sql`ALTER TABLE products ENABLE TRIGGER products_price_before_reduction`);
      await tx.execute(sql`ALTER TABLE products ENABLE TRIGGER products_record_price`);
    });
    const fs = await import("node:fs/promises");
    const file = await fs.readFile(new URL("../../../drizzle/0019_omnibus_price_before_reduction.sql", import.meta.url), "utf8");
    await db.execute(sql.raw(file.split("--> statement-breakpoint")[1]!));
    expect(await beforeReduction(reduced)).toBe(100);
    expect(await beforeReduction(rose)).toBeNull();
    expect(await beforeReduction(older)).toBe(100); // 60 was replaced 40 days ago, before the 30 days of the change
  });
});
