import { describe, expect, it } from "vitest";
import { BAD_FORM_MESSAGE, validateForm } from "~/utils/form";
import { formatRoleExpiry } from "./role-format";
import { CreateRoleSchema, endOfWarsawDay, RolesActionSchema, UserRolesActionSchema } from "./role-schemas";
import { ROLE_MESSAGES } from "./role-rules";

describe("endOfWarsawDay", () => {
  it("ends the chosen day at Warsaw midnight, in winter and in summer", () => {
    expect(endOfWarsawDay("2026-11-24")!.toISOString()).toBe("2026-11-24T23:00:00.000Z");
    expect(endOfWarsawDay("2026-07-01")!.toISOString()).toBe("2026-07-01T22:00:00.000Z");
  });
  it("refuses what is not a real day", () => {
    expect(endOfWarsawDay("2026-02-30")).toBeNull();
    expect(endOfWarsawDay("jutro")).toBeNull();
    // Month 99 or 13 rolled over into another year (hostile review, session 28).
    for (const day of ["2026-99-01", "2026-13-01", "2026-00-10"]) expect(endOfWarsawDay(day), day).toBeNull();
  });
});

describe("the new role form", () => {
  it("puts each rule's message under its field (review, session 30: one banner above the form)", () => {
    const data = new FormData();
    for (const [k, v] of [["intent", "create"], ["name", "Recenzent Ż"], ["displayName", "R"], ["description", "x".repeat(301)]]) data.set(k, v);
    const result = validateForm(data, CreateRoleSchema);
    expect(!result.ok && result.fieldErrors).toEqual({
      name: ROLE_MESSAGES.roleNameInvalid,
      displayName: ROLE_MESSAGES.displayNameInvalid,
      description: ROLE_MESSAGES.descriptionTooLong,
      permissions: ROLE_MESSAGES.noPermissions,
    });
    for (const [k, v] of [["name", "recenzent"], ["displayName", "Recenzent"], ["description", ""], ["permissions", "role:read"]]) data.set(k, v);
    expect(validateForm(data, CreateRoleSchema).ok).toBe(true);
  });
});

describe("role forms' intents", () => {
  it("answer an unknown or missing intent in Polish (zod's English before)", () => {
    for (const schema of [UserRolesActionSchema, RolesActionSchema]) {
      for (const intent of ["zz", null]) {
        const data = new FormData();
        if (intent) data.set("intent", intent);
        const result = validateForm(data, schema);
        expect(result.ok).toBe(false);
        expect(!result.ok && Object.values(result.fieldErrors)).toContain(BAD_FORM_MESSAGE);
      }
    }
  });
});

describe("formatRoleExpiry", () => {
  it("shows the day the admin picked, not the next midnight it is stored as", () => {
    expect(formatRoleExpiry(endOfWarsawDay("2026-12-31")!)).toBe("31 grudnia 2026 23:59");
    expect(formatRoleExpiry(endOfWarsawDay("2026-07-01")!)).toBe("1 lipca 2026 23:59");
    expect(formatRoleExpiry(new Date("2026-07-01T12:30:00Z"))).toBe("1 lipca 2026 14:30");
  });
});
