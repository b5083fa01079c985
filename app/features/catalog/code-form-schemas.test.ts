import { describe, expect, it } from "vitest";
import { validateForm } from "~/utils/form";
import { EditCodeSchema, EXPECTED_CODE_MISSING_MESSAGE, GenerateCodeSchema } from "./code-form-schemas";

const form = (code: string, expectedCode: string | null = "SP-LA-001") => {
  const data = new FormData();
  data.set("productId", "a1b2");
  data.set("code", code);
  if (expectedCode !== null) data.set("expectedCode", expectedCode);
  return data;
};

describe("EditCodeSchema (the same check in the browser and in the action)", () => {
  it("accepts any case and answers the stored upper case", () => {
    expect(validateForm(form(" sp-la-007 "), EditCodeSchema)).toEqual({ ok: true, data: { productId: "a1b2", code: "SP-LA-007", expectedCode: "SP-LA-001" } });
  });

  it("requires the code the row showed (ADR 194: without it the stale check was skipped)", () => {
    const missing = new FormData();
    missing.set("productId", "a1b2");
    missing.set("code", "SP-LA-007");
    for (const data of [missing, form("SP-LA-007", "  ")]) {
      expect(validateForm(data, EditCodeSchema, { message: "first" })).toMatchObject({ ok: false, message: EXPECTED_CODE_MISSING_MESSAGE, fieldErrors: { expectedCode: EXPECTED_CODE_MISSING_MESSAGE } });
    }
  });

  it("refuses other shapes, quoting what was typed (upper-cased)", () => {
    for (const code of ["", "SP-LA-07", "SPX-LA-007", "SP-LA-0071", "S1-LA-007"]) {
      const result = validateForm(form(code), EditCodeSchema, { message: "first" });
      expect(result).toMatchObject({ ok: false, message: `Nieprawidłowy format kodu: ${code.toUpperCase()}`, fieldErrors: { code: `Nieprawidłowy format kodu: ${code.toUpperCase()}` } });
    }
  });
});

describe("GenerateCodeSchema", () => {
  it("asks for a category first (spec: admin §5 'Wybierz kategorię'); type and product are the server's to check", () => {
    const data = new FormData();
    data.set("categoryCode", "  ");
    expect(validateForm(data, GenerateCodeSchema, { message: "first" })).toMatchObject({ ok: false, message: "Wybierz kategorię", fieldErrors: { categoryCode: "Wybierz kategorię" } });
    data.set("categoryCode", "SP");
    expect(validateForm(data, GenerateCodeSchema)).toEqual({ ok: true, data: { categoryCode: "SP", typeCode: "", productId: "", replace: false, expectedCode: "" } });
  });
});
