import { describe, expect, it } from "vitest";
import {
  clampRating,
  clampStars,
  cutSeoDescription,
  cutSeoTitle,
  LINK_INVALID_URL,
  LINK_NEEDS_BOTH,
  linkRows,
  normaliseLinks,
  normaliseRatings,
  parseKeywords,
  parseListText,
  parseTags,
  uniqueTrimmed,
} from "./post-fields";

describe("pros and cons", () => {
  it("splits text by line or comma, trims and drops empty items", () => {
    expect(parseListText("Tani, lekki\n\n  Mocny magnes  \n,")).toEqual(["Tani", "lekki", "Mocny magnes"]);
  });
  it("accepts a list as it is, dropping empty items", () => {
    expect(parseListText(["  Jeden ", "", "Dwa, trzy"])).toEqual(["Jeden", "Dwa, trzy"]);
    expect(parseListText(null)).toEqual([]);
  });
});

describe("rating clamp", () => {
  it("clamps to 0–5 in steps of 0.1", () => {
    expect(clampRating(4.26)).toBe(4.3);
    expect(clampRating("3,44")).toBe(3.4);
    expect(clampRating(7)).toBe(5);
    expect(clampRating(-2)).toBe(0);
  });
  it("turns an invalid number into 0", () => {
    for (const bad of ["abc", "", NaN, Infinity, null, undefined, {}]) expect(clampRating(bad)).toBe(0);
  });
  it("section ratings are whole stars 1–5, default 5", () => {
    expect(clampStars("0")).toBe(1);
    expect(clampStars("3.6")).toBe(4);
    expect(clampStars("9")).toBe(5);
    expect(clampStars("x")).toBe(5);
  });
  it("keeps the built-in ratings and custom named ones", () => {
    expect(normaliseRatings([{ name: "quality", value: "4.44" }, { name: " głośność ", value: "12" }, { name: "", value: "3" }])).toEqual({
      quality: 4.4,
      priceQuality: 5,
      functionality: 5,
      głośność: 5,
    });
  });
});

describe("link normalising", () => {
  it("lower-cases custom platforms, drops empty rows and empty built-ins", () => {
    const result = normaliseLinks([
      { platform: "temu", url: "https://temu.com/x" },
      { platform: "aliexpress", url: "" },
      { platform: " Allegro ", url: " https://allegro.pl/oferta/1 " },
      { platform: "", url: "" },
    ]);
    expect(result).toEqual({ links: { temu: "https://temu.com/x", allegro: "https://allegro.pl/oferta/1" }, problems: [] });
  });
  it("takes a shop address without its scheme as https (review, session 28)", () => {
    expect(normaliseLinks([{ platform: "temu", url: " temu.com/goods/1.html " }]).links).toEqual({ temu: "https://temu.com/goods/1.html" });
  });
  it("needs both name and URL for a custom platform, and a real http(s) URL", () => {
    const result = normaliseLinks([
      { platform: "ebay", url: "" },
      { platform: "", url: "https://x.pl" },
      { platform: "shop", url: "javascript:alert(1)" },
    ]);
    expect(result.links).toEqual({});
    expect(result.problems).toEqual([
      { index: 0, message: LINK_NEEDS_BOTH },
      { index: 1, message: LINK_NEEDS_BOTH },
      { index: 2, message: LINK_INVALID_URL },
    ]);
  });
  it("always offers the built-ins first, so they cannot be removed", () => {
    expect(linkRows({ allegro: "https://a.pl", amazon: "https://amazon.pl/1" })).toEqual([
      { platform: "temu", url: "" },
      { platform: "aliexpress", url: "" },
      { platform: "amazon", url: "https://amazon.pl/1" },
      { platform: "allegro", url: "https://a.pl" },
    ]);
  });
});

describe("SEO", () => {
  it("cuts the title to 60 (57 + …) and the description to 155 (152 + …)", () => {
    expect(cutSeoTitle("a".repeat(60))).toBe("a".repeat(60));
    expect(cutSeoTitle("ż".repeat(61))).toBe("ż".repeat(57) + "…");
    expect([...cutSeoTitle("b".repeat(100))]).toHaveLength(58);
    expect(cutSeoDescription("c".repeat(155))).toBe("c".repeat(155));
    expect(cutSeoDescription("c".repeat(156))).toBe("c".repeat(152) + "…");
  });
  it("splits keywords on commas, trimmed, empty dropped", () => {
    expect(parseKeywords(" ładowarka, magsafe ,, test,Test ")).toEqual(["ładowarka", "magsafe", "test"]);
  });
  it("keeps tags unique and trimmed", () => {
    expect(uniqueTrimmed([" a", "A", "b ", ""])).toEqual(["a", "b"]);
  });
  it("reads tags from the editor's list, its typed text and an older form's one comma-separated text (ADR 212)", () => {
    expect(parseTags(["lampa", " Biurko ", "biurko, led\nnoc", ""])).toEqual(["lampa", "Biurko", "led", "noc"]);
    expect(parseTags(["a, b,, c"])).toEqual(["a", "b", "c"]);
    expect(parseTags([])).toEqual([]);
  });
});
