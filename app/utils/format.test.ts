import { describe, expect, it } from "vitest";
import { formatCount, formatDate, formatRating, plural } from "./format";

describe("plural", () => {
  it.each([
    [1, "produkt"],
    [2, "produkty"],
    [4, "produkty"],
    [5, "produktów"],
    [12, "produktów"],
    [14, "produktów"],
    [22, "produkty"],
    [112, "produktów"],
    [0, "produktów"],
  ])("%i → %s", (n, word) => expect(plural(n, "produkt", "produkty", "produktów")).toBe(word));
  it("uses the few form for fractions", () => expect(plural(1.5, "gwiazdka", "gwiazdki", "gwiazdek")).toBe("gwiazdki"));
});

describe("formats", () => {
  it("shows ratings with one decimal", () => {
    expect(formatRating(4.5)).toBe("4,5");
    expect(formatRating(4)).toBe("4,0");
    expect(formatRating(Number.NaN)).toBe("0,0");
  });
  it("shows dates in Warsaw time, pl-PL", () => {
    expect(formatDate("2026-03-13T23:30:00Z")).toBe("14 marca 2026");
    expect(formatDate("nie-data")).toBe("");
  });
  it("groups counts with a narrow no-break space", () => expect(formatCount(1234567)).toBe("1\u202F234\u202F567"));
});
