import { and, desc, eq, inArray, ne, sql } from "drizzle-orm";
import { db, type Executor } from "~/db/client.server";
import { productStats, products } from "~/db/schema";
import { loadProductCards } from "./cards.server";
import { isUuid } from "~/utils/uuid";
import { flaggedAsScam } from "./scam-flag.server";
import { shownToPublic } from "./visibility.server";
import type { ProductCardData } from "./types";

// Issue #15 point 1: a product is a scam when an editor ticks 'Scam Alert' (products.is_scam) or when a
// published scam-alert post is about it (blog_posts.product_id). Never inferred from text. A flagged
// product shows no buy link anywhere and /go/ refuses it.

export { flaggedAsScam };

/** The subset of the given product ids that are flagged as scams. */
export async function scamProductIds(ids: (string | null | undefined)[], executor: Executor = db): Promise<Set<string>> {
  const wanted = [...new Set(ids.filter((id): id is string => !!id && isUuid(id)).map((id) => id.toLowerCase()))];
  if (!wanted.length) return new Set();
  const rows = await executor.select({ id: products.id }).from(products).where(and(inArray(products.id, wanted), flaggedAsScam));
  return new Set(rows.map((r) => r.id));
}

export async function isScamProduct(id: string, executor: Executor = db): Promise<boolean> {
  return (await scamProductIds([id], executor)).size > 0;
}

export const SAFE_ALTERNATIVES_LIMIT = 4;

/** Safe alternatives for a flagged product: best-rated unflagged products of the same category. */
export async function safeAlternatives(productId: string, executor: Executor = db): Promise<ProductCardData[]> {
  const [own] = await executor.select({ categoryId: products.categoryId }).from(products).where(eq(products.id, productId)).limit(1);
  if (!own?.categoryId) return [];
  const rows = await executor
    .select({ id: products.id })
    .from(products)
    .leftJoin(productStats, eq(productStats.productId, products.id))
    .where(and(eq(products.categoryId, own.categoryId), ne(products.id, productId), sql`NOT ${flaggedAsScam}`, shownToPublic))
    .orderBy(desc(sql`coalesce(${productStats.ratingAverage}, 0)`), desc(sql`coalesce(${productStats.ratingCount}, 0)`), desc(products.createdAt))
    .limit(SAFE_ALTERNATIVES_LIMIT);
  return loadProductCards(rows.map((r) => r.id), executor);
}
