import { describe, expect, it } from "vitest";
import { foldText, SuggestionIndex } from "./suggestion-index";

// ADR 098: the in-memory tiers. Their agreement with the SQL tiers is checked on both engines in
// suggestion-index.db.test.ts; here the data structure's own edge cases.
const rows = [
  { id: "a", titleFolded: "kubek termiczny", codeLower: "do-ku-001" },
  { id: "b", titleFolded: "ladowarka 100% usb_c", codeLower: "el-ch-010" },
  { id: "c", titleFolded: "lampka ladowarka", codeLower: null },
  { id: "d", titleFolded: "ladowarka ladowarka", codeLower: "el-ch-011" },
  { id: "e", titleFolded: "zegar\\scienny", codeLower: "do-ze-001" },
];
const index = new SuggestionIndex(rows);
const ids = (found: number[]) => found.map((row) => index.ids[row]);
const none = new Set<number>();

describe("suggestion index", () => {
  it("finds title prefixes and contained texts in title order, one hit per row", () => {
    expect(ids(index.titlePrefix("lad", 10, none))).toEqual(["b", "d"]);
    expect(ids(index.titleContains("ladowarka", 10, none))).toEqual(["b", "c", "d"]);
    expect(ids(index.titleContains("ar", 10, none))).toEqual(["b", "c", "d", "e"]);
  });

  it("stops at the limit and skips rows already found", () => {
    expect(ids(index.titleContains("ladowarka", 1, none))).toEqual(["b"]);
    expect(ids(index.titleContains("ladowarka", 10, new Set([0, 1])))).toEqual(["c", "d"]);
    expect(index.codeEquals("el-ch-010", new Set([1]))).toEqual([]);
  });

  it("never matches across two titles or across the separators", () => {
    expect(index.titleContains("termicznyladowarka", 10, none)).toEqual([]);
    expect(index.titleContains("usb_cl", 10, none)).toEqual([]);
    expect(index.titlePrefix("termiczny", 10, none)).toEqual([]);
  });

  it("takes LIKE's special characters literally", () => {
    expect(ids(index.titleContains("100%", 10, none))).toEqual(["b"]);
    expect(ids(index.titleContains("_c", 10, none))).toEqual(["b"]);
    expect(ids(index.titleContains("r\\s", 10, none))).toEqual(["e"]);
    expect(index.titleContains("%", 10, none)).toHaveLength(1);
  });

  it("matches codes exactly and by prefix; products without a code never", () => {
    expect(ids(index.codeEquals("el-ch-011", none))).toEqual(["d"]);
    expect(ids(index.codePrefix("el-ch-01", 10, none))).toEqual(["b", "d"]);
    expect(ids(index.codePrefix("do-", 10, none))).toEqual(["a", "e"]);
    expect(index.codePrefix("", 10, none)).toEqual([]);
    expect(index.codeEquals("", none)).toEqual([]);
  });

  it("an empty catalogue finds nothing", () => {
    const empty = new SuggestionIndex([]);
    expect(empty.titleContains("ab", 10, none)).toEqual([]);
    expect(empty.titlePrefix("ab", 10, none)).toEqual([]);
    expect(empty.size).toBe(0);
  });
});

describe("foldText", () => {
  it("folds Polish letters and case as the database does", () => {
    expect(foldText("ŁADOWARKA Żółć")).toBe("ladowarka zolc");
    expect(foldText("Ąę Śń Ćź")).toBe("ae sn cz");
    expect(foldText("100% usb_C\\")).toBe("100% usb_c\\");
  });

  it("refuses characters it cannot fold for sure", () => {
    expect(foldText("straße")).toBeNull();
    expect(foldText("ﬁlter")).toBeNull();
    expect(foldText("kubek 😀")).toBeNull();
    expect(foldText("a\u0000b")).toBeNull();
    expect(foldText("İstanbul")).toBeNull();
  });
});
