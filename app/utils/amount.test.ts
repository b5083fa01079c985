import { describe, expect, it } from "vitest";
import { parseAmount } from "./amount";

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
    for (const bad of ["12,345", "1.299,99", "1,2,3", "-5", "+5", "1e3", "0x10", "Infinity", "NaN", "12 zł", ",5", "5,"]) {
      expect(parseAmount(bad), bad).toBeUndefined();
    }
  });
});
