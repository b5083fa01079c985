import { afterEach, describe, expect, it, vi } from "vitest";
import { draftKeyFor, EMPTY_VALUES, readDraft, valuesFromEntries } from "./product-drafts";

const from = (fields: Record<string, string[]>) => valuesFromEntries((name) => fields[name] ?? []);

describe("product form drafts (admin §4)", () => {
  it("are kept per product id, or 'new'", () => {
    expect(draftKeyFor(null)).toBe("vp.productDraft.new");
    expect(draftKeyFor("0b1c")).toBe("vp.productDraft.0b1c");
  });

  it("hold every field of the form, links by their stored key, and the version the draft was typed on", () => {
    const draft = from({
      title: ["Lampka"],
      tags: ["biurko", " ", "led"],
      images: ["/uploads/products/a.webp", "/uploads/products/b.webp"],
      imageAlts: ["Lampka na biurku", ""],
      affiliateTemu: ["https://temu.com/x"],
      socialBlog: [""],
      isTrending: ["on"],
      expectedUpdatedAt: ["2026-11-23T06:00:00.000Z"],
    });
    expect(draft).toMatchObject({
      title: "Lampka",
      tags: ["biurko", "led"],
      images: ["/uploads/products/a.webp", "/uploads/products/b.webp"],
      imageAlts: ["Lampka na biurku", ""], // ADR 127: the descriptions travel with the draft, in image order
      links: { "affiliate:temu": "https://temu.com/x" },
      isTrending: true,
      isVerified: false,
      priceCurrency: "PLN",
      expectedUpdatedAt: "2026-11-23T06:00:00.000Z",
    });
  });

  it("an empty form is the empty draft", () => {
    expect(from({})).toMatchObject({ ...EMPTY_VALUES, expectedUpdatedAt: "" });
  });

  describe("an older draft without image descriptions", () => {
    afterEach(() => vi.unstubAllGlobals());
    const stored = { ...EMPTY_VALUES, images: ["/a.webp", "/b.webp"], imageAlts: ["Opis A", "Opis B"] };
    const withDraft = (draft: object) => vi.stubGlobal("window", { localStorage: { getItem: () => JSON.stringify(draft) } });

    it("keeps the stored description of each image it still has, by address", () => {
      withDraft({ title: "Lampka", images: ["/b.webp", "/c.webp"] });
      expect(readDraft("k", stored)).toMatchObject({ title: "Lampka", images: ["/b.webp", "/c.webp"], imageAlts: ["Opis B", ""] });
    });

    it("leaves a newer draft's own descriptions alone, even empty ones", () => {
      withDraft({ images: ["/a.webp"], imageAlts: [""] });
      expect(readDraft("k", stored)?.imageAlts).toEqual([""]);
    });
  });

  // ADR 177: a draft saved before the SEO section would post both fields empty and clear the stored texts.
  describe("an older draft without the SEO texts", () => {
    afterEach(() => vi.unstubAllGlobals());
    const stored = { ...EMPTY_VALUES, seoTitle: "Własny tytuł", seoDescription: "Własny opis" };
    const withDraft = (draft: object) => vi.stubGlobal("window", { localStorage: { getItem: () => JSON.stringify(draft) } });

    it("keeps the product's stored ones", () => {
      withDraft({ title: "Lampka" });
      expect(readDraft("k", stored)).toMatchObject({ title: "Lampka", seoTitle: "Własny tytuł", seoDescription: "Własny opis" });
    });

    it("leaves a newer draft's own texts alone, even emptied ones; the form's fields travel with the draft", () => {
      withDraft({ seoTitle: "", seoDescription: "Nowy opis" });
      expect(readDraft("k", stored)).toMatchObject({ seoTitle: "", seoDescription: "Nowy opis" });
      expect(from({ seoTitle: ["Tytuł"], seoDescription: ["Opis"] })).toMatchObject({ seoTitle: "Tytuł", seoDescription: "Opis" });
    });
  });
});
