import { and, eq, sql } from "drizzle-orm";
import { db, type Executor } from "~/db/client.server";
import { shownToPublic } from "~/features/catalog/visibility.server";
import { reviewHelpfulVotes } from "~/db/schema";
import { dropTaggedPages } from "~/server/page-cache.server";
import { productPageTag } from "~/server/page-cache-tags.server";
import { UserError } from "~/utils/action.server";
import { REVIEW_MESSAGES, ReviewIdSchema } from "./review-schemas";
import type { WantedState } from "./types";

// Issue #13 pt 1 (ADR 063): a signed-in user marks someone else's review as helpful, once; a second
// press takes the vote back. The count shown is counted from the vote rows. ADR 149: the button sends
// the state the user wants (`helpful`), so a tab showing an old state cannot flip the vote the wrong way.

export type HelpfulVote = { helpful: boolean; helpfulCount: number };

/**
 * Sets the user's 'helpful' vote on the review (ADR 149): `true` votes, `false` takes the vote back,
 * "toggle" (a form of a page cached before that change, naming no state) flips it. Asking for the
 * state the vote is already in changes nothing and keeps the cached page. 400 malformed id, 404
 * unknown review, 403 the user's own review.
 */
export async function setHelpfulVote(userId: string, reviewId: string, wanted: WantedState, executor: Executor = db): Promise<HelpfulVote> {
  if (!ReviewIdSchema.safeParse(reviewId).success) throw new UserError(REVIEW_MESSAGES.badReview, 400);
  const vote = await executor.transaction(async (tx) => {
    // FOR KEY SHARE: a concurrent delete of the review waits for this vote instead of breaking its foreign key.
    // ADR 157: a hidden product's reviews are not shown anywhere: not found for a vote either.
    const found = await tx.execute<{ user_id: string; product_id: string }>(
      sql`SELECT r.user_id, r.product_id FROM product_reviews r JOIN products ON products.id = r.product_id AND ${shownToPublic}
        WHERE r.id = ${reviewId} FOR KEY SHARE OF r`,
    );
    const author = found.rows[0]?.user_id;
    if (!author) throw new UserError(REVIEW_MESSAGES.reviewNotFound, 404);
    if (author === userId) throw new UserError(REVIEW_MESSAGES.ownHelpful, 403);
    const { helpful, changed } = await setVoteRow(tx, userId, reviewId, wanted);
    return { productId: found.rows[0]!.product_id, helpful, changed, helpfulCount: await helpfulCount(tx, reviewId) };
  });
  // The count is public on the product's page, and only there (the 'most helpful' order too): that
  // page's cached copies go after the commit, the rest of the cache stays (ADR 112). Nothing changed:
  // nothing to drop.
  if (vote.changed && executor === db) await dropTaggedPages(productPageTag(vote.productId));
  return { helpful: vote.helpful, helpfulCount: vote.helpfulCount };
}

async function setVoteRow(tx: Executor, userId: string, reviewId: string, wanted: WantedState): Promise<{ helpful: boolean; changed: boolean }> {
  if (wanted !== true) {
    const removed = await tx
      .delete(reviewHelpfulVotes)
      .where(and(eq(reviewHelpfulVotes.reviewId, reviewId), eq(reviewHelpfulVotes.userId, userId)))
      .returning({ reviewId: reviewHelpfulVotes.reviewId });
    if (removed.length > 0) return { helpful: false, changed: true };
    if (wanted === false) return { helpful: false, changed: false };
  }
  // A concurrent tab's vote for the same user may win the insert: the vote is there either way.
  const added = await tx.insert(reviewHelpfulVotes).values({ reviewId, userId }).onConflictDoNothing().returning({ reviewId: reviewHelpfulVotes.reviewId });
  return { helpful: true, changed: added.length > 0 };
}

/** Toggles the user's 'helpful' vote (a form naming no state, from a page cached before ADR 149). */
export function toggleHelpfulVote(userId: string, reviewId: string, executor: Executor = db): Promise<HelpfulVote> {
  return setHelpfulVote(userId, reviewId, "toggle", executor);
}

export async function helpfulCount(executor: Executor, reviewId: string): Promise<number> {
  const [row] = await executor
    .select({ n: sql<number>`count(*)::int` })
    .from(reviewHelpfulVotes)
    .where(eq(reviewHelpfulVotes.reviewId, reviewId));
  return Number(row?.n ?? 0);
}
