// Issue #15 point 12: /szukaj lists matching blog posts in their own section. Published posts only
// (the same publicPost rule as /blog), matched by the same text rule as /blog's search, so the
// section's 'Zobacz wszystkie' link to /blog?q=… shows the same posts.
import { and, desc, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { blogPosts } from "~/db/schema";
import { BLOG_SEARCH_MAX } from "./filters";
import { cardColumns, foldedContains, postTextMatches, publicPost, toListItem, toTeaser } from "./posts.server";
import type { BlogTeaserPost } from "./types";

export const SEARCH_POSTS_LIMIT = 3;

export type PostSearchResult = { posts: BlogTeaserPost[]; total: number };

/**
 * Published posts whose title, excerpt or body contains `q` (case and diacritics ignored): those with
 * the text in the title first, then in the excerpt, then the newest. An empty text finds nothing.
 */
export async function searchPublishedPosts(q: string, limit = SEARCH_POSTS_LIMIT, now: Date = new Date()): Promise<PostSearchResult> {
  const text = q.trim().slice(0, BLOG_SEARCH_MAX).trim();
  if (!text) return { posts: [], total: 0 };
  const where = and(publicPost(now), postTextMatches(text));
  // One query (session 10): the window count sees every match before LIMIT. Two queries folded
  // every post's body twice (f_unaccent of the whole text is most of their cost).
  const rows = await db
    .select({ ...cardColumns, total: sql<number | string>`count(*) over ()` })
    .from(blogPosts)
    .where(where)
    .orderBy(
      desc(foldedContains(blogPosts.titleFolded, text)),
      desc(foldedContains(blogPosts.excerptFolded, text)),
      sql`${blogPosts.publishedAt} DESC NULLS LAST`,
      desc(blogPosts.createdAt),
    )
    .limit(limit);
  const total = Number(rows[0]?.total ?? 0);
  return { posts: rows.map(({ total: _total, ...row }) => toTeaser(toListItem(row))), total };
}
