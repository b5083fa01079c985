import { describe, expect, it } from "vitest";
import { DEMO_POSTS, postContent } from "~/db/seed/demo/blog";
import { joinSections, splitSections } from "./sections";

describe("sections split/join", () => {
  const singleProduct = DEMO_POSTS.filter((post) => post.type !== "collection");
  const collections = DEMO_POSTS.filter((post) => post.type === "collection");

  it.each(collections.map((post) => [post.title, post] as const))("keeps the collection %s as one body (no single-product sections)", (_title, post) => {
    expect(splitSections(postContent(post)).structured).toBe(false);
  });

  it.each(singleProduct.map((post) => [post.title, post] as const))("round-trips the demo post %s exactly", (_title, post) => {
    const content = postContent(post);
    const split = splitSections(content);
    expect(split.structured).toBe(true);
    if (!split.structured) return;
    expect(split.sections.purpose).toBe(post.text.purpose);
    expect(split.sections.notForWho).toBe(post.notForWho);
    expect(split.sections.summary).toBe(post.text.summary);
    expect(joinSections(split.sections)).toBe(content);
  });

  it("joins only the filled sections, in the canonical order, with rules between them", () => {
    expect(joinSections({ summary: "Koniec.", purpose: "Do kuchni." })).toBe("## Przeznaczenie\n\nDo kuchni.\n\n---\n\n## Podsumowanie\n\nKoniec.");
    expect(splitSections("## Przeznaczenie\n\nDo kuchni.\n\n---\n\n## Podsumowanie\n\nKoniec.")).toEqual({
      structured: true,
      sections: { purpose: "Do kuchni.", quality: "", functionality: "", price: "", conclusions: "", notForWho: "", summary: "Koniec." },
    });
  });

  it("treats content that does not follow the structure as one body", () => {
    for (const content of [
      "Zwykły tekst bez nagłówków.",
      "## Wstęp\n\nInny nagłówek.",
      "## Cena\n\n10 zł\n\n---\n\n## Przeznaczenie\n\nZła kolejność.",
      "## Cena\n\nA\n\n---\n\n## Cena\n\nB",
      "## Cena\n\n10 zł\n\n---\n\nTekst bez nagłówka",
    ]) {
      expect(splitSections(content)).toEqual({ structured: false, body: content });
    }
  });

  it("keeps markdown inside a section, including lists and bold text", () => {
    const content = "## Funkcjonalność\n\n1. **Jeden** – a\n2. **Dwa** – b\n\n> cytat";
    const split = splitSections(content);
    expect(split.structured && joinSections(split.sections)).toBe(content);
  });
});
