import { describe, expect, it } from "vitest";
import { parseAmount, readAmount } from "./amount";

describe("parseAmount (the form, the CSV import and the price filter read amounts alike)", () => {
  it("reads Polish and dotted amounts with grouping spaces of any kind", () => {
    expect(parseAmount("1 299,99")).toBe(1299.99);
    expect(parseAmount("1\u00A0299,5")).toBe(1299.5);
    expect(parseAmount("1\u202F299")).toBe(1299);
    expect(parseAmount(" 12.5 ")).toBe(12.5);
    expect(parseAmount("0")).toBe(0);
  });

  it("is null for nothing typed and undefined for what is no plain amount", () => {
    expect(parseAmount("")).toBeNull();
    expect(parseAmount("   ")).toBeNull();
    for (const bad of ["12,345", "1.299,99", "1,2,3", "-5", "+5", "1e3", "0x10", "Infinity", "NaN", "12 €", ",5", "5,", "zł", "$12 zł"]) {
      expect(parseAmount(bad), bad).toBeUndefined();
    }
  });

  it("reads one currency mark of the amount's currency, before or after it (ADR 142)", () => {
    expect(parseAmount("1 299,00 zł")).toBe(1299);
    expect(parseAmount("1\u00A0299,00\u00A0zł")).toBe(1299);
    expect(parseAmount("12,50zł")).toBe(12.5);
    expect(parseAmount("12,50 PLN")).toBe(12.5);
    expect(parseAmount("$12.99", "USD")).toBe(12.99);
    expect(parseAmount("12,99 €", "EUR")).toBe(12.99);
    // Another currency than the amount's is ambiguous: refused, not converted or guessed.
    expect(readAmount("12 zł", "EUR")).toEqual({ ok: false, problem: "currency" });
    expect(readAmount("$12", "PLN")).toEqual({ ok: false, problem: "currency" });
  });

  it("names what is wrong: too many decimals, a sign, anything else", () => {
    expect(readAmount("79,555")).toEqual({ ok: false, problem: "decimals" });
    expect(readAmount("1 299,999 zł")).toEqual({ ok: false, problem: "decimals" });
    expect(readAmount("-5")).toEqual({ ok: false, problem: "negative" });
    expect(readAmount("-5,50")).toEqual({ ok: false, problem: "negative" });
    for (const bad of ["abc", "1.299,99", "12 zł zł", "1e3"]) expect(readAmount(bad), bad).toEqual({ ok: false, problem: "format" });
    expect(readAmount("0")).toEqual({ ok: true, value: 0 }); // a range is each caller's: the form refuses 0, a filter takes it
  });
});
