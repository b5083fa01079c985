// Issue #13: browser-safe shapes of the price data (prices.server.ts fills them).
export type ShopOffer = { platform: string; price: number | null; currency: string; checkedAt: string | null };
export type PricePoint = { price: number; currency: string; recordedAt: string };
/** The site's own post about the product: a scam alert, else a review. */
export type ReviewPostLink = { slug: string; title: string; type: "review" | "scam-alert" };

/** The price chart covers this many days (the price in force when the window opened starts it). */
export const PRICE_CHART_DAYS = 90;
