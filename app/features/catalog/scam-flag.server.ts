import { sql } from "drizzle-orm";
import { blogPosts, products } from "~/db/schema";

/**
 * Issue #15 point 1 — SQL condition: the `products` row is flagged as a scam, by its own editor-set flag
 * (products.is_scam) or because a published scam-alert post is about it (blog_posts.product_id).
 */
export const flaggedAsScam = sql<boolean>`(${products.isScam} OR EXISTS (
  SELECT 1 FROM ${blogPosts} WHERE ${blogPosts.productId} = ${products.id}
    AND ${blogPosts.type} = 'scam-alert' AND ${blogPosts.isPublished}))`;
