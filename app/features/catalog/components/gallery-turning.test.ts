import { describe, expect, it } from "vitest";
import { arrowStep, turnedIndex } from "./gallery-turning";

describe("gallery turning", () => {
  it("turns right to the next image and left to the previous; other keys do nothing", () => {
    expect(arrowStep("ArrowRight")).toBe(1);
    expect(arrowStep("ArrowLeft")).toBe(-1);
    expect(arrowStep("ArrowUp")).toBeUndefined();
    expect(arrowStep("Enter")).toBeUndefined();
  });

  it("goes round from the last image to the first and back", () => {
    expect(turnedIndex(0, 1, 5)).toBe(1);
    expect(turnedIndex(4, 1, 5)).toBe(0);
    expect(turnedIndex(0, -1, 5)).toBe(4);
    expect(turnedIndex(2, -1, 5)).toBe(1);
    expect(turnedIndex(0, 1, 1)).toBe(0);
  });
});
