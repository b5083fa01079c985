import { describe, expect, it } from "vitest";
import { suggestionKey, truncateSuggestion } from "./suggest-text";

describe("suggestion text", () => {
  it("keeps texts of up to 40 characters and cuts longer ones with an ellipsis", () => {
    const forty = "a".repeat(40);
    expect(truncateSuggestion(forty)).toBe(forty);
    expect(truncateSuggestion(`${forty}b`)).toBe(`${forty}…`);
    expect(truncateSuggestion("Słuchawki bezprzewodowe z etui ładującym i redukcją szumów")).toBe(
      "Słuchawki bezprzewodowe z etui ładującym…",
    );
  });

  it("does not leave a trailing space before the ellipsis", () => {
    expect(truncateSuggestion(`${"a".repeat(39)} bcd`)).toBe(`${"a".repeat(39)}…`);
  });

  it("normalises the cache key", () => {
    expect(suggestionKey("  Ładowarka   USB ")).toBe("ładowarka usb");
  });
});
