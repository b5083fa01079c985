import { describe, expect, it } from "vitest";
import { formatProductCode, isValidProductCode, parseProductCode, urlAliasFor } from "./product-code";

describe("product code format (admin §5)", () => {
  it("accepts XX-XX-NNN only", () => {
    expect(isValidProductCode("EL-SM-001")).toBe(true);
    for (const bad of ["el-sm-001", "EL-SM-1", "EL-SM-0001", "ELX-SM-001", "EL_SM_001", "", " EL-SM-001"]) {
      expect(isValidProductCode(bad), bad).toBe(false);
    }
  });
  it("pads the sequence to three digits", () => {
    expect(formatProductCode("DO", "KI", 7)).toBe("DO-KI-007");
    expect(formatProductCode("DO", "KI", 123)).toBe("DO-KI-123");
  });
  it("parses a valid code and refuses an invalid one", () => {
    expect(parseProductCode("UR-SK-042")).toEqual({ categoryCode: "UR", typeCode: "SK", sequence: 42 });
    expect(parseProductCode("UR-SK-42")).toBeNull();
  });
});

describe("URL alias rule (admin §5)", () => {
  it("lower-cases the code, keeps a-z 0-9, turns spaces to hyphens and collapses them", () => {
    expect(urlAliasFor("EL-SM-001", "Słuchawki  Bezprzewodowe -- Pro! 2")).toBe("el-sm-001-sluchawki-bezprzewodowe-pro-2");
  });
  it("transliterates Polish letters instead of dropping them", () => {
    expect(urlAliasFor("DO-KI-003", "Żółta łyżka")).toBe("do-ki-003-zolta-lyzka");
  });
  it("never ends with a hyphen when the title has no usable characters", () => {
    expect(urlAliasFor("OC-GI-010", "!!!")).toBe("oc-gi-010");
  });
});
