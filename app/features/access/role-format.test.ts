import { describe, expect, it } from "vitest";
import { historyValidity, plainRoleDisplayName } from "./role-format";

describe("role history and the base role", () => {
  it("gives a validity only to an assignment: a revoked or expired role has none to show", () => {
    const until = "2026-12-31T23:00:00.000Z";
    expect(historyValidity({ action: "assigned", expiresAt: until })).toEqual({ expiresAt: until });
    expect(historyValidity({ action: "assigned", expiresAt: null })).toEqual({ expiresAt: null });
    expect(historyValidity({ action: "revoked", expiresAt: null })).toBeNull();
    expect(historyValidity({ action: "expired", expiresAt: until })).toBeNull();
  });

  it("names the base role by its stored display name (the list's badge and the dialog agree)", () => {
    expect(plainRoleDisplayName([{ name: "admin", displayName: "Administrator" }, { name: "user", displayName: "Użytkownik" }])).toBe("Użytkownik");
    expect(plainRoleDisplayName([])).toBe("user");
  });
});
