import { sql } from "drizzle-orm";
import { db, type Executor } from "~/db/client.server";

/** The visitor's own review of the product, for the edit and delete forms (issue #13 pt 1). */
export type OwnReview = { id: string; rating: number; comment: string };

export type ProductEngagement = {
  isLoggedIn: boolean;
  inWishlist: boolean;
  liked: boolean;
  hasReviewed: boolean;
  ownReview: OwnReview | null;
  /** Reviews of this product the visitor marked as helpful. */
  helpfulReviewIds: string[];
  /** ADR 114: the shared member page's stand-in; the user's own values come appended to the page. */
  shared?: true;
};

const ANONYMOUS: ProductEngagement = { isLoggedIn: false, inWishlist: false, liked: false, hasReviewed: false, ownReview: null, helpfulReviewIds: [] };

/** ADR 114: what the shared member page renders: signed in, nothing done yet (the most common state). */
export const MEMBER_BLANK: ProductEngagement = { ...ANONYMOUS, isLoggedIn: true, shared: true };

/**
 * What the signed-in visitor has done with this product (heart, like, review form state, own
 * review, helpful votes), in one query. Anonymous visitors cost nothing, so their product page
 * stays cacheable.
 */
export async function loadProductEngagement(
  productId: string,
  user: { id: string } | null,
  executor: Executor = db,
): Promise<ProductEngagement> {
  if (!user) return ANONYMOUS;
  // json_build_object / json_agg: both drivers (node-postgres, PGlite) hand back parsed JSON.
  const result = await executor.execute<{ in_wishlist: boolean; liked: boolean; own_review: OwnReview | null; helpful_ids: string[] | null }>(sql`
    SELECT
      EXISTS (SELECT 1 FROM wishlist_items WHERE user_id = ${user.id} AND product_id = ${productId}::uuid) AS in_wishlist,
      EXISTS (SELECT 1 FROM product_likes WHERE user_id = ${user.id} AND product_id = ${productId}::uuid) AS liked,
      (SELECT json_build_object('id', id, 'rating', rating, 'comment', comment)
         FROM product_reviews WHERE user_id = ${user.id} AND product_id = ${productId}::uuid) AS own_review,
      (SELECT json_agg(v.review_id) FROM review_helpful_votes v JOIN product_reviews r ON r.id = v.review_id
         WHERE v.user_id = ${user.id} AND r.product_id = ${productId}::uuid) AS helpful_ids`);
  const row = result.rows[0];
  const ownReview = row?.own_review ? { id: String(row.own_review.id), rating: Number(row.own_review.rating), comment: String(row.own_review.comment) } : null;
  return {
    isLoggedIn: true,
    inWishlist: Boolean(row?.in_wishlist),
    liked: Boolean(row?.liked),
    hasReviewed: ownReview !== null,
    ownReview,
    helpfulReviewIds: (row?.helpful_ids ?? []).map(String),
  };
}
