// spec: admin §2 Blog management — the whole list (with the author's name), its stat cards and
// filters. Issue #9 adds 'scheduled': published with a publishedAt still in the future.
import { and, count, desc, eq, gt, isNull, lte, or, sql, type SQL } from "drizzle-orm";
import { db } from "~/db/client.server";
import { blogPosts, outboundClicks, postPrunedClicks, postSubmissions, profiles, user } from "~/db/schema";
import { storedPostColumns } from "./posts.server";

export const ADMIN_POST_TYPES = ["review", "collection", "scam-alert"] as const;
// ADR 182: "submitted" waits for a publisher, "returned" went back to its author.
export const ADMIN_POST_STATUSES = ["published", "draft", "featured", "scheduled", "submitted", "returned"] as const;
export type AdminPostStatus = (typeof ADMIN_POST_STATUSES)[number];
export type AdminPostFilters = { q: string; type: string; status: string };

export type AdminPostRow = {
  id: string;
  title: string;
  slug: string;
  excerpt: string;
  featuredImage: string | null;
  type: string;
  isPublished: boolean;
  isFeatured: boolean;
  isScheduled: boolean;
  date: string; // publishedAt, else createdAt (ISO)
  authorName: string | null; // null → 'Nieznany autor'
  /** ADR 182: handed to the publishers, or back to its author; null otherwise. */
  submission: "submitted" | "returned" | null;
  /** Clicks on the post's own shop links (ADR 147; catalogue products' links count under the product). */
  clicks: number;
};

export type AdminPostStats = { all: number; published: number; drafts: number; featured: number; scheduled: number };

export function parseAdminPostFilters(params: URLSearchParams): AdminPostFilters {
  const type = params.get("typ") ?? "";
  const status = params.get("status") ?? "";
  return {
    q: (params.get("q") ?? "").trim().slice(0, 200),
    type: (ADMIN_POST_TYPES as readonly string[]).includes(type) ? type : "",
    status: (ADMIN_POST_STATUSES as readonly string[]).includes(status) ? status : "",
  };
}

function statusCondition(status: string, now: Date): SQL | undefined {
  switch (status) {
    case "published":
      // Live now: a post scheduled for later is counted and filtered as 'Zaplanowane' only (review, session 28).
      return and(eq(blogPosts.isPublished, true), or(isNull(blogPosts.publishedAt), lte(blogPosts.publishedAt, now)));
    case "draft":
      return eq(blogPosts.isPublished, false);
    case "featured":
      return eq(blogPosts.isFeatured, true);
    case "scheduled":
      return and(eq(blogPosts.isPublished, true), gt(blogPosts.publishedAt, now));
    case "submitted":
    case "returned":
      return sql`EXISTS (SELECT 1 FROM ${postSubmissions} WHERE ${postSubmissions.postId} = ${blogPosts.id} AND ${postSubmissions.state} = ${status})`;
    default:
      return undefined;
  }
}

export async function listAdminPosts(
  filters: AdminPostFilters,
  now: Date = new Date(),
): Promise<{ rows: AdminPostRow[]; stats: AdminPostStats }> {
  const pattern = filters.q ? `%${filters.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const [rows, [stats]] = await Promise.all([
    db
      .select({
        id: blogPosts.id,
        title: blogPosts.title,
        slug: blogPosts.slug,
        excerpt: blogPosts.excerpt,
        featuredImage: blogPosts.featuredImage,
        type: blogPosts.type,
        isPublished: blogPosts.isPublished,
        isFeatured: blogPosts.isFeatured,
        publishedAt: blogPosts.publishedAt,
        createdAt: blogPosts.createdAt,
        authorName: sql<
          string | null
        >`coalesce(nullif(btrim(${profiles.fullName}), ''), nullif(btrim(${user.name}), ''))`,
        // Owner review (session 32): the clicks were counted but nowhere to be seen per post.
        // ADR 201: plus the clicks whose rows the 12-month retention deleted.
        clicks: sql<number>`((SELECT count(*)::int FROM ${outboundClicks} WHERE ${outboundClicks.postId} = ${blogPosts.id})
          + coalesce((SELECT ${postPrunedClicks.clicks} FROM ${postPrunedClicks} WHERE ${postPrunedClicks.postId} = ${blogPosts.id}), 0))`,
        submission: sql<"submitted" | "returned" | null>`(SELECT ${postSubmissions.state} FROM ${postSubmissions} WHERE ${postSubmissions.postId} = ${blogPosts.id})`,
      })
      .from(blogPosts)
      .leftJoin(user, eq(user.id, blogPosts.authorId))
      .leftJoin(profiles, eq(profiles.id, blogPosts.authorId))
      .where(
        and(
          pattern
            ? sql`(f_unaccent(${blogPosts.title}) ILIKE f_unaccent(${pattern}) OR f_unaccent(${blogPosts.excerpt}) ILIKE f_unaccent(${pattern}) OR ${blogPosts.slug} ILIKE ${pattern})`
            : undefined,
          filters.type ? eq(blogPosts.type, filters.type) : undefined,
          statusCondition(filters.status, now),
        ),
      )
      .orderBy(desc(blogPosts.createdAt), desc(blogPosts.id)),
    db
      .select({
        all: count(),
        published: count(
          sql`CASE WHEN ${blogPosts.isPublished} AND (${blogPosts.publishedAt} IS NULL OR ${blogPosts.publishedAt} <= ${now}) THEN 1 END`,
        ),
        drafts: count(sql`CASE WHEN NOT ${blogPosts.isPublished} THEN 1 END`),
        featured: count(sql`CASE WHEN ${blogPosts.isFeatured} THEN 1 END`),
        scheduled: count(sql`CASE WHEN ${blogPosts.isPublished} AND ${blogPosts.publishedAt} > ${now} THEN 1 END`),
      })
      .from(blogPosts),
  ]);
  return {
    rows: rows.map(({ publishedAt, createdAt, ...row }) => ({
      ...row,
      isScheduled: row.isPublished && !!publishedAt && publishedAt > now,
      date: (publishedAt ?? createdAt).toISOString(),
    })),
    stats,
  };
}

/** The editor's post: every stored field, by slug (case-insensitive). */
export async function getPostForEditor(slug: string) {
  const [post] = await db
    .select(storedPostColumns)
    .from(blogPosts)
    .where(sql`lower(${blogPosts.slug}) = lower(${slug})`)
    .limit(1);
  return post ?? null;
}
