import { and, eq, gt, sql, type SQL } from "drizzle-orm";
import { db, type Executor } from "~/db/client.server";
import { blogPosts, legalDocumentVersions, products } from "~/db/schema";
import { can, type Permission, type PermissionHolder } from "~/features/access/permissions";
import { gapCondition } from "~/features/catalog/admin-product-filters.server";
import { countReportedReviews, reportedReviewsCount } from "~/features/engagement/admin-reviews.server";
import type { AdminTodo, AdminTodoKey } from "./types";

// Owner review (session 32): the Overview showed everyone the same counters and nothing that needed
// doing. Each item is work waiting for someone holding its permission, with the list that shows it.

type Item = { key: AdminTodoKey; permission: Permission; to: string; count: (now: Date) => SQL<number> };

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
  // ADR 172: unpublished drafts of the legal documents.
  { key: "documentDrafts", permission: "legal-document:update", to: "/admin/dokumenty", count: () => countOf(sql`${legalDocumentVersions}`, eq(legalDocumentVersions.status, "draft")) },
];

/** The person's to-do items (only those of their permissions), in one round trip; zero counts included. */
export async function loadAdminTodo(person: PermissionHolder, now = new Date(), executor: Executor = db): Promise<AdminTodo[]> {
  const mine = ITEMS.filter((item) => can(person, item.permission));
  if (mine.length === 0) return [];
  const [row] = await executor.select(Object.fromEntries(mine.map((item) => [item.key, item.count(now)]))).from(sql`(SELECT 1) AS one`);
  return mine.map(({ key, to }) => ({ key, to, count: Number((row as Record<string, number>)[key] ?? 0) }));
}

/** The side menu's badges: reviews waiting for a decision (one indexed count, on every panel page). */
export async function loadAdminBadges(person: PermissionHolder, executor: Executor = db): Promise<{ reviews?: number }> {
  return can(person, "review:moderate") ? { reviews: await countReportedReviews(executor) } : {};
}
