// What deleting a product takes with it, said in the delete dialog before the editor confirms (review,
// session 28: 'Czy na pewno…' and nothing else, while the delete removed its reviews and click history
// and left its posts without their product). Counted from the same tables the delete touches.
import { eq, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { blogPosts, productReviews, products, productStats, wishlistItems } from "~/db/schema";

export type ProductDeleteImpact = { posts: number; reviews: number; wishlists: number; clicks: number };

/** The counts for one product; null when there is no such product. */
export async function productDeleteImpact(id: string): Promise<ProductDeleteImpact | null> {
  const count = sql<number>`count(*)::int`;
  const [exists, posts, reviews, wishlists, clicks] = await Promise.all([
    db.select({ id: products.id }).from(products).where(eq(products.id, id)),
    // A post is about the product (its product_id, set null by the delete) or lists it in a collection.
    db
      .select({ n: count })
      .from(blogPosts)
      .where(sql`${blogPosts.productId} = ${id} OR ${blogPosts.products} @> ${JSON.stringify([{ id }])}::jsonb`),
    db.select({ n: count }).from(productReviews).where(eq(productReviews.productId, id)),
    db.select({ n: count }).from(wishlistItems).where(eq(wishlistItems.productId, id)),
    // The number the list shows (product_stats, kept by the click trigger), not a count of the log rows.
    db.select({ n: productStats.clicks }).from(productStats).where(eq(productStats.productId, id)),
  ]);
  if (exists.length === 0) return null;
  return { posts: posts[0]!.n, reviews: reviews[0]!.n, wishlists: wishlists[0]!.n, clicks: Number(clicks[0]?.n ?? 0) };
}
