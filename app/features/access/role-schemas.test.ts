import { describe, expect, it } from "vitest";
import { endOfWarsawDay } from "./role-schemas";

describe("endOfWarsawDay", () => {
  it("ends the chosen day at Warsaw midnight, in winter and in summer", () => {
    expect(endOfWarsawDay("2026-11-24")!.toISOString()).toBe("2026-11-24T23:00:00.000Z");
    expect(endOfWarsawDay("2026-07-01")!.toISOString()).toBe("2026-07-01T22:00:00.000Z");
  });
  it("refuses what is not a real day", () => {
    expect(endOfWarsawDay("2026-02-30")).toBeNull();
    expect(endOfWarsawDay("jutro")).toBeNull();
  });
});
