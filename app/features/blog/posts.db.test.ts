import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { blogPosts, profiles, user } from "~/db/schema";
import { getPostBySlug, listHomeTeaserPosts, listPublishedPosts } from "./posts.server";

// Each file gets a fresh database with reference data only: the posts below are the whole blog.
const day = 86_400_000;
const now = Date.UTC(2026, 5, 1);
const at = (daysAgo: number) => new Date(now - daysAgo * day);

type PostSeed = Partial<typeof blogPosts.$inferInsert> & { slug: string };
const post = (p: PostSeed): typeof blogPosts.$inferInsert => ({
  title: p.slug.replace(/-/g, " "),
  isPublished: true,
  ...p,
});

beforeAll(async () => {
  await db.insert(user).values([
    { id: "author-1", name: "Konto Autora", email: "autor@example.com" },
    { id: "author-2", name: "Drugi Autor", email: "autor2@example.com" },
  ]);
  await db.insert(profiles).values({ id: "author-1", fullName: "Anna Nowak" });
  await db.insert(blogPosts).values([
    post({ slug: "featured-old", isFeatured: true, publishedAt: at(30), type: "review", category: "Elektronika", labels: ["warte-pieniedzy"] }),
    post({ slug: "featured-new", isFeatured: true, publishedAt: at(2), type: "collection", category: "Dom i Ogród", labels: ["hit-tiktoka", "bestseller"] }),
    post({ slug: "featured-oldest", isFeatured: true, publishedAt: at(60), type: "review", category: "Elektronika" }),
    post({ slug: "regular-new", publishedAt: at(1), type: "scam-alert", category: "Uroda", labels: ["scam-alert", "unikaj"], title: "Uwaga na podróbki żelazka" }),
    post({ slug: "regular-mid", publishedAt: at(5), type: "review", category: "elektronika", excerpt: "Tania ładowarka do auta", labels: ["warte-pieniedzy", "dobra-jakosc"], authorId: "author-1" }),
    post({ slug: "regular-old", publishedAt: at(40), category: "Sport", content: "## Test\n\nKółko 100% szczęścia", authorId: "author-2" }),
    post({ slug: "draft-featured", isFeatured: true, isPublished: false, publishedAt: null, type: "review", category: "Moda", labels: ["unikaj"] }),
    post({ slug: "draft-new", isPublished: false, publishedAt: at(0), category: "Moda" }),
  ]);
});

describe("listHomeTeaserPosts", () => {
  it("takes the 2 newest featured then the newest non-featured, cut at 3, published only", async () => {
    const teaser = await listHomeTeaserPosts();
    expect(teaser.map((p) => p.slug)).toEqual(["featured-new", "featured-old", "regular-new"]);
    expect(teaser[0]).toEqual({
      id: expect.any(String),
      title: "featured new",
      slug: "featured-new",
      excerpt: "",
      featuredImage: null,
      type: "collection",
      labels: ["hit-tiktoka", "bestseller"],
      publishedAt: at(2).toISOString(),
      category: "Dom i Ogród",
    });
  });
});

const slugs = (result: { posts: { slug: string }[] }) => result.posts.map((p) => p.slug);

describe("listPublishedPosts", () => {
  it("shows visitors only published posts, featured first, then newest published", async () => {
    const result = await listPublishedPosts();
    expect(slugs(result)).toEqual(["featured-new", "featured-old", "featured-oldest", "regular-new", "regular-mid", "regular-old"]);
    expect(result.total).toBe(6);
    expect(result.posts.every((p) => p.isPublished)).toBe(true);
  });

  it("shows an administrator drafts too, in the same order (undated drafts last in their group)", async () => {
    const result = await listPublishedPosts({}, { includeUnpublished: true });
    expect(slugs(result)).toEqual([
      "featured-new", "featured-old", "featured-oldest", "draft-featured",
      "draft-new", "regular-new", "regular-mid", "regular-old",
    ]);
    expect(result.posts.find((p) => p.slug === "draft-new")?.isPublished).toBe(false);
  });

  it("offers the categories and types of visible posts only, case variants merged", async () => {
    const visitor = await listPublishedPosts();
    expect(visitor.categories).toEqual(["Dom i Ogród", "Elektronika", "Sport", "Uroda"]);
    expect(visitor.types).toEqual(["article", "collection", "review", "scam-alert"]);
    const admin = await listPublishedPosts({}, { includeUnpublished: true });
    expect(admin.categories).toContain("Moda");
  });

  it("filters by category (any letter case) and by entry type", async () => {
    expect(slugs(await listPublishedPosts({ category: "ELEKTRONIKA" }))).toEqual(["featured-old", "featured-oldest", "regular-mid"]);
    expect(slugs(await listPublishedPosts({ type: "review" }))).toEqual(["featured-old", "featured-oldest", "regular-mid"]);
    expect(slugs(await listPublishedPosts({ type: "review", category: "Moda" }))).toEqual([]);
    expect(slugs(await listPublishedPosts({ type: "review", category: "Moda" }, { includeUnpublished: true }))).toEqual(["draft-featured"]);
  });

  it("filters by labels: a post with any of the chosen labels", async () => {
    expect(slugs(await listPublishedPosts({ labels: ["warte-pieniedzy"] }))).toEqual(["featured-old", "regular-mid"]);
    expect(slugs(await listPublishedPosts({ labels: ["bestseller", "unikaj"] }))).toEqual(["featured-new", "regular-new"]);
    expect(slugs(await listPublishedPosts({ labels: ["unikaj"] }, { includeUnpublished: true }))).toEqual(["draft-featured", "regular-new"]);
  });

  it("searches title, excerpt and content without Polish diacritics, text as a parameter", async () => {
    expect(slugs(await listPublishedPosts({ q: "zelazka" }))).toEqual(["regular-new"]);
    expect(slugs(await listPublishedPosts({ q: "ŁADOWARKA" }))).toEqual(["regular-mid"]);
    expect(slugs(await listPublishedPosts({ q: "kolko 100%" }))).toEqual(["regular-old"]);
    expect(slugs(await listPublishedPosts({ q: "100%25" }))).toEqual([]);
    expect(slugs(await listPublishedPosts({ q: "_" }))).toEqual([]);
    expect(slugs(await listPublishedPosts({ q: "'; DROP TABLE blog_posts; --" }))).toEqual([]);
    expect((await listPublishedPosts()).total).toBe(6);
  });

  it("finds other forms of the words, every word required (ADR 122)", async () => {
    expect(slugs(await listPublishedPosts({ q: "ładowarki" }))).toEqual(["regular-mid"]);
    expect(slugs(await listPublishedPosts({ q: "żelazko" }))).toEqual(["regular-new"]);
    expect(slugs(await listPublishedPosts({ q: "tanie ładowarki do auta" }))).toEqual(["regular-mid"]);
    expect(slugs(await listPublishedPosts({ q: "ładowarki żelazko" }))).toEqual([]);
  });
});

describe("getPostBySlug", () => {
  it("returns a published post with every field, any slug letter case", async () => {
    const post = await getPostBySlug("REGULAR-MID");
    expect(post).toMatchObject({ slug: "regular-mid", authorName: "Anna Nowak", type: "review", isPublished: true, products: [], ratings: {} });
    expect(post?.updatedAt).toEqual(expect.any(String));
  });

  it("falls back to the account name, then to null (shown as 'Nieznany autor')", async () => {
    expect((await getPostBySlug("regular-old"))?.authorName).toBe("Drugi Autor");
    expect((await getPostBySlug("regular-new"))?.authorName).toBeNull();
  });

  it("hides drafts unless unpublished posts are included (administrators)", async () => {
    expect(await getPostBySlug("draft-new")).toBeNull();
    expect(await getPostBySlug("draft-new", { includeUnpublished: false })).toBeNull();
    expect((await getPostBySlug("draft-new", { includeUnpublished: true }))?.isPublished).toBe(false);
    expect(await getPostBySlug("nie-ma-takiego")).toBeNull();
  });
});
