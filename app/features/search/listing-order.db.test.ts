import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { productCategories, productStats, products } from "~/db/schema";
import { PRODUCT_SORTS, type ProductListFilters } from "~/features/catalog/types";
import { closePageCacheListener, invalidatePageCache } from "~/server/page-cache.server";
import { listProducts } from "./listing.server";

// ADR 133: without a text, a page is read by walking an index (views for popularity) with the count
// as a query of its own. Every page, its order and the total must be those of the one-pass query
// (window count over every match), whatever the views: ties, zero, or no stats row at all.

beforeAll(async () => {
  const categories = await db.select({ id: productCategories.id }).from(productCategories).limit(2);
  const rows = Array.from({ length: 47 }, (_, i) => ({
    title: `Porządek ${i}`,
    categoryId: categories[i % 2]?.id ?? null,
    isVerified: i % 3 === 0,
    isTrending: i % 4 === 0,
    priceOriginal: 10 + (i % 9),
  }));
  const inserted = await db.insert(products).values(rows).returning({ id: products.id });
  // A third without a stats row, zero views for some, many ties among the rest.
  await db
    .insert(productStats)
    .values(inserted.filter((_, i) => i % 3 !== 1).map((p, i) => ({ productId: p.id, views: i % 4 === 0 ? 0 : i % 5, ratingAverage: i % 6, ratingCount: i })));
});

afterAll(() => closePageCacheListener());

const FILTERS: Partial<ProductListFilters>[] = [{}, { verified: true }, { minRating: 3, trending: true }];

describe("lists without a text: index walks give the one-pass pages (ADR 133)", () => {
  it.each(PRODUCT_SORTS)("same page, order and total for every filter, page size and page: %s", async (sort) => {
    for (const extra of FILTERS) {
      for (const limit of [6, 20]) {
        for (let page = 1; page <= 9; page++) {
          const f: ProductListFilters = { sort, page, limit, ...extra };
          const [fast, reference] = [await listProducts(f), await listProducts(f, { onePass: true })];
          expect({ f, ids: fast.products.map((p) => p.id), total: fast.total }).toEqual({
            f,
            ids: reference.products.map((p) => p.id),
            total: reference.total,
          });
          if (fast.products.length === 0) break;
        }
      }
    }
  }, 60_000);

  it("the popularity order puts viewed products first, then the rest by id", async () => {
    const all = await listProducts({ sort: "popularity", page: 1, limit: 60 });
    expect(all.total).toBe(47);
    const views = all.products.map((p) => p.views ?? 0);
    expect(views).toEqual([...views].sort((a, b) => b - a));
    expect(views.filter((v) => v === 0).length).toBeGreaterThan(15); // zero views and no stats row
  });

  it("keeps a count until a catalogue write empties the page cache, as the cached pages are kept", async () => {
    const before = (await listProducts({ sort: "newest", page: 1, limit: 4 })).total;
    const [extra] = await db.insert(products).values({ title: "Porządek dodany obok panelu" }).returning({ id: products.id });
    try {
      // Another order and page of the same filters: the kept count.
      expect((await listProducts({ sort: "popularity", page: 2, limit: 4 })).total).toBe(before);
      await invalidatePageCache(); // what every write of the application does
      expect((await listProducts({ sort: "newest", page: 1, limit: 4 })).total).toBe(before + 1);
    } finally {
      await db.delete(products).where(eq(products.id, extra.id));
      await invalidatePageCache();
    }
  });
});
