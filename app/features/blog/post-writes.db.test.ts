import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { blogPostRevisions, blogPosts, user } from "~/db/schema";
import { pageCacheSize } from "~/server/page-cache.server";
import { listFeedItems } from "./feed.server";
import { parsePostForm, type PostInput } from "./post-input";
import { createPost, deletePost, restoreRevision, setPostFlag, updatePost } from "./post-writes.server";
import { BLOG_ERRORS } from "./post-messages";
import { listRevisions } from "./post-revisions.server";
import { getPostBySlug, listHomeTeaserPosts, listPublishedPosts } from "./posts.server";

const unique = () => Math.random().toString(36).slice(2, 10);
let editor: string;
let other: string;

beforeAll(async () => {
  editor = `editor-${unique()}`;
  other = `other-${unique()}`;
  await db.insert(user).values([
    { id: editor, name: "Redaktor Testowy", email: `${editor}@example.com` },
    { id: other, name: "Drugi Redaktor", email: `${other}@example.com` },
  ]);
});

function input(fields: Record<string, string | string[]>): PostInput {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) for (const v of [value].flat()) form.append(name, v);
  const parsed = parsePostForm(form);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  return parsed.value;
}

const okPost = (result: Awaited<ReturnType<typeof createPost>>) => {
  if (!result.ok) throw new Error(result.message);
  return result.post;
};

describe("create, update, delete", () => {
  it("creates a post with every field, the session user as author", async () => {
    const title = `Recenzja ${unique()} – żółw`;
    const post = okPost(
      await createPost(
        input({
          title,
          excerpt: "Krótko",
          type: "review",
          "section.purpose": "Do domu.",
          "section.summary": "Polecamy.",
          labels: ["warte-pieniedzy", "nie-ma-takiej"],
          tags: "a, b, A",
          pros: "Tani\nLekki",
          cons: "Głośny, kruchy",
          seoTitle: "x".repeat(70),
          seoKeywords: "jeden, dwa",
          ratingName: ["quality", "głośność"],
          ratingValue: ["4.44", "4,96"],
          linkPlatform: ["temu", "Allegro"],
          linkUrl: ["https://temu.com/1", "https://allegro.pl/1"],
          itemCount: "2",
          "item.0.title": "Pierwszy",
          "item.1.description": " ",
          category: "Dom",
          overallRating: "4.25",
          "sectionRating.price": "2",
        }),
        editor,
      ),
    );
    expect(post.authorId).toBe(editor);
    expect(post.slug).toMatch(/^recenzja-[a-z0-9]+-zolw$/);
    expect(post.content).toBe("## Przeznaczenie\n\nDo domu.\n\n---\n\n## Podsumowanie\n\nPolecamy.");
    expect(post.labels).toEqual(["warte-pieniedzy"]);
    expect(post.tags).toEqual(["a", "b"]);
    expect(post.pros).toEqual(["Tani", "Lekki"]);
    expect(post.cons).toEqual(["Głośny", "kruchy"]);
    expect(post.seo).toEqual({ metaTitle: "x".repeat(57) + "…", keywords: ["jeden", "dwa"] });
    expect(post.ratings).toEqual({ quality: 4.4, priceQuality: 5, functionality: 5, głośność: 5 });
    expect(post.productLinks).toEqual({ temu: "https://temu.com/1", allegro: "https://allegro.pl/1" });
    expect(post.products).toEqual([{ id: "item-1", title: "Pierwszy" }]);
    expect(post.overallRating).toBe(4.3);
    expect(post.sectionRatings).toEqual({ purpose: 5, quality: 5, functionality: 5, price: 2, conclusions: 5 });
    expect(post.isPublished).toBe(false);
    expect(post.publishedAt).toBeNull();
  });

  it("refuses a taken slug (any letter case) with a clear message and changes nothing", async () => {
    const slug = `zajety-${unique()}`;
    okPost(await createPost(input({ title: "Pierwszy", slug }), editor));
    const again = await createPost(input({ title: "Drugi", slug: slug.toUpperCase() }), editor);
    expect(again).toMatchObject({ ok: false, status: 409, field: "slug" });
    expect(!again.ok && again.message).toContain("jest już zajęty");
    expect(await db.select().from(blogPosts).where(eq(blogPosts.title, "Drugi"))).toEqual([]);
  });

  it("refuses images from other sites in the body or as the main image; its own uploads pass (review, session 31)", async () => {
    const title = `Obrazy ${unique()}`;
    const cases: Record<string, string>[] = [{ contentMode: "body", body: "Tekst\n\n![śledzik](https://evil.example/x.png)" }, { contentMode: "body", body: "![a]( //evil.example/x.png )" }, { featuredImage: "https://evil.example/x.png" },
      // A helper's attempts (session 31): entities, a reference, brackets in the alt text, no slashes, a collection item.
      { contentMode: "body", body: "![x](&#x68;ttps://evil.example/e.png)" },
      { contentMode: "body", body: "![x][r]\n\n[r]: https://evil.example/r.png" },
      { contentMode: "body", body: "![a [b] c](https://evil.example/n.png)" },
      { contentMode: "body", body: "![x](https:evil.example/s.png)" },
      { featuredImage: "https:evil.example/f.png" },
      { contentMode: "body", body: "![x](data:image/png;base64,AAAA)" },
      { type: "collection", itemCount: "1", "item.0.title": "P", "item.0.image": "https://evil.example/c.png" },
    ];
    for (const over of cases) {
      expect(await createPost(input({ title, ...over }), editor)).toMatchObject({ ok: false, status: 400, message: BLOG_ERRORS.foreignImage });
    }
    expect(await db.select().from(blogPosts).where(eq(blogPosts.title, title))).toEqual([]);
    const own = okPost(await createPost(input({ title, contentMode: "body", body: "![nasz](/uploads/2026/x.webp)\n\n[link](https://example.com)" }), editor));
    expect(await updatePost(own.id, input({ title, contentMode: "body", body: "![obcy](http://evil.example/y.png)" }), editor)).toMatchObject({ ok: false, status: 400 });
  });

  it("updates every field, sets updatedAt, keeps the author, and deletes", async () => {
    const created = okPost(await createPost(input({ title: `Stary ${unique()}` }), editor, new Date(Date.UTC(2026, 0, 1))));
    const later = new Date(Date.UTC(2026, 0, 2));
    const updated = okPost(await updatePost(created.id, input({ title: "Nowy tytuł", slug: `nowy-${unique()}`, excerpt: "E" }), other, later));
    expect(updated).toMatchObject({ title: "Nowy tytuł", excerpt: "E", authorId: editor });
    expect(updated.updatedAt.getTime()).toBe(later.getTime());
    expect(okPost(await deletePost(created.id)).id).toBe(created.id);
    expect(await db.select().from(blogPosts).where(eq(blogPosts.id, created.id))).toEqual([]);
    expect(await deletePost(created.id)).toMatchObject({ ok: false, status: 404 });
    expect(await updatePost("not-a-uuid", input({ title: "x" }), editor)).toMatchObject({ ok: false, status: 404 });
  });

  it("empties the page cache on every write", async () => {
    const post = okPost(await createPost(input({ title: `Cache ${unique()}` }), editor));
    expect(pageCacheSize()).toBe(0);
    okPost(await setPostFlag(post.id, "isFeatured", true, editor));
    expect(pageCacheSize()).toBe(0);
  });
});

describe("the published-at rule", () => {
  it("publishing without a date sets publishedAt to now; a given date is kept", async () => {
    const now = new Date(Date.UTC(2026, 2, 3, 10));
    const a = okPost(await createPost(input({ title: `A ${unique()}`, isPublished: "on" }), editor, now));
    expect(a.publishedAt?.getTime()).toBe(now.getTime());
    const b = okPost(await createPost(input({ title: `B ${unique()}`, isPublished: "on", publishedAt: "2026-01-05T12:30" }), editor, now));
    expect(b.publishedAt?.toISOString()).toBe("2026-01-05T11:30:00.000Z"); // Warsaw winter time, UTC+1
    const draft = okPost(await createPost(input({ title: `C ${unique()}` }), editor, now));
    const toggled = okPost(await setPostFlag(draft.id, "isPublished", true, editor, now));
    expect(toggled.publishedAt?.getTime()).toBe(now.getTime());
  });
});

describe("scheduled publishing", () => {
  it("keeps a published post with a future date off every public surface until then", async () => {
    const slug = `zaplanowany-${unique()}`;
    const soon = new Date(Date.now() + 2_000);
    const post = okPost(await createPost(input({ title: "Zaplanowany", slug, isPublished: "on", isFeatured: "on", publishedAt: soon.toISOString() }), editor));
    expect(await getPostBySlug(slug)).toBeNull();
    expect((await getPostBySlug(slug, { includeUnpublished: true }))?.id).toBe(post.id);
    expect((await listPublishedPosts()).posts.map((p) => p.slug)).not.toContain(slug);
    expect((await listHomeTeaserPosts()).map((p) => p.slug)).not.toContain(slug);
    expect((await listFeedItems()).map((p) => p.slug)).not.toContain(slug);

    const after = new Date(soon.getTime() + 1);
    expect((await listFeedItems(after)).map((p) => p.slug)).toContain(slug);
    await new Promise((resolve) => setTimeout(resolve, soon.getTime() - Date.now() + 50));
    expect((await getPostBySlug(slug))?.id).toBe(post.id);
    expect((await listPublishedPosts()).posts.map((p) => p.slug)).toContain(slug);
    expect((await listHomeTeaserPosts()).map((p) => p.slug)).toContain(slug);
  });
});

describe("revisions", () => {
  it("keeps every replaced version with who and when, and restores one", async () => {
    const post = okPost(await createPost(input({ title: `Wersja 1 ${unique()}`, pros: "Jeden" }), editor, new Date(Date.UTC(2026, 3, 1))));
    okPost(await updatePost(post.id, input({ title: "Wersja 2", slug: post.slug, pros: "Dwa" }), other, new Date(Date.UTC(2026, 3, 2))));
    okPost(await updatePost(post.id, input({ title: "Wersja 3", slug: post.slug }), editor, new Date(Date.UTC(2026, 3, 3))));

    const revisions = await listRevisions(post.id);
    expect(revisions.map((r) => [r.snapshot.title, r.savedByName])).toEqual([
      ["Wersja 2", "Redaktor Testowy"],
      [post.title, "Drugi Redaktor"],
    ]);
    // Derived columns are not kept: a restore renders the body and the database folds it again.
    for (const derived of ["titleFolded", "excerptFolded", "contentFolded", "contentHtml"]) expect(Object.keys(revisions[0].snapshot)).not.toContain(derived);
    const first = revisions[1];
    const restored = okPost(await restoreRevision(post.id, first.id, other, new Date(Date.UTC(2026, 3, 4))));
    expect(restored).toMatchObject({ title: post.title, pros: ["Jeden"], authorId: editor });
    expect(restored.updatedAt.toISOString()).toBe("2026-04-04T00:00:00.000Z");
    // the version replaced by the restore is itself kept
    expect((await listRevisions(post.id))[0].snapshot.title).toBe("Wersja 3");
    expect(await restoreRevision(post.id, "00000000-0000-4000-8000-000000000000", editor)).toMatchObject({ ok: false, status: 404 });
  });

  it("restores the text but keeps the post's address and publication as they are now", async () => {
    const post = okPost(await createPost(input({ title: `Szkic ${unique()}`, pros: "Stare" }), editor, new Date(Date.UTC(2026, 3, 1))));
    const slug = `${post.slug}-nowy`;
    okPost(await updatePost(post.id, input({ title: "Opublikowany", slug, pros: "Nowe", isPublished: "on" }), editor, new Date(Date.UTC(2026, 3, 2))));
    okPost(await setPostFlag(post.id, "isFeatured", true, editor, new Date(Date.UTC(2026, 3, 3))));
    const draft = (await listRevisions(post.id)).at(-1)!; // the unpublished first version, under the old address
    expect(draft.snapshot).toMatchObject({ isPublished: false, slug: post.slug });
    const restored = okPost(await restoreRevision(post.id, draft.id, other, new Date(Date.UTC(2026, 3, 4))));
    expect(restored).toMatchObject({ title: post.title, pros: ["Stare"], slug, isPublished: true, isFeatured: true });
    expect(restored.publishedAt?.toISOString()).toBe("2026-04-02T00:00:00.000Z");
  });

  it("does not restore another post's revision", async () => {
    const a = okPost(await createPost(input({ title: `A ${unique()}` }), editor));
    const b = okPost(await createPost(input({ title: `B ${unique()}` }), editor));
    okPost(await updatePost(a.id, input({ title: "A2", slug: a.slug }), editor));
    const [revision] = await db.select().from(blogPostRevisions).where(eq(blogPostRevisions.postId, a.id));
    expect(await restoreRevision(b.id, revision.id, editor)).toMatchObject({ ok: false, status: 404 });
  });
});
