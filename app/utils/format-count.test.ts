import { describe, expect, it } from "vitest";
import { formatCount } from "./format";

describe("formatCount", () => {
  it("writes full pl-PL numbers with a narrow no-break space between groups", () => {
    expect(formatCount(0)).toBe("0");
    expect(formatCount(999)).toBe("999");
    expect(formatCount(12345)).toBe("12\u202F345");
    expect(formatCount(1234567)).toBe("1\u202F234\u202F567");
    expect(formatCount(Number.NaN)).toBe("0");
  });
});
