import { z } from "zod";

// Browser-safe: the same rules drive the form hints and the server check (spec: public §5 Review).
// The texts and limits live in ./review-texts (no zod), so pages that only show them ship no zod.
export { DEFAULT_REVIEW_RATING, MESSAGES, REVIEW_COMMENT_MAX } from "./review-texts";
import { MESSAGES, REVIEW_COMMENT_MAX } from "./review-texts";
import { cleanUserText, isBlank } from "~/utils/text";

export const ProductIdSchema = z.uuid({ error: MESSAGES.badProduct });

/** The like and wishlist forms: just the product (the user comes from the session). */
export const ProductActionSchema = z.object({ productId: z.string({ error: MESSAGES.badProduct }).pipe(ProductIdSchema) });

// ADR 149: the state the user wants, "true" or "false"; a form without it (a page cached before) toggles.
// The like, the wishlist heart and the review's 'helpful' vote.
export const WantedStateSchema = z
  .enum(["true", "false"], { error: MESSAGES.badChoice })
  .optional()
  .transform((v) => (v === undefined ? "toggle" : v === "true"));

/** The like form: the product and `liked`, the state asked for. */
export const LikeActionSchema = ProductActionSchema.extend({ liked: WantedStateSchema });
/** The wishlist heart: the product and `inWishlist`, the state asked for. */
export const WishlistActionSchema = ProductActionSchema.extend({ inWishlist: WantedStateSchema });

// A form sends strings; a number from a caller in code is accepted too. "3.5", "abc", 0 and 6 fail.
export const RatingSchema = z
  .union([z.string().trim(), z.number()], { error: MESSAGES.rating })
  .transform((v) => (typeof v === "number" ? v : /^\d+$/.test(v) ? Number(v) : Number.NaN))
  .pipe(z.number({ error: MESSAGES.rating }).int({ error: MESSAGES.rating }).min(1, { error: MESSAGES.rating }).max(5, { error: MESSAGES.rating }));

export const ReviewInputSchema = z.object({
  rating: RatingSchema,
  // Counted as the form counts (a CRLF is one character); zero-width characters alone are blank.
  comment: z
    .string({ error: MESSAGES.commentBlank })
    .transform(cleanUserText)
    .pipe(z.string().refine((text) => !isBlank(text), { error: MESSAGES.commentBlank }).max(REVIEW_COMMENT_MAX, { error: MESSAGES.commentTooLong })),
});
export type ReviewInput = z.infer<typeof ReviewInputSchema>;

/** The review form adds the required terms checkbox (spec: public §2 Reviews on the product page). */
export const ReviewFormSchema = ReviewInputSchema.extend({
  productId: ProductIdSchema,
  acceptTerms: z.literal("on", { error: MESSAGES.terms }),
});

/** First message of a failed parse, for the one-line error the forms show. */
export function firstIssue(error: z.ZodError): string {
  return error.issues[0]?.message ?? MESSAGES.reviewError;
}
