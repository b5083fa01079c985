import { describe, expect, it } from "vitest";
import { editDistance, nearPage } from "./near-page";

// ADR 210: 'Czy chodziło o …?' on a miss within two edits of one of the site's own pages.
describe("editDistance", () => {
  it("counts insertions, deletions and substitutions", () => {
    expect(editDistance("o-nass", "o-nas")).toBe(1);
    expect(editDistance("kontak", "kontakt")).toBe(1);
    expect(editDistance("regulamim", "regulamin")).toBe(1);
    expect(editDistance("cokies", "cookies")).toBe(1);
    expect(editDistance("kotnakt", "kontakt")).toBe(2);
    expect(editDistance("abc", "abc")).toBe(0);
    expect(editDistance("", "blog")).toBe(4);
  });

  it("stops past the limit, answering limit + 1", () => {
    expect(editDistance("polityka-prywatnosci", "o-nas", 2)).toBe(3);
    expect(editDistance("abcdef", "uvwxyz", 2)).toBe(3);
  });
});

describe("nearPage", () => {
  it.each([
    ["/o-nass", "/o-nas"],
    ["/polityka-prywatnosc", "/polityka-prywatnosci"],
    ["/polityka-prywatności", "/polityka-prywatnosci"],
    ["/Polityka-Prywatnosci-", "/polityka-prywatnosci"],
    ["/kontak", "/kontakt"],
    ["/kontakt/", null],
    ["/regulaminn", "/regulamin"],
    ["/cookie", "/cookies"],
    ["/jak-to-dzila", "/jak-to-dziala"],
    ["/afilacja", "/afiliacja"],
    ["/produktyy", "/produkty"],
    ["/prdukty", "/produkty"],
    ["/blogg", "/blog"],
    ["/o-na%73s", "/o-nas"],
  ])("%s → %s", (typed, page) => {
    expect(nearPage(typed)?.path ?? null).toBe(page);
  });

  it.each(["/produkty/nie-ma", "/a/b", "/lampa-ksiezycowa", "/ab", "/xyz", "/o-nas", "/blog", "/%E0%A4%A", `/${"x".repeat(500)}`])(
    "offers nothing for %s",
    (typed) => {
      expect(nearPage(typed)).toBeNull();
    },
  );

  it("picks the nearest page, not the first within reach", () => {
    // 'cookies' is one edit away, 'kontakt' further: the nearer wins.
    expect(nearPage("/cookiee")?.path).toBe("/cookies");
  });
});
