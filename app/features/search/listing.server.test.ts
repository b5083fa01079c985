import { describe, expect, it } from "vitest";
import { parseProductListParams } from "./listing.server";

const parse = (query: string, defaults?: Parameters<typeof parseProductListParams>[1]) =>
  parseProductListParams(new URLSearchParams(query), defaults);

describe("parseProductListParams", () => {
  it("gives the spec's defaults for an empty query (spec: public §9)", () => {
    expect(parse("")).toEqual({ sort: "popularity", page: 1, limit: 20 });
  });

  it("reads every filter", () => {
    expect(
      parse(
        "q=ładowarka&category=Elektronika&trending=true&minRating=4&verified=true&discounted=true&sort=price-low&page=3&limit=40",
      ),
    ).toEqual({
      q: "ładowarka",
      category: "Elektronika",
      trending: true,
      minRating: 4,
      verified: true,
      discounted: true,
      sort: "price-low",
      page: 3,
      limit: 40,
    });
  });

  it("sorts by relevance when there is a text, unless another order is asked for", () => {
    expect(parse("q=kubek").sort).toBe("relevance");
    expect(parse("q=kubek&sort=newest").sort).toBe("newest");
    expect(parse("sort=relevance").sort).toBe("popularity");
    expect(parse("sort=relevance", { sort: "newest" }).sort).toBe("newest");
  });

  it("falls back to defaults for invalid values, keeping the valid ones", () => {
    expect(
      parse("page=0&limit=abc&sort=cheapest&minRating=5&trending=yes&verified=1&discounted=TRUE&category=%20%20"),
    ).toEqual({
      sort: "popularity",
      page: 1,
      limit: 20,
    });
    expect(parse("page=-2&minRating=3").page).toBe(1);
    expect(parse("page=2.5&minRating=3")).toEqual({ sort: "popularity", page: 1, limit: 20, minRating: 3 });
    expect(parse("page=abc", { page: 2, limit: 12 })).toMatchObject({ page: 2, limit: 12 });
  });

  it("reads a page too large to exist as the last possible one, not the first", () => {
    expect(parse("page=99999999999999999999").page).toBe(10_000);
  });

  it("caps the page size at 60", () => {
    expect(parse("limit=1000").limit).toBe(60);
    expect(parse("limit=0").limit).toBe(20);
  });

  it("trims the text, collapses spaces and keeps at most 100 characters", () => {
    expect(parse("q=%20%20sluchawki%20%20%20bezprzewodowe%20").q).toBe("sluchawki bezprzewodowe");
    expect(parse(`q=${"a".repeat(150)}`).q).toHaveLength(100);
    expect(parse("q=%20%20%20").q).toBeUndefined();
    expect(parse("q=%20%20%20").sort).toBe("popularity");
  });

  it("applies caller defaults (e.g. a category page)", () => {
    expect(parse("", { category: "moda", trending: true, limit: 24 })).toEqual({
      category: "moda",
      trending: true,
      sort: "popularity",
      page: 1,
      limit: 24,
    });
    expect(parse("category=sport", { category: "moda" }).category).toBe("sport");
  });
});
