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
const ids = (found: number[]) => found.map((row) => index.idAt(row));
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

  it("answers from the trigram posting lists exactly as a scan of every title does", () => {
    // Session 9: texts with 3 letters in a row are looked for among the rows of their rarest trigram.
    // Random titles over a small alphabet (many shared trigrams, word edges, a non-ASCII title).
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    const word = () => Array.from({ length: 1 + Math.floor(next() * 6) }, () => "abcde1"[Math.floor(next() * 6)]).join("");
    const titles = Array.from({ length: 400 }, (_, i) => (i === 17 ? "abc×dea" : Array.from({ length: 1 + Math.floor(next() * 4) }, word).join(next() < 0.8 ? " " : "-")));
    const big = new SuggestionIndex(titles.map((titleFolded, i) => ({ id: String(i), titleFolded, codeLower: null })));
    const naive = (needle: string, prefix: boolean, limit: number, skip: Set<number>) =>
      titles.flatMap((t, row) => ((prefix ? t.startsWith(needle) : t.includes(needle)) && !skip.has(row) ? [row] : [])).slice(0, limit);
    let compared = 0;
    for (let k = 0; k < 600; k++) {
      const source = titles[Math.floor(next() * titles.length)]!;
      const from = k % 3 === 0 ? 0 : Math.floor(next() * source.length);
      const needle = k % 7 === 0 ? word() + word() : source.slice(from, from + 2 + Math.floor(next() * 6));
      if (needle.length < 2) continue;
      const skip = new Set([Math.floor(next() * titles.length), 17]);
      const limit = 1 + Math.floor(next() * 12);
      expect(big.titlePrefix(needle, limit, skip), `prefix ${needle}`).toEqual(naive(needle, true, limit, skip));
      expect(big.titleContains(needle, limit, skip), `contains ${needle}`).toEqual(naive(needle, false, limit, skip));
      expect(big.titleContains(needle, limit, none), `contains ${needle}`).toEqual(naive(needle, false, limit, new Set()));
      compared++;
    }
    expect(compared).toBeGreaterThan(500);
    expect(ids(index.titleContains("c×d", 10, none))).toEqual([]);
    expect(big.titleContains("c×d", 10, none)).toEqual([17]);
  });

  it("finds each row by its id and orders ids as strings (ADR 116: packed ids, a hashed lookup)", () => {
    let seed = 11;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    const idOf = () => Array.from({ length: 4 + Math.floor(next() * 6) }, () => "0ab9-ż"[Math.floor(next() * 6)]).join("");
    const ids = [...new Set(Array.from({ length: 3000 }, idOf))];
    const big = new SuggestionIndex(ids.map((id, i) => ({ id, titleFolded: `t${i}`, codeLower: null })));
    ids.forEach((id, row) => {
      expect(big.rowOf(id)).toBe(row);
      expect(big.idAt(row)).toBe(id);
    });
    expect(big.rowOf("zzz")).toBeUndefined();
    expect(big.rowOf(ids[0] + "0")).toBeUndefined();
    expect(big.rowOf("")).toBeUndefined();
    for (let k = 0; k < 2000; k++) {
      const [a, b] = [Math.floor(next() * ids.length), Math.floor(next() * ids.length)];
      expect(Math.sign(big.compareIds(a, b)), `${ids[a]} ${ids[b]}`).toBe(ids[a] < ids[b] ? -1 : ids[a] > ids[b] ? 1 : 0);
    }
  });

  it("finds a code shared by two rows at the later one, as the former Map did", () => {
    const twice = new SuggestionIndex([
      { id: "x", titleFolded: "a", codeLower: "ab-1" },
      { id: "y", titleFolded: "b", codeLower: "" },
      { id: "z", titleFolded: "c", codeLower: "ab-1" },
    ]);
    expect(twice.codeEquals("ab-1", none)).toEqual([2]);
    expect(twice.codeEquals("ab-", none)).toEqual([]);
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
