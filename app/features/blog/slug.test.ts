import { describe, expect, it } from "vitest";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import routes from "~/routes";
import { isReservedPostSlug, NEW_POST_SLUG, postSlug, RESERVED_POST_SLUGS, SLUG_PATTERN, slugify, slugReservedMessage, slugTakenMessage, titleSlug } from "./slug";

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

/** Every route path, nested paths joined (a layout without a path passes its children's through). */
function paths(entries: RouteConfigEntry[], prefix = ""): string[] {
  return entries.flatMap((entry) => {
    const path = entry.path === undefined ? prefix : [prefix, entry.path].filter(Boolean).join("/");
    return [...(entry.path === undefined ? [] : [path]), ...paths(entry.children ?? [], path)];
  });
}

describe("addresses the blog's own routes hold (review: a post 'nowy' could never be edited)", () => {
  it("reserves 'nowy' and every static segment under /blog/ a slug could spell", () => {
    const segments = paths(routes)
      .filter((path) => path.startsWith("blog/"))
      .flatMap((path) => path.split("/").slice(1))
      .filter((segment) => !segment.startsWith(":") && SLUG_PATTERN.test(segment));
    expect(segments).toContain("edytor");
    for (const segment of segments) expect(isReservedPostSlug(segment), segment).toBe(true);
    expect(RESERVED_POST_SLUGS.has(NEW_POST_SLUG)).toBe(true);
    expect(isReservedPostSlug("NOWY")).toBe(true);
    expect(isReservedPostSlug("nowy-wpis")).toBe(false);
  });

  it("moves a slug made from a title off a reserved address; a typed one stays (parsePostForm refuses it)", () => {
    expect(titleSlug("Nowy")).toBe("nowy-wpis");
    expect(titleSlug("Edytor!")).toBe("edytor-wpis");
    expect(titleSlug("Nowy gadżet")).toBe("nowy-gadzet");
    expect(postSlug("", "Nowy")).toBe("nowy-wpis");
    expect(postSlug("nowy", "Cokolwiek")).toBe("nowy");
    expect(slugReservedMessage("nowy")).toBe("Adres „nowy” jest zajęty przez stronę serwisu. Wpisz inny adres (slug).");
  });
});
