// schema.org structured data (spec: public §9 Structured data: currency PLN, availability InStock).
// Browser-safe. Every URL in the output is absolute.
import { SITE_NAME, toAbsoluteUrl } from "./site";

type JsonLdObject = Record<string, unknown>;

export type ProductJsonLdInput = {
  id: string;
  title: string;
  description: string;
  images: string[]; // paths or absolute URLs, in position order
  code: string | null;
  priceOriginal: number | null;
  priceDiscounted: number | null;
  currency?: string | null;
  ratingAverage: number;
  ratingCount: number;
  /** Canonical path; defaults to `/produkt/{id}` (spec: public §2, the canonical link form). */
  path?: string;
  /** Written reviews (with a comment); defaults to ratingCount. */
  reviewCount?: number;
  /** Issue #15 point 5: the reviews shown on the page, as Review entries. */
  reviews?: ProductReviewJsonLd[];
  /** Issue #13: the shops' offers; with any priced one the Product carries an AggregateOffer. */
  shopOffers?: { shopName: string; price: number | null; currency: string; path: string }[];
  /** Issue #15 point 1: a product flagged as a scam is sold nowhere, so it carries no Offer. */
  isScam?: boolean;
};

/**
 * schema.org Product. No `brand` (we do not know it). The Offer is left out when the product has no
 * price at all: an Offer without a price is invalid. AggregateRating only with at least one rating.
 */
export function productJsonLd(product: ProductJsonLdInput, { appUrl }: { appUrl: string }): JsonLdObject {
  const url = toAbsoluteUrl(appUrl, product.path ?? `/produkt/${product.id}`);
  const price = product.priceDiscounted ?? product.priceOriginal;
  const data: JsonLdObject = {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.title,
    description: product.description,
    image: product.images.map((src) => toAbsoluteUrl(appUrl, src)),
    url,
  };
  if (product.code) data.sku = product.code;
  const priced = (product.shopOffers ?? []).filter((o): o is typeof o & { price: number } => o.price != null);
  if (product.isScam) {
    // No Offer: a search result would show "19 zł, in stock" for a product the site warns against.
  } else if (priced.length > 0) {
    data.offers = aggregateOffer(priced, appUrl);
  } else if (price != null) {
    data.offers = {
      "@type": "Offer",
      price: price.toFixed(2),
      priceCurrency: product.currency || "PLN",
      availability: "https://schema.org/InStock",
      url,
    };
  }
  if (product.ratingCount > 0) {
    data.aggregateRating = {
      "@type": "AggregateRating",
      ratingValue: Math.round(product.ratingAverage * 10) / 10,
      ratingCount: product.ratingCount,
      reviewCount: product.reviewCount ?? product.ratingCount, // issue #15 point 5
      bestRating: 5,
      worstRating: 1,
    };
  }
  if (product.reviews?.length) data.review = productReviewsJsonLd(product.reviews);
  return data;
}

/** Issue #13: one Offer per shop inside an AggregateOffer (lowPrice / highPrice over the shops). */
function aggregateOffer(offers: { shopName: string; price: number; currency: string; path: string }[], appUrl: string): JsonLdObject {
  const prices = offers.map((o) => o.price);
  return {
    "@type": "AggregateOffer",
    lowPrice: Math.min(...prices).toFixed(2),
    highPrice: Math.max(...prices).toFixed(2),
    priceCurrency: offers[0]!.currency,
    offerCount: offers.length,
    offers: offers.map((o) => ({
      "@type": "Offer",
      price: o.price.toFixed(2),
      priceCurrency: o.currency,
      availability: "https://schema.org/InStock",
      url: toAbsoluteUrl(appUrl, o.path),
      seller: { "@type": "Organization", name: o.shopName },
    })),
  };
}

export type BreadcrumbItem = { name: string; path: string };

/** schema.org BreadcrumbList; the items go from the home page down to the current page. */
export function breadcrumbJsonLd(items: BreadcrumbItem[], appUrl: string): JsonLdObject {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: item.name,
      item: toAbsoluteUrl(appUrl, item.path),
    })),
  };
}

/** schema.org WebSite with a SearchAction pointing at /szukaj (for the home page). */
export function websiteJsonLd(appUrl: string): JsonLdObject {
  const url = toAbsoluteUrl(appUrl, "/");
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    name: SITE_NAME,
    url,
    inLanguage: "pl-PL",
    potentialAction: {
      "@type": "SearchAction",
      target: `${toAbsoluteUrl(appUrl, "/szukaj")}?q={search_term_string}`,
      "query-input": "required name=search_term_string",
    },
  };
}

/** The raster logo search engines show beside the site (public/logo.png, `npm run images:share`). */
export const LOGO_PATH = "/logo.png";

/** Who publishes the site: its name, logo and the social profiles set in Ustawienia strony (ADR 179). */
export function organizationJsonLd(appUrl: string, profiles: string[]): JsonLdObject {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": `${toAbsoluteUrl(appUrl, "/")}#organizacja`,
    name: SITE_NAME,
    url: toAbsoluteUrl(appUrl, "/"),
    logo: toAbsoluteUrl(appUrl, LOGO_PATH),
    ...(profiles.length ? { sameAs: profiles } : {}),
  };
}

/** The publisher of posts and reviews: the site itself, with its logo (Google's article guidelines). */
function publisherOf(appUrl: string): JsonLdObject {
  return { "@type": "Organization", name: SITE_NAME, url: toAbsoluteUrl(appUrl, "/"), logo: { "@type": "ImageObject", url: toAbsoluteUrl(appUrl, LOGO_PATH) } };
}

export type ArticleJsonLdInput = {
  title: string;
  description: string;
  /** e.g. `/blog/{slug}` */
  path: string;
  image?: string | null;
  datePublished: string | Date | null;
  dateModified: string | Date | null;
  authorName?: string | null;
};

function isoDate(d: string | Date | null | undefined): string | undefined {
  if (d == null) return undefined;
  const date = typeof d === "string" ? new Date(d) : d;
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

/** schema.org BlogPosting (an Article) for /blog/{slug}. */
export function articleJsonLd(post: ArticleJsonLdInput, appUrl: string): JsonLdObject {
  const url = toAbsoluteUrl(appUrl, post.path);
  const published = isoDate(post.datePublished);
  const data: JsonLdObject = {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.title,
    description: post.description,
    url,
    mainEntityOfPage: url,
    inLanguage: "pl-PL",
    publisher: publisherOf(appUrl),
    author: post.authorName
      ? { "@type": "Person", name: post.authorName }
      : { "@type": "Organization", name: SITE_NAME },
  };
  if (post.image) data.image = [toAbsoluteUrl(appUrl, post.image)];
  if (published) data.datePublished = published;
  const modified = isoDate(post.dateModified) ?? published;
  if (modified) data.dateModified = modified;
  return data;
}

/**
 * JSON for a `<script type="application/ld+json">`. `<`, `>` and `&` become \u escapes so no text
 * (e.g. a title containing `</script>`) can end the script or start a comment; U+2028/2029 too,
 * for old JavaScript parsers. The result is still valid JSON with the same value.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

// Issue #15 point 5: structured data that fits each post type, and product reviews as Review entries.

export type PostReviewJsonLdInput = {
  title: string;
  path: string;
  authorName?: string | null;
  datePublished: string | Date | null;
  rating: number | null;
  pros: string[];
  cons: string[];
  item: { name: string; path?: string | null; image?: string | null };
};

const notes = (items: string[]) => ({
  "@type": "ItemList",
  itemListElement: items.map((name, i) => ({ "@type": "ListItem", position: i + 1, name })),
});

/** schema.org Review for a review post: itemReviewed, reviewRating, positiveNotes/negativeNotes. */
export function postReviewJsonLd(post: PostReviewJsonLdInput, appUrl: string): JsonLdObject {
  const item: JsonLdObject = { "@type": "Product", name: post.item.name };
  if (post.item.path) item.url = toAbsoluteUrl(appUrl, post.item.path);
  if (post.item.image) item.image = toAbsoluteUrl(appUrl, post.item.image);
  const data: JsonLdObject = {
    "@context": "https://schema.org",
    "@type": "Review",
    name: post.title,
    url: toAbsoluteUrl(appUrl, post.path),
    itemReviewed: item,
    author: post.authorName ? { "@type": "Person", name: post.authorName } : { "@type": "Organization", name: SITE_NAME },
    publisher: publisherOf(appUrl),
  };
  if (post.rating != null) data.reviewRating = { "@type": "Rating", ratingValue: post.rating, bestRating: 5, worstRating: 0 };
  const pros = post.pros.filter((p) => p.trim());
  const cons = post.cons.filter((c) => c.trim());
  if (pros.length) data.positiveNotes = notes(pros);
  if (cons.length) data.negativeNotes = notes(cons);
  const published = isoDate(post.datePublished);
  if (published) data.datePublished = published;
  return data;
}

/** schema.org ItemList for a collection: its items in rank order, each linking to the product. */
export function itemListJsonLd(name: string, items: { name: string; path?: string | null }[], appUrl: string): JsonLdObject {
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    name,
    itemListOrder: "https://schema.org/ItemListOrderAscending",
    numberOfItems: items.length,
    itemListElement: items.map((item, i) => {
      const entry: JsonLdObject = { "@type": "ListItem", position: i + 1, name: item.name };
      if (item.path) entry.url = toAbsoluteUrl(appUrl, item.path);
      return entry;
    }),
  };
}

export type ProductReviewJsonLd = { authorName: string; rating: number; comment: string; createdAt: string };

/** The product's reviews as schema.org Review entries (added to the Product object). */
export function productReviewsJsonLd(reviews: ProductReviewJsonLd[]): JsonLdObject[] {
  return reviews.map((r) => ({
    "@type": "Review",
    author: { "@type": "Person", name: r.authorName },
    reviewRating: { "@type": "Rating", ratingValue: r.rating, bestRating: 5, worstRating: 1 },
    reviewBody: r.comment,
    datePublished: isoDate(r.createdAt),
  }));
}
