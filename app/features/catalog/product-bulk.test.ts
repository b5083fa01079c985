import { describe, expect, it } from "vitest";
import { bulkRefusal, CHOOSE_OPERATION, isBulkOperation, isTagOperation, NOTHING_SELECTED } from "./product-bulk";

describe("bulkRefusal (the bulk bar says it instead of sending)", () => {
  it("asks for a ticked product first, then for an action, and lets a complete choice through", () => {
    expect(bulkRefusal(0, "trending-on")).toBe(NOTHING_SELECTED);
    expect(bulkRefusal(0, "")).toBe(NOTHING_SELECTED);
    expect(bulkRefusal(3, "")).toBe(CHOOSE_OPERATION);
    expect(bulkRefusal(3, "cokolwiek")).toBe(CHOOSE_OPERATION);
    expect(bulkRefusal(1, "delete")).toBeNull();
  });
});

describe("the tag operations (ADR 207)", () => {
  it("are bulk operations that take the tag field; the others do not", () => {
    expect(["tag-add", "tag-remove"].every(isBulkOperation)).toBe(true);
    expect(["tag-add", "tag-remove"].every(isTagOperation)).toBe(true);
    expect(["category", "hide", "delete", "tag"].some(isTagOperation)).toBe(false);
    expect(bulkRefusal(2, "tag-add")).toBeNull();
  });
});
