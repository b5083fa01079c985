import { z } from "zod";
import { cleanUserText, isBlank } from "~/utils/text";
import { ReviewInputSchema, WantedStateSchema } from "./schemas";

// Browser-safe rules of the review features of issue #13 pt 1; the texts and the sort list live in
// ./review-texts (no zod), re-exported here.
import { REVIEW_MESSAGES } from "./review-texts";
import { REPORT_ADMIN_MESSAGES, REPORT_DETAILS_MAX, REPORT_MESSAGES, REPORT_REASONS, STAFF_GROUNDS } from "./review-report-texts";
export { DEFAULT_REVIEW_SORT, parseReviewSort, REVIEW_MESSAGES, REVIEW_SORT_PARAM, REVIEW_SORTS, type ReviewSort } from "./review-texts";

export const ReviewIdSchema = z.uuid({ error: REVIEW_MESSAGES.badReview });
const reviewId = z.string({ error: REVIEW_MESSAGES.badReview }).pipe(ReviewIdSchema);

/** Edit form: the new rating and comment under the same rules as a new review (spec: public §5). */
export const ReviewEditFormSchema = ReviewInputSchema.extend({ reviewId });

/** The delete form: just the review (the user comes from the session). */
export const ReviewActionSchema = z.object({ reviewId });
/**
 * A moderator's ground for deleting someone's review (session 36; DSA art. 17: the author is told why).
 * Optional: none means the open reports' reasons, or the terms. The author deleting their own review sends none.
 */
export const RemovalGroundSchema = z.preprocess(
  (v) => (v === "" ? undefined : v),
  z.enum(STAFF_GROUNDS, { error: REPORT_ADMIN_MESSAGES.removalGround }).optional(),
);
export const ReviewDeleteSchema = ReviewActionSchema.extend({ ground: RemovalGroundSchema });
/** The 'helpful' form: the review and `helpful`, the state asked for (ADR 149). */
export const HelpfulActionSchema = ReviewActionSchema.extend({ helpful: WantedStateSchema });

/**
 * ADR 162: a report of someone else's review — a reason from the list, and a description (needed
 * for "other", at most REPORT_DETAILS_MAX characters). The reporter comes from the session.
 */
export const ReviewReportSchema = ReviewActionSchema.extend({
  reason: z.enum(REPORT_REASONS, { error: REPORT_MESSAGES.reason }),
  // Counted in UTF-16 units, as the textarea's maxLength counts (an emoji is two); invisible text is none.
  details: z
    .string()
    .optional()
    .transform((v) => (isBlank(v ?? "") ? "" : cleanUserText(v ?? "")))
    .refine((v) => v.length <= REPORT_DETAILS_MAX, { error: REPORT_MESSAGES.detailsTooLong }),
}).refine((r) => r.reason !== "other" || r.details !== "", { error: REPORT_MESSAGES.detailsNeeded, path: ["details"] });

/**
 * ADR 175: a moderator's correction of a review's text — the new text under the review rules, why
 * (a report reason), and the version it was made on (`updatedAt`: an author's edit meanwhile is a 409).
 */
export const RedactReviewSchema = z.object({
  intent: z.literal("redact"),
  reviewId,
  comment: ReviewInputSchema.shape.comment,
  reason: z.enum(STAFF_GROUNDS, { error: REPORT_ADMIN_MESSAGES.redactReason }),
  updatedAt: z.string({ error: REVIEW_MESSAGES.badReview }).min(1, { error: REVIEW_MESSAGES.badReview }),
});
