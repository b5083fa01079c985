import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { productImages, products } from "~/db/schema";
import { normalizeQuery } from "./search.server";
import { clearSuggestionCache } from "./suggestion-cache.server";
import { FOLDABLE_CHARS, foldText } from "./suggestion-index";
import { suggestionIndex } from "./suggestion-index.server";
import { suggestFromIndex, suggestFromSql, suggestProducts } from "./suggestions.server";
import { invalidatePageCache } from "~/server/page-cache.server";

// ADR 098: the in-memory tiers must give exactly what the SQL tiers give (same products, same order,
// same card fields), on both engines. Every product row of this file is its own ("Qx" titles, QX-*
// codes) and the texts are chosen so that each tier, the limit of 10 and the typo tier all occur.

const TITLES = [
  "Qxładowarka indukcyjna 3w1",
  "QXŁADOWARKA samochodowa USB-C",
  "Qxlampka nocna z ładowarką",
  "Qxlampka nocna z ładowarką", // the same title twice: the tie goes to the id
  "Qxsłuchawki bezprzewodowe",
  "Qxsluchawki przewodowe",
  "Qxkubek 100% bawełna_damska",
  "Qxzegar\\ścienny ŻÓŁTY",
  "Qxżółć gęślą jaźń",
  "Qxcafé crème brûlée",
  "qxMały Organizer na kable",
  ...Array.from({ length: 14 }, (_, i) => `Qxzestaw gadżetów nr ${String(i).padStart(2, "0")}`),
];
const CODES = ["QX-LA-001", "QX-LA-002", "QX-LM-001", null, "QX-SL-010", "QX-SL-011", "QX-KU-100", null, "QX-ZO-001", null, "QX-OR-009"];

beforeAll(async () => {
  const inserted = await db
    .insert(products)
    .values(TITLES.map((title, i) => ({ title, code: CODES[i] ?? null, priceOriginal: i % 3 ? 10 + i : null, priceDiscounted: i % 4 ? null : 5 })))
    .returning({ id: products.id });
  await db.insert(productImages).values(
    inserted.flatMap((p, i) => (i % 2 ? [] : [{ productId: p.id, url: `/uploads/qx-${i}-b.webp`, position: 1 }, { productId: p.id, url: `/uploads/qx-${i}-a.webp`, position: 0 }])),
  );
  clearSuggestionCache();
});

/** Texts people type: beginnings and insides of words, whole words with and without accents, codes, typos. */
function texts(): string[] {
  const out = new Set<string>(["qx", "QX", "qx-", "qx-la", "QX-LA-00", "qx-la-001", "QX-SL-011", "qx-zz-999", "xł", "ła", "ład", "LAD",
    "ladowarka", "ŁADOWARKA", "ladowraka", "qxladowraka", "sluchawki", "słuchawki", "sluchawki bezprzewodwe", "100%", "0% bawełna_d",
    "%", "_", "%_%", "\\", "r\\ś", "żółć", "ZOLC", "gęślą jaźń", "café", "CAFE CREME", "crème", "nocna z", "nr 1", "gadzetow nr",
    "'; DROP TABLE products; --", "mały", "organizer", "qxzestaw gadzetow", "zz", "qz"]);
  for (const title of TITLES) {
    for (const word of title.split(/\s+/)) {
      for (let n = 2; n <= Math.min(word.length, 6); n++) out.add(word.slice(0, n));
      out.add(word);
      out.add(word.toUpperCase());
      if (word.length > 4) out.add(word.slice(0, 2) + word[3] + word[2] + word.slice(4));
    }
  }
  return [...out].map(normalizeQuery).filter((t) => Array.from(t).length >= 2 && foldText(t) !== null);
}

describe("suggestion index (ADR 098)", () => {
  it("folds every accepted character exactly as f_unaccent(lower(…)) does", async () => {
    const chars = [...Array.from({ length: 0x7f - 0x20 }, (_, i) => String.fromCharCode(0x20 + i)), ...Array.from(FOLDABLE_CHARS)];
    const result = await db.execute<{ c: string; folded: string; lowered: string }>(
      sql`SELECT c, f_unaccent(lower(c)) AS folded, lower(c) AS lowered FROM jsonb_array_elements_text(${JSON.stringify(chars)}::jsonb) AS c`,
    );
    expect(result.rows).toHaveLength(chars.length);
    for (const row of result.rows) {
      expect({ c: row.c, folded: foldText(row.c), lowered: row.c.toLowerCase() }).toEqual(row);
    }
  });

  it("gives the same suggestions as the SQL tiers, in the same order", async () => {
    clearSuggestionCache();
    const all = texts();
    expect(all.length).toBeGreaterThan(100);
    let typoTierUsed = 0;
    let full = 0;
    for (const text of all) {
      const expected = await suggestFromSql(text);
      expect({ text, found: await suggestFromIndex(text) }).toEqual({ text, found: expected });
      if (expected.length === 10) full++;
      if (!text.includes("-") && Array.from(text).length >= 4 && expected.length > 0 && !expected.some((s) => foldText(s.title)!.includes(foldText(text)!))) typoTierUsed++;
    }
    // The comparison covered full lists (the limit) and answers only the typo tier found.
    expect(full).toBeGreaterThan(5);
    expect(typoTierUsed).toBeGreaterThan(3);
  }, 180_000);

  it("sees a write only after the page cache is cleared, and then at once", async () => {
    // 'qxq' (3 letters): no typo tier, which reads the database live, so only the index answers.
    const [p] = await db.insert(products).values({ title: "Qxqwerty nowy" }).returning({ id: products.id });
    try {
      clearSuggestionCache();
      expect((await suggestFromIndex("qxq")).map((s) => s.id)).toEqual([p.id]);
      const [q] = await db.insert(products).values({ title: "Qxqwerty drugi" }).returning({ id: products.id });
      expect((await suggestFromIndex("qxq")).map((s) => s.id)).toEqual([p.id]);
      clearSuggestionCache();
      expect((await suggestFromIndex("qxq")).map((s) => s.id)).toEqual([q.id, p.id]);
      // A product deleted while still in the index is left out, not an error.
      await db.delete(products).where(sql`${products.id} = ${q.id}`);
      expect((await suggestFromIndex("qxq")).map((s) => s.id)).toEqual([p.id]);
    } finally {
      await db.delete(products).where(sql`${products.title} LIKE 'Qxqwerty %'`);
      clearSuggestionCache();
    }
  });

  it("a page-cache clear keeps the index unless a title or code changed (a like costs no rebuild)", async () => {
    const before = await suggestionIndex();
    await invalidatePageCache();
    expect(await suggestionIndex()).toBe(before);
    const [p] = await db.insert(products).values({ title: "Qxtrigger pierwszy" }).returning({ id: products.id });
    try {
      await invalidatePageCache();
      const afterInsert = await suggestionIndex();
      expect(afterInsert).not.toBe(before);
      expect(afterInsert.size).toBe(before.size + 1);
      await db.update(products).set({ priceOriginal: 99 }).where(sql`${products.id} = ${p.id}`);
      await invalidatePageCache();
      expect(await suggestionIndex()).toBe(afterInsert);
      await db.update(products).set({ title: "Qxtrigger drugi" }).where(sql`${products.id} = ${p.id}`);
      await invalidatePageCache();
      expect((await suggestFromIndex("qxtrigger dr")).map((s) => s.id)).toEqual([p.id]);
      await db.update(products).set({ code: "QX-TR-001" }).where(sql`${products.id} = ${p.id}`);
      await invalidatePageCache();
      expect((await suggestFromIndex("qx-tr-001")).map((s) => s.id)).toEqual([p.id]);
    } finally {
      await db.delete(products).where(sql`${products.id} = ${p.id}`);
      await invalidatePageCache();
    }
    expect((await suggestionIndex()).size).toBe(before.size);
  });

  it("texts with characters it cannot fold still get the SQL answer", async () => {
    clearSuggestionCache();
    expect(foldText("qxżółć straße")).toBeNull();
    expect(await suggestProducts("qxżółć straße")).toEqual(await suggestFromSql("qxżółć straße"));
    expect(await suggestProducts("Qxcafé ™")).toEqual(await suggestFromSql("Qxcafé ™"));
  });
});
