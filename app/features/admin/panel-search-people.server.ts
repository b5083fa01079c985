// ADR 208: the panel search's blog posts and accounts. Posts: the blog is hundreds of rows, not
// hundreds of thousands (title_folded and the slug read whole, bounded); accounts: user_name_folded_trgm_idx
// (drizzle/0068) and user_email_trgm_idx (0006).
import { asc, desc, eq, or, sql } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { blogPosts, profiles, user } from "~/db/schema";
import { blockedNow } from "~/features/access/user-directory.server";
import { escapeLike } from "~/features/search/search.server";
import type { PanelSearchMark } from "./panel-search";
import { foldedPattern, type GroupRows } from "./panel-search-catalog.server";

/** Posts by title (folded) or address; drafts and scheduled posts marked; each opens its editor. */
export async function searchPosts(q: string, limit: number, executor: Executor): Promise<GroupRows> {
  const where = or(foldedPattern(sql`${blogPosts.titleFolded}`, q), sql`${blogPosts.slug} LIKE ${`%${escapeLike(q.toLowerCase())}%`}`);
  const rows = await executor
    .select({
      id: blogPosts.id,
      title: blogPosts.title,
      slug: blogPosts.slug,
      isPublished: blogPosts.isPublished,
      scheduled: sql<boolean>`(${blogPosts.isPublished} AND ${blogPosts.publishedAt} > now())`,
      total: sql<number>`(count(*) OVER ())::int`,
    })
    .from(blogPosts)
    .where(where)
    .orderBy(desc(sql`${blogPosts.titleFolded} LIKE f_unaccent(lower(${escapeLike(q)})) || '%'`), desc(blogPosts.updatedAt), asc(blogPosts.id))
    .limit(limit);
  return {
    total: rows[0]?.total ?? 0,
    items: rows.map((r) => {
      const marks: PanelSearchMark[] = !r.isPublished ? ["draft"] : r.scheduled ? ["scheduled"] : [];
      return { id: r.id, title: r.title, href: `/blog/edytor/${encodeURIComponent(r.slug)}`, detail: `/blog/${r.slug}`, marks };
    }),
  };
}

/**
 * Accounts by name (folded) and, for a viewer holding user:read-contact, by e-mail (ADR 203: without
 * it the e-mail is neither shown nor searched, a match would tell it).
 */
export async function searchUsers(q: string, limit: number, contact: boolean, executor: Executor): Promise<GroupRows> {
  const lowered = escapeLike(q.toLowerCase());
  const email = Array.from(q).length >= 3 ? `%${lowered}%` : `${lowered}%`;
  const byName = foldedPattern(sql`f_unaccent(lower(${user.name}))`, q);
  const where = contact ? or(byName, sql`lower(${user.email}) LIKE ${email}`) : byName;
  const rows = await executor
    .select({
      id: user.id,
      name: user.name,
      email: contact ? sql<string | null>`${user.email}` : sql<string | null>`NULL::text`,
      blocked: sql<boolean>`coalesce(${blockedNow}, false)`,
      total: sql<number>`(count(*) OVER ())::int`,
    })
    .from(user)
    .leftJoin(profiles, eq(profiles.id, user.id))
    .where(where)
    .orderBy(desc(sql`f_unaccent(lower(${user.name})) LIKE f_unaccent(lower(${lowered})) || '%'`), desc(user.createdAt), desc(user.id))
    .limit(limit);
  return {
    total: rows[0]?.total ?? 0,
    items: rows.map((r) => ({ id: r.id, title: r.name, href: `/admin/uzytkownicy/${encodeURIComponent(r.id)}`, detail: r.email, marks: r.blocked ? ["blocked" as const] : [] })),
  };
}
