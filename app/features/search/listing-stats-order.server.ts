import { and, count, eq, sql, type SQL } from "drizzle-orm";
import { db } from "~/db/client.server";
import { productStats, products } from "~/db/schema";
import type { ProductSort } from "~/features/catalog/types";

// ADR 133: the orders by a product's stats (popularity, rating) without sorting every matching row.
// `coalesce(stat, 0) DESC, …, id` over a LEFT JOIN has no index (the coalesce spans the join, and a
// product may have no stats row yet), so a page is read in two parts:
//   1. products with a nonzero stat, from product_stats in the order of its index, which stops at the page;
//   2. when those run out, the products with none (zeros, or no stats row) by id, the offset moved past the first part.
// That is exactly the order of listing.server.ts's orderBy, which the one-pass reference still uses.

export type StatsOrder = { order: SQL; some: SQL };

export const STATS_ORDERS: Partial<Record<ProductSort, StatsOrder>> = {
  // product_stats_views_idx (views DESC NULLS LAST, product_id)
  popularity: {
    order: sql`${productStats.views} DESC NULLS LAST, ${productStats.productId}`,
    some: sql`${productStats.views} > 0`,
  },
  // product_stats_rating_idx (rating_average DESC NULLS LAST, rating_count DESC NULLS LAST, product_id)
  rating: {
    order: sql`${productStats.ratingAverage} DESC NULLS LAST, ${productStats.ratingCount} DESC NULLS LAST, ${productStats.productId}`,
    some: sql`(${productStats.ratingAverage} > 0 OR ${productStats.ratingCount} > 0)`,
  },
};
// Without a text, 'relevance' falls back to popularity (parseProductListParams, orderBy).
STATS_ORDERS.relevance = STATS_ORDERS.popularity;

/** One page in a stats order, with the total (its own query: a window count would read every row). */
export async function pageInStatsOrder(
  { order, some }: StatsOrder,
  where: SQL,
  limit: number,
  offset: number,
  countAll: () => Promise<number>,
): Promise<{ ids: string[]; total: number }> {
  const withStat = () =>
    db.select({ id: productStats.productId }).from(productStats).innerJoin(products, eq(products.id, productStats.productId));
  const [firstPart, total] = await Promise.all([
    withStat().where(and(where, some)).orderBy(order).limit(limit).offset(offset),
    countAll(),
  ]);
  const ids = firstPart.map((r) => r.id);
  if (ids.length === limit) return { ids, total };
  // The first part ends on this page (or before it): how many products it has in all.
  const firstTotal =
    ids.length > 0
      ? offset + ids.length
      : Number((await db.select({ n: count() }).from(productStats).innerJoin(products, eq(products.id, productStats.productId)).where(and(where, some)))[0].n);
  if (firstTotal >= total) return { ids, total };
  const rest = await db
    .select({ id: products.id })
    .from(products)
    .leftJoin(productStats, eq(productStats.productId, products.id))
    .where(and(where, sql`NOT coalesce(${some}, false)`))
    .orderBy(products.id)
    .limit(limit - ids.length)
    .offset(Math.max(0, offset - firstTotal));
  return { ids: [...ids, ...rest.map((r) => r.id)], total };
}
