import type { Route } from "./+types/review-delete";
import { can } from "~/features/access/permissions";
import { userContext } from "~/features/access/session.server";
import { engagementAction, engagementHeaders, engagementLoader } from "~/features/engagement/action-response.server";
import { ActionErrorPage } from "~/features/engagement/components/action-error-page";
import { REVIEW_MESSAGES, ReviewDeleteSchema } from "~/features/engagement/review-schemas";
import { deleteReview } from "~/features/engagement/reviews-own.server";
import { limitReviewWrites } from "~/features/engagement/review-write-limit.server";

// POST /akcje/opinia/usuwanie — issue #13 pt 1: the author deletes their own review; a moderator
// (review:moderate, from the session) may delete any review. Stats follow in the same transaction.
export const loader = engagementLoader;
export const headers = engagementHeaders;

export async function action(args: Route.ActionArgs) {
  const canModerate = can(args.context.get(userContext), "review:moderate");
  return engagementAction(args, ReviewDeleteSchema, REVIEW_MESSAGES.deleteError, async (userId, { reviewId, ground }) => {
    if (!canModerate) await limitReviewWrites(userId);
    // A ground is the moderator's to give (deleteReview uses it only for someone else's review).
    await deleteReview({ id: userId, canModerate }, reviewId, undefined, undefined, canModerate ? ground : null);
    return { message: REVIEW_MESSAGES.deleted, data: { reviewId } };
  });
}

export default function ReviewDelete({ actionData }: Route.ComponentProps) {
  return <ActionErrorPage refusal={actionData} fallback={REVIEW_MESSAGES.deleteError} />;
}
