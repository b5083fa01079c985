import type { Route } from "./+types/review-create";
import { engagementAction, engagementHeaders, engagementLoader } from "~/features/engagement/action-response.server";
import { ActionErrorPage } from "~/features/engagement/components/action-error-page";
import { addReview } from "~/features/engagement/reviews.server";
import { limitReviewWrites } from "~/features/engagement/review-write-limit.server";
import { MESSAGES, ReviewFormSchema } from "~/features/engagement/schemas";

// POST /akcje/opinia — spec: public §2 Reviews on the product page, §5 Review rules.
export const loader = engagementLoader;
export const headers = engagementHeaders;

export async function action(args: Route.ActionArgs) {
  return engagementAction(args, ReviewFormSchema, MESSAGES.reviewError, async (userId, { productId, rating, comment }) => {
    await limitReviewWrites(userId);
    const review = await addReview(userId, productId, { rating, comment });
    return { message: MESSAGES.reviewAdded, data: { reviewId: review.id } };
  });
}

export default function ReviewCreate({ actionData }: Route.ComponentProps) {
  return <ActionErrorPage refusal={actionData} fallback={MESSAGES.reviewError} />;
}
