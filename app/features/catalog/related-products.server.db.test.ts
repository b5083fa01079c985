import { and, asc, desc, eq, inArray, ne, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { blogPosts, productCategories, productImages, productStats, products } from "~/db/schema";
import { invalidatePageCache } from "~/server/page-cache.server";
import { loadProductPage } from "./product-page.server";
import { clearRelatedRankings, RATED_WINDOW, RELATED_LIMIT, relatedProducts } from "./related-products.server";
import { flaggedAsScam } from "./scam-flag.server";

// ADR 097: the related products come from a per-category ranking kept in memory. What a page shows
// must be what the query per product gave before (same products, same order, itself left out,
// flagged products never), and a write that clears the page cache must show at once.

async function newCategory(): Promise<string> {
  // Category codes are two capital letters (spec: public §3); pick a free one.
  for (;;) {
    const letters = crypto.getRandomValues(new Uint8Array(2));
    const code = String.fromCharCode(65 + (letters[0] % 26), 65 + (letters[1] % 26));
    const tag = crypto.randomUUID().slice(0, 8);
    const [c] = await db
      .insert(productCategories)
      .values({ name: `Kategoria ${tag}`, code, slug: `kategoria-${tag}` })
      .onConflictDoNothing()
      .returning();
    if (c) return c.id;
  }
}

async function productIn(categoryId: string, title: string, rating: number | null, createdAt: Date) {
  const [p] = await db.insert(products).values({ title, categoryId, createdAt }).returning({ id: products.id });
  if (rating !== null) await db.insert(productStats).values({ productId: p.id, ratingAverage: rating, ratingCount: 1 });
  return p.id;
}

/** The query each product page sent before ADR 097 (with the id as the last tie-break). */
async function rankedByQuery(productId: string, categoryId: string) {
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .leftJoin(productStats, eq(productStats.productId, products.id))
    .where(and(eq(products.categoryId, categoryId), ne(products.id, productId), sql`NOT ${flaggedAsScam}`))
    .orderBy(desc(sql`coalesce(${productStats.ratingAverage}, 0)`), desc(products.createdAt), asc(products.id))
    .limit(RELATED_LIMIT);
  return rows.map((r) => r.id);
}

const ids = (cards: { id: string }[]) => cards.map((c) => c.id);

describe("related products (ADR 097)", () => {
  it("gives every product of a category the same list as its own query: itself left out, flagged products never", async () => {
    const category = await newCategory();
    const t = Date.UTC(2026, 0, 1);
    const same = new Date(t);
    const all = [
      await productIn(category, "A", 4.5, new Date(t - 1000)),
      await productIn(category, "B", 4.5, new Date(t - 2000)),
      await productIn(category, "C", 3, same),
      await productIn(category, "D", 3, same), // same rating and date as C: the id decides
      await productIn(category, "E", null, new Date(t - 3000)),
      await productIn(category, "F", 2, new Date(t - 4000)),
    ];
    const editorFlagged = await productIn(category, "Scam", 5, new Date(t));
    await db.update(products).set({ isScam: true }).where(eq(products.id, editorFlagged));
    const postFlagged = await productIn(category, "Scam z wpisu", 5, new Date(t));
    await db.insert(blogPosts).values({ title: "Uwaga", slug: `uwaga-${crypto.randomUUID()}`, type: "scam-alert", isPublished: true, productId: postFlagged });
    clearRelatedRankings();

    for (const id of [...all, editorFlagged, postFlagged]) {
      const shown = ids(await relatedProducts(id, { categoryId: category }));
      expect(shown).toEqual(await rankedByQuery(id, category));
      expect(shown).not.toContain(id);
      expect(shown).not.toContain(editorFlagged);
      expect(shown).not.toContain(postFlagged);
      expect(shown.length).toBe(RELATED_LIMIT);
    }
    // Without the category id the product's own row gives it: the same answer.
    expect(ids(await relatedProducts(all[0]))).toEqual(await rankedByQuery(all[0], category));
  });

  it("ranks rated products above unrated ones however new, from the rated ones alone when there are enough (ADR 113)", async () => {
    const t = Date.UTC(2026, 0, 1);
    // Enough rated products: the newest ones are unrated (rating 0, or no stats row) and rank last.
    const enough = await newCategory();
    const rated = [];
    for (let i = 0; i < RELATED_LIMIT + 2; i++) rated.push(await productIn(enough, `R${i}`, i % 2 ? 1.5 : 1, new Date(t - 10_000 - (i >> 1))));
    const unratedNew = [await productIn(enough, "Nowy bez opinii", null, new Date(t)), await productIn(enough, "Nowy z zerem", 0, new Date(t))];
    // Fewer rated products than a list shows: the unrated ones fill it, newest first, then by id.
    const few = await newCategory();
    const some = [
      await productIn(few, "A", 5, new Date(t - 5000)),
      await productIn(few, "B", 5, new Date(t - 5000)),
      await productIn(few, "C", 0, new Date(t)),
      await productIn(few, "D", null, new Date(t)),
      await productIn(few, "E", null, new Date(t - 9000)),
      await productIn(few, "F", 0.5, new Date(t - 1)),
      // Enough stats rows with a rating ≥ 0 to fill a list: the product without one (D) still ranks by its date.
      await productIn(few, "G", 0, new Date(t - 2000)),
      await productIn(few, "H", 0, new Date(t - 3000)),
    ];
    clearRelatedRankings();
    for (const [category, members] of [[enough, [...rated, ...unratedNew]], [few, some]] as const) {
      for (const id of members) expect(ids(await relatedProducts(id, { categoryId: category }))).toEqual(await rankedByQuery(id, category));
    }
    expect(ids(await relatedProducts(unratedNew[0], { categoryId: enough }))).not.toContain(unratedNew[1]);
    expect(ids(await relatedProducts(some[0], { categoryId: few }))).toEqual([some[1], some[5], ...(await rankedByQuery(some[0], few)).slice(2)]);
  });

  it("with more rated products than the first read walks, a scope rated below them still gets its whole ranking (ADR 113)", async () => {
    const [crowd, sparse] = [await newCategory(), await newCategory()];
    const t = Date.UTC(2026, 0, 1);
    const made = await db
      .insert(products)
      .values(Array.from({ length: RATED_WINDOW + 5 }, (_, i) => ({ title: `Tłum ${i}`, categoryId: crowd, createdAt: new Date(t - i) })))
      .returning({ id: products.id });
    try {
      await db.insert(productStats).values(made.map((p, i) => ({ productId: p.id, ratingAverage: 4 + (i % 3) * 0.5, ratingCount: 1 })));
      // One product above the window's floor, the others below it or unrated.
      const few = [
        await productIn(sparse, "S1", 1, new Date(t)),
        await productIn(sparse, "S2", 2, new Date(t - 1)),
        await productIn(sparse, "S3", null, new Date(t)),
        await productIn(sparse, "S4", 0, new Date(t - 2)),
        await productIn(sparse, "S5", 1, new Date(t - 3)),
        await productIn(sparse, "S6", 5, new Date(t - 4)),
      ];
      clearRelatedRankings();
      for (const id of few) expect(ids(await relatedProducts(id, { categoryId: sparse }))).toEqual(await rankedByQuery(id, sparse));
      for (const { id } of made.slice(0, 3)) expect(ids(await relatedProducts(id, { categoryId: crowd }))).toEqual(await rankedByQuery(id, crowd));
    } finally {
      await db.delete(products).where(inArray(products.id, made.map((p) => p.id)));
      clearRelatedRankings();
    }
  });

  it("the product page shows them as cards with only what a card shows", async () => {
    const category = await newCategory();
    const a = await productIn(category, "Lampka A", 5, new Date(Date.UTC(2026, 0, 2)));
    const b = await productIn(category, "Lampka B", 4, new Date(Date.UTC(2026, 0, 1)));
    await db.insert(productImages).values({ productId: b, url: "/b.webp", position: 0 });
    const page = await loadProductPage({ id: a });
    expect(page.prices.related).toEqual([
      expect.objectContaining({ id: b, title: "Lampka B", imageUrl: "/b.webp", ratingAverage: 4, isScam: false }),
    ]);
    expect(page.prices.related[0]).not.toHaveProperty("createdAt");
    expect(page.product).not.toHaveProperty("categoryId");
  });

  it("a write that clears the page cache shows at once (new rating, new flag)", async () => {
    const category = await newCategory();
    const t = Date.UTC(2026, 0, 1);
    const made = [];
    for (let i = 0; i < RELATED_LIMIT + 2; i++) made.push(await productIn(category, `P${i}`, 1 + i * 0.5, new Date(t - i)));
    const viewer = made[0];
    const before = ids(await relatedProducts(viewer, { categoryId: category }));
    expect(before).toEqual(await rankedByQuery(viewer, category));

    // The lowest rated product becomes the best: after the review write's cache clear it leads.
    const lowest = made[1];
    expect(before).not.toContain(lowest);
    await db.update(productStats).set({ ratingAverage: 5 }).where(eq(productStats.productId, lowest));
    await invalidatePageCache();
    const after = ids(await relatedProducts(viewer, { categoryId: category }));
    expect(after[0]).toBe(lowest);
    expect(after).toEqual(await rankedByQuery(viewer, category));

    // An editor flags the leader: it is gone from the next page.
    await db.update(products).set({ isScam: true }).where(eq(products.id, lowest));
    await invalidatePageCache();
    const flagged = ids(await relatedProducts(viewer, { categoryId: category }));
    expect(flagged).not.toContain(lowest);
    expect(flagged).toEqual(await rankedByQuery(viewer, category));
  });

  it("a transaction reads its own ranking, not the shared one", async () => {
    const category = await newCategory();
    const a = await productIn(category, "A", 3, new Date(Date.UTC(2026, 0, 1)));
    const b = await productIn(category, "B", 2, new Date(Date.UTC(2026, 0, 1)));
    expect(ids(await relatedProducts(a, { categoryId: category }))).toEqual([b]);
    let added = "";
    let inside: string[] = [];
    await db
      .transaction(async (tx) => {
        [{ id: added }] = await tx.insert(products).values({ title: "C", categoryId: category }).returning({ id: products.id });
        inside = ids(await relatedProducts(a, { categoryId: category, executor: tx }));
        tx.rollback();
      })
      .catch(() => undefined); // the rollback
    expect(added).not.toBe("");
    expect(inside).toEqual([b, added]);
    expect(ids(await relatedProducts(a, { categoryId: category }))).toEqual([b]);
  });

  it("a product without a category has none", async () => {
    const [p] = await db.insert(products).values({ title: "Bez kategorii" }).returning({ id: products.id });
    expect(await relatedProducts(p.id)).toEqual([]);
    expect(await relatedProducts(p.id, { categoryId: null })).toEqual([]);
  });
});
