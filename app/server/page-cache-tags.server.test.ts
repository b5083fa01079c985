import { describe, expect, it } from "vitest";
import { productPageTag, TagDrops } from "./page-cache-tags.server";

describe("TagDrops (ADR 112)", () => {
  it("says whether one of a render's tags was dropped after the render began", () => {
    const drops = new TagDrops();
    const began = drops.now();
    expect(drops.droppedSince(["product:a"], began)).toBe(false);
    drops.record("product:b");
    expect(drops.droppedSince(["product:a"], began)).toBe(false);
    expect(drops.droppedSince(["product:a", "product:b"], began)).toBe(true);
    const later = drops.now();
    expect(drops.droppedSince(["product:b"], later)).toBe(false);
    drops.record("product:b");
    expect(drops.droppedSince(["product:b"], later)).toBe(true);
  });

  it("refuses a render that began before the oldest drop it no longer remembers", () => {
    const drops = new TagDrops();
    const began = drops.now();
    drops.record("product:a");
    for (let i = 0; i < 1000; i++) drops.record(`product:n${i}`);
    // "product:a" is forgotten: the render may have overlapped its drop.
    expect(drops.droppedSince(["product:a"], began)).toBe(true);
    const after = drops.now();
    drops.record("product:z");
    expect(drops.droppedSince(["product:a"], after)).toBe(false);
  });

  it("names a product's page by its id, whatever its case", () => {
    expect(productPageTag("0E1F0000-0000-4000-8000-00000000000A")).toBe(productPageTag("0e1f0000-0000-4000-8000-00000000000a"));
  });
});
