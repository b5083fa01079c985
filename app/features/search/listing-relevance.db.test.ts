import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { productCategories, productStats, products } from "~/db/schema";
import type { ProductListFilters } from "~/features/catalog/types";
import { listProducts } from "./listing.server";

// ADR 098: by relevance, /szukaj ranks only the code and title tiers when they fill the page and
// counts the rest. The page, its order and the total must be exactly those of the one-pass query
// (every match ranked), for any text, page, page size and filter. Runs on both engines.

const NOUNS = ["Ładowarka", "Lampka", "Kabel", "Kubek"];
const ADJECTIVES = ["szybka", "nocna", "długi", "termiczny", "ładowarkowy"];

beforeAll(async () => {
  const categories = await db.select({ id: productCategories.id }).from(productCategories).limit(2);
  const rows = Array.from({ length: 64 }, (_, i) => ({
    title: `Rv${NOUNS[i % 4]} ${ADJECTIVES[i % 5]} ${i}`,
    // Some descriptions mention another noun: full-text-only matches below the title tiers.
    description: i % 3 ? `Opis produktu. ${NOUNS[(i + 1) % 4]} w zestawie.` : "Opis.",
    code: i % 7 === 0 ? `RV-LA-${String(i).padStart(3, "0")}` : null,
    categoryId: categories[i % 2]?.id ?? null,
    isVerified: i % 2 === 0,
    priceOriginal: 10 + i,
  }));
  const inserted = await db.insert(products).values(rows).returning({ id: products.id });
  // Views with ties (the id breaks them) and some products without a stats row.
  await db.insert(productStats).values(inserted.filter((_, i) => i % 5).map((p, i) => ({ productId: p.id, views: (i * 7) % 4, ratingAverage: i % 5, ratingCount: 1 })));
});

const TEXTS = ["rv", "rvl", "lampka", "ladowarka", "ładowarka", "ŁADOWARKA", "kabel", "ladowraka", "nocna", "rvkubek termiczny",
  "rv-la", "RV-LA-007", "rv-la-0", "zestawie", "w zestawie", "opis", "rvlampka nocna 1", "ka", "ar", "100%",
  // ADR 122: several words, where titles only similar to the text rank below the full-text matches.
  "ladowarka nocna", "kabel termiczny", "lampka zestawie", "rvkubek szybka opis", "rvlampa nocny",
  // ADR 188: the title prefix as typed (rank 450) before the folded-only prefix (400).
  "rvła", "RVŁA", "rvla", "rvład", "rvlad"];

describe("/szukaj by relevance: ranking only the title tiers gives the one-pass page (ADR 098)", () => {
  it("same page, order and total for every text, page and size", async () => {
    let strongPages = 0;
    for (const q of TEXTS) {
      for (const limit of [2, 20]) {
        for (const page of [1, 3, 30]) {
          const f: ProductListFilters = { q, sort: "relevance", page, limit };
          const onePass = await listProducts(f, { onePass: true });
          const result = await listProducts(f);
          expect({ q, limit, page, ids: result.products.map((p) => p.id), total: result.total, pageCount: result.pageCount }).toEqual({
            q, limit, page, ids: onePass.products.map((p) => p.id), total: onePass.total, pageCount: onePass.pageCount,
          });
          if (result.products.length === limit) strongPages++;
        }
      }
    }
    expect(strongPages).toBeGreaterThan(15);
  }, 180_000);

  it("with filters", async () => {
    const filtered: Partial<ProductListFilters>[] = [{ verified: true }, { minRating: 2 }, { maxPrice: 40 }, { category: "elektronika" }, { trending: true }];
    for (const extra of filtered) {
      for (const q of ["rv", "ladowarka", "lampka", "zestawie"]) {
        const f: ProductListFilters = { q, sort: "relevance", page: 1, limit: 5, ...extra };
        const onePass = await listProducts(f, { onePass: true });
        const result = await listProducts(f);
        expect({ q, extra, ids: result.products.map((p) => p.id), total: result.total }).toEqual({ q, extra, ids: onePass.products.map((p) => p.id), total: onePass.total });
      }
    }
    const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(products).where(sql`${products.title} LIKE 'Rv%'`);
    expect(n).toBe(64);
  }, 120_000);
});
