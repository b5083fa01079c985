import { redirect } from "react-router";
import type { Route } from "./+types/review-create";
import { engagementAction } from "~/features/engagement/action-response.server";
import { ActionErrorPage } from "~/features/engagement/components/action-error-page";
import { EngagementError } from "~/features/engagement/errors.server";
import { addReview } from "~/features/engagement/reviews.server";
import { firstIssue, MESSAGES, ReviewFormSchema } from "~/features/engagement/schemas";

// POST /akcje/opinia — spec: public §2 Reviews on the product page, §5 Review rules.
export const loader = () => redirect("/");

export async function action(args: Route.ActionArgs) {
  return engagementAction(args, MESSAGES.reviewError, async (userId, form) => {
    const parsed = ReviewFormSchema.safeParse(Object.fromEntries(form));
    if (!parsed.success) throw new EngagementError(400, firstIssue(parsed.error));
    const { productId, rating, comment } = parsed.data;
    const review = await addReview(userId, productId, { rating, comment });
    return { reviewId: review.id, message: MESSAGES.reviewAdded };
  });
}

export default function ReviewCreate({ actionData }: Route.ComponentProps) {
  return <ActionErrorPage error={actionData && !actionData.ok ? actionData.error : MESSAGES.reviewError} back={actionData?.ok === false ? actionData.back : "/"} />;
}
