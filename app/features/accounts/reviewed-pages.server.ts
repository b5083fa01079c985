// ADR 112's tags, ADR 014 addendum (session 30), ADR 202: a review on a product page shows its author's
// name and, while the profile is public, a link to /osoby/{publicId}. Whatever changes that (a new name,
// show_reviews, public_profile, a block or its lifting, a deletion request or its cancelling) drops the
// cached pages of the products the person reviewed through this one helper.
import { desc, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { productReviews } from "~/db/schema";
import { dropTaggedPages } from "~/server/page-cache.server";
import { hit, LIMITS } from "~/server/rate-limit.server";
import { logger } from "~/utils/logger.server";
import { productPageTag } from "~/server/page-cache-tags.server";

/** How many of the person's newest reviews' product pages are dropped; older ones wait for the TTL. */
export const REVIEWED_PAGES_DROPPED = 200;

/**
 * The pages of the products the user reviewed (ADR 112's tags), never the whole cache: a name changed
 * in a loop emptied every process's cache (hostile review, session 30), also through a member with
 * over 100 reviews. The newest 200 are dropped now; an older page shows the old name until its TTL.
 * Call it after the change's commit.
 */
export async function dropReviewedProductPages(userId: string): Promise<void> {
  const reviewed = await db
    .select({ id: productReviews.productId })
    .from(productReviews)
    .where(eq(productReviews.userId, userId))
    .orderBy(desc(productReviews.createdAt))
    .limit(REVIEWED_PAGES_DROPPED);
  for (const { id } of reviewed) await dropTaggedPages(productPageTag(id));
}

/**
 * The same, after a change the member made themselves (name, privacy switches, a deletion request or its
 * cancelling): at most LIMITS.reviewedPagesDrop times in its window. Past it the change stands and the
 * pages show it at their TTL (five minutes): toggling in a loop kept them off the cache for everyone.
 */
export async function dropReviewedProductPagesForMember(userId: string): Promise<void> {
  const { allowed } = await hit(LIMITS.reviewedPagesDrop, userId);
  if (!allowed) {
    logger.info({ userId }, "Strony produktów z opiniami osoby odświeżą się po czasie (limit odświeżeń)");
    return;
  }
  await dropReviewedProductPages(userId);
}
