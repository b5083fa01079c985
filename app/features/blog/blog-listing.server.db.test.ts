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
  const { result, filters, missing } = await listBlog(new URLSearchParams(query), {});
  return { slugs: result.posts.map((p) => p.slug).sort(), filters, missing };
};

describe("listBlog", () => {
  it("applies known filters without a notice; a category in another letter case is the same category", async () => {
    expect(await read("typ=review")).toEqual({ slugs: ["recenzja-lampki"], filters: { type: "review" }, missing: null });
    expect(await read("typ=Review")).toEqual({ slugs: ["recenzja-lampki"], filters: { type: "review" }, missing: null });
    expect((await read("kategoria=okazje")).slugs).toEqual(["zestawienie-prezentow"]);
    expect(await read("etykieta=unikaj")).toMatchObject({ slugs: ["recenzja-lampki"], missing: null });
  });

  it("names an unknown type, category or label and lists nothing (ADR 188)", async () => {
    expect(await read("typ=nieznany")).toMatchObject({ slugs: [], missing: { param: "typ", kind: "type", value: "nieznany" } });
    expect(await read("kategoria=Nieznana&typ=collection")).toMatchObject({ slugs: [], missing: { param: "kategoria", kind: "category", value: "Nieznana" } });
    expect(await read("etykieta=nieznana&etykieta=unikaj")).toMatchObject({ slugs: [], missing: { param: "etykieta", kind: "label", value: "nieznana" } });
    // The facets stay, so the filter form can still offer every category and type.
    const { result } = await listBlog(new URLSearchParams("kategoria=Nieznana"), {});
    expect([result.total, result.categories.length > 0, result.types.length > 0]).toEqual([0, true, true]);
  });

  it("a draft's type or category is unknown to a visitor and known to an editor who sees drafts", async () => {
    expect((await read("typ=guide")).missing).toEqual({ param: "typ", kind: "type", value: "guide" });
    const editor = await listBlog(new URLSearchParams("typ=guide&kategoria=elektronika"), { includeUnpublished: true });
    expect(editor.missing).toBeNull();
    expect(editor.result.posts.map((p) => p.slug)).toEqual(["szkic-o-kablu"]);
  });
});
