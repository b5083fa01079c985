import { describe, expect, it } from "vitest";
import "./admin-messages";
import { loadCatalogue, translateMessage, translator } from "./i18n";
import { BULK_TAG_MESSAGES as M, tagAddedSummary } from "~/features/catalog/product-bulk";
import { MAX_TAGS } from "~/features/catalog/tag-rules";

// ADR 207: the bulk bar's tag answers — Polish plurals as the catalogue spells them, and the English
// panel's translation of each sentence and of the joined answer.
describe("bulk tag messages", () => {
  it("spells the Polish plurals as msg.editor.134–138 do", () => {
    const t = translator("pl");
    for (const n of [1, 2, 5, 12, 22, 25]) {
      expect(t("msg.editor.134", { tag: "Black Friday", count: n }), String(n)).toBe(M.added("Black Friday", n));
      expect(t("msg.editor.135", { tag: "Black Friday", count: n }), String(n)).toBe(M.removed("Black Friday", n));
      expect(t("msg.editor.136", { count: n }), String(n)).toBe(M.hadIt(n));
      expect(t("msg.editor.137", { count: n, max: MAX_TAGS }), String(n)).toBe(M.full(n));
    }
    expect(M.added("X", 1)).toBe("Dodano tag „X” do 1 produktu.");
    expect(M.added("X", 22)).toBe("Dodano tag „X” do 22 produktów.");
    expect(M.hadIt(1)).toBe("1 produkt już go miał.");
    expect(M.hadIt(3)).toBe("3 produkty już go miały.");
    expect(M.hadIt(5)).toBe("5 produktów już go miało.");
    expect(M.full(2)).toBe(`Pominięto 2 produkty – mają już najwięcej tagów (${MAX_TAGS}).`);
    expect(t("msg.editor.138", { op: "add", tag: "X" })).toBe(M.nothingToAdd("X"));
    expect(t("msg.editor.138", { op: "remove", tag: "X" })).toBe(M.nothingToRemove("X"));
  });

  it("joins the summary's sentences and says nothing to change when every product had the tag", () => {
    expect(tagAddedSummary("X", { added: 12, had: 3, full: 0 })).toBe("Dodano tag „X” do 12 produktów. 3 produkty już go miały.");
    expect(tagAddedSummary("X", { added: 0, had: 2, full: 1 })).toBe(`2 produkty już go miały. Pominięto 1 produkt – ma już najwięcej tagów (${MAX_TAGS}).`);
    expect(tagAddedSummary("X", { added: 0, had: 4, full: 0 })).toBe(M.nothingToAdd("X"));
  });

  it("translates every answer into English, the joined ones sentence by sentence", async () => {
    await loadCatalogue("en");
    const en = (text: string) => translateMessage("en", text);
    expect(en(M.added("Black Friday", 1))).toBe("Added the tag “Black Friday” to 1 product.");
    expect(en(M.removed("Prezent na święta", 5))).toBe("Removed the tag “Prezent na święta” from 5 products.");
    expect(en(M.nothingToAdd("X"))).toBe("Nothing to change: the selected products already have the tag “X”.");
    expect(en(M.nothingToRemove("X"))).toBe("Nothing to change: none of the selected products has the tag “X”.");
    expect(en(tagAddedSummary("Black Friday", { added: 12, had: 3, full: 2 }))).toBe(
      `Added the tag “Black Friday” to 12 products. 3 products already had it. Skipped 2 products – they already have the most tags allowed (${MAX_TAGS}).`,
    );
    expect(en(tagAddedSummary("X", { added: 0, had: 1, full: 1 }))).toBe(
      `1 product already had it. Skipped 1 product – it already has the most tags allowed (${MAX_TAGS}).`,
    );
    expect(en(tagAddedSummary("X", { added: 2, had: 0, full: 5 }))).toBe(
      `Added the tag “X” to 2 products. Skipped 5 products – they already have the most tags allowed (${MAX_TAGS}).`,
    );
    expect(translateMessage("pl", M.added("X", 2))).toBe(M.added("X", 2));
  });
});
