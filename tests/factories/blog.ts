// Test factories for blog posts.
import { randomUUID } from "node:crypto";
import { db } from "~/db/client.server";
import { blogPosts } from "~/db/schema";

export type PostTrait = "draft" | "published" | "featured";

/** A blog post with a unique slug. Traits: "draft" (default) or "published" (published an hour ago), "featured". */
export async function createPost(options: { traits?: PostTrait[]; title?: string; slug?: string; authorId?: string | null; type?: string; content?: string } = {}) {
  const traits = new Set(options.traits ?? ["draft"]);
  const suffix = randomUUID().slice(0, 8);
  const published = traits.has("published");
  const [row] = await db
    .insert(blogPosts)
    .values({
      title: options.title ?? `Wpis testowy ${suffix}`,
      slug: options.slug ?? `wpis-testowy-${suffix}`,
      excerpt: "Krótki opis wpisu testowego.",
      content: options.content ?? "## Wstęp\n\nTreść wpisu testowego.",
      type: options.type ?? "article",
      isPublished: published,
      isFeatured: traits.has("featured"),
      publishedAt: published ? new Date(Date.now() - 3_600_000) : null,
      authorId: options.authorId ?? null,
    })
    .returning({ id: blogPosts.id, slug: blogPosts.slug });
  return row!;
}
