import { and, desc, eq, sql } from "drizzle-orm";
import { db, type Executor } from "~/db/client.server";
import { productLikes, products, productStats, wishlistItems } from "~/db/schema";
import { firstProductImage } from "~/features/catalog/first-image.server";
import { shownToPublic } from "~/features/catalog/visibility.server";
import { loadSettings } from "./settings.server";

// ADR 202: "Zezwalaj na rekomendacje" — the Wishlist tab's "Polecane dla Ciebie", computed on each
// request from the person's own likes and wishlist (nothing is stored, nothing is shown to others):
// shown products of the same categories that the person has neither liked nor put on the list,
// the most liked first. Switched off, nothing is computed.

export const RECOMMENDATIONS_SHOWN = 4;

export type Recommendation = { productId: string; title: string; imageUrl: string | null; imageAlt: string };

/** null: the person switched recommendations off; []: nothing to recommend (yet). */
export async function recommendationsFor(userId: string, executor: Executor = db): Promise<Recommendation[] | null> {
  const { privacySettings } = await loadSettings(userId, executor);
  if (!privacySettings.allow_recommendations) return null;
  // In SQL, not as a list of ids: someone with thousands of likes would send thousands of parameters
  // (PostgreSQL takes at most 65 535); one round trip instead of two (code review, session 39).
  const mine = sql`(SELECT ${productLikes.productId} FROM ${productLikes} WHERE ${productLikes.userId} = ${userId}
    UNION SELECT ${wishlistItems.productId} FROM ${wishlistItems} WHERE ${wishlistItems.userId} = ${userId})`;
  const categories = sql`(SELECT p.category_id FROM products p WHERE p.id IN ${mine} AND p.category_id IS NOT NULL)`;
  const firstImage = firstProductImage(executor);
  const rows = await executor
    .select({ productId: products.id, title: products.title, imageUrl: firstImage.url, imageAlt: firstImage.alt })
    .from(products)
    .leftJoin(productStats, eq(productStats.productId, products.id))
    .leftJoinLateral(firstImage, sql`true`)
    .where(and(sql`${products.categoryId} IN ${categories}`, sql`${products.id} NOT IN ${mine}`, shownToPublic))
    .orderBy(desc(sql`coalesce(${productStats.likes}, 0)`), desc(sql`coalesce(${productStats.ratingAverage}, 0)`), products.id)
    .limit(RECOMMENDATIONS_SHOWN);
  return rows.map((r) => ({ ...r, imageAlt: r.imageAlt ?? "" }));
}
