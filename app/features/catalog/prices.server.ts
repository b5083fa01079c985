// Issue #13 (ADR 060): the product page's price data — offers per shop, the headline price history,
// the site's own review post and related products (the Omnibus price is a product column, ADR 120). Kept apart
// from the product detail query (product.server.ts) so the page loader can run them side by side.
import { and, asc, desc, eq, isNull, sql, type Placeholder } from "drizzle-orm";
import { db, type Executor } from "~/db/client.server";
import { preparedQuery } from "~/db/prepared.server";
import { blogPosts, productAffiliateLinks, productPriceHistory, products } from "~/db/schema";
import { relatedProducts } from "./related-products.server";
import { PRICE_CHART_DAYS, type PricePoint, type ReviewPostLink, type ShopOffer } from "./prices";
import type { ProductCardData } from "./types";

const DAY_MS = 24 * 60 * 60 * 1000;

// Issue #14 (ADR 097): offers and the review post are scalar subqueries of one statement on the page (`loadPriceExtras`); each also runs alone for its own callers and tests.
type OfferJson = { platform: string; price: number | string | null; currency: string; checkedAt: string | null };
/** A value, or a named statement's parameter (`loadPriceExtras`). */
type Param = string | Placeholder;

const offersSql = (productId: Param) => sql`coalesce((SELECT json_agg(json_build_object('platform', ${productAffiliateLinks.platform},
  'price', ${productAffiliateLinks.price}, 'currency', ${productAffiliateLinks.currency}, 'checkedAt', ${productAffiliateLinks.checkedAt})
  ORDER BY ${productAffiliateLinks.price} ASC NULLS LAST, ${productAffiliateLinks.platform})
  FROM ${productAffiliateLinks} WHERE ${productAffiliateLinks.productId} = ${productId}), '[]'::json)`;

/** JSON from either driver: parsed by the driver, or text parsed here. */
function parsedJson<T>(value: T | string): T {
  return typeof value === "string" ? (JSON.parse(value) as T) : value;
}

function toOffers(value: OfferJson[] | string): ShopOffer[] {
  return parsedJson(value).map((o) => ({
    platform: o.platform,
    price: o.price == null ? null : Number(o.price),
    currency: o.currency,
    checkedAt: o.checkedAt == null ? null : new Date(o.checkedAt).toISOString(),
  }));
}

/** The shops' offers, cheapest first; shops without a known price come last. */
export async function listOffers(productId: string, executor: Executor = db): Promise<ShopOffer[]> {
  const result = await executor.execute<{ offers: OfferJson[] | string }>(sql`SELECT ${offersSql(productId)} AS offers`);
  return toOffers(result.rows[0].offers);
}

// Issue #14 (ADR 097): the price in effect when the window opened and the window's rows in one
// round trip; the first part is older than every row of the second, so one order sorts both.
// ADR 103: built once per database handle.
const priceHistoryQuery = preparedQuery("product_price_history", (executor) => {
  const headline = and(eq(productPriceHistory.productId, sql.placeholder("productId")), isNull(productPriceHistory.platform));
  const columns = { price: productPriceHistory.price, currency: productPriceHistory.currency, recordedAt: productPriceHistory.recordedAt, id: productPriceHistory.id };
  const since = sql.placeholder("since");
  return executor
    .select(columns)
    .from(productPriceHistory)
    .where(and(headline, sql`${productPriceHistory.recordedAt} < ${since}`))
    .orderBy(desc(productPriceHistory.recordedAt), desc(productPriceHistory.id))
    .limit(1)
    .unionAll(
      executor
        .select(columns)
        .from(productPriceHistory)
        .where(and(headline, sql`${productPriceHistory.recordedAt} >= ${since}`)),
    )
    .orderBy(asc(productPriceHistory.recordedAt), asc(productPriceHistory.id));
});

/**
 * The headline price over the last `days` days, oldest first, starting with the price in effect when
 * the window opened (so a price that has not changed for months still draws a line).
 */
export async function listPriceHistory(productId: string, days = PRICE_CHART_DAYS, executor: Executor = db, now = new Date()): Promise<PricePoint[]> {
  const since = new Date(now.getTime() - days * DAY_MS);
  const found = await priceHistoryQuery(executor).execute({ productId, since: since.toISOString() });
  const rows = found.map((r) => (r.recordedAt < since ? { ...r, recordedAt: since } : r));
  return rows.filter((r) => r.price != null).map((r) => ({ price: Number(r.price), currency: r.currency, recordedAt: r.recordedAt.toISOString() }));
}

// A scam alert about the product comes before a review (the page warns first, DESIGN §5); a post
// scheduled for later is not public yet (publicPost in blog/posts.server.ts), so it is not linked.
const reviewPostSql = (productId: Param, now: Param) => sql`(SELECT json_build_object('slug', ${blogPosts.slug}, 'title', ${blogPosts.title}, 'type', ${blogPosts.type})
  FROM ${blogPosts} WHERE ${blogPosts.productId} = ${productId} AND ${blogPosts.type} IN ('review', 'scam-alert') AND ${blogPosts.isPublished}
    AND (${blogPosts.publishedAt} IS NULL OR ${blogPosts.publishedAt} <= ${now})
  ORDER BY (${blogPosts.type} = 'scam-alert') DESC, ${blogPosts.publishedAt} DESC LIMIT 1)`;

function toReviewPost(value: ReviewPostLink | string | null): ReviewPostLink | null {
  const post = value == null ? null : parsedJson(value);
  return post ? { slug: post.slug, title: post.title, type: post.type === "scam-alert" ? "scam-alert" : "review" } : null;
}

/** The site's own published scam alert or review post about the product, newest first (issue #13 point 1). */
export async function findReviewPost(productId: string, executor: Executor = db, now = new Date()): Promise<ReviewPostLink | null> {
  const result = await executor.execute<{ post: ReviewPostLink | string | null }>(sql`SELECT ${reviewPostSql(productId, now.toISOString())} AS post`);
  return toReviewPost(result.rows[0]?.post ?? null);
}

// Issue #14 (session 14): a named statement on both engines (ADR 103, 111), one per kind of product.
// As a text query it was parsed and planned on every uncached product page: on PGlite the only
// one of the page's queries that still was (a profile of 300 pages: text queries 12 % of the CPU,
// named ones 4.6 % more once it was named).
const priceExtrasQuery = (sellable: boolean) =>
  preparedQuery(sellable ? "product_price_extras" : "product_price_extras_unsellable", (executor) => {
    const [productId, now] = [sql.placeholder("productId"), sql.placeholder("now")];
    return executor
      .select({
        offers: sql<OfferJson[] | string>`${sellable ? offersSql(productId) : sql`'[]'::json`}`,
        post: sql<ReviewPostLink | string | null>`${reviewPostSql(productId, now)}`,
      })
      .from(products)
      .where(eq(products.id, productId));
  });
const priceExtras = { sellable: priceExtrasQuery(true), unsellable: priceExtrasQuery(false) };

/** Offers and the review post in one round trip (the page needs both). */
export async function loadPriceExtras(productId: string, { sellable }: { sellable: boolean }, executor: Executor = db, now = new Date()) {
  const query = (sellable ? priceExtras.sellable : priceExtras.unsellable)(executor);
  const [row] = await query.execute({ productId, now: now.toISOString() });
  if (!row) return { offers: [], reviewPost: null }; // no such product
  return { offers: toOffers(row.offers), reviewPost: toReviewPost(row.post) };
}

export type ProductPrices = {
  offers: ShopOffer[];
  history: PricePoint[];
  reviewPost: ReviewPostLink | null;
  related: ProductCardData[];
  /** When the data was read: the chart draws the current price up to this moment (same on server and client). */
  now: string;
};

/** Everything price-related the product page shows, in parallel. */
export async function loadProductPrices(
  productId: string,
  { sellable, categoryId }: { sellable: boolean; categoryId?: string | null },
): Promise<ProductPrices> {
  const [{ offers, reviewPost }, history, related] = await Promise.all([
    // Issue #15 point 1: a product flagged as a scam sells nothing.
    loadPriceExtras(productId, { sellable }),
    listPriceHistory(productId),
    relatedProducts(productId, { categoryId }),
  ]);
  return { offers, history, reviewPost, related, now: new Date().toISOString() };
}
