import { describe, expect, it } from "vitest";
import { onlyRemovesWords } from "./redaction-rule";

describe("a moderator's correction (ADR 175 addendum)", () => {
  const review = "Super blender, ale sprzedawca to oszust. Dzwońcie: 600100200, pytajcie o Marka!";

  it("accepts words taken out, with or without a cut mark, and changed spacing", () => {
    expect(onlyRemovesWords(review, "Super blender, ale sprzedawca to [...]")).toBe(true);
    expect(onlyRemovesWords(review, "Super blender, ale [...]\n\n[…] pytajcie")).toBe(true);
    expect(onlyRemovesWords(review, "Super blender,   ale sprzedawca")).toBe(true);
    expect(onlyRemovesWords(review, "Super blender")).toBe(true);
    expect(onlyRemovesWords(review, "[…] Sprzedawca to [...]")).toBe(true);
  });

  it("accepts a cut mark against the punctuation the cut left (editor review, session 40)", () => {
    expect(onlyRemovesWords("Dzwoń 600100200, Marek.", "Dzwoń […], Marek.")).toBe(true);
    expect(onlyRemovesWords("Jest okej, ale bez efektu wow z reklamy. Za pełną cenę nie warto.", "Jest okej, ale […]. Za pełną cenę nie warto.")).toBe(true);
    expect(onlyRemovesWords("Pisz (tel. 600100200) śmiało", "Pisz ([…]) śmiało")).toBe(true);
    expect(onlyRemovesWords("Dzwoń 600100200, Marek.", "Dzwoń [...]: Marek.")).toBe(true);
    // Still no words, symbols or emoji with it.
    expect(onlyRemovesWords("Dzwoń 600100200, Marek.", "Dzwoń […]polecam, Marek.")).toBe(false);
    expect(onlyRemovesWords("Dzwoń 600100200, Marek.", "Dzwoń […]👍 Marek.")).toBe(false);
    expect(onlyRemovesWords("Dzwoń 600100200, Marek.", "Dzwoń ….[…]!!!! Marek.")).toBe(false);
  });

  it("accepts punctuation taken off a word's ends", () => {
    expect(onlyRemovesWords(review, "Super blender ale")).toBe(true);
    expect(onlyRemovesWords(review, "Dzwońcie: 600100200")).toBe(true);
  });

  it("refuses a word the author did not write, a changed word and a changed order", () => {
    expect(onlyRemovesWords(review, "Super blender, polecam")).toBe(false);
    expect(onlyRemovesWords(review, "Super blender, ale sprzedawca to [usunięto]")).toBe(false);
    expect(onlyRemovesWords(review, "Super blend")).toBe(false);
    expect(onlyRemovesWords(review, "blender Super")).toBe(false);
    expect(onlyRemovesWords("Najgorszy produkt", "Najlepszy produkt")).toBe(false);
    expect(onlyRemovesWords(review, "Super, blender")).toBe(false);
  });

  it("refuses letters of a word put together into another (a cut is of whole words)", () => {
    expect(onlyRemovesWords("nie polecam", "niepolecam")).toBe(false);
    expect(onlyRemovesWords("oszust", "ust")).toBe(false);
  });
});
