import { describe, expect, it } from "vitest";
import { meta } from "./products";

type MetaArgs = Parameters<typeof meta>[0];
const tagsFor = (filters: { page: number; q?: string; category?: string }) =>
  meta({ loaderData: { filters, categories: [{ name: "Elektronika", slug: "elektronika" }, { name: "Dom i Ogród", slug: "dom-i-ogrod" }], appUrl: "https://viralneprodukty.pl" }, matches: [] } as unknown as MetaArgs) as Record<string, string>[];
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
