import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { blogPosts } from "~/db/schema";
import { createProduct } from "../../../tests/factories";
import { withReviewLinks } from "./post-public.server";
import { listPublishedPosts } from "./posts.server";
import { searchPublishedPosts } from "./search.server";

// Each test makes its own posts with a unique word, so the order of tests does not matter.
const hour = 3_600_000;
async function insertPost(values: Partial<typeof blogPosts.$inferInsert>) {
  const suffix = randomUUID().slice(0, 8);
  const [row] = await db
    .insert(blogPosts)
    .values({ title: `Wpis ${suffix}`, slug: `wpis-${suffix}`, excerpt: "", content: "", isPublished: true, publishedAt: new Date(Date.now() - hour), ...values })
    .returning({ id: blogPosts.id, slug: blogPosts.slug });
  return row!;
}
const word = () => `słowo${randomUUID().slice(0, 6)}`;

describe("searchPublishedPosts (issue #15 pt 12)", () => {
  it("finds published posts by title, excerpt or body; never drafts or scheduled ones", async () => {
    const w = word();
    const inTitle = await insertPost({ title: `Recenzja ${w} po miesiącu` });
    const inBody = await insertPost({ content: `## Wstęp\n\nTu jest ${w}.`, publishedAt: new Date(Date.now() - 5 * hour) });
    const inExcerpt = await insertPost({ excerpt: `Krótko o ${w}` });
    await insertPost({ title: `Szkic ${w}`, isPublished: false, publishedAt: null });
    await insertPost({ title: `Zaplanowany ${w}`, publishedAt: new Date(Date.now() + 24 * hour) });

    const result = await searchPublishedPosts(w, 10);
    expect(result.total).toBe(3);
    // Title match first, then excerpt, then body.
    expect(result.posts.map((p) => p.slug)).toEqual([inTitle.slug, inExcerpt.slug, inBody.slug]);
  });

  it("ignores case and Polish diacritics; % and _ are never wildcards", async () => {
    const tag = randomUUID().slice(0, 6);
    const post = await insertPost({ title: `Żółta ładowarka ${tag}` });
    expect((await searchPublishedPosts(`ZOLTA LADOWARKA ${tag}`)).posts.map((p) => p.slug)).toEqual([post.slug]);
    // ADR 122: the words are searched (punctuation is no word); a text without words is taken literally.
    expect((await searchPublishedPosts(`%${tag}`)).posts.map((p) => p.slug)).toEqual([post.slug]);
    expect((await searchPublishedPosts(`_${tag}`)).posts.map((p) => p.slug)).toEqual([post.slug]);
    expect((await searchPublishedPosts("%_%")).total).toBe(0);
  });

  it("finds a body without diacritics, and follows an edit of it (the stored folded copy)", async () => {
    const tag = randomUUID().slice(0, 6);
    const post = await insertPost({ content: `Na początek: zwykły tekst ${tag}.` });
    expect((await searchPublishedPosts(`ZOLTA LADOWARKA ${tag}`)).total).toBe(0);
    await db.update(blogPosts).set({ content: `## Test\n\nŻółta ładowarka ${tag} w zestawie.` }).where(eq(blogPosts.id, post.id));
    expect((await searchPublishedPosts(`zolta ladowarka ${tag}`)).posts.map((p) => p.slug)).toEqual([post.slug]);
    expect((await listPublishedPosts({ q: `Żółta ładowarka ${tag}` })).total).toBe(1);
  });

  it("limits the list but counts every match, the same as /blog?q=", async () => {
    const w = word();
    for (let i = 0; i < 5; i++) await insertPost({ title: `${w} ${i}` });
    const result = await searchPublishedPosts(w, 2);
    expect(result.posts).toHaveLength(2);
    expect(result.total).toBe(5);
    expect((await listPublishedPosts({ q: w })).total).toBe(5);
  });

  it("finds nothing for empty text", async () => {
    await insertPost({});
    expect(await searchPublishedPosts("   ")).toEqual({ posts: [], total: 0 });
  });
});

describe("collection review links (issue #15 pt 7)", () => {
  it("link to the product's published review, else to the product page", async () => {
    const reviewed = await createProduct();
    const notReviewed = await createProduct();
    const draftOnly = await createProduct();
    const review = await insertPost({ type: "review", productId: reviewed.id });
    await insertPost({ type: "review", productId: draftOnly.id, isPublished: false, publishedAt: null });
    await insertPost({ type: "article", productId: notReviewed.id });

    const items = await withReviewLinks([
      { id: reviewed.id, title: "A", reviewLink: `/produkty/a` },
      { id: notReviewed.id, title: "B", reviewLink: `/produkty/b` },
      { id: draftOnly.id, title: "C" },
      { id: "1", title: "Spoza katalogu", reviewLink: "https://example.com/recenzja" },
    ]);
    expect(items.map((i) => i.reviewLink)).toEqual([
      `/blog/${review.slug}`,
      `/produkt/${notReviewed.id}`,
      `/produkt/${draftOnly.id}`,
      "https://example.com/recenzja",
    ]);
  });
});
