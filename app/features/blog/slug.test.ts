import { describe, expect, it } from "vitest";
import { postSlug, SLUG_PATTERN, slugify, slugTakenMessage } from "./slug";

describe("slugify (admin §5, Polish letters transliterated)", () => {
  it("transliterates every Polish letter instead of dropping it", () => {
    expect(slugify("Zażółć gęślą jaźń")).toBe("zazolc-gesla-jazn");
    expect(slugify("ĄĆĘŁŃÓŚŹŻ ąćęłńóśźż")).toBe("acelnoszz-acelnoszz");
  });
  it("lower-cases, turns spaces into hyphens, drops other characters and collapses hyphens", () => {
    expect(slugify("  Hit TikToka: 5 gadżetów -- do 50 zł!  ")).toBe("hit-tiktoka-5-gadzetow-do-50-zl");
    expect(slugify("a_b/c?d#e")).toBe("abcde");
    expect(slugify("Ü & ß")).toBe("");
  });
  it("always produces a slug matching the database rule, or an empty string", () => {
    for (const text of ["---", "Żółw 🐢 z ogrodu", "<script>alert(1)</script>", "a--b", "12 34"]) {
      const slug = slugify(text);
      expect(slug === "" || SLUG_PATTERN.test(slug)).toBe(true);
    }
  });
});

describe("postSlug", () => {
  const now = new Date(Date.UTC(2026, 10, 23, 2, 0, 0));
  it("prefers the typed slug, normalised by the same rule", () => {
    expect(postSlug("Mój Wpis", "Tytuł", now)).toBe("moj-wpis");
  });
  it("falls back to the title, then to post- plus a timestamp", () => {
    expect(postSlug("", "Łódź nocą", now)).toBe("lodz-noca");
    expect(postSlug("!!!", "🐢🐢", now)).toBe(`post-${now.getTime()}`);
  });
  it("explains a taken slug in Polish", () => {
    expect(slugTakenMessage("lodz-noca")).toContain("„lodz-noca” jest już zajęty");
  });
});
