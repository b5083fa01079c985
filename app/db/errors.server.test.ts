import { describe, expect, it } from "vitest";
import { databaseError, isDatabaseError, isUniqueViolation } from "./errors.server";

describe("databaseError", () => {
  it("reads the SQLSTATE on the error or on any of its causes, with the constraint", () => {
    const driver = Object.assign(new Error("duplicate key"), { code: "23505", constraint: "products_code_lower_key" });
    const wrapped = new Error("Failed query", { cause: new Error("inner", { cause: driver }) });
    expect(databaseError(driver)).toEqual({ code: "23505", constraint: "products_code_lower_key" });
    expect(databaseError(wrapped)).toEqual({ code: "23505", constraint: "products_code_lower_key" });
    expect(isUniqueViolation(wrapped)).toBe(true);
    expect(isDatabaseError(wrapped, "40P01", "23505")).toBe(true);
  });

  it("ignores what is not a database refusal", () => {
    expect(databaseError(new Error("x"))).toBeUndefined();
    expect(databaseError(Object.assign(new Error("x"), { code: "ECONNREFUSED" }))).toBeUndefined();
    expect(databaseError("23505")).toBeUndefined();
    expect(databaseError(null)).toBeUndefined();
    expect(isUniqueViolation(Object.assign(new Error("fk"), { code: "23503" }))).toBe(false);
  });
});
