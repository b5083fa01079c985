// Issue #9 feed: the 20 newest public posts (scheduled ones only once their time has come).
import { desc, eq, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { blogPosts, profiles, user } from "~/db/schema";
import { publicPost } from "./posts.server";
import type { FeedItem } from "./rss-xml";

export const FEED_LIMIT = 20;

export async function listFeedItems(now: Date = new Date()): Promise<FeedItem[]> {
  const rows = await db
    .select({
      title: blogPosts.title,
      slug: blogPosts.slug,
      excerpt: blogPosts.excerpt,
      category: blogPosts.category,
      publishedAt: sql<Date>`coalesce(${blogPosts.publishedAt}, ${blogPosts.createdAt})`.mapWith(blogPosts.publishedAt),
      authorName: sql<string | null>`coalesce(nullif(btrim(${profiles.fullName}), ''), nullif(btrim(${user.name}), ''))`,
    })
    .from(blogPosts)
    .leftJoin(user, eq(user.id, blogPosts.authorId))
    .leftJoin(profiles, eq(profiles.id, blogPosts.authorId))
    .where(publicPost(now))
    .orderBy(sql`coalesce(${blogPosts.publishedAt}, ${blogPosts.createdAt}) DESC`, desc(blogPosts.id))
    .limit(FEED_LIMIT);
  return rows.map((r) => ({ ...r, publishedAt: new Date(r.publishedAt) }));
}
