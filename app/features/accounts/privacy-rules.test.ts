import { describe, expect, it } from "vitest";
import { DEFAULT_PRIVACY_SETTINGS } from "~/db/schema/accounts";
import { HIDDEN_AUTHOR_NAME, reviewAuthor, reviewLabelChanged } from "./privacy-rules";

const row = { showName: true, fullName: "Anna Nowak", userName: "anna", image: "https://cdn.example/a.jpg", profileId: "AbCdEfGhIjKlMnOp" };

describe("reviewAuthor", () => {
  it("names the author, with picture and profile link, while reviews are shown", () => {
    expect(reviewAuthor(row)).toEqual({ authorName: "Anna Nowak", authorImage: row.image, authorProfileId: row.profileId });
    expect(reviewAuthor({ ...row, fullName: " ", profileId: null })).toEqual({ authorName: "anna", authorImage: row.image });
    expect(reviewAuthor({ ...row, fullName: null, userName: null }).authorName).toBe("Użytkownik");
  });

  it("gives nothing of the author when they hide their reviews' name", () => {
    const hidden = reviewAuthor({ ...row, showName: false });
    expect(hidden).toEqual({ authorName: HIDDEN_AUTHOR_NAME, authorImage: null, authorHidden: true });
    expect(JSON.stringify(hidden)).not.toMatch(/Anna|anna|a\.jpg|AbCd/);
  });

  it("reads no settings (null) as shown, the spec's default", () => {
    expect(reviewAuthor({ ...row, showName: null }).authorName).toBe("Anna Nowak");
  });
});

describe("reviewLabelChanged", () => {
  const base = DEFAULT_PRIVACY_SETTINGS; // public_profile off, show_reviews on
  it("is true when the name is hidden or shown again", () => {
    expect(reviewLabelChanged(base, { ...base, show_reviews: false })).toBe(true);
    expect(reviewLabelChanged({ ...base, show_reviews: false }, base)).toBe(true);
  });

  it("is true when the profile link appears or goes with the name shown", () => {
    expect(reviewLabelChanged(base, { ...base, public_profile: true })).toBe(true);
    expect(reviewLabelChanged({ ...base, public_profile: true }, base)).toBe(true);
  });

  it("is false for changes the product pages do not show", () => {
    expect(reviewLabelChanged(base, { ...base, show_wishlist: true, allow_recommendations: false })).toBe(false);
    const hidden = { ...base, show_reviews: false };
    expect(reviewLabelChanged(hidden, { ...hidden, public_profile: true })).toBe(false);
  });
});
