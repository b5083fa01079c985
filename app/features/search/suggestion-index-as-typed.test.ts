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
      [], // contains as typed, then contains: every title holding "la" starts with it here
      [],
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

// ADR 188 addendum (session 37): the same split inside the "title contains" tier: "żel" lists
// "Nawilżający żel" before "Pędzel" ("pedzel" holds "zel" only once folded).
describe("title contains tier: as typed before folded", () => {
  const inside = ["Duży pędzel", "Krem z żelem", "Mozel bez cukru", "Nawilżający żel", "Stół łódzki"];
  const contained = new SuggestionIndex(
    inside.map((title) => ({ id: title, titleFolded: foldText(title)!, codeLower: null, titleLower: title.toLowerCase() })),
  );
  /** The contains tier as the suggestions ask it (no title starts with these texts). */
  function containsTier(typed: string, limit = 10): string[] {
    const lower = typed.toLowerCase();
    const folded = foldText(typed)!;
    const rows = new Set<number>();
    for (const row of contained.titleContainsAsTyped(lower, folded, limit, rows)) rows.add(row);
    for (const row of contained.titleContains(folded, limit - rows.size, rows)) rows.add(row);
    return [...rows].map((row) => contained.idAt(row));
  }

  it("'żel' lists the gels before the brush and the 'Mozel'; 'zel' the other way round", () => {
    expect(containsTier("żel")).toEqual(["Krem z żelem", "Nawilżający żel", "Duży pędzel", "Mozel bez cukru"]);
    expect(containsTier("ŻEL")).toEqual(containsTier("żel"));
    expect(containsTier("zel")).toEqual(["Duży pędzel", "Mozel bez cukru", "Krem z żelem", "Nawilżający żel"]);
  });

  it("2 letters (no trigram: the whole column read) follow the same rule", () => {
    expect(containsTier("że")).toEqual(["Krem z żelem", "Nawilżający żel", "Duży pędzel", "Mozel bez cukru"]);
    expect(containsTier("ze")).toEqual(["Duży pędzel", "Mozel bez cukru", "Krem z żelem", "Nawilżający żel"]);
    expect(containsTier("łó")).toEqual(["Stół łódzki"]);
    // "ół" is in "Stół" as typed; "ol" only once folded.
    expect(containsTier("ol")).toEqual(["Stół łódzki"]);
    expect(contained.titleContainsAsTyped("ol", "ol", 10, none)).toEqual([]);
  });

  it("stops at the limit and skips rows already found", () => {
    expect(containsTier("żel", 1)).toEqual(["Krem z żelem"]);
    expect(containsTier("zel", 3)).toEqual(["Duży pędzel", "Mozel bez cukru", "Krem z żelem"]);
    expect(contained.titleContainsAsTyped("żel", "zel", 10, new Set([1, 3]))).toEqual([]);
  });

  it("/szukaj's tiers: contains as typed (rank 350) is its own list before the rest of contains", () => {
    const tiers = contained.strongTiers("zel", "żel", { codePrefix: false, titlePrefix: true, titleContains: true });
    expect(tiers.map((tier) => tier.map((row) => contained.idAt(row)))).toEqual([
      [],
      [],
      [],
      [],
      ["Krem z żelem", "Nawilżający żel"],
      ["Duży pędzel", "Mozel bez cukru"],
    ]);
  });
});
