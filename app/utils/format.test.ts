import { describe, expect, it } from "vitest";
import { formatAmount, formatCount, formatDate, formatMoney, formatMonthSince, formatRating, keepNumbersTogether, plural } from "./format";

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

// Issue #15 point 3: prices group always; numbers with units never break.
describe("formatAmount", () => {
  it("writes an amount as the money format does, without the currency (a price in a log entry)", () => {
    expect(formatAmount(89.99)).toBe("89,99");
    expect(formatAmount(44.5)).toBe("44,50");
    expect(formatAmount(1299.99)).toBe("1\u00A0299,99");
    expect(formatAmount(1299.99, "en")).toBe("1,299.99");
  });
});

describe("formatMoney and keepNumbersTogether", () => {
  it("groups four-digit prices with no-break spaces", () => {
    expect(formatMoney(1299.99)).toBe("1\u00A0299,99\u00A0zł");
    expect(formatMoney(99.5)).toBe("99,50\u00A0zł");
    expect(formatMoney(12345, "EUR")).toBe("12\u00A0345,00\u00A0€");
  });

  it("keeps '50 000 mAh' together and leaves ordinary words alone", () => {
    expect(keepNumbersTogether("Powerbank solarny 50 000 mAh za 19 zł")).toBe("Powerbank solarny 50\u00A0000\u00A0mAh za 19\u00A0zł");
    expect(keepNumbersTogether("Krem – efekt w 3 dni")).toBe("Krem – efekt w 3 dni");
    expect(keepNumbersTogether("Klocki magnetyczne 100 elementów")).toBe("Klocki magnetyczne 100 elementów");
    expect(keepNumbersTogether("Lampa 2 m i 1 mata")).toBe("Lampa 2\u00A0m i 1 mata");
  });
});

describe("formatMonthSince (ADR 202: 'W serwisie od …')", () => {
  it("gives the month in the genitive Polish needs after 'od', and the year", () => {
    expect(formatMonthSince("2026-12-01T12:00:00Z")).toBe("grudnia 2026");
    expect(formatMonthSince("2025-03-15T12:00:00Z")).toBe("marca 2025");
    expect(formatMonthSince("2025-03-15T12:00:00Z", "en")).toBe("March 2025");
  });

  it("counts the month in Warsaw, and '' for an invalid date", () => {
    expect(formatMonthSince("2025-07-31T23:30:00Z")).toBe("sierpnia 2025");
    expect(formatMonthSince("nie data")).toBe("");
  });
});
