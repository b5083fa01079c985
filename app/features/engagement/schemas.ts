import { z } from "zod";

// Browser-safe: the same rules drive the form hints and the server check (spec: public §5 Review).
export const REVIEW_COMMENT_MAX = 2000;
export const DEFAULT_REVIEW_RATING = 5;

export const MESSAGES = {
  loginRequired: "Musisz być zalogowany",
  productNotFound: "Produkt nie znaleziony",
  badProduct: "Nieprawidłowy identyfikator produktu",
  alreadyReviewed: "Już dodałeś opinię o tym produkcie",
  rating: "Ocena musi być liczbą całkowitą od 1 do 5",
  commentBlank: "Komentarz nie może być pusty",
  commentTooLong: `Komentarz może mieć najwyżej ${REVIEW_COMMENT_MAX} znaków`,
  terms: "Musisz zaakceptować regulamin, aby dodać opinię",
  wishlistAdded: "Produkt został dodany do wishlist",
  wishlistRemoved: "Produkt został usunięty z wishlist",
  wishlistError: "Wystąpił błąd podczas aktualizacji wishlist",
  reviewAdded: "Dziękujemy! Twoja opinia została dodana.",
  reviewError: "Nie udało się dodać opinii. Spróbuj ponownie.",
  likeError: "Nie udało się zapisać polubienia. Spróbuj ponownie.",
} as const;

export const ProductIdSchema = z.uuid({ error: MESSAGES.badProduct });

/** The like and wishlist forms: just the product (the user comes from the session). */
export const ProductActionSchema = z.object({ productId: z.string({ error: MESSAGES.badProduct }).pipe(ProductIdSchema) });

// A form sends strings; a number from a caller in code is accepted too. "3.5", "abc", 0 and 6 fail.
export const RatingSchema = z
  .union([z.string().trim(), z.number()], { error: MESSAGES.rating })
  .transform((v) => (typeof v === "number" ? v : /^\d+$/.test(v) ? Number(v) : Number.NaN))
  .pipe(z.number({ error: MESSAGES.rating }).int({ error: MESSAGES.rating }).min(1, { error: MESSAGES.rating }).max(5, { error: MESSAGES.rating }));

export const ReviewInputSchema = z.object({
  rating: RatingSchema,
  comment: z
    .string({ error: MESSAGES.commentBlank })
    .trim()
    .min(1, { error: MESSAGES.commentBlank })
    .max(REVIEW_COMMENT_MAX, { error: MESSAGES.commentTooLong }),
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
