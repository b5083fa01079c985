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
