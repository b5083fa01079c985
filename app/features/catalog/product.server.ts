import { and, eq, sql } from "drizzle-orm";
import { db, type Executor } from "~/db/client.server";
import {
  productAffiliateLinks, productCategories, productImages, productSocialLinks, productStats, productTags, productTypes, products,
} from "~/db/schema";
import { preparedQuery } from "~/db/prepared.server";
import { isUuid } from "~/utils/uuid";
import { flaggedAsScam } from "./scam-flag.server";
import { shownToPublic } from "./visibility.server";

// spec: public §2 Product page, §3 Product, §7 "Read products by code (case-insensitive) or url_alias".

export type ProductLink = { platform: string; url: string };

export type ProductDetail = {
  id: string;
  title: string;
  description: string;
  code: string | null;
  urlAlias: string | null;
  category: { name: string; slug: string } | null;
  productType: { code: string; name: string } | null;
  priceOriginal: number | null;
  priceDiscounted: number | null;
  /** ADR 120: the Omnibus price a reduction is announced against, or null. */
  priceBeforeReduction: number | null;
  currency: string;
  isVerified: boolean;
  isTrending: boolean;
  isScam: boolean;
  /** ADR 157: only an editor's preview reads a hidden product (true); the public never does. */
  isHidden: boolean;
  /** ADR 177: the page's own search-engine title and description (null: generated, search-listing.ts). */
  seoTitle: string | null;
  seoDescription: string | null;
  createdAt: string;
  updatedAt: string;
  images: { url: string; alt: string }[];
  tags: string[];
  affiliateLinks: ProductLink[];
  socialLinks: ProductLink[];
  stats: { views: number; likes: number; shares: number; ratingAverage: number; ratingCount: number };
};

/** A shown product's id by id; null for a malformed, unknown or hidden id (a real 404, DESIGN §5, ADR 157). */
export async function findProductIdById(id: string, executor: Executor = db): Promise<string | null> {
  if (!isUuid(id)) return null;
  const [row] = await executor.select({ id: products.id }).from(products).where(and(eq(products.id, id.toLowerCase()), shownToPublic)).limit(1);
  return row?.id ?? null;
}

/**
 * A shown product's id by URL alias or product code, both case-insensitive (a code wins over an
 * alias); `withHidden` (an editor's preview, ADR 157) finds hidden ones too.
 */
export async function findProductIdByAliasOrCode(value: string, executor: Executor = db, { withHidden = false } = {}): Promise<string | null> {
  const v = value.trim();
  if (!v || v.length > 200) return null;
  const byCode = sql`lower(${products.code}) = lower(${v})`;
  const [row] = await executor
    .select({ id: products.id })
    .from(products)
    .where(sql`(${byCode} OR lower(${products.urlAlias}) = lower(${v})) AND ${withHidden ? sql`true` : shownToPublic}`)
    .orderBy(sql`(${byCode}) DESC`)
    .limit(1);
  return row?.id ?? null;
}

// Built-in shops first (spec: public §3 — temu, aliexpress, amazon), then any others by name.
const SHOP_ORDER = ["temu", "aliexpress", "amazon"];
const SOCIAL_ORDER = ["tiktok", "instagram", "blog"];

function ordered(links: ProductLink[], order: string[]): ProductLink[] {
  const rank = (p: string) => (order.includes(p) ? order.indexOf(p) : order.length);
  return [...links].sort((a, b) => rank(a.platform) - rank(b.platform) || a.platform.localeCompare(b.platform));
}

// Issue #14 (ADR 092): the product's lists come back inside its own row as JSON, so the page's
// product is one round trip, not five (each round trip costs more than these index lookups).
const imagesJson = sql<{ url: string; alt: string }[]>`coalesce((SELECT json_agg(json_build_object('url', ${productImages.url}, 'alt', ${productImages.alt})
  ORDER BY ${productImages.position}, ${productImages.id}) FROM ${productImages} WHERE ${productImages.productId} = ${products.id}), '[]'::json)`;
const tagsJson = sql<string[]>`coalesce((SELECT json_agg(${productTags.tag} ORDER BY ${productTags.position}, ${productTags.tag})
  FROM ${productTags} WHERE ${productTags.productId} = ${products.id}), '[]'::json)`;
const affiliateJson = sql<ProductLink[]>`coalesce((SELECT json_agg(json_build_object('platform', ${productAffiliateLinks.platform}, 'url', ${productAffiliateLinks.url}))
  FROM ${productAffiliateLinks} WHERE ${productAffiliateLinks.productId} = ${products.id}), '[]'::json)`;
const socialJson = sql<ProductLink[]>`coalesce((SELECT json_agg(json_build_object('platform', ${productSocialLinks.platform}, 'url', ${productSocialLinks.url}))
  FROM ${productSocialLinks} WHERE ${productSocialLinks.productId} = ${products.id}), '[]'::json)`;

/** JSON from either driver: node-postgres and PGlite parse `json` columns, a text form is parsed here. */
function parsedJson<T>(value: T | string): T {
  return typeof value === "string" ? (JSON.parse(value) as T) : value;
}

// ADR 103: built once per database handle (the only value that changes is the id).
// ADR 157: the public reads shown products only; an editor's preview any.
const productDetailQuery = (name: string, shownOnly: boolean) => preparedQuery(name, (executor) =>
  executor
    .select({
      product: products,
      categoryName: productCategories.name,
      categorySlug: productCategories.slug,
      typeName: productTypes.name,
      stats: productStats,
      flaggedAsScam,
      images: imagesJson,
      tags: tagsJson,
      affiliate: affiliateJson,
      social: socialJson,
    })
    .from(products)
    .leftJoin(productCategories, eq(productCategories.id, products.categoryId))
    .leftJoin(productTypes, and(eq(productTypes.categoryId, products.categoryId), eq(productTypes.code, products.productType)))
    .leftJoin(productStats, eq(productStats.productId, products.id))
    .where(and(eq(products.id, sql.placeholder("id")), shownOnly ? shownToPublic : undefined))
    .limit(1),
);
const shownDetail = productDetailQuery("product_detail", true);
const anyDetail = productDetailQuery("product_detail_any", false);

/**
 * Everything the product page shows about one product, or null when it does not exist or is hidden; plus its
 * category id, which the page needs for its related products (not sent to the browser).
 */
export async function getProductDetail(
  id: string,
  executor: Executor = db,
  { withHidden = false } = {},
): Promise<(ProductDetail & { categoryId: string | null }) | null> {
  if (!isUuid(id)) return null;
  const [row] = await (withHidden ? anyDetail : shownDetail)(executor).execute({ id: id.toLowerCase() });
  if (!row) return null;
  const p = row.product;
  const images = parsedJson(row.images);
  const tags = parsedJson(row.tags);
  const affiliate = parsedJson(row.affiliate);
  const social = parsedJson(row.social);
  const num = (v: number | string | null | undefined) => (v == null ? null : Number(v));
  return {
    id: p.id,
    categoryId: p.categoryId,
    title: p.title,
    description: p.description,
    code: p.code,
    urlAlias: p.urlAlias,
    category: row.categoryName ? { name: row.categoryName, slug: row.categorySlug ?? "" } : null,
    productType: p.productType ? { code: p.productType, name: row.typeName ?? p.productType } : null,
    priceOriginal: num(p.priceOriginal),
    priceDiscounted: num(p.priceDiscounted),
    priceBeforeReduction: row.flaggedAsScam ? null : num(p.priceBeforeReduction), // a scam announces no reduction
    currency: p.priceCurrency,
    isVerified: p.isVerified,
    isTrending: p.isTrending,
    isScam: Boolean(row.flaggedAsScam),
    isHidden: p.isHidden,
    seoTitle: p.seoTitle,
    seoDescription: p.seoDescription,
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
    images: images.map((i) => ({ url: i.url, alt: i.alt || p.title })),
    tags,
    affiliateLinks: ordered(affiliate, SHOP_ORDER),
    socialLinks: ordered(social, SOCIAL_ORDER),
    stats: {
      views: Number(row.stats?.views ?? 0),
      likes: Number(row.stats?.likes ?? 0),
      shares: Number(row.stats?.shares ?? 0),
      ratingAverage: Number(row.stats?.ratingAverage ?? 0),
      ratingCount: Number(row.stats?.ratingCount ?? 0),
    },
  };
}
