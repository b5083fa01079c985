import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { products } from "~/db/schema";
import { normalizeQuery } from "./search.server";
import { clearSuggestionCache } from "./suggestion-cache.server";
import { foldText } from "./suggestion-index";
import { suggestFromIndex, suggestFromSql } from "./suggestions.server";
import { wordSimilarity } from "./title-trigrams";

// ADR 102: the typo tier from the index's candidates must give exactly what pg_trgm's `<%` scan gives
// (same products, same order), and the JavaScript word_similarity must equal the database's, on both
// engines. Every title here starts with "Qt" so that no other product reaches the threshold easily.

const WORDS = ["ładowarka", "indukcyjna", "słuchawki", "bezprzewodowe", "kubek", "termiczny", "lampka", "nocna",
  "organizer", "kable", "zegar", "ścienny", "żółty", "gęślą", "jaźń", "café", "crème", "brûlée", "100%", "usb-c",
  "3w1", "x", "ab", "mini", "pro", "max", "zestaw", "gadżetów", "plecak", "wodoodporny"];
const TITLES = [
  "Qtładowarka indukcyjna 3w1", "QTŁADOWARKA samochodowa USB-C", "Qtlampka nocna z ładowarką", "Qtlampka nocna z ładowarką",
  "Qtsłuchawki bezprzewodowe", "Qtsluchawki przewodowe", "Qtkubek 100% bawełna_damska", "Qtzegar\\ścienny ŻÓŁTY",
  "Qtżółć gęślą jaźń", "Qtcafé crème brûlée", "qtMały Organizer na kable", "Qt-x- (mini)  pro/max", "Qt straße grüße",
  "Qt 😀 plecak wodoodporny", "Qt...", "Qtładowarka-ładowarka", "Qt a b c d e f",
  // Many titles with the same words: more matches than 10, and ties broken by title, then id.
  ...Array.from({ length: 30 }, (_, i) => `Qt ${WORDS[i % WORDS.length]} ${WORDS[(i * 7) % WORDS.length]} nr ${i % 12}`),
];

/** Typos people make: a swapped pair, a dropped, doubled or wrong letter; also prefixes, two words, nonsense. */
function typoTexts(): string[] {
  const out = new Set<string>(["qtladowraka", "ladowraka", "sluchawki bezprzewodwe", "bezprzewodwe sluchawki", "termicny kubek",
    "qtzegar scienny zolty", "qtcafe creme brulee", "creme brule", "qwertyuiop", "zzzz", "----", "%%%%", "____", "a b c d",
    "qt-x-", "(mini)", "pro/max", "grusse", "plecak wodoodprony", "qt nr 11", "Qtsłuchawki bezprzewodowe Qtsluchawki"]);
  for (const word of [...WORDS, ...TITLES.flatMap((t) => t.split(/\s+/))]) {
    const w = word.toLowerCase();
    if (w.length < 4) continue;
    out.add(w);
    out.add(w.slice(0, 2) + w[3] + w[2] + w.slice(4)); // swapped
    out.add(w.slice(0, 3) + w.slice(4)); // dropped
    out.add(w.slice(0, 2) + w[2] + w.slice(2)); // doubled
    out.add(w.slice(0, -1) + "q"); // wrong last letter
    out.add(`qt${w.slice(1)}`);
  }
  for (let i = 0; i < WORDS.length - 1; i += 3) out.add(`${WORDS[i]} ${WORDS[i + 1].slice(0, -1)}`);
  return [...out].map(normalizeQuery).filter((t) => Array.from(t).length >= 4 && foldText(t) !== null);
}

beforeAll(async () => {
  await db.insert(products).values(TITLES.map((title) => ({ title })));
  clearSuggestionCache();
});

describe("typo tier from the index (ADR 102)", () => {
  it("computes word_similarity exactly as the database does, float4 rounding included", async () => {
    const texts = typoTexts().map((t) => foldText(t)!);
    const result = await db.execute<{ q: string; t: string; s: number }>(sql`
      SELECT q, ${products.titleFolded} AS t, word_similarity(q, ${products.titleFolded})::float8 AS s
      FROM ${products}, jsonb_array_elements_text(${JSON.stringify(texts)}::jsonb) AS q
      WHERE ${products.title} LIKE 'Q_%' AND ${products.titleFolded} ~ '^[ -~]*$'`);
    expect(result.rows.length).toBeGreaterThan(texts.length * 30);
    const differences = result.rows.filter(
      (r) => wordSimilarity(r.q, r.t) !== Number(r.s),
    );
    expect(differences).toEqual([]);
  });

  it("gives the same suggestions as the trigram scan, in the same order", async () => {
    clearSuggestionCache();
    const all = typoTexts();
    expect(all.length).toBeGreaterThan(200);
    let typoOnly = 0;
    for (const text of all) {
      const expected = await suggestFromSql(text);
      expect({ text, found: await suggestFromIndex(text) }).toEqual({ text, found: expected });
      if (expected.length > 0 && !expected.some((s) => (foldText(s.title) ?? "").includes(foldText(text)!))) typoOnly++;
    }
    expect(typoOnly).toBeGreaterThan(50);
  }, 300_000);
});
