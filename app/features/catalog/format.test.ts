import { describe, expect, it } from "vitest";
import {
  discountBadge,
  discountPercent,
  reducedFrom,
  effectivePrice,
  formatCardViews,
  formatDate,
  formatPrice,
  formatRating,
  formatStat,
  plural,
  shopName,
} from "./format";

const nbsp = (s: string) => s.replace(/[\u00a0\u202f]/g, " ");

describe("prices", () => {
  it("formats PLN the Polish way", () => {
    expect(nbsp(formatPrice(119.99))).toBe("119,99 zł");
    expect(nbsp(formatPrice(1234.5))).toBe("1 234,50 zł"); // issue #15 point 3: grouping always on
    expect(nbsp(formatPrice(1299.99))).toBe("1 299,99 zł");
    expect(nbsp(formatPrice(12345))).toBe("12 345,00 zł");
  });

  it("uses the discounted price, else the original, else 0", () => {
    expect(effectivePrice({ priceOriginal: 100, priceDiscounted: 80 })).toBe(80);
    expect(effectivePrice({ priceOriginal: 100, priceDiscounted: null })).toBe(100);
    expect(effectivePrice({ priceOriginal: null, priceDiscounted: null })).toBe(0);
    expect(effectivePrice({ priceOriginal: null, priceDiscounted: 0 })).toBe(0);
  });

  // ADR 120 (Omnibus): the reduction is measured against the 30-day lowest price the database keeps.
  const reduced = (priceBeforeReduction: number | null, priceDiscounted: number | null, priceOriginal: number | null = 2000) => ({
    priceOriginal,
    priceDiscounted,
    priceBeforeReduction,
  });

  it("shows a rounded -N% from the price before the reduction, never from the 'original' price", () => {
    expect(discountBadge(reduced(189.99, 119.99))).toBe("-37%");
    expect(discountBadge(reduced(100, 50))).toBe("-50%");
    expect(discountPercent(reduced(3, 2))).toBe(33);
    expect(discountBadge(reduced(100, null, 80))).toBe("-20%"); // no discounted price: the original is the price to pay
    expect(discountBadge(reduced(null, 50, 100))).toBeNull(); // an 'original' of 100 alone announces nothing
    expect(discountBadge(reduced(100, 100))).toBeNull();
    expect(discountBadge(reduced(100, 120))).toBeNull(); // never a reduction above the reference
    expect(discountBadge(reduced(100, null, null))).toBeNull(); // no price at all
    expect(discountBadge(reduced(1000, 999))).toBeNull(); // 0,1% is no badge
    expect(discountBadge(reduced(10, 0))).toBe("-100%");
    expect(discountBadge(reduced(1299.99, 0.01))).toBe("-99%"); // not free: never -100%
    expect(discountBadge(reduced(0, 0))).toBeNull();
  });

  it("strikes through the price before the reduction only when the price to pay is below it", () => {
    expect(reducedFrom(reduced(100, 70))).toBe(100);
    expect(reducedFrom(reduced(100, 100))).toBeNull();
    expect(reducedFrom(reduced(null, 70))).toBeNull();
  });
});

describe("card views (K from 1 000, M from 1 000 000, one decimal)", () => {
  it.each([
    [0, "0"],
    [999, "999"],
    [1000, "1K"],
    [1500, "1,5K"],
    [1049, "1K"],
    [1050, "1,1K"],
    [12_345, "12,3K"],
    [99_999, "100K"],
    [123_456, "123,5K"],
    [999_949, "999,9K"],
    [999_999, "1M"],
    [1_000_000, "1M"],
    [1_284_000, "1,3M"],
    [-5, "0"],
  ])("%d → %s", (n, expected) => {
    expect(formatCardViews(n)).toBe(expected);
  });
});

describe("stat numbers (K/M/B, one decimal under 100)", () => {
  it.each([
    [0, "0"],
    [99, "99"],
    [999, "999"],
    [1000, "1K"],
    [1500, "1,5K"],
    [12_345, "12,3K"],
    [99_949, "99,9K"],
    [99_999, "100K"],
    [123_456, "123K"],
    [999_499, "999K"],
    [999_999, "1M"],
    [1_000_000, "1M"],
    [1_234_567, "1,2M"],
    [150_000_000, "150M"],
    [2_500_000_000, "2,5B"],
  ])("%d → %s", (n, expected) => {
    expect(formatStat(n)).toBe(expected);
  });
});

describe("names, ratings, dates, plurals", () => {
  it("capitalises shop names and spells AliExpress", () => {
    expect(shopName("aliexpress")).toBe("AliExpress");
    expect(shopName("AliExpress")).toBe("AliExpress");
    expect(shopName("temu")).toBe("Temu");
    expect(shopName("amazon")).toBe("Amazon");
    expect(shopName("allegro")).toBe("Allegro");
  });

  it("formats ratings with a decimal comma", () => {
    expect(formatRating(4.456)).toBe("4,5");
    expect(formatRating(4)).toBe("4,0");
  });

  it("formats dates pl-PL in the Warsaw time zone", () => {
    expect(formatDate("2026-03-14T10:00:00Z")).toBe("14 marca 2026");
    // 23:30 UTC on 31 Dec is already 1 January in Warsaw.
    expect(formatDate("2025-12-31T23:30:00Z")).toBe("1 stycznia 2026");
    expect(formatDate("not a date")).toBe("");
  });

  it("chooses the Polish plural", () => {
    const p = (n: number) => plural(n, "produkt", "produkty", "produktów");
    expect([0, 1, 2, 4, 5, 12, 14, 22, 25, 112, 104].map(p)).toEqual([
      "produktów", "produkt", "produkty", "produkty", "produktów", "produktów", "produktów", "produkty", "produktów", "produktów", "produkty",
    ]);
  });
});
