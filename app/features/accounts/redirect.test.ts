import { describe, expect, it } from "vitest";
import { safeRedirectPath } from "./redirect";

describe("safeRedirectPath (open-redirect guard)", () => {
  it("keeps same-site paths with their query and hash", () => {
    expect(safeRedirectPath("/produkty?trending=true#lista")).toBe("/produkty?trending=true#lista");
    expect(safeRedirectPath("/profil/bezpieczenstwo")).toBe("/profil/bezpieczenstwo");
  });

  it.each(["//evil.example", "/\\evil.example", "https://evil.example/", "evil.example", "/\t/evil.example", "javascript:alert(1)", "", null, 42])(
    "ignores %s",
    (to) => {
      expect(safeRedirectPath(to)).toBe("/profil");
    },
  );

  it("does not send a signed-in user back to the sign-in pages", () => {
    expect(safeRedirectPath("/logowanie?redirectTo=/x")).toBe("/profil");
    expect(safeRedirectPath("/rejestracja")).toBe("/profil");
  });
});
