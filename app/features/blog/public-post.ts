// Browser-safe shapes of what the public post page adds to a stored post (issue #15 points 1 and 5).
import type { CardProduct } from "~/features/catalog/card-data";
import type { BlogTeaserPost } from "./types";

export type ItemPrice = { priceOriginal: number | null; priceDiscounted: number | null; currency: string };

export type PublicPostExtras = {
  isScam: boolean;
  /** Catalogue price of each collection item, by product id. */
  itemPrices: Record<string, ItemPrice>;
  /** The post's own product (reviews), for the Review structured data. */
  reviewedProduct: { id: string; title: string; image: string | null } | null;
  related: { posts: BlogTeaserPost[]; products: CardProduct[] };
};

/** A review link that opens a blog post reads 'Przeczytaj recenzję'; any other opens the product. */
export function isReviewLink(href: string): boolean {
  return /^\/blog\/[^/]/.test(href) || /^https?:\/\/[^/]+\/blog\/[^/]/.test(href);
}

/** The body already has its own 'Dla kogo NIE jest ten produkt' section: the box would repeat it. */
export function bodyHasSection(content: string, title: string): boolean {
  const wanted = title.trim().toLocaleLowerCase("pl-PL");
  return content.split("\n").some((line) => /^#{1,6}\s/.test(line) && line.replace(/^#{1,6}\s+/, "").replace(/#+\s*$/, "").trim().toLocaleLowerCase("pl-PL") === wanted);
}
