import { describe, expect, it } from "vitest";
import { parseExtraFilters, parsePrice } from "./list-filters";
import { listFilterNotices, parseProductListParams } from "./listing.server";

const extra = (query: string) => parseExtraFilters(new URLSearchParams(query));

describe("parsePrice (issue #15 pt 10)", () => {
  it("reads Polish and dotted amounts, spaces included", () => {
    expect(parsePrice("19,99")).toBe(19.99);
    expect(parsePrice("19.99")).toBe(19.99);
    expect(parsePrice(" 1 299 ")).toBe(1299);
    expect(parsePrice("1\u00A0299,5")).toBe(1299.5);
    expect(parsePrice("0")).toBe(0);
  });

  it("refuses what is not a plain non-negative amount", () => {
    for (const bad of ["-5", "abc", "1e3", "12,345", "Infinity", "NaN", "0x10", "1,2,3", "2000000", ""]) {
      expect(parsePrice(bad), bad).toBeNull();
    }
  });
});

describe("parseExtraFilters", () => {
  it("reads the price range and the shop", () => {
    expect(extra("minPrice=20&maxPrice=150,50&shop=Temu")).toEqual({
      filters: { minPrice: 20, maxPrice: 150.5, shop: "temu" },
      notices: [],
    });
  });

  it("treats empty fields as no filter, and a zero minimum as none", () => {
    expect(extra("minPrice=&maxPrice=%20&shop=")).toEqual({ filters: {}, notices: [] });
    expect(extra("minPrice=0&maxPrice=0").filters).toEqual({ maxPrice: 0 });
  });

  it("ignores a bad value with a Polish notice and keeps the good ones", () => {
    const r = extra("minPrice=tanio&maxPrice=100&shop=%3Cscript%3E");
    expect(r.filters).toEqual({ maxPrice: 100 });
    expect(r.notices).toEqual([
      "Cena „od” musi być kwotą od 0 do 1 000 000 zł – pominięto ten filtr.",
      "Nieznany sklep – pominięto ten filtr.",
    ]);
    expect(extra("maxPrice=-1").notices).toEqual(["Cena „do” musi być kwotą od 0 do 1 000 000 zł – pominięto ten filtr."]);
  });

  it("explains a minimum rating the chips do not offer, and stays quiet for theirs", () => {
    for (const bad of ["7", "1", "4.5", "abc"]) {
      expect(extra(`minRating=${bad}`).notices).toEqual(["Minimalna ocena może wynosić 2, 3 albo 4 gwiazdki – pominięto ten filtr."]);
    }
    for (const good of ["2", "3", "4", "", "%203"]) expect(extra(`minRating=${good}`).notices).toEqual([]);
    // What the notice accepts, the filter applies; what it explains, the filter leaves out.
    expect(parseProductListParams(new URLSearchParams("minRating=%203")).minRating).toBe(3);
    expect(parseProductListParams(new URLSearchParams("minRating=3%2B")).minRating).toBeUndefined();
    expect(extra("minRating=3%2B").notices).toHaveLength(1);
  });

  it("swaps a reversed range and says so", () => {
    expect(extra("minPrice=300&maxPrice=100")).toEqual({
      filters: { minPrice: 100, maxPrice: 300 },
      notices: ["Cena „od” była większa niż „do” – zamieniliśmy je miejscami."],
    });
  });
});

describe("parseProductListParams with the shopper filters", () => {
  it("combines them with sort, category, rating and discount", () => {
    expect(
      parseProductListParams(
        new URLSearchParams("category=Elektronika&sort=price-low&minRating=4&discounted=true&minPrice=10&maxPrice=99&shop=aliexpress"),
      ),
    ).toEqual({
      category: "Elektronika",
      sort: "price-low",
      minRating: 4,
      discounted: true,
      minPrice: 10,
      maxPrice: 99,
      shop: "aliexpress",
      page: 1,
      limit: 20,
    });
  });

  it("leaves invalid ones out and explains them", () => {
    const params = new URLSearchParams("minPrice=darmo&shop=a&minRating=9");
    expect(parseProductListParams(params)).toEqual({ sort: "popularity", page: 1, limit: 20 });
    expect(listFilterNotices(params)).toHaveLength(3); // price, shop and rating
  });
});
