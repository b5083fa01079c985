// Issue #13 (ADR 060): the product page's "related products" — other products of the same category,
// not flagged as scams, best rated first. Issue #14 (ADR 097): the ranking was the one product-page
// query that grows with the catalogue (the whole category joined to product_stats and sorted), and
// it is the same for every product of a category but the product itself. So the top ids of each
// category are kept in process memory: any product of the category takes the first RELATED_LIMIT of
// them that are not itself, exactly what its own query returned.
// ADR 105: a blog post's related products are the same kind of ranking — the best of the categories
// of the products it shows, then the best of the whole catalogue — and sorted the whole catalogue on
// every uncached post. Both now read rankings from here, kept per "scope" (one category, a set of
// categories, or the whole catalogue) and deep enough to skip the products the page already shows.
// The rankings are dropped with the page cache (every catalogue, review and blog write, here and,
// through NOTIFY, in other processes — as the suggestion cache, ADR 066) and after RANKING_TTL_MS
// at the latest (writes that clear no cache: a scheduled scam-alert post going live). The cards are
// read fresh on every request (prices, ratings), in one query.
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import { db, type Executor } from "~/db/client.server";
import { productStats, products } from "~/db/schema";
import { onPageCacheClear } from "~/server/page-cache.server";
import { loadProductCards } from "./cards.server";
import { flaggedAsScam } from "./scam-flag.server";
import { shownToPublic } from "./visibility.server";
import type { ProductCardData } from "./types";

export const RELATED_LIMIT = 4;
/** The same bound as the page cache's entries: no page shows an older ranking than a cached page could. */
export const RANKING_TTL_MS = 5 * 60_000;
const MAX_SCOPES = 2000;
/** The key of the whole catalogue's ranking (category keys are uuids, so it cannot collide). */
const WHOLE_CATALOGUE = "*";

type Ranking = { ids: Promise<string[]>; depth: number; expiresAt: number };
const rankings = new Map<string, Ranking>();
// Bumped by every clear: a ranking read before a write must not be kept after it.
let generation = 0;
// The floor of rank()'s first read, shared by every scope until the next clear. Any value gives the
// same rankings (see rank()), so one read before a write may stay; a clear reads it again.
let sharedFloor: Promise<string> | undefined;

/** Empties the rankings (on every page-cache clear; tests call it after writing behind its back). */
export function clearRelatedRankings(): void {
  rankings.clear();
  sharedFloor = undefined;
  generation++;
}

onPageCacheClear(clearRelatedRankings);

/** How many of the best rated products the first read of a ranking may walk (ADR 113). */
export const RATED_WINDOW = 1000;

/** About the RATED_WINDOW-th best rating above 0, as text ("0" when fewer products are rated). */
function ratedFloor(executor: Executor): Promise<string> {
  const read = async (on: Executor) => {
    const result = await on.execute<{ floor: string }>(sql`SELECT ps.rating_average::text AS floor FROM ${productStats} ps
      WHERE ps.rating_average > 0 ORDER BY ps.rating_average DESC NULLS LAST OFFSET ${RATED_WINDOW - 1} LIMIT 1`);
    return result.rows[0]?.floor ?? "0";
  };
  if (executor !== db) return read(executor);
  const current = (sharedFloor ??= read(db));
  current.catch(() => {
    if (sharedFloor === current) sharedFloor = undefined;
  });
  return current;
}

/**
 * The best `depth` unflagged products of the categories (all of them: none given); ties broken by id
 * so it is a total order. ADR 113: every product rated above 0 ranks above every unrated one (rating
 * 0, or no stats row yet: the coalesce). So the first read walks product_stats_rating_idx best first,
 * over the ratings above a floor: if the scope has `depth` of those, every product it skipped rates
 * at most the floor, below all of them, and they are the answer. That holds for any floor; the floor
 * (about the RATED_WINDOW-th best rating) only bounds the walk, so that a large category with few
 * good ratings does not walk every rated product of the catalogue (1.2 s on PGlite at 100k) before
 * the fallback: the whole scope joined and sorted.
 */
async function rank(categoryIds: string[], depth: number, executor: Executor): Promise<string[]> {
  const inScope = categoryIds.length === 0 ? undefined : categoryIds.length === 1 ? eq(products.categoryId, categoryIds[0]) : inArray(products.categoryId, categoryIds);
  const floor = await ratedFloor(executor);
  const rated = await executor
    .select({ id: products.id })
    .from(productStats)
    .innerJoin(products, eq(products.id, productStats.productId))
    .where(and(inScope, sql`${productStats.ratingAverage} > ${floor}::numeric`, sql`NOT ${flaggedAsScam}`, shownToPublic))
    .orderBy(sql`${productStats.ratingAverage} DESC NULLS LAST`, desc(products.createdAt), asc(products.id))
    .limit(depth);
  if (rated.length === depth) return rated.map((r) => r.id);
  const rows = await executor
    .select({ id: products.id })
    .from(products)
    .leftJoin(productStats, eq(productStats.productId, products.id))
    .where(and(inScope, sql`NOT ${flaggedAsScam}`, shownToPublic))
    .orderBy(desc(sql`coalesce(${productStats.ratingAverage}, 0)`), desc(products.createdAt), asc(products.id))
    .limit(depth);
  return rows.map((r) => r.id);
}

/** The scope's ranking at least `depth` deep, from memory or read once (concurrent requests share the one read). */
function ranking(categoryIds: string[], depth: number, executor: Executor): Promise<string[]> {
  // A caller's own executor (a transaction) may see writes others do not: it gets its own read.
  if (executor !== db) return rank(categoryIds, depth, executor);
  const key = categoryIds.length ? [...categoryIds].sort().join(",") : WHOLE_CATALOGUE;
  const now = Date.now();
  const cached = rankings.get(key);
  if (cached && cached.expiresAt > now && cached.depth >= depth) return cached.ids;
  const startedAt = generation;
  const ids = rank(categoryIds, depth, executor);
  const entry: Ranking = { ids, depth, expiresAt: now + RANKING_TTL_MS };
  rankings.delete(key);
  if (rankings.size >= MAX_SCOPES) rankings.delete(rankings.keys().next().value as string);
  rankings.set(key, entry);
  ids.then(
    () => {
      // Cleared while it was read: the answer may predate the write, do not keep it.
      if (generation !== startedAt && rankings.get(key) === entry) rankings.delete(key);
    },
    () => {
      if (rankings.get(key) === entry) rankings.delete(key);
    },
  );
  return ids;
}

/**
 * Other products of the product's category (not flagged as scams), best rated first. Pass the
 * category id when it is known (the page has it from the product's row): no lookup query then.
 */
export async function relatedProducts(
  productId: string,
  { categoryId, executor = db }: { categoryId?: string | null; executor?: Executor } = {},
): Promise<ProductCardData[]> {
  let category = categoryId;
  if (category === undefined) {
    const [own] = await executor.select({ categoryId: products.categoryId }).from(products).where(eq(products.id, productId)).limit(1);
    category = own?.categoryId ?? null;
  }
  if (!category) return [];
  const ranked = await ranking([category], RELATED_LIMIT + 1, executor);
  const ids = ranked.filter((id) => id !== productId).slice(0, RELATED_LIMIT);
  return loadProductCards(ids, executor);
}

/**
 * Issue #15 point 5 (a post's related products): `limit` unflagged products the page does not show
 * yet — the best rated of the shown products' categories first, then the best rated of the whole
 * catalogue. Ids only: the post loads them with its own cards in one query.
 */
export async function relatedToShownProducts(shown: Array<{ id: string; categoryId: string | null }>, limit: number): Promise<string[]> {
  const skip = new Set(shown.map((p) => p.id));
  // Each ranking is read deep enough to still hold `limit` products after leaving out the shown ones.
  const depth = limit + skip.size;
  const categories = [...new Set(shown.map((p) => p.categoryId).filter((id): id is string => !!id))];
  const picked: string[] = [];
  const take = (ids: string[]) => {
    for (const id of ids) {
      if (picked.length === limit) return;
      if (!skip.has(id)) {
        skip.add(id);
        picked.push(id);
      }
    }
  };
  if (categories.length) take(await ranking(categories, depth, db));
  // Fewer than `limit` left in the categories means the ranking held all of them: the rest come
  // from the whole catalogue, where at most `depth` are shown or already picked.
  if (picked.length < limit) take(await ranking([], depth + picked.length, db));
  return picked;
}
