import { describe, expect, it } from "vitest";
import { parseBlogFilters } from "./filters";
import { clampRating, formatRating, ratingEntries, safeHref, sectionRatingEntries, shopLinks, shopName } from "./post-display";

describe("shop names and links", () => {
  it("capitalises shop keys, AliExpress spelled as the brand", () => {
    expect(shopName("aliexpress")).toBe("AliExpress");
    expect(shopName("temu")).toBe("Temu");
    expect(shopName("amazon")).toBe("Amazon");
    expect(shopName("allegro")).toBe("Allegro");
    expect(shopName("ebay")).toBe("Ebay");
  });

  it("orders built-in shops first, keeps custom ones in order, drops non-web addresses", () => {
    const links = shopLinks({ allegro: "https://allegro.pl/x", amazon: "https://amazon.de/y", temu: "javascript:alert(1)", aliexpress: "https://a.aliexpress.com/z", ceneo: "" });
    expect(links.map((l) => l.name)).toEqual(["AliExpress", "Amazon", "Allegro"]);
  });

  it("accepts only http(s) and site paths", () => {
    expect(safeHref("https://example.com/a b")).toBe("https://example.com/a%20b");
    expect(safeHref("/blog/wpis")).toBe("/blog/wpis");
    expect(safeHref("//evil.example")).toBeNull();
    expect(safeHref("JavaScript:alert(1)")).toBeNull();
    expect(safeHref("data:text/html,x")).toBeNull();
    expect(safeHref("  ")).toBeNull();
    expect(safeHref(null)).toBeNull();
  });
});

describe("ratings", () => {
  it("names section ratings in Polish in the fixed order", () => {
    const entries = sectionRatingEntries({ conclusions: 4, price: 3, purpose: 5, quality: 2, functionality: 1 });
    expect(entries.map((e) => [e.name, e.value])).toEqual([
      ["Przeznaczenie", 5], ["Jakość wykonania", 2], ["Funkcjonalność", 1], ["Cena", 3], ["Wnioski", 4],
    ]);
    expect(sectionRatingEntries(null)).toEqual([]);
  });

  it("names built-in ratings, keeps custom names, clamps to 0–5 and drops non-numbers", () => {
    const entries = ratingEntries({ "głośność": 2.5, functionality: 7, quality: 4.3, priceQuality: -1, broken: Number.NaN });
    expect(entries.map((e) => [e.name, e.value])).toEqual([
      ["Jakość", 4.3], ["Stosunek jakości do ceny", 0], ["Funkcjonalność", 5], ["Głośność", 2.5],
    ]);
    expect(clampRating("3.5")).toBe(3.5);
    expect(clampRating("x")).toBeNull();
    expect(formatRating(4.5)).toBe("4,5");
    expect(formatRating(4)).toBe("4,0"); // one rating format site-wide (issue #7 §5)
  });
});

describe("parseBlogFilters", () => {
  it("reads the Polish GET parameters and drops what is malformed", () => {
    const params = new URLSearchParams("q=%20ładowarka%20&kategoria=Elektronika&typ=review&etykieta=unikaj&etykieta=nie-ma&etykieta=unikaj&etykieta=hit-tiktoka");
    expect(parseBlogFilters(params)).toEqual({ q: "ładowarka", category: "Elektronika", type: "review", labels: ["unikaj", "hit-tiktoka"] });
    expect(parseBlogFilters(new URLSearchParams("q=&kategoria=%20%20"))).toEqual({});
    expect(parseBlogFilters(new URLSearchParams(`q=${"a".repeat(101)}`))).toEqual({ q: "a".repeat(100) });
    expect(parseBlogFilters(new URLSearchParams(`typ=${"a".repeat(51)}`))).toEqual({});
  });
});
