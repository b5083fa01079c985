import { and, eq, gt, sql, type SQL } from "drizzle-orm";
import { db, type Executor } from "~/db/client.server";
import { blogPosts, legalDocumentVersions, products } from "~/db/schema";
import { can, type Permission, type PermissionHolder } from "~/features/access/permissions";
import { gapCondition } from "~/features/catalog/admin-product-filters.server";
import { countReportedReviews, reportedReviewsCount } from "~/features/engagement/admin-reviews.server";
import { returnedToCount, submittedCount } from "~/features/blog/post-submissions.server";
import type { AdminTodo, AdminTodoKey } from "./types";

// Owner review (session 32): the Overview showed everyone the same counters and nothing that needed
// doing. Each item is work waiting for someone holding its permission, with the list that shows it.

type Item = { key: AdminTodoKey; permission: Permission; to: string; count: (now: Date, personId: string) => SQL<number>; personal?: boolean };

const countOf = (table: SQL, where: SQL | undefined) => sql<number>`(SELECT count(*)::int FROM ${table} WHERE ${where ?? sql`true`})`;
const productsWith = (gap: Parameters<typeof gapCondition>[0]) => () => countOf(sql`${products}`, gapCondition(gap));

const ITEMS: Item[] = [
  {
    key: "reports",
    permission: "review:moderate",
    to: "/admin/opinie?zgloszone=1",
    count: reportedReviewsCount,
  },
  { key: "drafts", permission: "blog:update", to: "/admin/blog?status=draft", count: () => countOf(sql`${blogPosts}`, eq(blogPosts.isPublished, false)) },
  {
    key: "scheduled",
    permission: "blog:update",
    to: "/admin/blog?status=scheduled",
    count: (now) => countOf(sql`${blogPosts}`, and(eq(blogPosts.isPublished, true), gt(blogPosts.publishedAt, now))),
  },
  { key: "noImages", permission: "product:update", to: "/admin/produkty?braki=bez-zdjec", count: productsWith("bez-zdjec") },
  { key: "noLink", permission: "product:update", to: "/admin/produkty?braki=bez-linku", count: productsWith("bez-linku") },
  // ADR 170: shop links whose last check says they do not work.
  { key: "brokenLinks", permission: "product:update", to: "/admin/produkty?braki=niedzialajacy-link", count: productsWith("niedzialajacy-link") },
  { key: "noCode", permission: "product:update", to: "/admin/produkty?braki=bez-kodu", count: productsWith("bez-kodu") },
  { key: "noDescription", permission: "product:update", to: "/admin/produkty?braki=bez-opisu", count: productsWith("bez-opisu") },
  // ADR 182: drafts handed to the publishers, and a person's own drafts handed back to them.
  { key: "submittedPosts", permission: "blog:publish", to: "/admin/blog?status=submitted", count: submittedCount },
  { key: "returnedPosts", permission: "blog:update", to: "/admin/blog?status=returned", count: (_now, personId) => returnedToCount(personId), personal: true },
  // ADR 172: unpublished drafts of the legal documents.
  { key: "documentDrafts", permission: "legal-document:update", to: "/admin/dokumenty", count: () => countOf(sql`${legalDocumentVersions}`, eq(legalDocumentVersions.status, "draft")) },
];

/**
 * The person's to-do items (only those of their permissions; the personal ones only for a signed-in
 * person's `id`), in one round trip; zero counts included.
 */
export async function loadAdminTodo(person: PermissionHolder & { id?: string }, now = new Date(), executor: Executor = db): Promise<AdminTodo[]> {
  const mine = ITEMS.filter((item) => can(person, item.permission) && (!item.personal || person.id));
  if (mine.length === 0) return [];
  const [row] = await executor.select(Object.fromEntries(mine.map((item) => [item.key, item.count(now, person.id ?? "")]))).from(sql`(SELECT 1) AS one`);
  return mine.map(({ key, to }) => ({ key, to, count: Number((row as Record<string, number>)[key] ?? 0) }));
}

/** The side menu's badges: reviews waiting for a decision (one indexed count, on every panel page). */
export async function loadAdminBadges(person: PermissionHolder, executor: Executor = db): Promise<{ reviews?: number }> {
  return can(person, "review:moderate") ? { reviews: await countReportedReviews(executor) } : {};
}
