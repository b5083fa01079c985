import type { Route } from "./+types/review-edit";
import { engagementAction, engagementHeaders, engagementLoader } from "~/features/engagement/action-response.server";
import { ActionErrorPage } from "~/features/engagement/components/action-error-page";
import { REVIEW_MESSAGES, ReviewEditFormSchema } from "~/features/engagement/review-schemas";
import { updateOwnReview } from "~/features/engagement/reviews-own.server";
import { limitReviewWrites } from "~/features/engagement/review-write-limit.server";

// POST /akcje/opinia/edycja — issue #13 pt 1: the author changes their own review; the product's
// rating stats follow in the same transaction (updateOwnReview). Someone else's review: 403.
export const loader = engagementLoader;
export const headers = engagementHeaders;

export async function action(args: Route.ActionArgs) {
  return engagementAction(args, ReviewEditFormSchema, REVIEW_MESSAGES.editError, async (userId, { reviewId, rating, comment }) => {
    await limitReviewWrites(userId);
    await updateOwnReview(userId, reviewId, { rating, comment });
    return { message: REVIEW_MESSAGES.updated, data: { reviewId } };
  });
}

export default function ReviewEdit({ actionData }: Route.ComponentProps) {
  return <ActionErrorPage refusal={actionData} fallback={REVIEW_MESSAGES.editError} />;
}
