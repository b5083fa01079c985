import { describe, expect, it } from "vitest";
import { MESSAGES, reviewFieldOf } from "./review-texts";

describe("reviewFieldOf", () => {
  it("names the control each review message is about, and none for the others", () => {
    expect(reviewFieldOf(MESSAGES.commentBlank)).toBe("comment");
    expect(reviewFieldOf(MESSAGES.commentTooLong)).toBe("comment");
    expect(reviewFieldOf(MESSAGES.terms)).toBe("terms");
    expect(reviewFieldOf(MESSAGES.rating)).toBe("rating");
    expect(reviewFieldOf(MESSAGES.alreadyReviewed)).toBeNull();
    expect(reviewFieldOf(null)).toBeNull();
  });
});
