import { and, inArray, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { products } from "~/db/schema";
import type { ProductListFilters } from "~/features/catalog/types";
import { FALSE, matchConditions, normalizeQuery, WORD_SIMILARITY_THRESHOLD } from "./search.server";
import { fullTextRows, hasRow } from "./full-text-rows.server";
import { foldText, type SuggestionIndex } from "./suggestion-index";
import { suggestionIndex } from "./suggestion-index.server";
import type { SimilarRows } from "./typo-candidates";
import { viewsByRow } from "./views-snapshot.server";

// ADR 110: /szukaj by relevance from the suggestion index. At 100k products a common word's
// similar-title tier rechecked thousands of titles (200–900 ms on PGlite) only to count them, and a
// three-letter text's page re-read and sorted 11k matches with their views (about 300 ms). The
// index finds the code and title tiers and the ASCII similar titles in memory (the conditions of
// textSearch, checked against SQL by the db tests); the database judges the non-ASCII titles'
// similarity, lists the full-text matches' ids and loads the page's cards. Views for the order
// within a rank come from a snapshot at most a minute old (views-snapshot.server.ts).

/** The filters the index understands: a text and nothing else (any other filter: SQL). */
export function answerableFromIndex(filters: ProductListFilters): boolean {
  return (
    !!filters.q &&
    !filters.category &&
    !filters.trending &&
    !filters.minRating &&
    !filters.verified &&
    !filters.discounted &&
    filters.minPrice === undefined &&
    filters.maxPrice === undefined &&
    !filters.shop
  );
}

type Matches = {
  index: SuggestionIndex;
  /** Code and title tiers, highest rank first (rank 1000, 500, 450 (ADR 188), 400, 350 (ADR 188 addendum), 300), each in title order. */
  strong: number[][];
  /** Similar titles (rank 200 + 10 × similarity), in no order. */
  similar: number[];
  similarities: number[];
  /** ADR 122: similar titles without every word of a text of several words, below the full-text
   *  matches (rank -1 + 0.1 × similarity), in no order. */
  similarOnly: number[];
  similarOnlySimilarities: number[];
  /** Matches in full text only (counted in SQL). */
  rest: number;
};

async function matchesFromIndex(text: string): Promise<Matches | null> {
  const q = normalizeQuery(text);
  const folded = foldText(q);
  if (!q || folded === null) return null;
  const c = matchConditions(q, false);
  const index = await suggestionIndex();
  const strong = index.strongTiers(folded, q.toLowerCase(), {
    codePrefix: c.codePrefix !== FALSE,
    titlePrefix: c.titlePrefix !== FALSE,
    titleContains: c.titleContains !== FALSE,
  });
  const marked = new Uint8Array(index.size);
  for (const tier of strong) for (const row of tier) marked[row] = 1;
  const similar: SimilarRows =
    c.titleSimilar === FALSE ? { rows: [], similarities: [], handedOver: [] } : index.markSimilar(folded, WORD_SIMILARITY_THRESHOLD, marked);
  const similarSql =
    c.titleSimilar === FALSE ? FALSE : sql`word_similarity(${c.folded}, ${c.titleExpr})::float8 >= ${String(WORD_SIMILARITY_THRESHOLD)}::float8`;
  if (similar.handedOver.length > 0) {
    // Non-ASCII titles: pg_trgm judges them (its float4 similarity, read back exactly as float8).
    const judged = await db
      .select({ id: products.id, similarity: sql<number>`word_similarity(${c.folded}, ${c.titleExpr})::float8` })
      .from(products)
      .where(and(inArray(products.id, similar.handedOver.map((row) => index.idAt(row))), similarSql));
    for (const { id, similarity } of judged) {
      const row = index.rowOf(id);
      if (row === undefined || marked[row]) continue;
      marked[row] = 1;
      similar.rows.push(row);
      similar.similarities.push(Number(similarity));
    }
  }
  const none = { similarOnly: [], similarOnlySimilarities: [] };
  if (c.fullText === FALSE) return { index, strong, similar: similar.rows, similarities: similar.similarities, ...none, rest: 0 };
  // Full-text matches in no code, title or similar tier: the rows the index has not marked, and the
  // products the index does not hold yet (added since it was built). Kept per text (ADR 153).
  const inFullText = await fullTextRows(index, c.tsSource!, c.fullText);
  let rest = inFullText.unknown;
  inFullText.bits.forEach((word, at) => {
    for (let bit = 0; word !== 0; bit++, word >>>= 1) if (word & 1 && !marked[at * 32 + bit]) rest++;
  });
  if (!c.similarNeedsFullText) return { index, strong, similar: similar.rows, similarities: similar.similarities, ...none, rest };
  const split = { similar: [] as number[], similarities: [] as number[], similarOnly: [] as number[], similarOnlySimilarities: [] as number[] };
  similar.rows.forEach((row, i) => {
    if (hasRow(inFullText, row)) {
      split.similar.push(row);
      split.similarities.push(similar.similarities[i]);
    } else {
      split.similarOnly.push(row);
      split.similarOnlySimilarities.push(similar.similarities[i]);
    }
  });
  return { index, strong, ...split, rest };
}

const totalOf = (m: Matches) => m.strong.reduce((sum, tier) => sum + tier.length, 0) + m.similar.length + m.similarOnly.length + m.rest;

/** The index's answer when the page reaches the full-text matches: rank it in SQL (their rank is ts_rank's). */
export const RANK_IN_SQL = "rank in SQL" as const;

/**
 * The ids of one page of /szukaj by relevance (rank, then views, then id, as listProducts' SQL
 * orders them) and the total; RANK_IN_SQL when the page reaches the full-text matches; null when
 * the index cannot fold the text (the caller searches in SQL).
 */
export async function relevancePageFromIndex(
  text: string,
  page: number,
  limit: number,
): Promise<{ ids: string[]; total: number } | typeof RANK_IN_SQL | null> {
  const matches = await matchesFromIndex(text);
  if (!matches) return null;
  const { index, strong, similar, similarities, similarOnly, similarOnlySimilarities } = matches;
  const end = page * limit;
  const ranked = strong.reduce((sum, tier) => sum + tier.length, 0) + similar.length;
  if (end > ranked && matches.rest > 0) return RANK_IN_SQL;
  const views = await viewsByRow(index);
  // Groups of equal rank, highest first: the five code and title tiers, then similar titles by
  // 200 + 10 × similarity (float8 arithmetic on the float4 similarity, as in SQL). Only the groups
  // the page reaches are sorted.
  const groupsBy = (rows: number[], rankOf: (i: number) => number) => {
    const byRank = new Map<number, number[]>();
    rows.forEach((row, i) => {
      const rank = rankOf(i);
      const group = byRank.get(rank);
      if (group) group.push(row);
      else byRank.set(rank, [row]);
    });
    return [...byRank.entries()].sort((a, b) => b[0] - a[0]).map(([, group]) => group);
  };
  // ADR 122: a several-word text's similar-only titles come after the full-text matches; when there
  // are none (rest 0) they follow the similar titles, by similarity (the SQL rank's order).
  const groups = [
    ...strong,
    ...groupsBy(similar, (i) => 200 + 10 * similarities[i]),
    ...groupsBy(similarOnly, (i) => similarOnlySimilarities[i]),
  ];
  const start = end - limit;
  const ids: string[] = [];
  let before = 0;
  for (const group of groups) {
    if (before >= end) break;
    if (before + group.length > start) {
      const ordered = group.slice().sort((a, b) => views[b] - views[a] || index.compareIds(a, b));
      for (const row of ordered.slice(Math.max(0, start - before), end - before)) ids.push(index.idAt(row));
    }
    before += group.length;
  }
  return { ids, total: totalOf(matches) };
}
