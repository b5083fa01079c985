// ADR 123: a post's former slug answers 301 to its current address. blog_post_redirects is filled by a
// trigger on blog_posts (drizzle/0021_blog_post_redirects.sql), so every write that renames a post (the
// editor, a revision restore if it ever moved slugs, SQL by hand) leaves the old URL working.
import { and, eq } from "drizzle-orm";
import { redirect } from "react-router";
import { db } from "~/db/client.server";
import { blogPostRedirects, blogPosts } from "~/db/schema";
import { publicPost, type VisibilityOptions } from "./posts.server";

/**
 * The current slug of the post that once lived at `oldSlug`, or null. A visitor is sent only to a post
 * they may read (a hidden post's new address stays unknown to them: 404, like its old one).
 */
export async function movedPostSlug(oldSlug: string, options: VisibilityOptions = {}): Promise<string | null> {
  const value = oldSlug.trim().toLowerCase();
  if (!value || value.length > 200) return null;
  const [row] = await db
    .select({ slug: blogPosts.slug })
    .from(blogPostRedirects)
    .innerJoin(blogPosts, eq(blogPosts.id, blogPostRedirects.postId))
    .where(and(eq(blogPostRedirects.oldSlug, value), options.includeUnpublished ? undefined : publicPost()))
    .limit(1);
  return row?.slug ?? null;
}

/**
 * The 301 to a post's current address. Cached an hour, not for ever: a slug may be renamed back
 * (a → b → a), and a browser that kept 'a → b' for good would then loop between the two.
 */
export const movedPermanently = (to: string) => redirect(to, { status: 301, headers: { "Cache-Control": "public, max-age=3600" } });
