import { describe, expect, it } from "vitest";
import { meta } from "./products";

type MetaArgs = Parameters<typeof meta>[0];
const tagsFor = (filters: { page: number; q?: string; category?: string; trending?: boolean }, missing?: { kind: string; value: string }) =>
  meta({ loaderData: { filters, missing, categories: [{ name: "Elektronika", slug: "elektronika" }, { name: "Dom i Ogród", slug: "dom-i-ogrod" }], appUrl: "https://viralneprodukty.pl" }, matches: [] } as unknown as MetaArgs) as Record<string, string>[];
const canonical = (tags: Record<string, string>[]) => tags.find((tag) => tag.rel === "canonical")?.href;
const title = (tags: Record<string, string>[]) => tags.find((tag) => tag.title !== undefined)?.title;

// Pages 2 and on pointed their canonical link at page 1 and had its title: duplicates to a search engine.
describe("/produkty canonical link and title per page", () => {
  it("gives page 1 the bare list and later pages their own URL and title", () => {
    expect(canonical(tagsFor({ page: 1 }))).toBe("https://viralneprodukty.pl/produkty");
    const second = tagsFor({ page: 2 });
    expect(canonical(second)).toBe("https://viralneprodukty.pl/produkty?page=2");
    expect(title(second)).toContain("Strona 2");
    expect(title(second)).not.toBe(title(tagsFor({ page: 1 })));
    expect(canonical(tagsFor({ page: 3, category: "elektronika" }))).toBe("https://viralneprodukty.pl/produkty?category=Elektronika&page=3");
  });

  it("names a category given by its slug as by its name (review, session 27: the bare list's title and canonical)", () => {
    const bySlug = tagsFor({ page: 1, category: "dom-i-ogrod" });
    expect(canonical(bySlug)).toBe(canonical(tagsFor({ page: 1, category: "Dom i Ogród" })));
    expect(canonical(bySlug)).toBe("https://viralneprodukty.pl/produkty?category=Dom+i+Ogr%C3%B3d");
    expect(title(bySlug)).toContain("Dom i Ogród");
  });
});

// SEO review (session 37): "Na topie" lists other products than /produkty; a page kept out of the index
// (a search, a missing category) names no canonical besides its noindex.
describe("/produkty canonical of the trending list and of pages kept out of the index", () => {
  const robots = (tags: Record<string, string>[]) => tags.find((tag) => tag.name === "robots")?.content;

  it("gives the trending list its own canonical", () => {
    expect(canonical(tagsFor({ page: 1, trending: true }))).toBe("https://viralneprodukty.pl/produkty?trending=true");
    expect(robots(tagsFor({ page: 1, trending: true }))).toBeUndefined();
  });

  it("says noindex without a canonical for a search and for a missing category", () => {
    for (const tags of [tagsFor({ page: 1, q: "lampa" }), tagsFor({ page: 1, category: "nieistniejaca" }, { kind: "category", value: "nieistniejaca" })]) {
      expect(robots(tags)).toBe("noindex, follow");
      expect(canonical(tags)).toBeUndefined();
    }
  });
});

// ADR 177: a category's own SEO title and description (set in the panel) on its list's pages.
describe("/produkty?category= with the category's own search-engine texts", () => {
  const withSeo = (filters: { page: number; q?: string; category?: string }, categorySeo: { seoTitle: string | null; seoDescription: string | null } | null) =>
    meta({ loaderData: { filters, categories: [{ name: "Elektronika", slug: "elektronika" }], categorySeo, appUrl: "https://viralneprodukty.pl" }, matches: [] } as unknown as MetaArgs) as Record<string, string>[];
  const content = (tags: Record<string, string>[], key: string) => tags.find((tag) => tag.name === key || tag.property === key)?.content;

  it("uses them in <title>, the description and Open Graph; a later page adds its number", () => {
    const tags = withSeo({ page: 1, category: "elektronika" }, { seoTitle: "Gadżety elektroniczne z TikToka", seoDescription: "Ładowarki, lampki i słuchawki, które robią furorę." });
    expect(title(tags)).toBe("Gadżety elektroniczne z TikToka | Viralne Produkty");
    expect(content(tags, "description")).toBe("Ładowarki, lampki i słuchawki, które robią furorę.");
    expect(content(tags, "og:title")).toBe("Gadżety elektroniczne z TikToka");
    expect(content(tags, "og:description")).toBe("Ładowarki, lampki i słuchawki, które robią furorę.");
    expect(title(withSeo({ page: 2, category: "elektronika" }, { seoTitle: "Gadżety", seoDescription: null }))).toBe("Gadżety – Strona 2 | Viralne Produkty");
  });

  it("without them (or for a search inside the category) the page says what it said before", () => {
    const plain = withSeo({ page: 1, category: "elektronika" }, { seoTitle: null, seoDescription: null });
    expect(title(plain)).toBe(title(tagsFor({ page: 1, category: "elektronika" })));
    expect(content(plain, "description")).toBe(content(tagsFor({ page: 1 }), "description"));
    const searched = withSeo({ page: 1, category: "elektronika", q: "lampa" }, { seoTitle: "Gadżety", seoDescription: "Opis." });
    expect(title(searched)).toContain("lampa");
    expect(content(searched, "description")).not.toBe("Opis.");
  });
});
