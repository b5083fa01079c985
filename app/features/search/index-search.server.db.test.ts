import { count, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { products } from "~/db/schema";
import { productStats } from "~/db/schema";
import { RANK_IN_SQL, relevancePageFromIndex } from "./index-search.server";
import { listProducts } from "./listing.server";
import { forgetViewsSnapshot, readViews } from "./views-snapshot.server";
import { suggestionIndex } from "./suggestion-index.server";
import { normalizeQuery, textSearch, withSearchSettings } from "./search.server";
import { foldText } from "./suggestion-index";
import { invalidatePageCache } from "~/server/page-cache.server";

// ADR 110: /szukaj's count from the suggestion index must be the SQL count of textSearch's `where`
// (every tier: codes, titles, similar titles, full text) for every text, on both engines.

const TITLES = [
  "Mcładowarka szybka USB-C",
  "Mcładowarka™ indukcyjna", // non-ASCII after folding: pg_trgm judges its similarity, not JavaScript
  "Mcstraße lampka nocna", // 'ß' stays non-ASCII
  "Mclampka nocna LED",
  "Mclampa biurkowa",
  "Mckubek termiczny",
  "Mckubek termiczny 500 ml",
  "Mcpasek skórzany",
  "Mcpasek do zegarka",
  "Mcpaski na ramię",
  "Mcorganizer na kable",
  "Mc100% bawełna_d",
  "Mcżółć gęślą jaźń",
];
const CODES = ["MC-LA-001", "MC-LA-002", null, "MC-LM-010", null, "MC-KU-100", "MC-KU-101", null, null, null, "MC-OR-009", null, null];
// Words only some descriptions have: full-text matches outside every title tier.
const DESCRIPTIONS = ["Świetna ładowarka do telefonu.", "Zestaw z kablem.", "Dla dzieci.", "Ładowarka nie w zestawie.", "Kubek gratis."];

// Many titles sharing words, so tiers and similar titles hold more than a page, with tied views.
const MANY = Array.from({ length: 48 }, (_, i) => `Mcpasek ${["skórzany", "parciany", "do zegarka"][i % 3]} ${["czarny", "brązowy"][i % 2]} ${i}`);

beforeAll(async () => {
  const inserted = await db
    .insert(products)
    .values([...TITLES, ...MANY].map((title, i) => ({ title, code: CODES[i] ?? null, description: DESCRIPTIONS[i % DESCRIPTIONS.length] })))
    .returning({ id: products.id });
  await db.insert(productStats).values(inserted.filter((_, i) => i % 4).map((p, i) => ({ productId: p.id, views: (i * 5) % 3 })));
});

async function sqlCount(q: string): Promise<number> {
  const search = textSearch(q);
  const counted = (executor: typeof db) => executor.select({ n: count() }).from(products).where(search.where);
  const [{ n }] = search.typoTolerant ? await withSearchSettings((tx) => counted(tx as typeof db)) : await counted(db);
  return Number(n);
}

function texts(): string[] {
  const out = new Set<string>(["mc", "MC-", "mc-la", "MC-LA-001", "mc-ku-1", "mc-zz-999", "ładowarka", "ladowarka", "ladowraka", "mcladowraka",
    "lampka", "lampak", "nocna", "zestawie", "zestaw", "dzieci", "gratis", "kubek termiczny", "kubke", "pasek", "paesk", "paski",
    "100%", "bawełna_d", "%", "_", "żółć", "zolc", "jazn", "straße", "strasse", "indukcyjna", "indukycjna", "ml", "usb-c", "zz", "xq"]);
  for (const title of TITLES) {
    for (const word of title.split(/\s+/)) {
      for (let n = 2; n <= Math.min(word.length, 5); n++) out.add(word.slice(0, n));
      if (word.length > 4) out.add(word.slice(0, 2) + word[3] + word[2] + word.slice(4));
    }
  }
  return [...out].map(normalizeQuery).filter((t) => t.length > 0);
}

describe("/szukaj by relevance from the suggestion index (ADR 110)", () => {
  it("equals the SQL count of every match for every text", async () => {
    let counted = 0;
    for (const q of texts()) {
      // Page 1 of size 1 reaches the full-text matches only when nothing else matches.
      const found = await relevancePageFromIndex(q, 1, 1);
      if (foldText(q) === null) {
        expect({ q, found }).toEqual({ q, found: null });
        continue;
      }
      if (found === RANK_IN_SQL) continue;
      counted++;
      expect({ q, total: found?.total }).toEqual({ q, total: await sqlCount(q) });
    }
    expect(counted).toBeGreaterThan(60);
    // A word only some descriptions hold: the page is full-text matches, ranked by ts_rank in SQL.
    expect(await relevancePageFromIndex("gratis", 1, 1)).toBe(RANK_IN_SQL);
  }, 120_000);

  it("ranks the page as the one-pass SQL query does, or declines", async () => {
    forgetViewsSnapshot(); // compared with live SQL: views other tests changed must be read again
    let answered = 0;
    for (const q of [...texts(), "mcpasek", "mcpaesk", "pasek czarny", "mcpasek do", "brazowy", "zegarka"]) {
      for (const limit of [3, 20]) {
        for (const page of [1, 2, 9]) {
          const found = await relevancePageFromIndex(q, page, limit);
          if (!found || found === RANK_IN_SQL) continue;
          answered++;
          const onePass = await listProducts({ q, sort: "relevance", page, limit }, { onePass: true });
          expect({ q, page, limit, ...found }).toEqual({ q, page, limit, ids: onePass.products.map((p) => p.id), total: onePass.total });
        }
      }
    }
    expect(answered).toBeGreaterThan(200);
  }, 180_000);

  it("orders ties by the views read at most a minute ago", async () => {
    const page = async () => {
      const found = await relevancePageFromIndex("mcpasek", 1, 5);
      if (!found || found === RANK_IN_SQL) throw new Error("the index should rank this page");
      return found;
    };
    const before = await page();
    const [last] = await db.select({ id: products.id }).from(products).where(sql`${products.title} = ${MANY[47]}`);
    await db.insert(productStats).values({ productId: last.id, views: 1000 }).onConflictDoUpdate({ target: productStats.productId, set: { views: 1000 } });
    expect(await page()).toEqual(before); // the snapshot is still fresh
    forgetViewsSnapshot();
    const after = await page();
    expect(after.ids[0]).toBe(last.id);
    const onePass = await listProducts({ q: "mcpasek", sort: "relevance", page: 1, limit: 5 }, { onePass: true });
    expect(after.ids).toEqual(onePass.products.map((p) => p.id));
  });

  it("reads the same views in chunks of any size (session 14: bounded memory per read)", async () => {
    const rated = await db.select({ id: products.id }).from(products).where(sql`${products.title} LIKE 'Mcpasek%'`).limit(7);
    for (const [i, { id }] of rated.entries()) {
      await db.insert(productStats).values({ productId: id, views: 10 + i }).onConflictDoUpdate({ target: productStats.productId, set: { views: 10 + i } });
    }
    const index = await suggestionIndex();
    const whole = (await readViews(index)).views;
    expect(whole.filter((v) => v > 0).length).toBeGreaterThanOrEqual(7);
    for (const chunkRows of [1, 2, 3, 7, 1000]) expect((await readViews(index, chunkRows)).views).toEqual(whole);
    for (const [i, { id }] of rated.entries()) expect(whole[index.rowOf(id)!]).toBe(10 + i);
    forgetViewsSnapshot(); // views changed: later tests read them again
  });

  it("keeps a text's full-text matches until the next catalogue write (ADR 153)", async () => {
    const total = async () => {
      const found = await relevancePageFromIndex("mclampa", 1, 1); // the title tier fills page 1
      if (!found || found === RANK_IN_SQL) throw new Error("the index should rank this page");
      return found.total;
    };
    await invalidatePageCache(); // nothing kept from the tests before
    const before = await total();
    expect(before).toBe(await sqlCount("mclampa"));
    const [pasek] = await db.select({ id: products.id, description: products.description }).from(products).where(sql`${products.title} = 'Mcpasek do zegarka'`);
    await db.update(products).set({ description: "Pasuje do Mclampy." }).where(sql`${products.id} = ${pasek.id}`);
    expect(await total()).toBe(before); // kept: the write did not announce itself
    await invalidatePageCache(); // what every catalogue write calls
    expect(await total()).toBe(before + 1);
    expect(await total()).toBe(await sqlCount("mclampa"));
    await db.update(products).set({ description: pasek.description }).where(sql`${products.id} = ${pasek.id}`);
    await invalidatePageCache();
    expect(await total()).toBe(before);
  });

  it("counts similar non-ASCII titles, which only the database judges", async () => {
    // 'mcladowraka' is a typo of both Mcładowarka titles; one of them holds '™'.
    const [{ n }] = await withSearchSettings((tx) =>
      tx.select({ n: count() }).from(products).where(sql`f_unaccent(lower('mcladowraka')) <% ${products.titleFolded} AND ${products.title} LIKE '%™%'`),
    );
    expect(Number(n)).toBe(1);
    const found = await relevancePageFromIndex("mcladowraka", 1, 1);
    expect(found === RANK_IN_SQL ? found : found?.total).toBe(await sqlCount("mcladowraka"));
  });
});
