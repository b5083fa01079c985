import { parseAmount } from "~/utils/amount";
// Issue #15 point 10: the shopper filters of /produkty (and /szukaj) that live in the URL next to the
// older ones — price range, shop. Browser-safe and pure: the server parses with it, the filter panel
// reads the same names. A bad value is ignored (the rest still applies) and explained in Polish.

export const PRICE_MAX = 1_000_000; // above any real product; a larger bound is a typo
const SHOP_KEY = /^[a-z0-9-]{2,30}$/; // the product_affiliate_links.platform rule

// English names like the older parameters (category, minRating, discounted).
export const FILTER_PARAM = { minPrice: "minPrice", maxPrice: "maxPrice", shop: "shop" } as const;

export const UNKNOWN_SHOP_NOTICE = "Nieznany sklep – pominięto ten filtr.";
export const MIN_RATING_NOTICE = "Minimalna ocena może wynosić 2, 3 albo 4 gwiazdki – pominięto ten filtr.";
const MIN_RATINGS = new Set(["2", "3", "4"]); // the rating chips' choices; listing.server.ts parses the same

export type ExtraFilters = { minPrice?: number; maxPrice?: number; shop?: string };
export type ExtraFiltersResult = { filters: ExtraFilters; notices: string[] };

/** '19,99', '19.99', ' 1 299 ' → number; null when it is not a plain non-negative amount. */
export function parsePrice(raw: string): number | null {
  const value = parseAmount(raw);
  return value != null && value <= PRICE_MAX ? value : null;
}

/** Reads minPrice, maxPrice and shop (and explains a bad minRating); empty fields mean 'no filter'. */
export function parseExtraFilters(searchParams: URLSearchParams): ExtraFiltersResult {
  const filters: ExtraFilters = {};
  const notices: string[] = [];
  const read = (name: string) => (searchParams.get(name) ?? "").trim();

  const minText = read(FILTER_PARAM.minPrice);
  const maxText = read(FILTER_PARAM.maxPrice);
  let min = minText ? parsePrice(minText) : null;
  let max = maxText ? parsePrice(maxText) : null;
  if (minText && min === null) notices.push("Cena „od” musi być kwotą od 0 do 1 000 000 zł – pominięto ten filtr.");
  if (maxText && max === null) notices.push("Cena „do” musi być kwotą od 0 do 1 000 000 zł – pominięto ten filtr.");
  if (min !== null && max !== null && min > max) {
    [min, max] = [max, min];
    notices.push("Cena „od” była większa niż „do” – zamieniliśmy je miejscami.");
  }
  if (min !== null && min > 0) filters.minPrice = min;
  if (max !== null) filters.maxPrice = max;

  const shop = read(FILTER_PARAM.shop).toLowerCase();
  if (shop) {
    if (SHOP_KEY.test(shop)) filters.shop = shop;
    else notices.push(UNKNOWN_SHOP_NOTICE);
  }
  // minRating itself is parsed with the older filters; a value past the chips is explained here.
  const minRating = read("minRating");
  if (minRating && !MIN_RATINGS.has(minRating)) notices.push(MIN_RATING_NOTICE);
  return { filters, notices };
}

/** A category as a `category` parameter may name it: by its name or its slug. */
export type CategoryName = { name: string; slug: string };

/** The category a `category` parameter names: its name or its slug, in any letter case (as the list's SQL). */
export function categoryNamed<C extends CategoryName>(categories: C[], value: string): C | undefined {
  const wanted = value.toLowerCase();
  return categories.find((c) => c.name.toLowerCase() === wanted || c.slug.toLowerCase() === wanted);
}
