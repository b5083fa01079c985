// Issue #9 revisions: the editor lists a post's earlier versions (who saved over them, when).
import { desc, eq, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { blogPostRevisions, profiles, user, type BlogPostSnapshot } from "~/db/schema";

export const REVISION_LIST_LIMIT = 50;

export type RevisionEntry = { id: string; createdAt: string; savedByName: string | null; snapshot: BlogPostSnapshot };

export async function listRevisions(postId: string): Promise<RevisionEntry[]> {
  const rows = await db
    .select({
      id: blogPostRevisions.id,
      createdAt: blogPostRevisions.createdAt,
      snapshot: blogPostRevisions.snapshot,
      savedByName: sql<string | null>`coalesce(nullif(btrim(${profiles.fullName}), ''), nullif(btrim(${user.name}), ''))`,
    })
    .from(blogPostRevisions)
    .leftJoin(user, eq(user.id, blogPostRevisions.savedBy))
    .leftJoin(profiles, eq(profiles.id, blogPostRevisions.savedBy))
    .where(eq(blogPostRevisions.postId, postId))
    .orderBy(desc(blogPostRevisions.createdAt), desc(sql`${blogPostRevisions.id}`))
    .limit(REVISION_LIST_LIMIT);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}
