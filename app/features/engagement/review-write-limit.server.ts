// A member's review writes (new, changed, deleted) are limited: each one empties the page cache of
// every process (ADR 112 keeps reviews on the whole clear), so a loop of edits was a way to keep the
// site uncached for everyone (hostile review, session 30). Moderators deleting reviews are not limited.
import { consume, LIMITS, RateLimitedError } from "~/server/rate-limit.server";
import { UserError } from "~/utils/action.server";
import { REVIEW_MESSAGES } from "./review-texts";

export async function limitReviewWrites(userId: string): Promise<void> {
  try {
    await consume(LIMITS.reviewWrite, userId);
  } catch (error) {
    if (error instanceof RateLimitedError) throw new UserError(REVIEW_MESSAGES.tooMany, 429);
    throw error;
  }
}
