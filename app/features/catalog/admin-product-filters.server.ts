// SQL for the admin list's `stan` and `braki` filters (ADR 128). Each is one condition on `products`;
// the "no images" and "no shop link" gaps are NOT EXISTS over the child tables' indexed product_id
// (product_images_product_position_idx, the affiliate links' primary key), an anti-join at 100k.
import { eq, isNull, sql, type SQL } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { blogPosts, productAffiliateLinks, productImages, products } from "~/db/schema";
import type { AdminProductGap, AdminProductStatus } from "./admin-product-filters";
import { hasFailingLink } from "./link-checks.server";

/**
 * The same rule as `flaggedAsScam` (./scam-flag.server: the editor's flag or a published scam-alert
 * post about the product), written as an uncorrelated IN: blog_posts.product_id has no index, and the
 * correlated EXISTS re-scanned blog_posts once per product (100 000 scans over the whole catalogue,
 * EXPLAIN in ADR 128); this reads the scam-alert posts once into a hash.
 */
export const listedAsScam = sql<boolean>`(${products.isScam} OR ${products.id} IN (
  SELECT ${blogPosts.productId} FROM ${blogPosts}
  WHERE ${blogPosts.productId} IS NOT NULL AND ${blogPosts.type} = 'scam-alert' AND ${blogPosts.isPublished}))`;

export function statusCondition(status: AdminProductStatus | null | undefined): SQL | undefined {
  switch (status) {
    case "na-czasie":
      return eq(products.isTrending, true);
    case "zweryfikowane":
      return eq(products.isVerified, true);
    case "niezweryfikowane":
      return eq(products.isVerified, false);
    case "scam-alert":
      // What the public pages badge as Scam Alert: the editor's flag or a published scam-alert post.
      return listedAsScam;
    case "ukryte": // ADR 157
      return eq(products.isHidden, true);
    case "widoczne":
      return eq(products.isHidden, false);
    default:
      return undefined;
  }
}

export function gapCondition(gap: AdminProductGap | null | undefined): SQL | undefined {
  switch (gap) {
    case "bez-kodu":
      return isNull(products.code);
    case "bez-zdjec":
      return sql`NOT EXISTS (SELECT 1 FROM ${productImages} WHERE ${productImages.productId} = ${products.id})`;
    case "bez-linku":
      return sql`NOT EXISTS (SELECT 1 FROM ${productAffiliateLinks} WHERE ${productAffiliateLinks.productId} = ${products.id})`;
    case "niedzialajacy-link":
      // ADR 170: the failing checks' partial index, joined to the links' current addresses.
      return hasFailingLink;
    case "bez-ceny":
      return isNull(products.priceDiscounted);
    case "bez-opisu":
      // Blank counts as missing: spaces or line breaks only say nothing to a shopper.
      return sql`${products.description} !~ '[^[:space:]]'`;
    default:
      return undefined;
  }
}

/**
 * The gaps a shopper sees on a product's page (ADR 187): after adding a product the answer names them,
 * with the `braki` filter's own conditions, so "missing" means the same in the answer and in the list.
 * The code is left out (the public page works without one); a new product has no checked links yet.
 */
export const SHOPPER_GAPS = ["bez-zdjec", "bez-ceny", "bez-linku", "bez-opisu"] as const satisfies readonly AdminProductGap[];
export type ShopperGap = (typeof SHOPPER_GAPS)[number];

export async function productGaps(executor: Executor, productId: string): Promise<{ gaps: ShopperGap[]; hidden: boolean } | null> {
  const [row] = await executor
    .select({
      hidden: products.isHidden,
      ...Object.fromEntries(SHOPPER_GAPS.map((gap) => [gap, sql<boolean>`coalesce(${gapCondition(gap)}, false)`])),
    })
    .from(products)
    .where(eq(products.id, productId));
  if (!row) return null;
  const flags = row as unknown as Record<ShopperGap, boolean>;
  return { gaps: SHOPPER_GAPS.filter((gap) => flags[gap]), hidden: row.hidden };
}
