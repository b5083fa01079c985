import { eq, sql } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { productCategories, productImages, productStats, products } from "~/db/schema";
import type { ProductListFilters } from "~/features/catalog/types";
import { listProducts } from "./listing.server";
import { suggestProducts } from "./suggestions.server";
import { clearSuggestionCache } from "./suggestion-cache.server";
import { invalidatePageCache } from "~/server/page-cache.server";
import { reducePrice } from "../../../tests/factories";

// Runs on PGlite and on PostgreSQL (spec: public §2 Product list, §5, §7, §9; ADR 011).
type Row = {
  key: string;
  title: string;
  description?: string;
  code?: string;
  category?: "EL" | "DO" | "MO";
  priceOriginal?: number | null;
  priceDiscounted?: number | null;
  verified?: boolean;
  trending?: boolean;
  views?: number;
  rating?: [number, number];
  createdDaysAgo: number;
};

const ROWS: Row[] = [
  {
    key: "charger",
    title: "Ładowarka indukcyjna 3w1",
    description: "Szybkie ładowanie telefonu i zegarka.",
    code: "EL-CH-001",
    category: "EL",
    priceOriginal: 100,
    priceDiscounted: 80,
    verified: true,
    trending: true,
    views: 500,
    rating: [4.5, 10],
    createdDaysAgo: 5,
  },
  {
    key: "headphones",
    title: "Słuchawki bezprzewodowe z etui",
    description: "Dźwięk stereo i mikrofon.",
    code: "EL-HP-002",
    category: "EL",
    priceOriginal: 200,
    views: 1000,
    rating: [3.2, 4],
    createdDaysAgo: 3,
  },
  {
    key: "lamp",
    title: "Lampka nocna LED",
    description: "Świeci ciepło. W zestawie ładowarka USB.",
    code: "DO-OR-003",
    category: "DO",
    priceOriginal: 50,
    priceDiscounted: 45,
    verified: true,
    views: 200,
    rating: [2.5, 2],
    createdDaysAgo: 10,
  },
  {
    key: "shirt",
    title: "Koszulka 100% bawełna_damska",
    description: "Miękka.",
    code: "MO-CL-004",
    category: "MO",
    priceOriginal: null,
    priceDiscounted: null,
    views: 50,
    createdDaysAgo: 1,
  },
  {
    key: "mug",
    title: "KUBEK termiczny ŁADOWARKA-STYLE",
    description: "Kubek.",
    category: "DO",
    priceOriginal: 30,
    priceDiscounted: 30,
    trending: true,
    views: 50,
    rating: [4.0, 1],
    createdDaysAgo: 20,
  },
  {
    key: "none",
    title: "Organizer na kable",
    description: "Porządek na biurku.",
    priceOriginal: 10,
    createdDaysAgo: 30,
  },
];

const ids: Record<string, string> = {};
const keyOf = (id: string) => Object.entries(ids).find(([, v]) => v === id)?.[0];
const filters = (f: Partial<ProductListFilters>): ProductListFilters => ({
  sort: "popularity",
  page: 1,
  limit: 20,
  ...f,
});
const keys = async (f: Partial<ProductListFilters>) =>
  (await listProducts(filters(f))).products.map((p) => keyOf(p.id));

beforeAll(async () => {
  const categories = await db
    .select({ id: productCategories.id, code: productCategories.code })
    .from(productCategories);
  const categoryId = new Map(categories.map((c) => [c.code, c.id]));
  const now = Date.now();
  for (const r of ROWS) {
    const [p] = await db
      .insert(products)
      .values({
        title: r.title,
        description: r.description ?? "",
        code: r.code ?? null,
        categoryId: r.category ? categoryId.get(r.category) : null,
        priceOriginal: r.priceOriginal ?? null,
        priceDiscounted: null,
        isVerified: r.verified ?? false,
        isTrending: r.trending ?? false,
        createdAt: new Date(now - r.createdDaysAgo * 86_400_000),
      })
      .returning({ id: products.id });
    ids[r.key] = p.id;
    if (r.priceDiscounted != null) await reducePrice(p.id, r.priceDiscounted); // ADR 120: a real reduction
    // "none" has no stats row at all: the list must still show it (views 0, rating 0).
    if (r.key !== "none") {
      await db.insert(productStats).values({
        productId: p.id,
        views: r.views ?? 0,
        ratingAverage: r.rating?.[0] ?? 0,
        ratingCount: r.rating?.[1] ?? 0,
      });
    }
  }
});

describe("text search", () => {
  it("ignores diacritics and letter case both ways", async () => {
    expect(await keys({ q: "ladowarka", sort: "relevance" })).toEqual(expect.arrayContaining(["charger", "mug"]));
    expect(await keys({ q: "ŁADOWARKA" })).toEqual(expect.arrayContaining(["charger", "mug"]));
    expect(await keys({ q: "słuchawki" })).toEqual(["headphones"]);
    expect(await keys({ q: "SLUCHAWKI" })).toEqual(["headphones"]);
  });

  it("tolerates a typo", async () => {
    expect(await keys({ q: "ladowraka" })).toContain("charger");
    expect(await keys({ q: "sluchawki bezprzewodwe" })).toEqual(["headphones"]);
  });

  it("finds a product code exactly, in any letter case", async () => {
    const found = await keys({ q: "el-hp-002", sort: "relevance" });
    expect(found[0]).toBe("headphones");
    expect(await keys({ q: "EL-CH-001" })).toEqual(["charger"]);
  });

  it("ranks an exact code first, then title matches above description-only matches", async () => {
    // 'ładowarka' is in the titles of charger and mug and only in the description of lamp.
    const found = await keys({ q: "ładowarka", sort: "relevance" });
    expect(found).toContain("lamp");
    expect(found.indexOf("lamp")).toBeGreaterThan(found.indexOf("charger"));
    expect(found.indexOf("lamp")).toBeGreaterThan(found.indexOf("mug"));
    // The lamp's code outranks everything that only matches by text.
    await db.update(products).set({ code: "DO-LA-100" }).where(eq(products.id, ids.lamp));
    await invalidatePageCache(); // as every catalogue write does: the search index (ADR 098, 110) rechecks
    try {
      expect((await keys({ q: "do-la-100", sort: "relevance" }))[0]).toBe("lamp");
    } finally {
      await db.update(products).set({ code: "DO-OR-003" }).where(eq(products.id, ids.lamp));
      await invalidatePageCache();
    }
  });

  it("treats SQL and LIKE wildcards as plain text", async () => {
    expect(await keys({ q: "'; DROP TABLE products; --" })).toEqual([]);
    // Unescaped, each of these would be a LIKE pattern matching every title.
    expect(await keys({ q: "%" })).toEqual([]);
    expect(await keys({ q: "_" })).toEqual([]);
    expect(await keys({ q: "%_%" })).toEqual([]);
    expect(await keys({ q: "100%" })).toEqual(["shirt"]);
    expect(await keys({ q: "0% bawełna_d" })).toEqual(["shirt"]);
    const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(products);
    expect(n).toBe(ROWS.length);
  });
});

describe("filters", () => {
  it("minimum rating", async () => {
    expect((await keys({ minRating: 4 })).sort()).toEqual(["charger", "mug"]);
    expect((await keys({ minRating: 3 })).sort()).toEqual(["charger", "headphones", "mug"]);
    expect((await keys({ minRating: 2 })).sort()).toEqual(["charger", "headphones", "lamp", "mug"]);
  });

  it("verified, discounted (a real price cut only), trending", async () => {
    expect((await keys({ verified: true })).sort()).toEqual(["charger", "lamp"]);
    expect((await keys({ discounted: true })).sort()).toEqual(["charger", "lamp"]);
    expect((await keys({ trending: true })).sort()).toEqual(["charger", "mug"]);
  });

  it("category by name or slug, any letter case; unknown category matches nothing", async () => {
    expect((await keys({ category: "Elektronika" })).sort()).toEqual(["charger", "headphones"]);
    expect((await keys({ category: "dom-i-ogrod" })).sort()).toEqual(["lamp", "mug"]);
    expect((await keys({ category: "DOM I OGRÓD" })).sort()).toEqual(["lamp", "mug"]);
    expect(await keys({ category: "development" })).toEqual([]);
  });

  it("combines text and filters", async () => {
    expect(await keys({ q: "ladowarka", verified: true, sort: "relevance" })).toEqual(["charger", "lamp"]);
    expect(await keys({ q: "ladowarka", category: "elektronika" })).toEqual(["charger"]);
  });
});

describe("sorting and paging", () => {
  it("every sort order, with a stable tie-breaker", async () => {
    expect(await keys({ sort: "popularity" })).toEqual([
      "headphones",
      "charger",
      "lamp",
      ...[ids.mug, ids.shirt].sort().map(keyOf),
      "none",
    ]);
    expect(await keys({ sort: "newest" })).toEqual(["shirt", "headphones", "charger", "lamp", "mug", "none"]);
    expect(await keys({ sort: "rating" })).toEqual([
      "charger",
      "mug",
      "headphones",
      "lamp",
      ...[ids.shirt, ids.none].sort().map(keyOf),
    ]);
    // Price = discounted, else original, else 0 (spec: public §2); a product with no price counts as 0.
    expect(await keys({ sort: "price-low" })).toEqual(["shirt", "none", "mug", "lamp", "charger", "headphones"]);
    expect(await keys({ sort: "price-high" })).toEqual(["headphones", "charger", "lamp", "mug", "none", "shirt"]);
  });

  it("relevance without a text falls back to popularity", async () => {
    expect(await keys({ sort: "relevance" })).toEqual(await keys({ sort: "popularity" }));
  });

  it("pages with totals", async () => {
    const first = await listProducts(filters({ sort: "newest", limit: 4 }));
    expect(first.total).toBe(6);
    expect(first.pageCount).toBe(2);
    expect(first.products.map((p) => keyOf(p.id))).toEqual(["shirt", "headphones", "charger", "lamp"]);
    const second = await listProducts(filters({ sort: "newest", limit: 4, page: 2 }));
    expect(second.page).toBe(2);
    expect(second.products.map((p) => keyOf(p.id))).toEqual(["mug", "none"]);
    const beyond = await listProducts(filters({ sort: "newest", limit: 4, page: 9 }));
    expect(beyond.products).toEqual([]);
    expect(beyond.total).toBe(6);
    const searched = await listProducts(filters({ q: "ladowarka", limit: 1 }));
    expect(searched.total).toBe(3);
    expect(searched.pageCount).toBe(3);
  });

  it("returns full cards", async () => {
    const [card] = (await listProducts(filters({ q: "EL-CH-001" }))).products;
    expect(card).toMatchObject({
      title: "Ładowarka indukcyjna 3w1",
      code: "EL-CH-001",
      priceOriginal: 100,
      priceDiscounted: 80,
      views: 500,
      isVerified: true,
    });
  });
});

describe("suggestions", () => {
  // Tests write products straight into the database (no page-cache invalidation): start each uncached.
  beforeEach(() => clearSuggestionCache());

  it("two characters match inside titles, and /szukaj agrees (spec: public §7, issue #15 pt 7)", async () => {
    // 'do' starts no title here but is inside 'Ładowarka' (folded 'ladowarka'), 'ŁADOWARKA-STYLE' and
    // 'bezprzewodowe'; all in the contains tier, by folded title (ADR 219: „Ładowarka” among the l's, not
    // after „Słuchawki” as in byte order).
    const found = (await suggestProducts("do")).map((s) => keyOf(s.id));
    expect(found).toEqual(["mug", "charger", "headphones"]);
    expect((await keys({ q: "do" })).sort()).toEqual(["charger", "headphones", "mug"]);
    // Title starts still come first: 'la' starts 'Lampka' and is inside 'Ładowarka' (folded).
    const la = (await suggestProducts("la")).map((s) => keyOf(s.id));
    expect(la[0]).toBe("lamp");
    expect(la).toContain("mug");
  });

  it("show the price the card shows (discounted, else original, else none)", async () => {
    const byKey = new Map((await suggestProducts("ka")).map((s) => [keyOf(s.id), s]));
    expect(byKey.get("charger")).toMatchObject({ price: 80, currency: "PLN" });
    expect(byKey.get("shirt")).toMatchObject({ price: null });
    expect(byKey.get("none")).toMatchObject({ price: 10 });
  });

  it("are cached per text until the catalogue changes", async () => {
    const [p] = await db.insert(products).values({ title: "Zzyzx kubeł pierwszy" }).returning({ id: products.id });
    try {
      expect((await suggestProducts("zzyzx")).map((s) => s.id)).toEqual([p.id]);
      const [q] = await db.insert(products).values({ title: "Zzyzx kubeł drugi" }).returning({ id: products.id });
      // Not announced: the cached answer stays.
      expect((await suggestProducts("ZZYZX ")).map((s) => s.id)).toEqual([p.id]);
      await invalidatePageCache();
      expect((await suggestProducts("zzyzx")).map((s) => s.id)).toEqual([q.id, p.id]);
    } finally {
      await db.delete(products).where(sql`${products.title} LIKE 'Zzyzx kubeł %'`);
    }
  });

  it("need at least 2 characters", async () => {
    expect(await suggestProducts("")).toEqual([]);
    expect(await suggestProducts("ł")).toEqual([]);
    expect(await suggestProducts("  s ")).toEqual([]);
    expect((await suggestProducts("ła")).map((s) => keyOf(s.id))).toContain("charger");
  });

  it("return at most 10, by relevance then title, with the card fields", async () => {
    const values = Array.from({ length: 14 }, (_, i) => ({
      title: `Zestaw gadżetów nr ${String(i).padStart(2, "0")}`,
    }));
    await db.insert(products).values(values);
    try {
      const found = await suggestProducts("zestaw gadzetow");
      expect(found).toHaveLength(10);
      expect(found.map((s) => s.title)).toEqual(values.slice(0, 10).map((v) => v.title));
      expect(found[0]).toEqual({
        id: expect.any(String),
        title: values[0].title,
        code: null,
        urlAlias: null,
        imageUrl: null,
        price: null,
        currency: "PLN",
      });
      // The first image by position.
      await db.insert(productImages).values([
        { productId: ids.charger, url: "/uploads/second.webp", position: 1 },
        { productId: ids.charger, url: "/uploads/first.webp", position: 0 },
      ]);
      const byCode = await suggestProducts("el-ch-001");
      expect(byCode[0]).toMatchObject({ id: ids.charger, code: "EL-CH-001", imageUrl: "/uploads/first.webp" });
      expect(await suggestProducts("'; DROP TABLE products; --")).toEqual([]);
      // Title prefix before title contains; typos from 4 characters; descriptions are not searched.
      expect((await suggestProducts("ŁADOWARKA")).map((s) => keyOf(s.id))).toEqual(["charger", "mug"]);
      expect((await suggestProducts("ladowraka")).map((s) => keyOf(s.id))).toContain("charger");
      expect(await suggestProducts("usb")).toEqual([]);
    } finally {
      await db.delete(products).where(sql`${products.title} LIKE 'Zestaw gadżetów nr %'`);
    }
  });
});
