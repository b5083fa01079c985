import { eq, sql } from "drizzle-orm";
import { db, type Executor } from "~/db/client.server";
import { preparedQuery } from "~/db/prepared.server";
import { products } from "~/db/schema";

/** The visitor's own review of the product, for the edit and delete forms (issue #13 pt 1). */
export type OwnReview = { id: string; rating: number; comment: string };

/**
 * ADR 197: what became of the visitor's report of a review — waiting for a moderator, or closed because
 * the review was kept or its text corrected. Such a review cannot be reported by them again.
 */
export type OwnReportState = "open" | "kept" | "corrected";

export type ProductEngagement = {
  isLoggedIn: boolean;
  inWishlist: boolean;
  liked: boolean;
  hasReviewed: boolean;
  ownReview: OwnReview | null;
  /** Reviews of this product the visitor marked as helpful. */
  helpfulReviewIds: string[];
  /** ADR 197: the visitor's reports of this product's reviews, by review id. */
  reportedReviews: Record<string, OwnReportState>;
  /** ADR 114: the shared member page's stand-in; the user's own values come appended to the page. */
  shared?: true;
};

const ANONYMOUS: ProductEngagement = { isLoggedIn: false, inWishlist: false, liked: false, hasReviewed: false, ownReview: null, helpfulReviewIds: [], reportedReviews: {} };

/** ADR 114: what the shared member page renders: signed in, nothing done yet (the most common state). */
export const MEMBER_BLANK: ProductEngagement = { ...ANONYMOUS, isLoggedIn: true, shared: true };

// ADR 103, 111: prepared once per database handle (a named statement on both engines). Read on every
// signed-in product page, and for every member answer from the shared member page (ADR 114).
// The subqueries name the product by the parameter: an unqualified "id" there is their own table's.
const engagementQuery = preparedQuery("product_engagement", (executor) =>
  executor
    .select({
      in_wishlist: sql<boolean>`EXISTS (SELECT 1 FROM wishlist_items w WHERE w.user_id = ${sql.placeholder("userId")} AND w.product_id = ${sql.placeholder("productId")})`,
      liked: sql<boolean>`EXISTS (SELECT 1 FROM product_likes l WHERE l.user_id = ${sql.placeholder("userId")} AND l.product_id = ${sql.placeholder("productId")})`,
      own_review: sql<unknown>`(SELECT json_build_object('id', r.id, 'rating', r.rating, 'comment', r.comment)
         FROM product_reviews r WHERE r.user_id = ${sql.placeholder("userId")} AND r.product_id = ${sql.placeholder("productId")})`,
      helpful_ids: sql<unknown>`(SELECT json_agg(v.review_id) FROM review_helpful_votes v JOIN product_reviews r ON r.id = v.review_id
         WHERE v.user_id = ${sql.placeholder("userId")} AND r.product_id = ${sql.placeholder("productId")})`,
      // ADR 197: a correction closes the reports in its own transaction, so their dismissed_at is its moderated_at.
      reports: sql<unknown>`(SELECT json_object_agg(rr.review_id, CASE WHEN rr.dismissed_at IS NULL THEN 'open'
           WHEN rr.dismissed_at = r.moderated_at THEN 'corrected' ELSE 'kept' END)
         FROM review_reports rr JOIN product_reviews r ON r.id = rr.review_id
         WHERE rr.reporter_id = ${sql.placeholder("userId")} AND r.product_id = ${sql.placeholder("productId")})`,
    })
    .from(products)
    .where(eq(products.id, sql.placeholder("productId"))),
);

/**
 * What the signed-in visitor has done with this product (heart, like, review form state, own
 * review, helpful votes), in one query. Anonymous visitors cost nothing, so their product page
 * stays cacheable.
 */
/** A prepared select hands json columns over as text (Drizzle's own parsers), `db.execute` as values. */
function json<T>(value: unknown): T | null {
  if (value === null || value === undefined) return null;
  return (typeof value === "string" ? JSON.parse(value) : value) as T;
}

const REPORT_STATES: readonly string[] = ["open", "kept", "corrected"] satisfies OwnReportState[];

function reportStates(value: Record<string, unknown> | null): Record<string, OwnReportState> {
  const states: Record<string, OwnReportState> = {};
  for (const [reviewId, state] of Object.entries(value ?? {})) if (REPORT_STATES.includes(String(state))) states[reviewId] = state as OwnReportState;
  return states;
}

export async function loadProductEngagement(
  productId: string,
  user: { id: string } | null,
  executor: Executor = db,
): Promise<ProductEngagement> {
  if (!user) return ANONYMOUS;
  const [row] = await engagementQuery(executor).execute({ userId: user.id, productId });
  const own = json<OwnReview>(row?.own_review);
  const ownReview = own ? { id: String(own.id), rating: Number(own.rating), comment: String(own.comment) } : null;
  return {
    isLoggedIn: true,
    inWishlist: Boolean(row?.in_wishlist),
    liked: Boolean(row?.liked),
    hasReviewed: ownReview !== null,
    ownReview,
    helpfulReviewIds: (json<unknown[]>(row?.helpful_ids) ?? []).map(String),
    reportedReviews: reportStates(json<Record<string, unknown>>(row?.reports)),
  };
}
