import { sql } from "drizzle-orm";
import { db, type Executor } from "~/db/client.server";

export type ProductEngagement = { isLoggedIn: boolean; inWishlist: boolean; liked: boolean; hasReviewed: boolean };

const ANONYMOUS: ProductEngagement = { isLoggedIn: false, inWishlist: false, liked: false, hasReviewed: false };

/**
 * What the signed-in visitor has done with this product (heart, like, review form state), in one
 * query. Anonymous visitors cost nothing, so their product page stays cacheable.
 */
export async function loadProductEngagement(
  productId: string,
  user: { id: string } | null,
  executor: Executor = db,
): Promise<ProductEngagement> {
  if (!user) return ANONYMOUS;
  const result = await executor.execute<{ in_wishlist: boolean; liked: boolean; has_reviewed: boolean }>(sql`
    SELECT
      EXISTS (SELECT 1 FROM wishlist_items WHERE user_id = ${user.id} AND product_id = ${productId}::uuid) AS in_wishlist,
      EXISTS (SELECT 1 FROM product_likes WHERE user_id = ${user.id} AND product_id = ${productId}::uuid) AS liked,
      EXISTS (SELECT 1 FROM product_reviews WHERE user_id = ${user.id} AND product_id = ${productId}::uuid) AS has_reviewed`);
  const row = result.rows[0];
  return { isLoggedIn: true, inWishlist: Boolean(row?.in_wishlist), liked: Boolean(row?.liked), hasReviewed: Boolean(row?.has_reviewed) };
}
