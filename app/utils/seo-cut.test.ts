import { describe, expect, it } from "vitest";
import { seoCut, seoCutDescription, seoCutTitle } from "./seo-cut";

const a = (n: number) => "a".repeat(n);

describe("seoCut (spec: public §5 — 57 + '…', at a word boundary)", () => {
  it("leaves a text that fits alone (60 and 155 exactly)", () => {
    expect(seoCutTitle(a(60))).toBe(a(60));
    expect(seoCutDescription(a(155))).toBe(a(155));
  });
  it("cuts at the last whole word and uses the one-character ellipsis", () => {
    const title = "Bezprzewodowa ładowarka indukcyjna 3w1 do iPhone’a i zegarka z podstawką";
    const cut = seoCutTitle(title);
    expect(cut).toBe("Bezprzewodowa ładowarka indukcyjna 3w1 do iPhone’a i…");
    expect(cut).not.toContain("...");
    expect(Array.from(cut).length).toBeLessThanOrEqual(58);
    expect(title.startsWith(cut.slice(0, -1))).toBe(true);
  });
  it("keeps the full 57 characters when a word ends exactly there", () => {
    expect(seoCutTitle(a(56) + "b " + a(10))).toBe(a(56) + "b…");
  });
  it("never cuts inside a word when there is a space to cut at", () => {
    const words = Array.from({ length: 40 }, (_, i) => `słowo${i}`).join(" ");
    const cut = seoCutDescription(words).slice(0, -1);
    expect(words.split(" ")).toEqual(expect.arrayContaining(cut.split(" ")));
    expect(Array.from(cut).length).toBeLessThanOrEqual(152);
  });
  it("drops punctuation left dangling before the ellipsis", () => {
    expect(seoCut("Mata do jogi, gruba – antypoślizgowa", 20)).toBe("Mata do jogi…");
  });
  it("cuts a single over-long word inside, counting code points", () => {
    expect(seoCutTitle(a(61))).toBe(a(57) + "…");
    expect(seoCutTitle("😀".repeat(61))).toBe("😀".repeat(57) + "…");
  });
  it("collapses whitespace first", () => {
    expect(seoCutTitle("  Mata \n do  jogi ")).toBe("Mata do jogi");
  });
});
