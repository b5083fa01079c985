import { sql, type SQL } from "drizzle-orm";
import { db, type Executor } from "~/db/client.server";
import { products } from "~/db/schema";
import { cleanLine, firstChars } from "~/utils/text";

// Text search over products (spec: public §5, §7; DESIGN §2, §5; ADR 011).
// Every condition is written in exactly the expression form of an index, so the planner can use it:
//   products_title_folded_trgm_idx  GIN (title_folded gin_trgm_ops)             LIKE, <% (word similarity)
//   products_title_folded_prefix_idx btree (title_folded text_pattern_ops)      LIKE 'ab%' (title prefix)
//   (title_folded = f_unaccent(lower(title)), a stored generated column: ADR 066)
//   products_code_lower_key   btree (lower(code))                                 = (exact code)
//   products_code_trgm_idx    GIN (lower(code) gin_trgm_ops)                      LIKE (code prefix)
//   products_search_tsv_idx   GIN (to_tsvector('simple', f_unaccent(lower(title || ' ' || description || ' ' || tags_text))))  @@
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
  /** Price in PLN the product card shows (discounted when discounted), null when unknown. */
  price: number | null;
  currency: string;
};

/** Escapes LIKE wildcards so '%' and '_' typed by a user match themselves (backslash is LIKE's default escape). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** Collapses whitespace and trims; the caller decides about empty text. */
export function normalizeQuery(text: string): string {
  // Zero-width and direction characters out: a query of them alone was searched for and shown as an empty „”.
  return firstChars(cleanLine(text), QUERY_MAX_CHARS);
}

// Looks like the start of a product code (two letters and a dash): then a code prefix also matches.
const CODE_PREFIX = /^[a-z]{2}-[a-z0-9-]*$/i;
// A whole product code (spec: public §3 format): only codes can match it, titles need not be scanned.
const FULL_CODE = /^[a-z]{2}-[a-z]{2}-[0-9]{1,3}$/i;
export const FALSE = sql`false`;

export type TextSearch = {
  /** Boolean condition: the product matches the text. */
  where: SQL;
  /** Relevance, higher is better, in tiers: exact code > code prefix > title prefix > title contains
   *  > title similar (typo; closer first) > full-text rank on title + description. */
  rank: SQL;
  /** True when the text is long enough for typo matching: run it inside withSearchSettings(). */
  typoTolerant: boolean;
  /** ADR 098: the products of the code and title tiers only (rank ≥ 300, above every similar or
   *  full-text match). Needs no search settings: it has no similarity condition. */
  strongWhere: SQL;
  /** A list sorted by something else than relevance (the panel's products list): a text of two or
   *  more words matched by every word (full text) or as a whole, without the similar-only titles that
   *  `where` adds below every full-text match (editor review, session 40: each word must narrow).
   *  One word keeps its typo tolerance: it is `where` then. */
  narrowWhere: SQL;
};

// ADR 122: Polish inflects at the end of a word, and the 'simple' configuration has no Polish
// dictionary. The endings of nouns and adjectives, longest first; the k-forms ('ładowarka',
// 'ładowarki', 'ładowarek') count as endings so the forms share a stem.
const ENDINGS = [
  "owych", "owymi", "owego", "owemu", "kami", "kach", "kiem",
  "ków", "ach", "ami", "ych", "ich", "ymi", "imi", "ego", "emu", "owi", "iem", "owa", "owe", "owy", "ową", "kom",
  "om", "em", "ie", "ia", "ii", "ią", "ię", "ej", "ek", "ka", "ki", "kę", "ką", "ko", "ów",
  "a", "e", "i", "y", "o", "u", "ą", "ę",
];
const MIN_STEM = 4;
// A three-letter stem ('kot', 'but', 'kub' of 'kubek') is too short for a prefix ('kotlet',
// 'butelka'), so its forms are listed as whole words instead: the stem with each ending.
const SHORT_STEM = 3;

/**
 * A query word's searchable part: its stem, matched as a prefix, or the whole word; `forms`: other
 * whole words that are forms of it (ADR 122, short stems).
 */
export type SearchTerm = { text: string; prefix: boolean; forms?: string[] };

/**
 * A query word as a search term: from 4 letters on, its longest Polish ending that leaves at least 4
 * letters is cut and the rest matches as a prefix ('ładowarki' → 'ładowar', 'indukcyjnych' →
 * 'indukcyjn', 'prezent' → 'prezent'). A prefix of 3 letters or fewer ('lad') would match thousands
 * of descriptions, so shorter words, and words with digits ('3w1', 'usb'), stay whole. A word whose
 * stem has 3 letters ('kot', 'koty', 'buty', 'butów', 'kubki', 'kubek') also matches the whole-word
 * forms of that stem ('kota', 'butami', 'kubek', 'kubkiem').
 */
export function searchTerm(word: string): SearchTerm {
  const letters = Array.from(word);
  if (/\p{N}/u.test(word) || letters.length < SHORT_STEM) return { text: word, prefix: false };
  const cut = (ending: string) => letters.length - Array.from(ending).length;
  const ending = ENDINGS.find((e) => word.endsWith(e) && cut(e) >= MIN_STEM);
  const term = ending ? { text: letters.slice(0, cut(ending)).join(""), prefix: true } : { text: word, prefix: letters.length >= MIN_STEM };
  const short = letters.length === SHORT_STEM || ENDINGS.some((e) => word.endsWith(e) && cut(e) === SHORT_STEM);
  if (!short) return term;
  const stem = letters.slice(0, SHORT_STEM).join("");
  const forms = new Set([stem, ...ENDINGS.map((e) => stem + e)]);
  forms.delete(term.text);
  return { ...term, forms: [...forms] };
}

/** The tsquery form of a word's term: 'ładowar:*', the whole word, or its forms ('(kot | kota | …)'). */
export function searchStem(word: string): string {
  const counted = /^(\d+)([wx])(\d+)$/.exec(word);
  if (counted) return `(${word} | ${counted[1]} <-> ${counted[2]} <-> ${counted[3]})`; // '5w1' or '5 w 1'
  const term = searchTerm(word);
  const main = term.prefix ? `${term.text}:*` : term.text;
  return term.forms ? `(${[main, ...term.forms].join(" | ")})` : main;
}

// Letters and numbers that the database's unaccent turns into punctuation ('ʼ' → "'", '½' → ' 1/2',
// '⑴' → '(1)'), which would be tsquery syntax after f_unaccent (a 500 before): modifier letters,
// other numbers and 'ŉ'. db test: search-word-forms.db.test.ts checks every mapped character.
const UNACCENTED_TO_PUNCTUATION = /[\p{Lm}\p{No}\u0149]/gu;

// Polish words that say nothing about a product: a description need not contain them ("lampki do
// sypialni", "prezent dla dziewczyny"). Words of one or two letters are left out too, unless they
// have a digit.
const FUNCTION_WORDS = new Set(["dla", "lub", "oraz", "albo", "ale", "bez", "nad", "pod", "przy", "przez", "jak", "czy", "się", "nie", "jest", "ten", "ta", "to"]);

/**
 * The words of a text as a tsquery source: letters and digits only (so no tsquery syntax can come
 * from the user), each as its stem (`searchStem`), joined with AND; function words and words of one
 * or two letters are left out unless nothing else is left. Null when there is no word.
 */
export function wordsTsQuery(text: string): string | null {
  const words = searchWords(text);
  return words.length ? words.map(searchStem).join(" & ") : null;
}

/** The words a search requires: letters and digits only, function words left out (see above). */
export function searchWords(text: string): string[] {
  // "5 w 1", "3 x 4": one product word, as "5w1" is written too (searchStem matches both spellings).
  const joined = text.toLowerCase().replace(UNACCENTED_TO_PUNCTUATION, " ").replace(/(\d)\s+([wx])\s+(?=\d)/g, "$1$2");
  const words = joined.match(/[\p{L}\p{N}]+/gu);
  if (!words) return [];
  const telling = words.filter((w) => (Array.from(w).length > 2 || /\p{N}/u.test(w)) && !FUNCTION_WORDS.has(w)); // '4k', '5g' stay
  return telling.length ? telling : words;
}

/** The ways a product can match a text, each in the exact expression form of an index. */
export function matchConditions(q: string, titleOnly: boolean) {
  const length = Array.from(q).length;
  const folded = sql`f_unaccent(lower(${q}))`;
  const titleExpr = sql`${products.titleFolded}`;
  const codeExpr = sql`lower(${products.code})`;
  const documentExpr = sql`to_tsvector('simple', f_unaccent(lower(${products.title} || ' ' || ${products.description} || ' ' || ${products.tagsText})))`;
  const codeOnly = FULL_CODE.test(q);
  const tsSource = titleOnly || codeOnly ? null : wordsTsQuery(q);
  const tsQuery = tsSource ? sql`to_tsquery('simple', f_unaccent(${tsSource}))` : null;
  return {
    folded,
    titleExpr,
    documentExpr,
    /** The full-text condition's tsquery source (wordsTsQuery), null when there is none. */
    tsSource,
    tsQuery,
    codeEquals: sql`${codeExpr} = lower(${q})`,
    codePrefix: CODE_PREFIX.test(q) ? sql`${codeExpr} LIKE lower(${escapeLike(q)}) || '%'` : FALSE,
    titlePrefix: codeOnly ? FALSE : sql`${titleExpr} LIKE f_unaccent(lower(${escapeLike(q)})) || '%'`,
    // ADR 188: the title starts with the text as typed, diacritics included (case aside). Only ever
    // checked on title prefix matches (no index of its own): it ranks them, it finds nothing.
    titlePrefixAsTyped: codeOnly ? FALSE : sql`lower(${products.title}) LIKE lower(${escapeLike(q)}) || '%'`,
    // spec: public §7 'title (contains)', issue #15 pt 7: two letters match inside titles too. '%ab%'
    // yields no trigram, so at 2 characters this is a scan of the folded titles (ADR 066 measures it).
    titleContains:
      length >= 2 && !codeOnly ? sql`${titleExpr} LIKE '%' || f_unaccent(lower(${escapeLike(q)})) || '%'` : FALSE,
    // ADR 188 addendum: the text as typed inside the title. As titlePrefixAsTyped: checked only on
    // contains matches (ranks them), never a way to find a product.
    titleContainsAsTyped:
      length >= 2 && !codeOnly ? sql`lower(${products.title}) LIKE '%' || lower(${escapeLike(q)}) || '%'` : FALSE,
    // Word similarity tolerates typos ('ladowraka', 'sluchawki bezprzewodwe'); see withSearchSettings.
    // Below 4 characters a "typo" is just another word, and the scan would touch most of the catalogue.
    titleSimilar: length >= 4 && !codeOnly ? sql`${folded} <% ${titleExpr}` : FALSE,
    fullText: tsQuery ? sql`${documentExpr} @@ ${tsQuery}` : FALSE,
    // ADR 122: a title only similar to the text ranks below the products that have every word
    // ('słuchawki bezprzewodowe' must not put a cordless vacuum first, nor 'butów' a bottle before
    // the shoes tagged 'buty'). A typo with no full-text match keeps its similar titles on top.
    similarNeedsFullText: tsQuery !== null,
  };
}

/**
 * SQL fragments for a text query over the `products` table (for listProducts). `text` must be
 * non-empty after normalizeQuery(). When `typoTolerant`, run the query inside withSearchSettings().
 */
export function textSearch(text: string): TextSearch {
  const c = matchConditions(normalizeQuery(text), false);
  // Candidates come from one index scan per way of matching (UNION ALL), each checking only its own
  // condition; a single OR would re-check every condition (the costly tsvector one included) per row.
  const branches = [c.codeEquals, c.codePrefix, c.titlePrefix, c.titleContains, c.titleSimilar, c.fullText].filter(
    (b) => b !== FALSE,
  );
  const candidatesOf = (conditions: SQL[]) =>
    sql`${products.id} IN (${sql.join(
      conditions.map((b) => sql`SELECT ${products.id} FROM ${products} WHERE ${b}`),
      sql` UNION ALL `,
    )})`;
  const where = candidatesOf(branches);
  const strongWhere = candidatesOf([c.codeEquals, c.codePrefix, c.titlePrefix, c.titleContains].filter((b) => b !== FALSE));
  // Tiers keep the expensive full-text rank (it parses the description) to description-only matches.
  const similarity = sql`word_similarity(${c.folded}, ${c.titleExpr})`;
  const fullTextRank = c.tsQuery ? sql`100 * least(ts_rank(${c.documentExpr}, ${c.tsQuery}), 0.99)` : sql`0`;
  // The similar-only tier of a text of several words sits below every full-text match (whose rank is
  // 0–99): -1 + 0.1 × similarity, in float8 so that no two similarities meet. index-search.server.ts
  // orders its rows the same way.
  const similarTiers = c.similarNeedsFullText
    ? sql`WHEN ${c.titleSimilar} AND ${c.fullText} THEN 200 + 10 * ${similarity}
    WHEN ${c.fullText} THEN ${fullTextRank}
    WHEN ${c.titleSimilar} THEN -1 + 0.1 * (${similarity})::float8`
    : sql`WHEN ${c.titleSimilar} THEN 200 + 10 * ${similarity}`;
  const rank = sql`(CASE
    WHEN ${c.codeEquals} THEN 1000
    WHEN ${c.codePrefix} THEN 500
    WHEN ${c.titlePrefix} AND ${c.titlePrefixAsTyped} THEN 450
    WHEN ${c.titlePrefix} THEN 400
    WHEN ${c.titleContains} AND ${c.titleContainsAsTyped} THEN 350
    WHEN ${c.titleContains} THEN 300
    ${similarTiers}
    ELSE ${fullTextRank}
  END)`;
  // Typed words, not search words: "DO-DE" is one (a code start), though its letters make two.
  const severalWords = text.trim().split(/\s+/).length > 1;
  const narrowWhere = severalWords ? candidatesOf(branches.filter((b) => b !== c.titleSimilar)) : where;
  return { where, rank, typoTolerant: c.titleSimilar !== FALSE, strongWhere, narrowWhere };
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
