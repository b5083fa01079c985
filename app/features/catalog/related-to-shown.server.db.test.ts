import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { blogPosts, productCategories, productStats, products } from "~/db/schema";
import { invalidatePageCache } from "~/server/page-cache.server";
import { clearRelatedRankings, relatedToShownProducts } from "./related-products.server";
import { flaggedAsScam } from "./scam-flag.server";

// ADR 105: a post's related products come from the in-memory rankings (the shown products'
// categories, then the whole catalogue). They must be what the one query per post gave before:
// same products, same order, none of the shown ones, never a flagged one.

async function newCategory(): Promise<string> {
  for (;;) {
    const letters = crypto.getRandomValues(new Uint8Array(2));
    const code = String.fromCharCode(65 + (letters[0] % 26), 65 + (letters[1] % 26));
    const tag = crypto.randomUUID().slice(0, 8);
    const [c] = await db.insert(productCategories).values({ name: `Kategoria ${tag}`, code, slug: `kategoria-${tag}` }).onConflictDoNothing().returning();
    if (c) return c.id;
  }
}

async function product(categoryId: string | null, rating: number | null, createdAt: Date) {
  const [p] = await db.insert(products).values({ title: `P ${crypto.randomUUID().slice(0, 6)}`, categoryId, createdAt }).returning({ id: products.id });
  if (rating !== null) await db.insert(productStats).values({ productId: p.id, ratingAverage: rating, ratingCount: 1 });
  return p.id;
}

/**
 * The query every uncached post sent before ADR 105 (with the id as the last tie-break), but with
 * its bug fixed: `category_id IN (…)` is NULL for a product without a category, and DESC puts NULLs
 * first, so such products came before the shown products' categories.
 */
async function relatedByQuery(shownIds: string[], limit: number): Promise<string[]> {
  const categories = shownIds.length
    ? (await db.selectDistinct({ id: products.categoryId }).from(products).where(inArray(products.id, shownIds))).map((r) => r.id).filter((id): id is string => !!id)
    : [];
  const inCategory = categories.length ? inArray(products.categoryId, categories) : undefined;
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .leftJoin(productStats, eq(productStats.productId, products.id))
    .where(and(sql`NOT ${flaggedAsScam}`, shownIds.length ? sql`${products.id} NOT IN (${sql.join(shownIds.map((id) => sql`${id}::uuid`), sql`, `)})` : undefined))
    .orderBy(...(inCategory ? [desc(sql`coalesce(${inCategory}, false)`)] : []), desc(sql`coalesce(${productStats.ratingAverage}, 0)`), desc(products.createdAt), asc(products.id))
    .limit(limit);
  return rows.map((r) => r.id);
}

async function shownRows(ids: string[]) {
  const rows = await db.select({ id: products.id, categoryId: products.categoryId }).from(products).where(inArray(products.id, ids));
  return ids.map((id) => rows.find((r) => r.id === id) ?? { id, categoryId: null });
}

describe("a post's related products (ADR 105)", () => {
  it("equal the one query for reviews, collections over several categories, posts without products", async () => {
    const [small, big, other] = [await newCategory(), await newCategory(), await newCategory()];
    const t = Date.UTC(2026, 0, 1);
    const inSmall = [await product(small, 4, new Date(t)), await product(small, 2, new Date(t - 1)), await product(small, null, new Date(t - 2))];
    const inBig: string[] = [];
    for (let i = 0; i < 12; i++) inBig.push(await product(big, (i % 5) + 0.5, new Date(t - (i % 3) * 1000)));
    const inOther = [await product(other, 5, new Date(t)), await product(other, 5, new Date(t))];
    const loose = [await product(null, 4.9, new Date(t)), await product(null, null, new Date(t))];
    const flagged = await product(big, 5, new Date(t));
    await db.update(products).set({ isScam: true }).where(eq(products.id, flagged));
    const alerted = await product(small, 5, new Date(t));
    await db.insert(blogPosts).values({ title: "Uwaga", slug: `uwaga-${crypto.randomUUID()}`, type: "scam-alert", isPublished: true, productId: alerted });
    clearRelatedRankings();

    const cases: string[][] = [
      [], // a post without products: the best of the whole catalogue
      [inSmall[0]], // a review in a small category: its two others, then the best of the rest
      [inBig[3]], // a review in a big category
      [inSmall[1], inBig[0], inBig[1], inBig[2], inBig[4]], // a collection over two categories
      [...inBig.slice(0, 11)], // a collection showing almost all of a category
      [loose[0]], // a product without a category
      [inOther[0], inOther[1]], // every product of its category shown
      [inSmall[0], crypto.randomUUID()], // an item deleted since the post was written
      [flagged, alerted], // flagged products shown in a scam alert
    ];
    for (const limit of [4, 1, 9]) {
      for (const shown of cases) {
        const got = await relatedToShownProducts(await shownRows(shown), limit);
        expect(got, `shown ${shown.length}, limit ${limit}`).toEqual(await relatedByQuery(shown, limit));
        for (const id of [...shown, flagged, alerted]) expect(got).not.toContain(id);
      }
    }
  });

  it("a write that clears the page cache shows at once", async () => {
    const category = await newCategory();
    const t = Date.UTC(2026, 0, 1);
    const made = [];
    for (let i = 0; i < 6; i++) made.push(await product(category, 1 + i * 0.5, new Date(t - i)));
    const shown = await shownRows([made[0]]);
    const before = await relatedToShownProducts(shown, 4);
    expect(before).not.toContain(made[1]); // the lowest rated
    await db.update(productStats).set({ ratingAverage: 5 }).where(eq(productStats.productId, made[1]));
    await invalidatePageCache();
    const after = await relatedToShownProducts(shown, 4);
    expect(after[0]).toBe(made[1]);
    expect(after).toEqual(await relatedByQuery([made[0]], 4));
  });
});
