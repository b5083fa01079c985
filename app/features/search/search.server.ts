import { sql, type SQL } from "drizzle-orm";
import { db, type Executor } from "~/db/client.server";
import { productImages, products } from "~/db/schema";
import { logger } from "~/utils/logger.server";
import { SUGGESTION_LIMIT, SUGGESTION_MIN_CHARS } from "./suggest-text";

// Text search over products (spec: public §5, §7; DESIGN §2, §5; ADR 011).
// Every condition is written in exactly the expression form of an index, so the planner can use it:
//   products_title_trgm_idx   GIN (f_unaccent(lower(title)) gin_trgm_ops)       LIKE, <% (word similarity)
//   products_code_lower_key   btree (lower(code))                                 = (exact code)
//   products_code_trgm_idx    GIN (lower(code) gin_trgm_ops)                      LIKE (code prefix)
//   products_search_tsv_idx   GIN (to_tsvector('simple', f_unaccent(lower(title || ' ' || description))))  @@
// The query text only ever reaches SQL as a bound parameter.

export const QUERY_MAX_CHARS = 100;
// pg_trgm's default word-similarity threshold (0.6) misses one swapped pair of letters in a
// 9-letter word ('ladowraka' → 0.5); 0.45 tolerates it, and the rank puts exact matches first.
export const WORD_SIMILARITY_THRESHOLD = 0.45;

export type ProductSuggestion = {
  id: string;
  title: string;
  code: string | null;
  urlAlias: string | null;
  imageUrl: string | null;
};

/** Escapes LIKE wildcards so '%' and '_' typed by a user match themselves (backslash is LIKE's default escape). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** Collapses whitespace and trims; the caller decides about empty text. */
export function normalizeQuery(text: string): string {
  return text.replace(/\s+/g, " ").trim().slice(0, QUERY_MAX_CHARS);
}

// Looks like the start of a product code (two letters and a dash): then a code prefix also matches.
const CODE_PREFIX = /^[a-z]{2}-[a-z0-9-]*$/i;
const FALSE = sql`false`;

export type TextSearch = {
  /** Boolean condition: the product matches the text. */
  where: SQL;
  /** Relevance, higher is better, in tiers: exact code > code prefix > title prefix > title contains
   *  > title similar (typo; closer first) > full-text rank on title + description. */
  rank: SQL;
};

/**
 * The words of a text as a tsquery source: letters and digits only (so no tsquery syntax can come
 * from the user), joined with AND. Whole words only: a prefix such as 'lad:*' would match thousands
 * of descriptions, and partial words are already found in titles by LIKE. Null when there is no word.
 */
export function wordsTsQuery(text: string): string | null {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu);
  return words ? words.join(" & ") : null;
}

/**
 * SQL fragments for a text query over the `products` table. `text` must be non-empty after
 * normalizeQuery(). `titleOnly` (suggestions, spec: public §7) matches code and title but not the
 * description. Run the query inside withSearchSettings() so the typo threshold applies.
 */
export function textSearch(text: string, { titleOnly = false }: { titleOnly?: boolean } = {}): TextSearch {
  const q = normalizeQuery(text);
  const folded = sql`f_unaccent(lower(${q}))`;
  const titleExpr = sql`f_unaccent(lower(${products.title}))`;
  const codeExpr = sql`lower(${products.code})`;
  const documentExpr = sql`to_tsvector('simple', f_unaccent(lower(${products.title} || ' ' || ${products.description})))`;

  const codeEquals = sql`${codeExpr} = lower(${q})`;
  const codePrefix = CODE_PREFIX.test(q) ? sql`${codeExpr} LIKE lower(${escapeLike(q)}) || '%'` : FALSE;
  const titlePrefix = sql`${titleExpr} LIKE f_unaccent(lower(${escapeLike(q)})) || '%'`;
  // '%ab%' yields no trigram, so the index could not help: two-letter texts match word starts instead.
  const titleContains =
    Array.from(q).length >= 3 ? sql`${titleExpr} LIKE '%' || f_unaccent(lower(${escapeLike(q)})) || '%'` : FALSE;
  // Word similarity tolerates typos ('ladowraka', 'sluchawki bezprzewodwe'); see withSearchSettings.
  const titleSimilar = sql`${folded} <% ${titleExpr}`;
  const tsSource = titleOnly ? null : wordsTsQuery(q);
  const tsQuery = tsSource ? sql`to_tsquery('simple', f_unaccent(${tsSource}))` : null;
  const fullText = tsQuery ? sql`${documentExpr} @@ ${tsQuery}` : FALSE;

  // Candidates come from one index scan per way of matching (UNION ALL), each checking only its own
  // condition; a single OR would re-check every condition (the costly tsvector one included) per row.
  const branches = [codeEquals, codePrefix, titlePrefix, titleContains, titleSimilar, fullText].filter(
    (b) => b !== FALSE,
  );
  const candidates = sql.join(
    branches.map((b) => sql`SELECT ${products.id} FROM ${products} WHERE ${b}`),
    sql` UNION ALL `,
  );
  const where = sql`${products.id} IN (${candidates})`;
  // Tiers keep the expensive full-text rank (it parses the description) to description-only matches.
  const rank = sql`(CASE
    WHEN ${codeEquals} THEN 1000
    WHEN ${codePrefix} THEN 500
    WHEN ${titlePrefix} THEN 400
    WHEN ${titleContains} THEN 300
    WHEN ${titleSimilar} THEN 200 + 10 * word_similarity(${folded}, ${titleExpr})
    ${tsQuery ? sql`ELSE 100 * least(ts_rank(${documentExpr}, ${tsQuery}), 0.99)` : sql`ELSE 0`}
  END)`;
  return { where, rank };
}

/**
 * Runs `work` in a transaction whose word-similarity threshold is ours (SET LOCAL, so pooled
 * connections are unaffected). The `<%` operator and its index scan read this setting.
 */
export async function withSearchSettings<T>(work: (executor: Executor) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`SELECT set_config('pg_trgm.word_similarity_threshold', ${String(WORD_SIMILARITY_THRESHOLD)}, true)`,
    );
    return work(tx);
  });
}

/** Suggestions for the header search box (spec: public §7): ≥ 2 characters, ≤ 10, by relevance then title. */
export async function suggestProducts(text: string): Promise<ProductSuggestion[]> {
  const q = normalizeQuery(text);
  if (q.length < SUGGESTION_MIN_CHARS) return [];
  const { where, rank } = textSearch(q, { titleOnly: true });
  try {
    return await withSearchSettings((tx) =>
      tx
        .select({
          id: products.id,
          title: products.title,
          code: products.code,
          urlAlias: products.urlAlias,
          // Qualified by hand: drizzle leaves columns unqualified in a one-table select, and inside
          // this subquery a bare "id" would mean the image's id (spec: first image by position).
          imageUrl: sql<string | null>`(SELECT pi.url FROM ${productImages} pi
            WHERE pi.product_id = "products"."id" ORDER BY pi.position, pi.id LIMIT 1)`,
        })
        .from(products)
        .where(where)
        .orderBy(sql`${rank} DESC`, products.title, products.id)
        .limit(SUGGESTION_LIMIT),
    );
  } catch (error) {
    // spec: public §8 — suggestion errors give an empty list.
    logger.error({ err: error }, "Podpowiedzi wyszukiwania: błąd zapytania");
    return [];
  }
}
