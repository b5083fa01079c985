// Page metadata for every route (spec: public §5 Reading rules, §9 SEO). Browser-safe: no server
// imports. The absolute base URL comes from the server (`appUrl()` / `absoluteUrl()` in
// `urls.server.ts`); a route's loader returns it and its `meta` function passes it in here.
import type { MetaDescriptor } from "react-router";
import { normalizeSpace, SEO_DESCRIPTION_MAX, SEO_TITLE_MAX, seoCutDescription, seoCutTitle } from "~/utils/seo-cut";
import { SITE_NAME, toAbsoluteUrl } from "./site";

export { SITE_NAME, toAbsoluteUrl };
export const TITLE_MAX = SEO_TITLE_MAX;
export const DESCRIPTION_MAX = SEO_DESCRIPTION_MAX;
const TITLE_SUFFIX = ` | ${SITE_NAME}`;
const normalize = normalizeSpace;

/** spec: public §5 — SEO title ≤ 60 characters: 57 plus '…' at a word boundary (one rule: ~/utils/seo-cut). */
export const truncateTitle = seoCutTitle;

/** spec: public §5 — SEO description ≤ 155 characters: 152 plus '…' at a word boundary. */
export const truncateDescription = seoCutDescription;

/**
 * The document title. ADR 012: ' | Viralne Produkty' is appended only when the whole still fits in
 * 60 characters (and the title does not already name the site); otherwise the page's own words win
 * and are truncated. A long product name matters more in search results than our brand.
 */
export function documentTitle(title: string): string {
  const clean = normalize(title);
  if (clean.toLowerCase().includes(SITE_NAME.toLowerCase())) return truncateTitle(clean);
  const withSuffix = clean + TITLE_SUFFIX;
  return Array.from(withSuffix).length <= TITLE_MAX ? withSuffix : truncateTitle(clean);
}

/**
 * What a search result shows for a page whose own words are `title` and `description`: the <title> and
 * the meta description pageMeta writes. ADR 177: the panel's preview of a page's search listing calls
 * this too, so it shows what the page will say.
 */
export function searchResultOf(title: string, description: string): { title: string; description: string } {
  return { title: documentTitle(title), description: truncateDescription(description) };
}

export type PageMetaInput = {
  /** Absolute base, e.g. `https://viralneprodukty.pl` (from the route's loader: `appUrl()`). */
  appUrl: string;
  /** Canonical path of the page, e.g. `/produkt/123`; query strings are kept as given. */
  path: string;
  title: string;
  description: string;
  /** Path or absolute URL of the share image. */
  image?: string | null;
  /** What the share image shows (og:image:alt, twitter:image:alt; ADR 127). */
  imageAlt?: string | null;
  /** Open Graph type; product pages use "product", blog posts "article". */
  type?: "website" | "article" | "product";
  /** Utility pages (e.g. /verification-required) ask search engines not to index them. */
  noindex?: boolean;
  /** A product's lowest price, for the product:price tags Facebook and Pinterest read. */
  price?: { amount: number; currency: string } | null;
};

/**
 * The link preview of a page without a picture of its own (home, lists, the blog index, static pages):
 * public/share.png, drawn by `npm run images:share`. Its size is stated so a preview needs no second look.
 */
export const SHARE_IMAGE = { path: "/share.png", width: 1200, height: 630, alt: `${SITE_NAME} – sprawdzone hity TikToka i Instagrama` } as const;

/** Title, description, canonical link, Open Graph and Twitter card for a route's `meta` export. */
export function pageMeta(input: PageMetaInput): MetaDescriptor[] {
  const { title, description } = searchResultOf(input.title, input.description);
  const ogTitle = truncateTitle(input.title);
  const url = toAbsoluteUrl(input.appUrl, input.path);
  const image = toAbsoluteUrl(input.appUrl, input.image || SHARE_IMAGE.path);
  const imageAlt = input.image ? input.imageAlt : SHARE_IMAGE.alt;
  const meta: MetaDescriptor[] = [
    { title },
    { name: "description", content: description },
    // A page kept out of the index names no canonical: "don't index this" and "index that copy instead"
    // are two answers search engines would have to choose between (SEO review, session 37).
    ...(input.noindex ? [] : [{ tagName: "link", rel: "canonical", href: url }]),
    { property: "og:title", content: ogTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:type", content: input.type ?? "website" },
    { property: "og:locale", content: "pl_PL" },
    { property: "og:site_name", content: SITE_NAME },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: ogTitle },
    { name: "twitter:description", content: description },
  ];
  meta.push({ property: "og:image", content: image }, { name: "twitter:image", content: image });
  if (!input.image) meta.push({ property: "og:image:width", content: String(SHARE_IMAGE.width) }, { property: "og:image:height", content: String(SHARE_IMAGE.height) });
  if (imageAlt) meta.push({ property: "og:image:alt", content: imageAlt }, { name: "twitter:image:alt", content: imageAlt });
  if (input.price) {
    meta.push({ property: "product:price:amount", content: input.price.amount.toFixed(2) }, { property: "product:price:currency", content: input.price.currency });
  }
  if (input.noindex) meta.push({ name: "robots", content: "noindex, follow" });
  return meta;
}

export {
  articleJsonLd,
  breadcrumbJsonLd,
  itemListJsonLd,
  organizationJsonLd,
  postReviewJsonLd,
  productJsonLd,
  serializeJsonLd,
  websiteJsonLd,
  type ArticleJsonLdInput,
  type BreadcrumbItem,
  type ProductJsonLdInput,
} from "./structured-data";
export { JsonLd } from "./json-ld";
