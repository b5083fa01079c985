import { describe, expect, it } from "vitest";
import { draftKeyFor, EMPTY_VALUES, valuesFromEntries } from "./product-drafts";

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
});
