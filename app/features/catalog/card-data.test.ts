import { describe, expect, it } from "vitest";
import type { ProductCardData } from "./types";
import { CARD_TAG_LIMIT, toCardProduct } from "./card-data";

// ADR 095: the loader sends a card's own fields only (the HTML carries loader data beside the markup).
describe("toCardProduct", () => {
  const row: ProductCardData = {
    id: "p1",
    title: "Lampa",
    code: "EL-SH-001",
    urlAlias: "el-sh-001-lampa",
    imageUrl: "/uploads/a.webp",
    imageAlt: "Lampa na biurku",
    tags: ["a", "b", "c", "d", "e"],
    priceOriginal: 99,
    priceDiscounted: 79,
    priceBeforeReduction: 99,
    currency: "PLN",
    views: 1200,
    likes: 7,
    ratingAverage: 4.5,
    ratingCount: 3,
    isVerified: true,
    isTrending: false,
    isScam: false,
    createdAt: "2026-11-01T00:00:00.000Z",
  };

  it("keeps what the card renders, drops code, alias, likes and date, and at most 3 tags", () => {
    const card = toCardProduct(row);
    expect(Object.keys(card).sort()).toEqual(
      ["currency", "id", "imageAlt", "imageUrl", "isScam", "isTrending", "isVerified", "priceBeforeReduction", "priceDiscounted", "priceOriginal", "ratingAverage", "ratingCount", "tags", "title", "views"].sort(),
    );
    expect(card.tags).toEqual(["a", "b", "c"]);
    expect(CARD_TAG_LIMIT).toBe(3);
    expect(card).toMatchObject({ id: "p1", title: "Lampa", priceOriginal: 99, priceDiscounted: 79, isVerified: true });
  });
});
