import { and, eq, sql } from "drizzle-orm";
import { db, type Executor } from "~/db/client.server";
import { reviewHelpfulVotes } from "~/db/schema";
import { dropTaggedPages } from "~/server/page-cache.server";
import { productPageTag } from "~/server/page-cache-tags.server";
import { UserError } from "~/utils/action.server";
import { REVIEW_MESSAGES, ReviewIdSchema } from "./review-schemas";

// Issue #13 pt 1 (ADR 063): a signed-in user marks someone else's review as helpful, once; a second
// press takes the vote back. The count shown is counted from the vote rows.

export type HelpfulVote = { helpful: boolean; helpfulCount: number };

/** Toggles the user's 'helpful' vote. 400 malformed id, 404 unknown review, 403 the user's own review. */
export async function toggleHelpfulVote(userId: string, reviewId: string, executor: Executor = db): Promise<HelpfulVote> {
  if (!ReviewIdSchema.safeParse(reviewId).success) throw new UserError(REVIEW_MESSAGES.badReview, 400);
  const vote = await executor.transaction(async (tx) => {
    // FOR KEY SHARE: a concurrent delete of the review waits for this vote instead of breaking its foreign key.
    const found = await tx.execute<{ user_id: string; product_id: string }>(
      sql`SELECT user_id, product_id FROM product_reviews WHERE id = ${reviewId} FOR KEY SHARE`,
    );
    const author = found.rows[0]?.user_id;
    if (!author) throw new UserError(REVIEW_MESSAGES.reviewNotFound, 404);
    if (author === userId) throw new UserError(REVIEW_MESSAGES.ownHelpful, 403);
    const removed = await tx
      .delete(reviewHelpfulVotes)
      .where(and(eq(reviewHelpfulVotes.reviewId, reviewId), eq(reviewHelpfulVotes.userId, userId)))
      .returning({ reviewId: reviewHelpfulVotes.reviewId });
    if (removed.length === 0) await tx.insert(reviewHelpfulVotes).values({ reviewId, userId }).onConflictDoNothing();
    return { productId: found.rows[0]!.product_id, helpful: removed.length === 0, helpfulCount: await helpfulCount(tx, reviewId) };
  });
  // The count is public on the product's page, and only there (the 'most helpful' order too): that
  // page's cached copies go after the commit, the rest of the cache stays (ADR 112).
  if (executor === db) await dropTaggedPages(productPageTag(vote.productId));
  return { helpful: vote.helpful, helpfulCount: vote.helpfulCount };
}

export async function helpfulCount(executor: Executor, reviewId: string): Promise<number> {
  const [row] = await executor
    .select({ n: sql<number>`count(*)::int` })
    .from(reviewHelpfulVotes)
    .where(eq(reviewHelpfulVotes.reviewId, reviewId));
  return Number(row?.n ?? 0);
}
