import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { blogPosts } from "~/db/schema";
import { listBlog } from "./blog-listing.server";

// Review (session 27): /blog?typ=<unknown> listed nothing, /blog?etykieta=<unknown> everything, both
// without a word. Now each unknown value is ignored with a notice, as on /produkty. Fresh database per file.
beforeAll(async () => {
  const at = new Date(Date.UTC(2026, 5, 1));
  await db.insert(blogPosts).values([
    {
      slug: "recenzja-lampki",
      title: "Recenzja lampki",
      type: "review",
      category: "Dom",
      labels: ["unikaj"],
      isPublished: true,
      publishedAt: at,
    },
    {
      slug: "zestawienie-prezentow",
      title: "Zestawienie prezentów",
      type: "collection",
      category: "Okazje",
      isPublished: true,
      publishedAt: at,
    },
    { slug: "szkic-o-kablu", title: "Szkic o kablu", type: "guide", category: "Elektronika", isPublished: false },
  ]);
});

const read = async (query: string) => {
  const { result, filters, notices } = await listBlog(new URLSearchParams(query), {});
  return { slugs: result.posts.map((p) => p.slug).sort(), filters, notices };
};

describe("listBlog", () => {
  it("applies known filters without a notice; a category in another letter case is the same category", async () => {
    expect(await read("typ=review")).toEqual({ slugs: ["recenzja-lampki"], filters: { type: "review" }, notices: [] });
    expect(await read("typ=Review")).toEqual({ slugs: ["recenzja-lampki"], filters: { type: "review" }, notices: [] });
    expect((await read("kategoria=okazje")).slugs).toEqual(["zestawienie-prezentow"]);
    expect(await read("etykieta=unikaj")).toMatchObject({ slugs: ["recenzja-lampki"], notices: [] });
  });

  it("ignores an unknown type, category and label, says so for each, and lists the rest", async () => {
    expect(await read("typ=nieznany")).toEqual({
      slugs: ["recenzja-lampki", "zestawienie-prezentow"],
      filters: {},
      notices: ["Nieznany typ wpisu – pominięto ten filtr."],
    });
    expect(await read("kategoria=Nieznana&typ=collection")).toEqual({
      slugs: ["zestawienie-prezentow"],
      filters: { type: "collection" },
      notices: ["Nieznana kategoria – pominięto ten filtr."],
    });
    expect(await read("etykieta=nieznana&etykieta=unikaj")).toEqual({
      slugs: ["recenzja-lampki"],
      filters: { labels: ["unikaj"] },
      notices: ["Nieznana etykieta – pominięto ten filtr."],
    });
  });

  it("a draft's type or category is unknown to a visitor and known to an editor who sees drafts", async () => {
    expect((await read("typ=guide")).notices).toEqual(["Nieznany typ wpisu – pominięto ten filtr."]);
    const editor = await listBlog(new URLSearchParams("typ=guide&kategoria=elektronika"), { includeUnpublished: true });
    expect(editor.notices).toEqual([]);
    expect(editor.result.posts.map((p) => p.slug)).toEqual(["szkic-o-kablu"]);
  });
});
