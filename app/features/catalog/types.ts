// Shapes shared by the catalogue's pages (home, /produkty, /szukaj, product page). Browser-safe.

/** What a product card shows (spec: public §2 Product card). */
export type ProductCardData = {
  id: string;
  title: string;
  code: string | null;
  urlAlias: string | null;
  imageUrl: string | null;
  /** ADR 127: the first image's stored description; "" = none (the card then shows it as decoration). */
  imageAlt: string;
  tags: string[]; // in position order; the card shows at most 3
  priceOriginal: number | null;
  priceDiscounted: number | null;
  /** ADR 120: the Omnibus price a reduction is announced against (struck through), or null. */
  priceBeforeReduction: number | null;
  currency: string;
  views: number;
  likes: number;
  ratingAverage: number;
  ratingCount: number;
  isVerified: boolean;
  isTrending: boolean;
  isScam: boolean;
  createdAt: string; // ISO
  /** ADR 157: set (true) only on the panel's cards of a hidden product. */
  isHidden?: boolean;
};

export const PRODUCT_SORTS = ["popularity", "newest", "rating", "price-low", "price-high", "relevance"] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

/** Filters of /produkty and /szukaj, parsed from the URL (spec: public §2, §9: page 1, limit 20). */
export type ProductListFilters = {
  q?: string;
  category?: string; // category name (spec: category={name}) or slug, case-insensitive
  trending?: boolean;
  minRating?: 2 | 3 | 4;
  verified?: boolean;
  discounted?: boolean;
  /** Issue #15 pt 10: price range in the currency's units, on the price to pay (discounted, else original). */
  minPrice?: number;
  maxPrice?: number;
  /** Issue #15 pt 10: only products with a link to this shop (affiliate platform key, e.g. temu). */
  shop?: string;
  sort: ProductSort;
  page: number;
  limit: number;
};

export type ProductListResult = {
  products: ProductCardData[];
  total: number;
  page: number;
  pageCount: number;
};
