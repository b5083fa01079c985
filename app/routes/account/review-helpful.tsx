import type { Route } from "./+types/review-helpful";
import { engagementAction, engagementHeaders, engagementLoader } from "~/features/engagement/action-response.server";
import { ActionErrorPage } from "~/features/engagement/components/action-error-page";
import { HelpfulActionSchema, REVIEW_MESSAGES } from "~/features/engagement/review-schemas";
import { setHelpfulVote } from "~/features/engagement/reviews-helpful.server";

// POST /akcje/opinia/pomocna — issue #13 pt 1: the session user's 'helpful' vote on someone
// else's review, on and off (setHelpfulVote refuses one's own review with 403). The form names the
// state it wants, `helpful` (ADR 149); a form without it, from a page cached before, toggles.
export const loader = engagementLoader;
export const headers = engagementHeaders;

export async function action(args: Route.ActionArgs) {
  return engagementAction(args, HelpfulActionSchema, REVIEW_MESSAGES.helpfulError, async (userId, { reviewId, helpful: wanted }) => {
    const vote = await setHelpfulVote(userId, reviewId, wanted);
    return { message: vote.helpful ? REVIEW_MESSAGES.helpfulOn : REVIEW_MESSAGES.helpfulOff, data: { reviewId, ...vote } };
  });
}

export default function ReviewHelpful({ actionData }: Route.ComponentProps) {
  return <ActionErrorPage refusal={actionData} fallback={REVIEW_MESSAGES.helpfulError} />;
}
