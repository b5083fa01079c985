// Issue #13 (ADR 060): the product page's "related products" — other products of the same category,
// not flagged as scams, best rated first. Issue #14 (ADR 097): the ranking was the one product-page
// query that grows with the catalogue (the whole category joined to product_stats and sorted), and
// it is the same for every product of a category but the product itself. So the top
// RELATED_LIMIT + 1 ids of each category are kept in process memory: any product of the category
// takes the first RELATED_LIMIT of them that are not itself, exactly what its own query returned.
// The ranking is dropped with the page cache (every catalogue, review and blog write, here and,
// through NOTIFY, in other processes — as the suggestion cache, ADR 066) and after RANKING_TTL_MS
// at the latest (writes that clear no cache: a scheduled scam-alert post going live). The cards are
// read fresh on every request (prices, ratings), in one query.
import { and, asc, desc, eq, sql } from "drizzle-orm";
import { db, type Executor } from "~/db/client.server";
import { productStats, products } from "~/db/schema";
import { onPageCacheClear } from "~/server/page-cache.server";
import { loadProductCards } from "./cards.server";
import { flaggedAsScam } from "./scam-flag.server";
import type { ProductCardData } from "./types";

export const RELATED_LIMIT = 4;
/** The same bound as the page cache's entries: no page shows an older ranking than a cached page could. */
export const RANKING_TTL_MS = 5 * 60_000;
const MAX_CATEGORIES = 2000;

type Ranking = { ids: Promise<string[]>; expiresAt: number };
const rankings = new Map<string, Ranking>();
// Bumped by every clear: a ranking read before a write must not be kept after it.
let generation = 0;

/** Empties the rankings (on every page-cache clear; tests call it after writing behind its back). */
export function clearRelatedRankings(): void {
  rankings.clear();
  generation++;
}
onPageCacheClear(clearRelatedRankings);

/** The best RELATED_LIMIT + 1 unflagged products of a category; ties broken by id so it is a total order. */
async function rankCategory(categoryId: string, executor: Executor): Promise<string[]> {
  const rows = await executor
    .select({ id: products.id })
    .from(products)
    .leftJoin(productStats, eq(productStats.productId, products.id))
    .where(and(eq(products.categoryId, categoryId), sql`NOT ${flaggedAsScam}`))
    .orderBy(desc(sql`coalesce(${productStats.ratingAverage}, 0)`), desc(products.createdAt), asc(products.id))
    .limit(RELATED_LIMIT + 1);
  return rows.map((r) => r.id);
}

/** The category's ranking, from memory or read once (concurrent requests share the one read). */
function categoryRanking(categoryId: string, executor: Executor): Promise<string[]> {
  // A caller's own executor (a transaction) may see writes others do not: it gets its own read.
  if (executor !== db) return rankCategory(categoryId, executor);
  const now = Date.now();
  const cached = rankings.get(categoryId);
  if (cached && cached.expiresAt > now) return cached.ids;
  const startedAt = generation;
  const ids = rankCategory(categoryId, executor);
  const entry: Ranking = { ids, expiresAt: now + RANKING_TTL_MS };
  rankings.delete(categoryId);
  if (rankings.size >= MAX_CATEGORIES) rankings.delete(rankings.keys().next().value as string);
  rankings.set(categoryId, entry);
  ids.then(
    () => {
      // Cleared while it was read: the answer may predate the write, do not keep it.
      if (generation !== startedAt && rankings.get(categoryId) === entry) rankings.delete(categoryId);
    },
    () => {
      if (rankings.get(categoryId) === entry) rankings.delete(categoryId);
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
  const ranked = await categoryRanking(category, executor);
  const ids = ranked.filter((id) => id !== productId).slice(0, RELATED_LIMIT);
  return loadProductCards(ids, executor);
}
