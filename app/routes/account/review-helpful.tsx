import type { Route } from "./+types/review-helpful";
import { engagementAction, engagementHeaders, engagementLoader } from "~/features/engagement/action-response.server";
import { ActionErrorPage } from "~/features/engagement/components/action-error-page";
import { REVIEW_MESSAGES, ReviewActionSchema } from "~/features/engagement/review-schemas";
import { toggleHelpfulVote } from "~/features/engagement/reviews-helpful.server";

// POST /akcje/opinia/pomocna — issue #13 pt 1: the session user's 'helpful' vote on someone
// else's review, on and off (toggleHelpfulVote refuses one's own review with 403).
export const loader = engagementLoader;
export const headers = engagementHeaders;

export async function action(args: Route.ActionArgs) {
  return engagementAction(args, ReviewActionSchema, REVIEW_MESSAGES.helpfulError, async (userId, { reviewId }) => {
    const vote = await toggleHelpfulVote(userId, reviewId);
    return { message: vote.helpful ? REVIEW_MESSAGES.helpfulOn : REVIEW_MESSAGES.helpfulOff, data: { reviewId, ...vote } };
  });
}

export default function ReviewHelpful({ actionData }: Route.ComponentProps) {
  return <ActionErrorPage refusal={actionData} fallback={REVIEW_MESSAGES.helpfulError} />;
}
