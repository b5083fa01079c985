import { describe, expect, it } from "vitest";
import { returnPathOf, withReturnPath } from "./redirect";

// ADR 210: the visitor's return path is carried from sign-in to registration, the activation e-mail
// and its confirmation; anything the open-redirect guard refuses is dropped (the page uses /profil).
const PRODUCT = "/produkt/lampa-ksiezycowa?po-zalogowaniu=wishlist";
const HOSTILE = [
  "https://evil.com",
  "http://evil.com/produkt/x",
  "//evil.com",
  "/\\evil.com",
  "\\\\evil.com",
  "%2F%2Fevil.com",
  "/%2Fevil.com",
  "/%2F%2Fevil.com",
  "/%5Cevil.com",
  "/%5cevil.com",
  "/%09/evil.com",
  "/\t/evil.com",
  "/.//evil.com",
  "/a/../..//evil.com",
  "javascript:alert(1)",
  "https:%2F%2Fevil.com",
  "",
];

describe("withReturnPath", () => {
  it("adds the product path with its wish, encoded, to the page", () => {
    expect(withReturnPath("/rejestracja", PRODUCT)).toBe(`/rejestracja?redirectTo=${encodeURIComponent(PRODUCT)}`);
    expect(new URL(withReturnPath("/rejestracja", PRODUCT), "http://x.invalid").searchParams.get("redirectTo")).toBe(PRODUCT);
  });

  it("appends to a page that already has a query", () => {
    expect(withReturnPath("/weryfikacja-email?email=a%40b.pl", "/produkty")).toBe("/weryfikacja-email?email=a%40b.pl&redirectTo=%2Fprodukty");
  });

  it.each(HOSTILE)("drops the hostile or empty %j", (hostile) => {
    expect(withReturnPath("/rejestracja", hostile)).toBe("/rejestracja");
  });

  it("drops the default, the sign-in pages and what is not a string", () => {
    expect(withReturnPath("/rejestracja", "/profil")).toBe("/rejestracja");
    expect(withReturnPath("/rejestracja", "/logowanie?redirectTo=%2Fx")).toBe("/rejestracja");
    expect(withReturnPath("/logowanie", "/rejestracja")).toBe("/logowanie");
    expect(withReturnPath("/rejestracja", null)).toBe("/rejestracja");
    expect(withReturnPath("/rejestracja", ["/produkty"])).toBe("/rejestracja");
  });
});

describe("returnPathOf", () => {
  const request = (query: string) => new Request(`http://localhost/rejestracja${query}`);

  it("reads the checked path from ?redirectTo=", () => {
    expect(returnPathOf(request(`?redirectTo=${encodeURIComponent(PRODUCT)}`))).toBe(PRODUCT);
  });

  it.each(HOSTILE)("gives no path for %j", (hostile) => {
    expect(returnPathOf(request(`?redirectTo=${encodeURIComponent(hostile)}`))).toBe("");
  });

  it("gives no path when there is none", () => {
    expect(returnPathOf(request(""))).toBe("");
  });
});
