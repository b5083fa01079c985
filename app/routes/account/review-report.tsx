import type { Route } from "./+types/review-report";
import { engagementAction, engagementHeaders, engagementLoader } from "~/features/engagement/action-response.server";
import { ActionErrorPage } from "~/features/engagement/components/action-error-page";
import { REPORT_MESSAGES } from "~/features/engagement/review-report-texts";
import { reportReview } from "~/features/engagement/review-reports.server";
import { ReviewReportSchema } from "~/features/engagement/review-schemas";

// POST /akcje/opinia/zgloszenie — ADR 162: the session user reports someone else's review (a
// reason, and a description for "other"). reportReview refuses one's own review (403), a second
// report of the same review (409) and more than LIMITS.reviewReport an hour (429).
export const loader = engagementLoader;
export const headers = engagementHeaders;

export async function action(args: Route.ActionArgs) {
  return engagementAction(args, ReviewReportSchema, REPORT_MESSAGES.error, async (userId, input) => {
    await reportReview(userId, input);
    return { message: REPORT_MESSAGES.sent, data: { reviewId: input.reviewId } };
  });
}

export default function ReviewReport({ actionData }: Route.ComponentProps) {
  return <ActionErrorPage refusal={actionData} fallback={REPORT_MESSAGES.error} />;
}
