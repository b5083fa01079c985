import type { ProductCardData } from "./types";

export const CARD_TAG_LIMIT = 3; // spec: public §9

/** What a product card shows (ADR 095): the loader sends only this, since the HTML carries loader data too. */
export type CardProduct = Pick<
  ProductCardData,
  "id" | "title" | "imageUrl" | "imageAlt" | "tags" | "priceOriginal" | "priceDiscounted" | "priceBeforeReduction" | "currency" | "views" | "ratingAverage" | "ratingCount" | "isVerified" | "isTrending" | "isScam"
>;

/** A read module's card row trimmed to what the card renders (at most CARD_TAG_LIMIT tags). */
export function toCardProduct(p: CardProduct): CardProduct {
  return {
    id: p.id,
    title: p.title,
    imageUrl: p.imageUrl,
    imageAlt: p.imageAlt,
    tags: p.tags.slice(0, CARD_TAG_LIMIT),
    priceOriginal: p.priceOriginal,
    priceDiscounted: p.priceDiscounted,
    priceBeforeReduction: p.priceBeforeReduction,
    currency: p.currency,
    views: p.views,
    ratingAverage: p.ratingAverage,
    ratingCount: p.ratingCount,
    isVerified: p.isVerified,
    isTrending: p.isTrending,
    isScam: p.isScam,
  };
}
