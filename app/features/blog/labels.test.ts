import { describe, expect, it } from "vitest";
import {
  BLOG_LABELS,
  formatPostDate,
  postCountLine,
  postCountNoun,
  postTypeName,
  labelsBesideType,
  resolveLabels,
} from "./labels";

describe("blog labels", () => {
  it("are the eight labels of admin spec §3 (id, Polish name, kind)", () => {
    expect(BLOG_LABELS.map((l) => `${l.id}|${l.name}|${l.kind}`)).toEqual([
      "warte-pieniedzy|Warte pieniędzy|positive",
      "tylko-dla-fanow|Tylko dla fanów|neutral",
      "unikaj|Unikaj|negative",
      "scam-alert|Scam Alert|warning",
      "hit-tiktoka|Hit TikToka|positive",
      "bestseller|Bestseller|positive",
      "overpriced|Przeważone|negative",
      "dobra-jakosc|Dobra jakość|positive",
    ]);
  });

  it("show a label that repeats the type once, as the type (issue #15 pt 7)", () => {
    expect(labelsBesideType("scam-alert", ["scam-alert", "unikaj"]).map((l) => l.name)).toEqual(["Unikaj"]);
    expect(labelsBesideType("review", ["scam-alert", "unikaj"]).map((l) => l.name)).toEqual(["Scam Alert", "Unikaj"]);
  });

  it("resolve ids in order and skip unknown ones", () => {
    expect(resolveLabels(["unikaj", "nie-ma-takiej", "overpriced"]).map((l) => l.name)).toEqual([
      "Unikaj",
      "Przeważone",
    ]);
  });
});

describe("postTypeName", () => {
  it("names the known types and shows other values as they are", () => {
    expect(postTypeName("review")).toBe("Recenzja");
    expect(postTypeName("collection")).toBe("Zestawienie");
    expect(postTypeName("scam-alert")).toBe("Scam Alert");
    expect(postTypeName("article")).toBe("Artykuł");
    expect(postTypeName("poradnik")).toBe("poradnik");
    expect(postTypeName("")).toBe("Artykuł");
    expect(postTypeName(null)).toBe("Artykuł");
  });
  it("reads only its own names: an Object property name from an address is shown as it is", () => {
    for (const name of ["__proto__", "constructor", "valueOf", "toString"]) expect(postTypeName(name)).toBe(name);
  });
});

describe("post count line", () => {
  it.each([
    [0, "wpisów"],
    [1, "wpis"],
    [2, "wpisy"],
    [4, "wpisy"],
    [5, "wpisów"],
    [11, "wpisów"],
    [12, "wpisów"],
    [14, "wpisów"],
    [21, "wpisów"],
    [22, "wpisy"],
    [24, "wpisy"],
    [25, "wpisów"],
    [102, "wpisy"],
    [112, "wpisów"],
  ])("%i → %s", (n, noun) => {
    expect(postCountNoun(n)).toBe(noun);
  });

  it("reads 'Znaleziono N …'", () => {
    expect(postCountLine(7)).toBe("Znaleziono 7 wpisów");
    expect(postCountLine(3)).toBe("Znaleziono 3 wpisy");
  });
});

describe("formatPostDate", () => {
  it("formats in pl-PL in the Warsaw zone", () => {
    expect(formatPostDate("2026-06-01T23:30:00Z")).toBe("2 czerwca 2026");
    expect(formatPostDate(null)).toBeNull();
    expect(formatPostDate("nie-data")).toBeNull();
    expect(formatPostDate("2026-06-01T23:30:00Z", "en")).toBe("2 June 2026");
  });
});
