import { asc, desc, eq, sql } from "drizzle-orm";
import { db, type Executor } from "~/db/client.server";
import { productReviews, productStats, products, user } from "~/db/schema";
import { loadProductCards } from "~/features/catalog/cards.server";
import type { AdminOverview } from "./types";

export const OVERVIEW_NEWEST_LIMIT = 5; // spec: admin §9 — Overview newest products 5

/**
 * spec: admin §2 Overview — counters for products, users (Better Auth `user` rows), views (sum of
 * product_stats.views) and reviews, plus the 5 newest products with the card data (first image,
 * price, code, stats, badges). Four counters in one round trip; the newest ids then one card load.
 */
export async function loadAdminOverview(executor: Executor = db, { withHidden = true }: { withHidden?: boolean } = {}): Promise<AdminOverview> {
  const [[counts], newestIds] = await Promise.all([
    executor
      .select({
        products: sql<number>`(select count(*) from ${products})::int`,
        users: sql<number>`(select count(*) from ${user})::int`,
        // bigint: a sum of integer views can exceed 2^31; returned as text and converted below.
        views: sql<string>`(select coalesce(sum(${productStats.views}), 0) from ${productStats})::bigint::text`,
        reviews: sql<number>`(select count(*) from ${productReviews})::int`,
      })
      .from(sql`(select 1) as one`),
    executor
      .select({ id: products.id })
      .from(products)
      .where(withHidden ? undefined : eq(products.isHidden, false))
      .orderBy(desc(products.createdAt), asc(products.id))
      .limit(OVERVIEW_NEWEST_LIMIT),
  ]);
  const newest = await loadProductCards(
    newestIds.map((r) => r.id),
    executor,
    // ADR 157: the panel lists hidden products too, marked — to those who edit the catalogue (a
    // moderator saw hidden products' titles here; hostile review, session 32).
    { withHidden },
  );
  return {
    counts: {
      products: Number(counts.products),
      users: Number(counts.users),
      views: Number(counts.views),
      reviews: Number(counts.reviews),
    },
    newest,
  };
}
