import type { PrivacySettings } from "~/db/schema/accounts";

// ADR 202: the pure rules of the privacy switches (browser-safe; the SQL side is privacy.server.ts).

/**
 * The author shown for a review whose author switched "Pokazuj moje recenzje" off: the review and its
 * rating stay, the name and the picture do not (page, `.data` and JSON-LD alike). Gender-neutral.
 */
export const HIDDEN_AUTHOR_NAME = "Osoba korzystająca z serwisu";

export type ReviewAuthorRow = { showName: boolean | null; fullName: string | null; userName: string | null; image: string | null; profileId: string | null };
export type ReviewAuthor = { authorName: string; authorImage: string | null; authorHidden?: true; authorProfileId?: string };

/** Who a review's readers are told wrote it; nothing of a hidden author leaves the server. */
export function reviewAuthor(r: ReviewAuthorRow): ReviewAuthor {
  if (r.showName === false) return { authorName: HIDDEN_AUTHOR_NAME, authorImage: null, authorHidden: true };
  return {
    authorName: r.fullName?.trim() || r.userName?.trim() || "Użytkownik",
    authorImage: r.image,
    ...(r.profileId ? { authorProfileId: r.profileId } : {}),
  };
}

/** Whether a save changes a review's author line (name or neutral label, the profile link). */
export function reviewLabelChanged(before: PrivacySettings, after: PrivacySettings): boolean {
  return before.show_reviews !== after.show_reviews || (after.show_reviews && before.public_profile !== after.public_profile);
}
