import { count, eq, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import { db, type Executor } from "~/db/client.server";
import { productAffiliateLinks, productCategories, productStats, products } from "~/db/schema";
import { flaggedAsScam } from "~/features/catalog/scam-flag.server";
import { loadProductCards } from "~/features/catalog/cards.server";
import { shownToPublic } from "~/features/catalog/visibility.server";
import { keptUntilCatalogueWrite } from "~/server/kept-until-write.server";
import { pageCountOf } from "~/utils/paging.server";
import {
  PRODUCT_SORTS,
  type ProductListFilters,
  type ProductListResult,
  type ProductSort,
} from "~/features/catalog/types";
import { parseExtraFilters } from "./list-filters";
import { pageInStatsOrder, STATS_ORDERS } from "./listing-stats-order.server";
import { answerableFromIndex, RANK_IN_SQL, relevancePageFromIndex } from "./index-search.server";
import { QUERY_MAX_CHARS, normalizeQuery, textSearch, withSearchSettings } from "./search.server";

// Product lists of /produkty and /szukaj (spec: public §2 Product list, §5, §9).
// Filtering, sorting and paging happen in SQL; cards are loaded for the ranked page of ids only.

export const DEFAULT_LIMIT = 20; // spec: public §9
export const MAX_LIMIT = 60;
const MAX_PAGE = 10_000;

const flag = z.literal("true").transform(() => true as const);

// Each field is parsed on its own: one bad value falls back to its default, the rest still apply.
const ParamsSchema = z.object({
  q: z
    .string()
    .transform((s) => normalizeQuery(s).slice(0, QUERY_MAX_CHARS))
    .optional()
    .catch(undefined),
  category: z.string().trim().min(1).max(80).optional().catch(undefined),
  trending: flag.optional().catch(undefined),
  minRating: z
    .string()
    .trim() // as the notice of list-filters.ts reads it: ' 3' filters, '3+' is explained
    .pipe(z.enum(["2", "3", "4"]))
    .transform((v) => Number(v) as 2 | 3 | 4)
    .optional()
    .catch(undefined),
  verified: flag.optional().catch(undefined),
  discounted: flag.optional().catch(undefined),
  sort: z.enum(PRODUCT_SORTS).optional().catch(undefined),
  // A page too large to exist is the last possible one (then redirectPastLastPage), not page 1.
  page: z.coerce
    .number()
    .min(1)
    .refine((n) => Number.isInteger(n)) // zod's int() refuses what is past 2^53
    .transform((n) => Math.min(n, MAX_PAGE))
    .optional()
    .catch(undefined),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .transform((n) => Math.min(n, MAX_LIMIT))
    .optional()
    .catch(undefined),
});

/** Reads list filters from a URL query; invalid values fall back to the defaults. */
export function parseProductListParams(
  searchParams: URLSearchParams,
  defaults: Partial<ProductListFilters> = {},
): ProductListFilters {
  const raw: Record<string, string> = {};
  for (const key of Object.keys(ParamsSchema.shape)) {
    const value = searchParams.get(key);
    if (value !== null && value !== "") raw[key] = value;
  }
  const p = ParamsSchema.parse(raw);
  const q = p.q || defaults.q || undefined;
  // Relevance needs a text; without one the list falls back to the default order.
  let sort: ProductSort = p.sort ?? (q ? "relevance" : (defaults.sort ?? "popularity"));
  if (sort === "relevance" && !q) sort = defaults.sort && defaults.sort !== "relevance" ? defaults.sort : "popularity";
  const filters: ProductListFilters = {
    sort,
    page: p.page ?? defaults.page ?? 1,
    limit: p.limit ?? defaults.limit ?? DEFAULT_LIMIT,
  };
  if (q) filters.q = q;
  const category = p.category ?? defaults.category;
  if (category) filters.category = category;
  const trending = p.trending ?? defaults.trending;
  if (trending) filters.trending = true;
  const minRating = p.minRating ?? defaults.minRating;
  if (minRating) filters.minRating = minRating;
  const verified = p.verified ?? defaults.verified;
  if (verified) filters.verified = true;
  const discounted = p.discounted ?? defaults.discounted;
  if (discounted) filters.discounted = true;
  // Issue #15 pt 10: price range and shop (list-filters.ts; their Polish notices: listFilterNotices).
  const extra = parseExtraFilters(searchParams).filters;
  const minPrice = extra.minPrice ?? defaults.minPrice;
  if (minPrice !== undefined) filters.minPrice = minPrice;
  const maxPrice = extra.maxPrice ?? defaults.maxPrice;
  if (maxPrice !== undefined) filters.maxPrice = maxPrice;
  const shop = extra.shop ?? defaults.shop;
  if (shop) filters.shop = shop;
  return filters;
}

/** Polish explanations of the filter values that were ignored or corrected (issue #15 pt 10). */
export function listFilterNotices(searchParams: URLSearchParams): string[] {
  return parseExtraFilters(searchParams).notices;
}

/** The WHERE conditions for the filters (shared by the page query and the count). */
function conditions(filters: ProductListFilters, search: { where: SQL } | null): SQL {
  const parts: SQL[] = [shownToPublic]; // ADR 157
  if (search) parts.push(search.where);
  if (filters.category) {
    const c = filters.category;
    parts.push(sql`${products.categoryId} IN (SELECT ${productCategories.id} FROM ${productCategories}
      WHERE lower(${productCategories.name}) = lower(${c}) OR lower(${productCategories.slug}) = lower(${c}))`);
  }
  if (filters.trending) parts.push(sql`${products.isTrending} = true`);
  if (filters.verified) parts.push(sql`${products.isVerified} = true`);
  if (filters.discounted) {
    // ADR 120: a reduction announced under Omnibus (the trigger keeps the value only below the price
    // before); a scam announces none (its pages sell nothing and strike nothing through).
    parts.push(sql`${products.priceBeforeReduction} IS NOT NULL AND NOT ${flaggedAsScam}`);
  }
  if (filters.minRating) parts.push(sql`coalesce(${productStats.ratingAverage}, 0) >= ${filters.minRating}`);
  // Issue #15 pt 10: the price to pay (discounted, else original); a product without a price has none to match.
  // The filter is in złoty (ADR 148): a price in euro or dollars is not compared with it.
  if (filters.minPrice !== undefined || filters.maxPrice !== undefined) parts.push(sql`${products.priceCurrency} = 'PLN'`);
  if (filters.minPrice !== undefined) parts.push(sql`coalesce(${products.priceDiscounted}, ${products.priceOriginal}) >= ${filters.minPrice}`);
  if (filters.maxPrice !== undefined) parts.push(sql`coalesce(${products.priceDiscounted}, ${products.priceOriginal}) <= ${filters.maxPrice}`);
  if (filters.shop) {
    // A shop filter means 'buyable there': a scam never shows a buy link (issue #15 pt 1), so it is left out.
    parts.push(sql`EXISTS (SELECT 1 FROM ${productAffiliateLinks} WHERE ${productAffiliateLinks.productId} = ${products.id}
      AND ${productAffiliateLinks.platform} = ${filters.shop}) AND NOT ${flaggedAsScam}`);
  }
  return sql.join(parts, sql` AND `);
}

const price = sql`coalesce(${products.priceDiscounted}, ${products.priceOriginal}, 0)`;
// ADR 148: 30 € is not less than 34,99 zł; prices in other currencies follow the złoty ones (no rates).
const otherCurrency = sql`(${products.priceCurrency} <> 'PLN')`;
const views = sql`coalesce(${productStats.views}, 0)`;

function orderBy(sort: ProductSort, search: { rank: SQL } | null): SQL {
  switch (sort) {
    case "newest":
      return sql`${products.createdAt} DESC, ${products.id}`;
    case "rating":
      return sql`coalesce(${productStats.ratingAverage}, 0) DESC, coalesce(${productStats.ratingCount}, 0) DESC, ${products.id}`;
    // Each the exact order of its index (products_price_to_pay_idx, …_desc_idx): a walk, not a sort.
    case "price-low":
      return sql`${otherCurrency}, ${price} ASC, ${products.id}`;
    case "price-high":
      return sql`${otherCurrency}, ${price} DESC, ${products.id} DESC NULLS LAST`;
    case "relevance":
      if (search) return sql`${search.rank} DESC, ${views} DESC, ${products.id}`;
      return sql`${views} DESC, ${products.id}`;
    case "popularity":
    default:
      return sql`${views} DESC, ${products.id}`;
  }
}

// ADR 133: how many products a set of filters (without a text) matches, kept until a catalogue
// write like the page cache (every order and page of /produkty shares it). Bounded: filter
// combinations are many, the hot ones few.
const keptCounts = keptUntilCatalogueWrite<number>({ maxEntries: 500, maxAgeMs: 5 * 60_000 });
const countKey = (f: ProductListFilters) =>
  JSON.stringify([f.category, f.trending, f.minRating, f.verified, f.discounted, f.minPrice, f.maxPrice, f.shop]);

/**
 * One page of products matching the filters, ranked in SQL, with the total count. `onePass` ranks
 * every match in one query (window count, no index shortcuts): the reference the tests compare with.
 */
export async function listProducts(filters: ProductListFilters, options: { onePass?: boolean } = {}): Promise<ProductListResult> {
  const { ids, total, page, limit } = await rankedPage(filters, options);
  const productsOnPage = await loadProductCards(ids);
  return { products: productsOnPage, total, page, pageCount: pageCountOf(total, limit) };
}

/** Whether any product matches the filters (did-you-mean's check of a text it might offer): no cards. */
export async function anyProductMatches(filters: ProductListFilters): Promise<boolean> {
  return (await rankedPage({ ...filters, page: 1, limit: 1 }, {})).ids.length > 0;
}

/** The ids of one page in the list's order, and how many products match in all. */
async function rankedPage(
  filters: ProductListFilters,
  options: { onePass?: boolean },
): Promise<{ ids: string[]; total: number; page: number; limit: number }> {
  const limit = Math.min(Math.max(1, Math.trunc(filters.limit) || DEFAULT_LIMIT), MAX_LIMIT);
  const page = Math.min(Math.max(1, Math.trunc(filters.page) || 1), MAX_PAGE);
  const q = filters.q ? normalizeQuery(filters.q) : "";
  const search = q ? textSearch(q) : null;
  const where = conditions(filters, search);
  const order = orderBy(filters.sort, search);
  const settings = <T>(work: (executor: Executor) => Promise<T>) => (search?.typoTolerant ? withSearchSettings(work) : work(db));
  const pageOf = (executor: Executor, condition: SQL) =>
    executor
      .select({ id: products.id })
      .from(products)
      .leftJoin(productStats, eq(productStats.productId, products.id))
      .where(condition)
      .orderBy(order)
      .limit(limit)
      .offset((page - 1) * limit);
  const countOf = async (executor: Executor) => {
    const [{ n }] = await executor
      .select({ n: count() })
      .from(products)
      .leftJoin(productStats, eq(productStats.productId, products.id))
      .where(where);
    return Number(n);
  };
  // ADR 098: by relevance, the code and title tiers (rank ≥ 300) come before every similar or
  // full-text match, in the same order (rank, views, id) as in the whole list. When they alone fill
  // the page, it is that page: rank only them, and count the rest without ranking it.
  // ADR 110: when only a text filters the list, the suggestion index ranks the page and counts.
  const byRelevance = search && filters.sort === "relevance" && !options.onePass;
  const indexed = byRelevance && answerableFromIndex(filters) ? await relevancePageFromIndex(q, page, limit) : null;
  let found = indexed === RANK_IN_SQL ? null : indexed;
  if (byRelevance && indexed === null) {
    const strong = await pageOf(db, conditions(filters, { where: search.strongWhere }));
    if (strong.length === limit) found = { ids: strong.map((r) => r.id), total: await settings(countOf) };
  }
  // ADR 133: without a text the orders have indexes (views, rating, created_at) that a window count
  // would defeat by reading every row: the page and the count are queries of their own instead.
  if (!search && !options.onePass) {
    const statsOrder = STATS_ORDERS[filters.sort];
    const countAll = () => keptCounts(countKey(filters), () => countOf(db));
    if (statsOrder) {
      found = await pageInStatsOrder(statsOrder, where, limit, (page - 1) * limit, countAll);
    } else {
      const [rows, total] = await Promise.all([pageOf(db, where), countAll()]);
      found = { ids: rows.map((r) => r.id), total };
    }
  }
  found ??= await settings(async (executor) => {
    // A text search: one pass, the window count sees every matching row before LIMIT (no second scan).
    const rows = await executor
      .select({ id: products.id, total: sql<number | string>`count(*) over ()` })
      .from(products)
      .leftJoin(productStats, eq(productStats.productId, products.id))
      .where(where)
      .orderBy(order)
      .limit(limit)
      .offset((page - 1) * limit);
    if (rows.length > 0 || page === 1) return { ids: rows.map((r) => r.id), total: Number(rows[0]?.total ?? 0) };
    // A page past the end has no rows to carry the count.
    return { ids: [], total: await countOf(executor) };
  });
  return { ...found, page, limit };
}
