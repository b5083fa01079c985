import { describe, expect, it } from "vitest";
import { foldText, SuggestionIndex } from "./suggestion-index";

// ADR 188: within the title prefix tier, a title that starts with the text as typed (its Polish
// letters included, case aside) comes before one that matches only once folded. Rows in title order
// (here the C collation's: "Ł" after every ASCII letter), as the suggestion tiers read them.
const titles = ["Lada chłodnicza", "Lampa stojąca", "Lampki LED", "lody włoskie", "Ładowarka USB-C", "Łódka dmuchana"];
const index = new SuggestionIndex(
  titles.map((title) => ({ id: title, titleFolded: foldText(title)!, codeLower: null, titleLower: title.toLowerCase() })),
);
const none = new Set<number>();

/** The title prefix tier as the suggestions ask it: as typed first, then the folded-only rest. */
function prefixTier(typed: string, limit = 10): string[] {
  const lower = typed.toLowerCase();
  const folded = foldText(typed)!;
  const rows = new Set<number>();
  for (const row of index.titlePrefixAsTyped(lower, folded, limit, rows)) rows.add(row);
  for (const row of index.titlePrefix(folded, limit - rows.size, rows)) rows.add(row);
  return [...rows].map((row) => index.idAt(row));
}

describe("title prefix tier: as typed before folded", () => {
  it("'ła' lists Ładowarka before Lampa and Lampki (the shopper review's case)", () => {
    expect(prefixTier("ła")).toEqual(["Ładowarka USB-C", "Lada chłodnicza", "Lampa stojąca", "Lampki LED"]);
    expect(prefixTier("ŁA")).toEqual(prefixTier("ła"));
  });

  it("'łó' lists Łódka before lody, 'lo' lody before Łódka", () => {
    expect(prefixTier("łó")).toEqual(["Łódka dmuchana", "lody włoskie"]);
    expect(prefixTier("lo")).toEqual(["lody włoskie", "Łódka dmuchana"]);
    // "ło" is the start of neither ("łódka" has "łó"): both match only once folded, in title order.
    expect(prefixTier("Ło")).toEqual(["lody włoskie", "Łódka dmuchana"]);
  });

  it("'la' keeps the titles without Polish letters at the start first", () => {
    expect(prefixTier("la")).toEqual(["Lada chłodnicza", "Lampa stojąca", "Lampki LED", "Ładowarka USB-C"]);
  });

  it("3+ letters (the trigram posting-list path) follow the same rule", () => {
    expect(prefixTier("ład")).toEqual(["Ładowarka USB-C", "Lada chłodnicza"]);
    expect(prefixTier("lad")).toEqual(["Lada chłodnicza", "Ładowarka USB-C"]);
    expect(prefixTier("łódk")).toEqual(["Łódka dmuchana"]);
    expect(prefixTier("lodk")).toEqual(["Łódka dmuchana"]);
    expect(prefixTier("lody w")).toEqual(["lody włoskie"]);
  });

  it("a title's diacritics after the typed text do not matter", () => {
    const lower = "lada c";
    expect(index.titlePrefixAsTyped(lower, foldText(lower)!, 10, none).map((row) => index.idAt(row))).toEqual(["Lada chłodnicza"]);
  });

  it("stops at the limit and skips rows already found", () => {
    expect(prefixTier("la", 2)).toEqual(["Lada chłodnicza", "Lampa stojąca"]);
    expect(prefixTier("ła", 1)).toEqual(["Ładowarka USB-C"]);
    expect(index.titlePrefixAsTyped("ła", "la", 10, new Set([4]))).toEqual([]);
  });

  it("/szukaj's tiers: as typed (rank 450) is its own list between code prefix and title prefix", () => {
    const tiers = index.strongTiers("la", "ła", { codePrefix: false, titlePrefix: true, titleContains: true });
    expect(tiers.map((tier) => tier.map((row) => index.idAt(row)))).toEqual([
      [],
      [],
      ["Ładowarka USB-C"],
      ["Lada chłodnicza", "Lampa stojąca", "Lampki LED"],
      [], // contains: every title holding "la" starts with it here
    ]);
  });

  it("rows without a title as written (older callers, ASCII titles) count as typed when they fold to it", () => {
    const ascii = new SuggestionIndex([
      { id: "a", titleFolded: "lampa", codeLower: null },
      { id: "b", titleFolded: "ladowarka", codeLower: null, titleLower: "ładowarka" },
    ]);
    expect(ascii.titlePrefixAsTyped("la", "la", 10, none)).toEqual([0]);
    expect(ascii.titlePrefixAsTyped("ła", "la", 10, none)).toEqual([1]);
  });
});
