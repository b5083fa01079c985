import { describe, expect, it } from "vitest";
import { CONFIRM_EXCERPT_CHARS, firstWords } from "./review-excerpt";

describe("firstWords (ADR 197: a removal's question names the review)", () => {
  it("keeps a short text whole, with its spaces folded", () => {
    expect(firstWords("  Świetna\n\nlampka  ")).toBe("Świetna lampka");
  });
  it("cuts a long text at a word and marks the cut", () => {
    const text = "Bardzo dobra lampka, świeci jasno i równo, bateria trzyma cały tydzień, polecam każdemu";
    const cut = firstWords(text);
    expect(cut.endsWith("…")).toBe(true);
    expect(cut.length).toBeLessThanOrEqual(CONFIRM_EXCERPT_CHARS + 1);
    expect(text.startsWith(cut.slice(0, -1))).toBe(true);
    expect(text[cut.length - 1]).toBe(" ");
  });
  it("never cuts an emoji in half, and cuts a text without spaces by characters", () => {
    expect(firstWords("😀".repeat(70))).toBe(`${"😀".repeat(60)}…`);
  });
});
