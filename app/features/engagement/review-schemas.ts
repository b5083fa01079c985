import { z } from "zod";
import type { ProductReviewSort } from "~/features/catalog/reviews.server";
import { ReviewInputSchema } from "./schemas";

// Browser-safe rules and texts of the review features of issue #13 pt 1 (edit, delete, 'helpful'
// vote, sort). The spec is silent on these, so the texts are plain Polish in the spec's tone.

export const REVIEW_MESSAGES = {
  badReview: "Nieprawidłowy identyfikator opinii",
  reviewNotFound: "Opinia nie istnieje lub została usunięta",
  notOwnEdit: "Możesz edytować tylko własną opinię",
  notOwnDelete: "Możesz usunąć tylko własną opinię",
  ownHelpful: "Nie możesz oznaczyć własnej opinii jako pomocnej",
  updated: "Twoja opinia została zaktualizowana.",
  deleted: "Opinia została usunięta.",
  helpfulOn: "Dziękujemy! Oznaczono opinię jako pomocną.",
  helpfulOff: "Cofnięto oznaczenie opinii jako pomocnej.",
  editError: "Nie udało się zapisać zmian w opinii. Spróbuj ponownie.",
  deleteError: "Nie udało się usunąć opinii. Spróbuj ponownie.",
  helpfulError: "Nie udało się zapisać głosu. Spróbuj ponownie.",
} as const;

export const ReviewIdSchema = z.uuid({ error: REVIEW_MESSAGES.badReview });
const reviewId = z.string({ error: REVIEW_MESSAGES.badReview }).pipe(ReviewIdSchema);

/** Edit form: the new rating and comment under the same rules as a new review (spec: public §5). */
export const ReviewEditFormSchema = ReviewInputSchema.extend({ reviewId });

/** Delete and 'helpful' forms: just the review (the user comes from the session). */
export const ReviewActionSchema = z.object({ reviewId });

// The review order lives in the URL (?opinie=…), so it works without JavaScript and is shareable.
export const REVIEW_SORTS = [
  { value: "najnowsze", label: "Najnowsze" },
  { value: "najwyzej-oceniane", label: "Najwyżej oceniane" },
  { value: "najnizej-oceniane", label: "Najniżej oceniane" },
] as const satisfies readonly { value: ProductReviewSort; label: string }[];
export type ReviewSort = ProductReviewSort;
export const DEFAULT_REVIEW_SORT: ReviewSort = "najnowsze";
export const REVIEW_SORT_PARAM = "opinie";

/** The sort named in the URL; anything else (missing, unknown, repeated junk) is the default. */
export function parseReviewSort(searchParams: URLSearchParams): ReviewSort {
  const value = searchParams.get(REVIEW_SORT_PARAM);
  return REVIEW_SORTS.find((s) => s.value === value)?.value ?? DEFAULT_REVIEW_SORT;
}
