import { describe, expect, it } from "vitest";
import { bulkRefusal, CHOOSE_OPERATION, NOTHING_SELECTED } from "./product-bulk";

describe("bulkRefusal (the bulk bar says it instead of sending)", () => {
  it("asks for a ticked product first, then for an action, and lets a complete choice through", () => {
    expect(bulkRefusal(0, "trending-on")).toBe(NOTHING_SELECTED);
    expect(bulkRefusal(0, "")).toBe(NOTHING_SELECTED);
    expect(bulkRefusal(3, "")).toBe(CHOOSE_OPERATION);
    expect(bulkRefusal(3, "cokolwiek")).toBe(CHOOSE_OPERATION);
    expect(bulkRefusal(1, "delete")).toBeNull();
  });
});
