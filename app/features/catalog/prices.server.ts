// Issue #13 (ADR 060): the product page's price data — offers per shop, the headline price history,
// the Omnibus 30-day lowest price, the site's own review post and related products. Kept apart
// from the product detail query (product.server.ts) so the page loader can run them side by side.
import { and, asc, desc, eq, isNull, ne, sql } from "drizzle-orm";
import { db, type Executor } from "~/db/client.server";
import { blogPosts, productAffiliateLinks, productPriceHistory, products, productStats } from "~/db/schema";
import { loadProductCards } from "./cards.server";
import { PRICE_CHART_DAYS, type PricePoint, type ReviewPostLink, type ShopOffer } from "./prices";
import type { ProductCardData } from "./types";
import { flaggedAsScam } from "./scam-flag.server";

const DAY_MS = 24 * 60 * 60 * 1000;
export const OMNIBUS_DAYS = 30;
export const RELATED_LIMIT = 4;


/** The shops' offers, cheapest first; shops without a known price come last. */
export async function listOffers(productId: string, executor: Executor = db): Promise<ShopOffer[]> {
  const rows = await executor
    .select({ platform: productAffiliateLinks.platform, price: productAffiliateLinks.price, currency: productAffiliateLinks.currency, checkedAt: productAffiliateLinks.checkedAt })
    .from(productAffiliateLinks)
    .where(eq(productAffiliateLinks.productId, productId))
    .orderBy(sql`${productAffiliateLinks.price} ASC NULLS LAST`, asc(productAffiliateLinks.platform));
  return rows.map((r) => ({ ...r, price: r.price == null ? null : Number(r.price), checkedAt: r.checkedAt?.toISOString() ?? null }));
}

/**
 * The headline price over the last `days` days, oldest first, starting with the price in effect when
 * the window opened (so a price that has not changed for months still draws a line).
 */
export async function listPriceHistory(productId: string, days = PRICE_CHART_DAYS, executor: Executor = db, now = new Date()): Promise<PricePoint[]> {
  const since = new Date(now.getTime() - days * DAY_MS);
  const headline = and(eq(productPriceHistory.productId, productId), isNull(productPriceHistory.platform));
  const columns = { price: productPriceHistory.price, currency: productPriceHistory.currency, recordedAt: productPriceHistory.recordedAt };
  const [before] = await executor
    .select(columns)
    .from(productPriceHistory)
    .where(and(headline, sql`${productPriceHistory.recordedAt} < ${since.toISOString()}`))
    .orderBy(desc(productPriceHistory.recordedAt), desc(productPriceHistory.id))
    .limit(1);
  const inWindow = await executor
    .select(columns)
    .from(productPriceHistory)
    .where(and(headline, sql`${productPriceHistory.recordedAt} >= ${since.toISOString()}`))
    .orderBy(asc(productPriceHistory.recordedAt), asc(productPriceHistory.id));
  const rows = before ? [{ ...before, recordedAt: since }, ...inWindow] : inWindow;
  return rows.filter((r) => r.price != null).map((r) => ({ price: Number(r.price), currency: r.currency, recordedAt: r.recordedAt.toISOString() }));
}

/**
 * Omnibus: the lowest headline price in force during the 30 days before now, leaving out the
 * current price. A row counts when it was still in force inside the window (it was replaced after
 * the window opened); rows replaced before that are older history and are ignored. With no earlier
 * price in the window (the price has not changed for 30 days, or the product is new) the lowest
 * price of the period is the current one.
 */
export async function lowestPriceIn30Days(productId: string, executor: Executor = db, now = new Date()): Promise<number | null> {
  const since = new Date(now.getTime() - OMNIBUS_DAYS * DAY_MS).toISOString();
  const result = await executor.execute<{ lowest: string | null; current: string | null }>(sql`
    WITH h AS (
      SELECT price, recorded_at, id,
             lead(recorded_at) OVER (ORDER BY recorded_at, id) AS replaced_at,
             row_number() OVER (ORDER BY recorded_at DESC, id DESC) AS newest
      FROM ${productPriceHistory}
      WHERE product_id = ${productId} AND platform IS NULL AND recorded_at <= ${now.toISOString()}
    )
    SELECT (SELECT min(price) FROM h WHERE newest > 1 AND replaced_at > ${since}) AS lowest,
           (SELECT price FROM h WHERE newest = 1) AS current`);
  const row = result.rows[0];
  const value = row?.lowest ?? row?.current ?? null;
  return value == null ? null : Number(value);
}

/** The site's own published review post about the product, newest first (issue #13 point 1). */
export async function findReviewPost(productId: string, executor: Executor = db): Promise<ReviewPostLink | null> {
  const [post] = await executor
    .select({ slug: blogPosts.slug, title: blogPosts.title })
    .from(blogPosts)
    .where(and(eq(blogPosts.productId, productId), eq(blogPosts.type, "review"), eq(blogPosts.isPublished, true)))
    .orderBy(desc(blogPosts.publishedAt))
    .limit(1);
  return post ?? null;
}

/** Other products of the same category (not flagged as scams), best rated first. */
export async function relatedProducts(productId: string, executor: Executor = db): Promise<ProductCardData[]> {
  const [own] = await executor.select({ categoryId: products.categoryId }).from(products).where(eq(products.id, productId)).limit(1);
  const categoryId = own?.categoryId;
  if (!categoryId) return [];
  const rows = await executor
    .select({ id: products.id })
    .from(products)
    .leftJoin(productStats, eq(productStats.productId, products.id))
    .where(and(eq(products.categoryId, categoryId), ne(products.id, productId), sql`NOT ${flaggedAsScam}`))
    .orderBy(desc(sql`coalesce(${productStats.ratingAverage}, 0)`), desc(products.createdAt))
    .limit(RELATED_LIMIT);
  return loadProductCards(rows.map((r) => r.id), executor);
}

export type ProductPrices = {
  offers: ShopOffer[];
  history: PricePoint[];
  lowest30: number | null;
  reviewPost: ReviewPostLink | null;
  related: ProductCardData[];
  /** When the data was read: the chart draws the current price up to this moment (same on server and client). */
  now: string;
};

/** Everything price-related the product page shows, in parallel. */
export async function loadProductPrices(productId: string, { sellable }: { sellable: boolean }): Promise<ProductPrices> {
  const [offers, history, lowest30, reviewPost, related] = await Promise.all([
    // Issue #15 point 1: a product flagged as a scam sells nothing.
    sellable ? listOffers(productId) : Promise.resolve([]),
    listPriceHistory(productId),
    lowestPriceIn30Days(productId),
    findReviewPost(productId),
    relatedProducts(productId),
  ]);
  return { offers, history, lowest30, reviewPost, related, now: new Date().toISOString() };
}
