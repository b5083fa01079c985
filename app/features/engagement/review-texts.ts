import type { ProductReviewSort } from "~/features/catalog/reviews.server";

// Issue #14: the texts, limits and sort list of the review/like/wishlist features, without zod, so
// the product page (which only shows them) does not ship the validation library to every visitor.
// The schemas that use them: ./schemas and ./review-schemas.

// spec: public §5 Review.
export const REVIEW_COMMENT_MAX = 2000;
export const DEFAULT_REVIEW_RATING = 5;

export const MESSAGES = {
  loginRequired: "Musisz się zalogować",
  productNotFound: "Produkt nie znaleziony",
  badProduct: "Nieprawidłowy identyfikator produktu",
  badChoice: "Nieprawidłowa wartość pola wyboru",
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

/** The form field a review message is about (its control gets aria-invalid and points at the message). */
export function reviewFieldOf(message: string | null | undefined): "comment" | "terms" | "rating" | null {
  if (message === MESSAGES.commentBlank || message === MESSAGES.commentTooLong) return "comment";
  if (message === MESSAGES.terms) return "terms";
  return message === MESSAGES.rating ? "rating" : null;
}

// The review features of issue #13 pt 1 (edit, delete, 'helpful' vote, sort). The spec is silent on these, so the texts are plain Polish in the spec's tone.

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
  tooMany: "Zbyt wiele zmian opinii w krótkim czasie. Spróbuj ponownie za kilka minut.",
} as const;

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
