import { and, asc, desc, eq, exists, sql } from "drizzle-orm";
import { db, type Executor } from "~/db/client.server";
import { preparedQuery } from "~/db/prepared.server";
import { productReviews, profiles, reviewHelpfulVotes, roles, user, userRoleAssignments, userSettings } from "~/db/schema";
import { accountNameWithoutProfile, privacyFlag, publicProfileIdOrNull } from "~/features/accounts/privacy.server";
import { HIDDEN_AUTHOR_NAME, reviewAuthor } from "~/features/accounts/privacy-rules";
import { activeAssignment } from "~/features/access/active-assignment.server";
import { ADMIN_ROLE_NAME } from "~/features/access/permissions";

export const REVIEWS_SHOWN = 50;

export { HIDDEN_AUTHOR_NAME };

export type ProductReview = {
  id: string;
  /** The author's name, or HIDDEN_AUTHOR_NAME when they hide it (then `authorHidden` is set). */
  authorName: string;
  /** ADR 202: the author hides their name (the page shows its translated neutral label). */
  authorHidden?: true;
  /** ADR 202: the author's public profile id (/osoby/{id}), only when public and reviews are shown. */
  authorProfileId?: string;
  authorImage: string | null;
  rating: number;
  comment: string;
  createdAt: string;
  /** spec: public §3 Review — true when the author is an administrator (an active admin assignment). */
  isVerified: boolean;
  /** Issue #13 pt 1: 'helpful' votes, counted from review_helpful_votes. */
  helpfulCount: number;
  /** ADR 175: a moderator corrected the text (present only then: the page's data stays small). */
  moderated?: true;
};

/** Issue #13 pt 1: the product page's review order (the values are the URL's ?opinie=…). */
export type ProductReviewSort = "najnowsze" | "najwyzej-oceniane" | "najnizej-oceniane";

/** Reviews per star, index 0 = 1 star … index 4 = 5 stars. */
export type RatingHistogram = [number, number, number, number, number];

const ORDER = {
  najnowsze: [desc(productReviews.createdAt), desc(productReviews.id)],
  "najwyzej-oceniane": [desc(productReviews.rating), desc(productReviews.createdAt), desc(productReviews.id)],
  "najnizej-oceniane": [asc(productReviews.rating), desc(productReviews.createdAt), desc(productReviews.id)],
} satisfies Record<ProductReviewSort, unknown[]>;

function reviewPageQuery(executor: Executor, sort: ProductReviewSort) {
  // DESIGN §5: an expired or inactive assignment grants nothing, so it does not make a review verified.
  const authorIsAdmin = exists(
    executor
      .select({ one: sql`1` })
      .from(userRoleAssignments)
      .innerJoin(roles, eq(roles.id, userRoleAssignments.roleId))
      .where(and(eq(userRoleAssignments.userId, productReviews.userId), eq(roles.name, ADMIN_ROLE_NAME), activeAssignment())),
  );
  const helpful = executor
    .select({ n: sql<number>`count(*)::int` })
    .from(reviewHelpfulVotes)
    .where(eq(reviewHelpfulVotes.reviewId, productReviews.id));
  // Issue #14 (ADR 097): the per-star counts ride on the page of reviews as window counts over all
  // of the product's reviews (computed before the LIMIT), so reviews and histogram are one round
  // trip. No reviews → no rows → an empty histogram, as before.
  const perStar = (stars: number) => sql<number>`count(*) filter (where ${productReviews.rating} = ${sql.raw(String(stars))}) over ()`;
  return executor
    .select({
      id: productReviews.id,
      rating: productReviews.rating,
      comment: productReviews.comment,
      createdAt: productReviews.createdAt,
      moderated: sql<boolean>`${productReviews.moderatedAt} IS NOT NULL`,
      userName: accountNameWithoutProfile,
      fullName: profiles.fullName,
      image: sql<string | null>`coalesce(${profiles.avatarUrl}, ${user.image})`,
      showName: privacyFlag("show_reviews"),
      profileId: publicProfileIdOrNull,
      isVerified: sql<boolean>`${authorIsAdmin}`,
      helpfulCount: sql<number>`(${helpful})`,
      stars1: perStar(1),
      stars2: perStar(2),
      stars3: perStar(3),
      stars4: perStar(4),
      stars5: perStar(5),
    })
    .from(productReviews)
    .innerJoin(user, eq(user.id, productReviews.userId))
    .leftJoin(profiles, eq(profiles.id, productReviews.userId))
    .leftJoin(userSettings, eq(userSettings.userId, productReviews.userId))
    .where(eq(productReviews.productId, sql.placeholder("productId")))
    .orderBy(...ORDER[sort])
    .limit(REVIEWS_SHOWN);
}

// ADR 103: one query per order, built once per database handle.
const reviewPageQueries = {
  najnowsze: preparedQuery("product_reviews_newest", (e) => reviewPageQuery(e, "najnowsze")),
  "najwyzej-oceniane": preparedQuery("product_reviews_highest", (e) => reviewPageQuery(e, "najwyzej-oceniane")),
  "najnizej-oceniane": preparedQuery("product_reviews_lowest", (e) => reviewPageQuery(e, "najnizej-oceniane")),
} satisfies Record<ProductReviewSort, unknown>;

/**
 * A product's reviews for the public page (read-only) in the chosen order (newest by default),
 * with the total count and the per-star histogram.
 */
export async function listProductReviews(
  productId: string,
  { sort = "najnowsze" }: { sort?: ProductReviewSort } = {},
  executor: Executor = db,
): Promise<{ reviews: ProductReview[]; total: number; histogram: RatingHistogram }> {
  const rows = await reviewPageQueries[Object.hasOwn(reviewPageQueries, sort) ? sort : "najnowsze"](executor).execute({ productId });
  const first = rows[0];
  const histogram: RatingHistogram = first
    ? [Number(first.stars1), Number(first.stars2), Number(first.stars3), Number(first.stars4), Number(first.stars5)]
    : [0, 0, 0, 0, 0];
  return {
    total: histogram.reduce((a, b) => a + b, 0),
    histogram,
    reviews: rows.map((r) => ({
      id: r.id,
      ...reviewAuthor(r),
      rating: r.rating,
      comment: r.comment,
      createdAt: r.createdAt.toISOString(),
      // A hidden author keeps no mark that narrows "Osoba korzystająca z serwisu" down to the few administrators.
      isVerified: Boolean(r.isVerified) && r.showName !== false,
      helpfulCount: Number(r.helpfulCount ?? 0),
      ...(r.moderated ? { moderated: true as const } : {}),
    })),
  };
}
