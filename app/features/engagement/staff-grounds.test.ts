import { describe, expect, it } from "vitest";
import { BLOCK_MESSAGES, BlockUserSchema } from "~/features/access/user-block";
import { REPORT_ADMIN_MESSAGES, STAFF_GROUNDS } from "./review-report-texts";
import { RedactReviewSchema, RemovalGroundSchema } from "./review-schemas";

// Session 37 review: "Powód: inny powód" told the author nothing. Staff state a listed ground or none.
describe("the grounds staff state to a person", () => {
  it("are the report reasons but 'inny powód'", () => {
    expect(STAFF_GROUNDS).toEqual(["spam", "offensive", "misleading", "personal-data", "illegal"]);
  });

  it("refuse 'other' for a removal and a correction, with their messages", () => {
    expect(RemovalGroundSchema.safeParse("spam").success).toBe(true);
    expect(RemovalGroundSchema.safeParse("").success).toBe(true); // "według zgłoszeń"
    expect(RemovalGroundSchema.safeParse("other").error?.issues[0]?.message).toBe(REPORT_ADMIN_MESSAGES.removalGround);
    const redact = RedactReviewSchema.safeParse({ intent: "redact", reviewId: "8d3f7a4e-1b2c-4d5e-8f90-123456789abc", comment: "Poprawiona treść opinii.", reason: "other" });
    expect(redact.error?.issues[0]?.message).toBe(REPORT_ADMIN_MESSAGES.redactReason);
  });

  it("refuse 'other' as a block's ground", () => {
    const block = (ground: string) => BlockUserSchema.safeParse({ intent: "block", userId: "abc", reason: "", days: "", ground, notify: "on" });
    expect(block("spam").success).toBe(true);
    expect(block("other").error?.issues[0]?.message).toBe(BLOCK_MESSAGES.badGround);
  });
});
