import { describe, expect, it } from "vitest";
import { UserError } from "./action.server";
import { assertUnchangedSince, MISSING_VERSION_MESSAGE, STALE_FIELD } from "./stale-version.server";

describe("assertUnchangedSince (ADR 044, 123)", () => {
  const at = new Date("2026-11-27T06:00:00.123Z");
  it("passes the version the form showed, and a caller that is no form (undefined)", () => {
    expect(() => assertUnchangedSince(at, "2026-11-27T06:00:00.123Z", "x")).not.toThrow();
    expect(() => assertUnchangedSince(at, undefined, "x")).not.toThrow();
  });
  it("refuses an edit form that sent no version with a 400 (ADR 194: it used to skip the check)", () => {
    for (const expected of ["", null]) {
      expect(() => assertUnchangedSince(at, expected, "x")).toThrow(expect.objectContaining({ status: 400, message: MISSING_VERSION_MESSAGE }));
    }
  });
  it("refuses an older or unreadable version with a 409 that marks the form stale", () => {
    for (const expected of ["2026-11-27T06:00:00.122Z", "garbage"]) {
      let error: unknown;
      try {
        assertUnchangedSince(at, expected, "Ktoś inny zmienił…");
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(UserError);
      expect(error).toMatchObject({ status: 409, message: "Ktoś inny zmienił…", fieldErrors: { [STALE_FIELD]: "1" } });
    }
  });
});
