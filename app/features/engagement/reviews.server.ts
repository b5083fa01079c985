import { invalidatePageCache } from "~/server/page-cache.server";
import { desc, eq, sql } from "drizzle-orm";
import { firstProductImage } from "~/features/catalog/first-image.server";
import { db, type Executor } from "~/db/client.server";
import { productReviews, products } from "~/db/schema";
import { UserError } from "~/utils/action.server";
import { lockProduct } from "./product-lock.server";
import { firstIssue, MESSAGES, ReviewInputSchema } from "./schemas";

// spec: public §5 Review; DESIGN §5 — one review per user and product is the database's unique
// constraint, and rating_average / rating_count change in the same transaction as the review.

export type AddedReview = { id: string; ratingAverage: number; ratingCount: number };

/**
 * Adds the user's review. Throws UserError: 400 for bad input, 404 for an unknown product,
 * 409 when this user has already reviewed the product (nothing changes then).
 */
export async function addReview(userId: string, productId: string, input: unknown, executor: Executor = db): Promise<AddedReview> {
  const parsed = ReviewInputSchema.safeParse(input);
  if (!parsed.success) throw new UserError(firstIssue(parsed.error), 400);
  const { rating, comment } = parsed.data;

  const review = await executor.transaction(async (tx) => {
    await lockProduct(tx, productId, { shownOnly: true });
    const [inserted] = await tx
      .insert(productReviews)
      .values({ productId, userId, rating, comment })
      .onConflictDoNothing({ target: [productReviews.productId, productReviews.userId] })
      .returning({ id: productReviews.id });
    if (!inserted) throw new UserError(MESSAGES.alreadyReviewed, 409);

    const stats = await recomputeRatingStats(tx, productId);
    return { id: inserted.id, ...stats };
  });
  // The product page shows reviews and the rating: drop cached anonymous copies after the commit.
  if (executor === db) await invalidatePageCache();
  return review;
}

/**
 * Sets product_stats.rating_average / rating_count from the review rows, and reviews_changed_at to now
 * (ADR 199: the sitemap's lastmod; a deleted review leaves no row to date it by). Call inside the
 * transaction that changed the reviews, after locking the product (lockProduct).
 */
export async function recomputeRatingStats(tx: Executor, productId: string): Promise<{ ratingAverage: number; ratingCount: number }> {
  const result = await tx.execute<{ rating_average: string | number; rating_count: number }>(sql`
    INSERT INTO product_stats (product_id, rating_average, rating_count, reviews_changed_at)
    SELECT ${productId}::uuid, COALESCE(round(avg(rating), 2), 0), count(*)::int, now()
    FROM product_reviews WHERE product_id = ${productId}::uuid
    ON CONFLICT (product_id) DO UPDATE
      SET rating_average = excluded.rating_average, rating_count = excluded.rating_count, reviews_changed_at = excluded.reviews_changed_at
    RETURNING rating_average, rating_count`);
  const row = result.rows[0];
  return { ratingAverage: Number(row.rating_average), ratingCount: Number(row.rating_count) };
}

export type UserReview = {
  id: string;
  productId: string;
  productTitle: string;
  /** Null while the product is hidden (ADR 157): its page answers 404, the review stays the user's. */
  productPath: string | null;
  imageUrl: string | null;
  rating: number;
  comment: string;
  /** A moderator removed a part of it (ADR 197): the author is told so, as the product page tells everyone. */
  moderated: boolean;
  createdAt: string;
};

/** The account area's Recenzje tab: the user's reviews, newest first (spec: public §7 Account). */
export async function listUserReviews(userId: string, executor: Executor = db): Promise<UserReview[]> {
  const firstImage = firstProductImage(executor);
  const rows = await executor
    .select({
      id: productReviews.id,
      productId: products.id,
      productTitle: products.title,
      urlAlias: products.urlAlias,
      hidden: products.isHidden,
      imageUrl: firstImage.url,
      rating: productReviews.rating,
      comment: productReviews.comment,
      moderatedAt: productReviews.moderatedAt,
      createdAt: productReviews.createdAt,
    })
    .from(productReviews)
    .innerJoin(products, eq(products.id, productReviews.productId))
    .leftJoinLateral(firstImage, sql`true`)
    .where(eq(productReviews.userId, userId))
    .orderBy(desc(productReviews.createdAt));
  return rows.map(({ urlAlias, createdAt, hidden, moderatedAt, ...r }) => ({
    ...r,
    moderated: moderatedAt !== null,
    // spec: link to /{url alias}; products without an alias use the canonical /produkt/{id}.
    productPath: hidden ? null : urlAlias ? `/${urlAlias}` : `/produkt/${r.productId}`,
    createdAt: createdAt.toISOString(),
  }));
}
