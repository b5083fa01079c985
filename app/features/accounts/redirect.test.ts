import { describe, expect, it } from "vitest";
import { safeRedirectPath } from "./redirect";

describe("safeRedirectPath (the one open-redirect guard)", () => {
  it("keeps same-site paths with their query and hash", () => {
    expect(safeRedirectPath("/produkty?trending=true#lista")).toBe("/produkty?trending=true#lista");
    expect(safeRedirectPath("/profil/bezpieczenstwo")).toBe("/profil/bezpieczenstwo");
    expect(safeRedirectPath("/produkt/lampka%20led")).toBe("/produkt/lampka%20led");
  });

  it("normalises harmless dot segments", () => {
    expect(safeRedirectPath("/profil/../produkty")).toBe("/produkty");
  });

  // The usual open-redirect tricks, plus the two found in issue #12 (dot segments collapsing into //).
  it.each([
    "//evil.example",
    "///evil.example",
    "/\\evil.example",
    "\\\\evil.example",
    "/.//evil.example",
    "/profil/../..//evil.example",
    "/./\\evil.example",
    "/%2f%2fevil.example",
    "/%5cevil.example",
    "/%09/evil.example",
    "https://evil.example/",
    "http:evil.example",
    "evil.example",
    "//evil.example@same",
    "/\t/evil.example",
    "/\t/",
    "/\n/evil.example",
    "/a\r\nSet-Cookie: x=1",
    " /\x00//evil.example",
    "javascript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "",
    "x".repeat(3000),
    null,
    42,
  ])("ignores %j", (to) => {
    expect(safeRedirectPath(to)).toBe("/profil");
  });

  it("never returns a protocol-relative or absolute address for any of those", () => {
    for (const to of ["/.//a", "/..//a", "/x/..//a", "/x/./../..//a"]) {
      expect(safeRedirectPath(to, "/")).not.toMatch(/^\/\//);
    }
  });

  it("does not send a signed-in user back to the sign-in pages", () => {
    expect(safeRedirectPath("/logowanie?redirectTo=/x")).toBe("/profil");
    expect(safeRedirectPath("/rejestracja")).toBe("/profil");
  });

  it("uses the fallback it is given", () => {
    expect(safeRedirectPath("//evil.example", "/produkt/1")).toBe("/produkt/1");
  });
});
