import { sql, type SQL } from "drizzle-orm";
import { db, type Executor } from "~/db/client.server";
import { productImages, products } from "~/db/schema";
import { logger } from "~/utils/logger.server";

// Text search over products (spec: public §5, §7; DESIGN §2, §5; ADR 011).
// Every condition is written in exactly the expression form of an index, so the planner can use it:
//   products_title_trgm_idx   GIN (f_unaccent(lower(title)) gin_trgm_ops)       LIKE, <% (word similarity)
//   products_code_lower_key   btree (lower(code))                                 = (exact code)
//   products_code_trgm_idx    GIN (lower(code) gin_trgm_ops)                      LIKE (code prefix)
//   products_search_tsv_idx   GIN (to_tsvector('simple', f_unaccent(lower(title || ' ' || description))))  @@
// The query text only ever reaches SQL as a bound parameter.

export const SUGGESTION_MIN_CHARS = 2; // spec: public §9
export const SUGGESTION_LIMIT = 10; // spec: public §9
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

export type TextSearch = {
  /** Boolean condition: the product matches the text. */
  where: SQL;
  /** Numeric relevance, higher is better: exact code ≫ title match (prefix > word) ≫ full-text rank. */
  rank: SQL;
};

/**
 * SQL fragments for a text query, over the `products` table (referenced by its own name).
 * `text` must be non-empty after normalizeQuery().
 */
export function textSearch(text: string): TextSearch {
  const q = normalizeQuery(text);
  const folded = sql`f_unaccent(lower(${q}))`;
  const contains = sql`'%' || f_unaccent(lower(${escapeLike(q)})) || '%'`;
  const prefix = sql`f_unaccent(lower(${escapeLike(q)})) || '%'`;
  const titleExpr = sql`f_unaccent(lower(${products.title}))`;
  const codeExpr = sql`lower(${products.code})`;
  const documentExpr = sql`to_tsvector('simple', f_unaccent(lower(${products.title} || ' ' || ${products.description})))`;
  const tsQuery = sql`plainto_tsquery('simple', ${folded})`;

  const codeEquals = sql`${codeExpr} = lower(${q})`;
  const codePrefix = CODE_PREFIX.test(q) ? sql`${codeExpr} LIKE lower(${escapeLike(q)}) || '%'` : sql`false`;
  const titleContains = sql`${titleExpr} LIKE ${contains}`;
  // Word similarity tolerates typos ('ladowraka', 'sluchawki bezprzewodwe'); see withSearchSettings.
  const titleSimilar = sql`${folded} <% ${titleExpr}`;
  const fullText = sql`${documentExpr} @@ ${tsQuery}`;

  const where = sql`(${codeEquals} OR ${codePrefix} OR ${titleContains} OR ${titleSimilar} OR ${fullText})`;
  const rank = sql`(
    CASE WHEN ${codeEquals} THEN 1000 ELSE 0 END
    + CASE WHEN ${codePrefix} THEN 200 ELSE 0 END
    + CASE WHEN ${titleExpr} LIKE ${prefix} THEN 40 ELSE 0 END
    + CASE WHEN ${titleContains} THEN 30 ELSE 0 END
    + CASE WHEN ${titleSimilar} THEN 20 ELSE 0 END
    + 10 * word_similarity(${folded}, ${titleExpr})
    + 5 * ts_rank(${documentExpr}, ${tsQuery})
  )`;
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
  const { where, rank } = textSearch(q);
  try {
    return await withSearchSettings((tx) =>
      tx
        .select({
          id: products.id,
          title: products.title,
          code: products.code,
          urlAlias: products.urlAlias,
          imageUrl: sql<string | null>`(SELECT ${productImages.url} FROM ${productImages}
          WHERE ${productImages.productId} = ${products.id} ORDER BY ${productImages.position}, ${productImages.id} LIMIT 1)`,
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
