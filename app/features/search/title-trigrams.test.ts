import { describe, expect, it } from "vitest";
import { SuggestionIndex } from "./suggestion-index";
import { uniqueTrigrams, wordSimilarity } from "./title-trigrams";

// ADR 102: pg_trgm's trigrams and word similarity in JavaScript. The expected values are PostgreSQL's
// own (show_trgm, word_similarity); typo-candidates.db.test.ts compares thousands more on both engines.
const sim = wordSimilarity;

describe("title trigrams", () => {
  it("makes pg_trgm's trigrams: words of [a-z0-9], two spaces in front, one behind", () => {
    expect(uniqueTrigrams("a").sort()).toEqual(["  a", " a "]);
    expect(uniqueTrigrams("abcd").sort()).toEqual(["  a", " ab", "abc", "bcd", "cd "]);
    expect(uniqueTrigrams("aaaa").sort()).toEqual(["  a", " aa", "aa ", "aaa"]);
    expect(uniqueTrigrams("a b,c|d_e3 bl  ").sort()).toEqual(
      ["  a", "  b", "  c", "  d", "  e", " a ", " b ", " bl", " c ", " d ", " e3", "bl ", "e3 "].sort(),
    );
    expect(uniqueTrigrams("%%%% --")).toEqual([]);
  });

  it("splits titles into words at every character but [A-Za-z0-9], as pg_trgm does for ASCII", () => {
    expect(sim("lad o", "LAD_o 100%")).toBe(1);
  });

  it("computes word_similarity as PostgreSQL does (float4 values)", () => {
    // Values from PostgreSQL 15: SELECT word_similarity(q, t)::float8
    expect(sim("word", "two words")).toBe(Math.fround(0.8));
    expect(sim("ladowraka", "ladowarka indukcyjna")).toBe(0.5);
    expect(sim("ladowraka", "ladowarka-ladowarka")).toBe(0.6000000238418579);
    expect(sim("termicny", "kubek termiczny")).toBe(0.6666666865348816);
    expect(sim("kabankala", "kabankala")).toBe(1);
    expect(sim("abc", "xyz")).toBe(0);
    expect(sim("----", "abc")).toBe(0);
    expect(sim("sluchawki bezprzewodwe", "sluchawki bezprzewodowe")).toBe(0.8695651888847351);
  });
});

describe("typo candidates", () => {
  const rows = [
    { id: "a", titleFolded: "ladowarka indukcyjna", codeLower: null },
    { id: "b", titleFolded: "kubek termiczny", codeLower: null },
    { id: "c", titleFolded: "lampka z ladowarka", codeLower: null },
    { id: "d", titleFolded: "straße ladowarka", codeLower: null }, // non-ASCII: always handed over
    { id: "e", titleFolded: "ladowarka-ladowarka", codeLower: null },
  ];
  const index = new SuggestionIndex(rows);
  const ids = (found: number[]) => found.map((row) => index.idAt(row));

  it("hands over the titles that may reach the threshold, best first, then every non-ASCII title", () => {
    expect(ids(index.similarCandidates("ladowraka", 0.45, 10, new Set()))).toEqual(["e", "a", "c", "d"]);
    expect(ids(index.similarCandidates("ladowraka", 0.45, 1, new Set()))).toEqual(["e", "a", "d"]);
    expect(ids(index.similarCandidates("ladowraka", 0.45, 10, new Set([0, 3])))).toEqual(["e", "c"]);
    expect(ids(index.similarCandidates("termicny", 0.45, 10, new Set()))).toEqual(["b", "d"]);
    expect(index.similarCandidates("%%%%", 0.45, 10, new Set())).toEqual([]);
  });
});
