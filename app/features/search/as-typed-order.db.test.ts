import { inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { productStats, products } from "~/db/schema";
import { invalidatePageCache } from "~/server/page-cache.server";
import { listProducts } from "./listing.server";
import { clearSuggestionCache } from "./suggestion-cache.server";
import { suggestFromIndex, suggestFromSql } from "./suggestions.server";

// ADR 188 (shopper review): typing "ła" listed „Lampa…" and „Lampki…" before „Ładowarka…". Within the
// title prefix tier, a title that starts with the text as typed (Polish letters included, case aside)
// ranks above one that matches only once folded, in the suggestions (index and SQL paths) and in
// /szukaj by relevance (index and one-pass SQL). Titles start with "Qy" so that no other file's
// products take part; on both engines.

const TITLES = ["Qylampa stojąca", "Qylampki LED", "Qyładowarka USB-C", "Qyłódka dmuchana", "Qylody włoskie"];
// The addendum (session 37): the same inside titles ("title contains"). "Qwkosz" holds "ąqx", the
// other two "aqx"; in title order Qwbeczka, Qwkosz, Qwlampa. Views: Qwkosz 900, Qwlampa 500, Qwbeczka 400.
const CONTAINED = ["Qwbeczka aqxwz", "Qwkosz ąqxyz", "Qwlampa aqxyz"];
let ids: Record<string, string> = {};

beforeAll(async () => {
  const inserted = await db.insert(products).values([...TITLES, ...CONTAINED].map((title) => ({ title }))).returning({ id: products.id, title: products.title });
  ids = Object.fromEntries(inserted.map((p) => [p.title, p.id]));
  // The lamps are the most viewed: views must not lift a folded-only match over one as typed.
  await db.insert(productStats).values([
    { productId: ids["Qylampa stojąca"], views: 900 },
    { productId: ids["Qylampki LED"], views: 800 },
    { productId: ids["Qwkosz ąqxyz"], views: 900 },
    { productId: ids["Qwlampa aqxyz"], views: 500 },
    { productId: ids["Qwbeczka aqxwz"], views: 400 },
  ]);
  await invalidatePageCache();
  clearSuggestionCache();
});

afterAll(async () => {
  await db.delete(products).where(inArray(products.id, Object.values(ids)));
  await invalidatePageCache();
});

const CASES: [string, string[]][] = [
  ["qyła", ["Qyładowarka USB-C", "Qylampa stojąca", "Qylampki LED"]],
  ["QYŁA", ["Qyładowarka USB-C", "Qylampa stojąca", "Qylampki LED"]],
  ["qyla", ["Qylampa stojąca", "Qylampki LED", "Qyładowarka USB-C"]],
  ["qyłó", ["Qyłódka dmuchana", "Qylody włoskie"]],
  ["qylo", ["Qylody włoskie", "Qyłódka dmuchana"]],
  ["qyład", ["Qyładowarka USB-C"]],
];

describe("as typed before folded (ADR 188)", () => {
  it("suggestions: the index and the SQL tiers", async () => {
    // From 4 letters the typo tier may add similar titles after the prefix matches: compare the start.
    const start = (found: { title: string }[], n: number) => found.map((s) => s.title).slice(0, n);
    for (const [text, expected] of CASES) {
      expect({ text, index: start(await suggestFromIndex(text), expected.length) }).toEqual({ text, index: expected });
      expect({ text, sql: start(await suggestFromSql(text), expected.length) }).toEqual({ text, sql: expected });
    }
  });

  it("/szukaj by relevance: the index page and the one-pass SQL page", async () => {
    const titleOf = Object.fromEntries(Object.entries(ids).map(([title, id]) => [id, title]));
    for (const [q, expected] of CASES) {
      for (const onePass of [false, true]) {
        const result = await listProducts({ q, sort: "relevance", page: 1, limit: 20 }, { onePass });
        const found = result.products.map((p) => titleOf[p.id]).filter(Boolean);
        // The typo tier may add more of these titles after the prefix matches: compare the start.
        expect({ q, onePass, found: found.slice(0, expected.length) }).toEqual({ q, onePass, found: expected });
      }
    }
  });

  // Suggestions: within a tier, title order; /szukaj: within a rank, views.
  const CONTAINS_CASES: [string, string[], string[]][] = [
    ["ąqx", ["Qwkosz ąqxyz", "Qwbeczka aqxwz", "Qwlampa aqxyz"], ["Qwkosz ąqxyz", "Qwlampa aqxyz", "Qwbeczka aqxwz"]],
    ["ĄQX", ["Qwkosz ąqxyz", "Qwbeczka aqxwz", "Qwlampa aqxyz"], ["Qwkosz ąqxyz", "Qwlampa aqxyz", "Qwbeczka aqxwz"]],
    ["aqx", ["Qwbeczka aqxwz", "Qwlampa aqxyz", "Qwkosz ąqxyz"], ["Qwlampa aqxyz", "Qwbeczka aqxwz", "Qwkosz ąqxyz"]],
    ["qxy", ["Qwkosz ąqxyz", "Qwlampa aqxyz"], ["Qwkosz ąqxyz", "Qwlampa aqxyz"]], // no diacritic typed, none in the match: views
    ["ąq", ["Qwkosz ąqxyz", "Qwbeczka aqxwz", "Qwlampa aqxyz"], ["Qwkosz ąqxyz", "Qwlampa aqxyz", "Qwbeczka aqxwz"]], // 2 letters: no trigram
  ];

  it("title contains: as typed before folded too (ADR 188 addendum), suggestions and /szukaj", async () => {
    const titleOf = Object.fromEntries(Object.entries(ids).map(([title, id]) => [id, title]));
    const ours = (titles: string[]) => titles.filter((title) => CONTAINED.includes(title));
    for (const [text, suggested, searched] of CONTAINS_CASES) {
      expect({ text, index: ours((await suggestFromIndex(text)).map((s) => s.title)) }).toEqual({ text, index: suggested });
      expect({ text, sql: ours((await suggestFromSql(text)).map((s) => s.title)) }).toEqual({ text, sql: suggested });
      for (const onePass of [false, true]) {
        const result = await listProducts({ q: text, sort: "relevance", page: 1, limit: 20 }, { onePass });
        expect({ text, onePass, found: ours(result.products.map((p) => titleOf[p.id] ?? "")) }).toEqual({ text, onePass, found: searched });
      }
    }
  });

  it("a text with a character the index cannot fold takes the SQL tiers with the same rule", async () => {
    const [p] = await db.insert(products).values({ title: "Qyłaß pasek" }).returning({ id: products.id });
    try {
      clearSuggestionCache();
      expect((await suggestFromSql("qyłaß"))[0]?.title).toBe("Qyłaß pasek");
      expect((await suggestFromSql("qyła")).map((s) => s.title).slice(0, 2)).toEqual(["Qyładowarka USB-C", "Qyłaß pasek"]);
    } finally {
      await db.delete(products).where(sql`${products.id} = ${p.id}`);
      await invalidatePageCache();
    }
  });
});
