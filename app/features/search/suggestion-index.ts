// ADR 098: the header suggestions' code and title tiers answered from process memory. Pure data
// structure (no database): suggestion-index.server.ts fills it from the catalogue.
import { PackedColumn, PackedLookup } from "./packed-column";
import { requiredTrigramCodes } from "./title-trigrams";
import { TypoFinder, type SimilarRows } from "./typo-candidates";
import { Vocabulary } from "./did-you-mean";

/**
 * One product as the index keeps it: the database's own folded title and lower-case code, and (ADR
 * 188) lower(title) when it differs from the folded title (null or left out: the same).
 */
export type IndexRow = { id: string; titleFolded: string; codeLower: string | null; titleLower?: string | null };

// Characters whose folding (lower case, then unaccent) JavaScript reproduces exactly; the db test
// (suggestion-index.db.test.ts) checks each one against f_unaccent(lower(…)) on both engines. A
// text with any other character goes to the SQL tiers (e.g. 'ß' → 'ss', 'İ', ligatures, emoji).
const FOLD_MAP: Record<string, string> = {
  ą: "a", ć: "c", ę: "e", ł: "l", ń: "n", ó: "o", ś: "s", ź: "z", ż: "z",
  á: "a", à: "a", â: "a", ä: "a", ç: "c", é: "e", è: "e", ê: "e", ë: "e", í: "i", î: "i", ï: "i",
  ñ: "n", ô: "o", ö: "o", ú: "u", ù: "u", û: "u", ü: "u", ý: "y",
};
const FOLDED_UPPER = "ĄĆĘŁŃÓŚŹŻÁÀÂÄÇÉÈÊËÍÎÏÑÔÖÚÙÛÜÝ";
/** Every character the in-memory path accepts, upper case included; exported for the db test. */
export const FOLDABLE_CHARS = `${Object.keys(FOLD_MAP).join("")}${FOLDED_UPPER}`;
const FOLDABLE = new RegExp(`^[\\x20-\\x7e${FOLDABLE_CHARS}]*$`, "u");
const ACCENTED = new RegExp(`[${Object.keys(FOLD_MAP).join("")}]`, "gu");

/** The text as the database folds titles (f_unaccent(lower(text))), or null when not sure to match it. */
export function foldText(text: string): string | null {
  if (!FOLDABLE.test(text)) return null;
  return text.toLowerCase().replace(ACCENTED, (c) => FOLD_MAP[c]);
}

const NONE: ReadonlySet<number> = new Set();

/** Which of the code prefix and title tiers a text takes part in (matchConditions decides). */
export type StrongTiers = { codePrefix: boolean; titlePrefix: boolean; titleContains: boolean };

/** The catalogue's titles and codes in title order (titleOrder, ADR 219: folded title, title, id — as the SQL tiers sort). */
export class SuggestionIndex {
  private readonly ids: PackedColumn;
  private readonly titles: PackedColumn;
  /** ADR 188: lower(title) where it differs from the folded title (it has diacritics), else "". */
  private readonly titlesAsWritten: PackedColumn;
  private typos: TypoFinder | undefined;
  private words: Vocabulary | undefined;
  private readonly codes: PackedColumn;
  private readonly byCode: PackedLookup;
  private rowById: PackedLookup | undefined;

  constructor(rows: IndexRow[]) {
    this.ids = new PackedColumn(rows.map((r) => r.id));
    this.titles = new PackedColumn(rows.map((r) => r.titleFolded));
    this.titlesAsWritten = new PackedColumn(rows.map((r) => (r.titleLower && r.titleLower !== r.titleFolded ? r.titleLower : "")));
    this.codes = new PackedColumn(rows.map((r) => r.codeLower ?? ""));
    // A product without a code (or with an empty one) is never found by code.
    this.byCode = new PackedLookup(this.codes, { skipEmpty: true });
  }

  get size(): number {
    return this.ids.size;
  }

  /** The product id of `row`. */
  idAt(row: number): string {
    return this.ids.valueAt(row);
  }

  /** The order of two rows' product ids: uuid order (byte order) of the lower-case text the database returns. */
  compareIds(a: number, b: number): number {
    return this.ids.compare(a, b);
  }

  /** lower(code) = lower(q): `codeLower` is q in lower case. */
  codeEquals(codeLower: string, skip: ReadonlySet<number>): number[] {
    const row = this.byCode.get(codeLower);
    return row === undefined || skip.has(row) ? [] : [row];
  }

  /** lower(code) LIKE lower(q) || '%'. */
  codePrefix(codeLower: string, limit: number, skip: ReadonlySet<number>): number[] {
    return codeLower ? this.codes.find(codeLower, "prefix", limit, skip) : [];
  }

  /** title_folded LIKE folded(q) || '%'. */
  titlePrefix(folded: string, limit: number, skip: ReadonlySet<number>): number[] {
    return this.findTitles(folded, "prefix", limit, skip);
  }

  /**
   * ADR 188: lower(title) LIKE lower(q) || '%' — the title starts with the text as typed, its
   * diacritics included ("ła" → "Ładowarka", not "Lampa"); `lower` is q in lower case, `folded` its
   * folded form. Every such row is a title prefix match too; callers list these first.
   */
  titlePrefixAsTyped(lower: string, folded: string, limit: number, skip: ReadonlySet<number>): number[] {
    const codes = requiredTrigramCodes(folded, "prefix");
    if (lower !== folded) {
      // Typed diacritics are only in titles that have some: look in their own lower-case forms alone
      // (the other rows are "" there), among the folded text's trigram posting list when it has one.
      if (codes.length === 0) return this.titlesAsWritten.find(lower, "prefix", limit, skip);
      return this.titlesAsWritten.findAmong(this.trigrams().rowsWithRarest(codes), lower, "prefix", limit, skip);
    }
    // Typed without diacritics: the folded prefix matches whose title has none where the text is.
    const asTyped = (row: number) => this.titlesAsWritten.isEmpty(row) || this.titlesAsWritten.startsWith(row, lower);
    if (codes.length === 0) return this.titles.find(folded, "prefix", limit, skip, asTyped);
    return this.titles.findAmong(this.trigrams().rowsWithRarest(codes), folded, "prefix", limit, skip, asTyped);
  }

  /** title_folded LIKE '%' || folded(q) || '%'. */
  titleContains(folded: string, limit: number, skip: ReadonlySet<number>): number[] {
    return this.findTitles(folded, "contains", limit, skip);
  }

  /**
   * ADR 188 addendum (session 37): lower(title) LIKE '%' || lower(q) || '%' — the contains tier's
   * titles that hold the text as typed, diacritics included ("żel" → "Nawilżający żel" before
   * "Pędzel"). As titlePrefixAsTyped, for the contains tier: every such row is a contains match;
   * callers list these first. The same cost: typed diacritics read only the titles that have some.
   */
  titleContainsAsTyped(lower: string, folded: string, limit: number, skip: ReadonlySet<number>): number[] {
    const codes = requiredTrigramCodes(folded, "contains");
    if (lower !== folded) {
      if (codes.length === 0) return this.titlesAsWritten.find(lower, "contains", limit, skip);
      return this.titlesAsWritten.findAmong(this.trigrams().rowsWithRarest(codes), lower, "contains", limit, skip);
    }
    // Typed without diacritics: the folded matches whose title holds the text as it is somewhere.
    const asTyped = (row: number) => this.titlesAsWritten.isEmpty(row) || this.titlesAsWritten.contains(row, lower);
    if (codes.length === 0) return this.titles.find(folded, "contains", limit, skip, asTyped);
    return this.titles.findAmong(this.trigrams().rowsWithRarest(codes), folded, "contains", limit, skip, asTyped);
  }

  /**
   * Session 9: a text with trigrams is looked for only in the titles of its rarest trigram's posting
   * list (as the database's trigram index would), not by reading every title: a text found in few
   * titles or in none (a typo) read the whole 100k catalogue twice, 4–7 ms. Same rows, same order.
   */
  private findTitles(folded: string, mode: "prefix" | "contains", limit: number, skip: ReadonlySet<number>): number[] {
    const codes = requiredTrigramCodes(folded, mode);
    if (codes.length === 0) return this.titles.find(folded, mode, limit, skip);
    return this.titles.findAmong(this.trigrams().rowsWithRarest(codes), folded, mode, limit, skip);
  }

  /**
   * ADR 110: every row of /szukaj's code and title tiers, one list per tier from the highest rank:
   * lower(code) = codeLower, then each of code prefix, title prefix as typed (ADR 188), title prefix,
   * title contains as typed (ADR 188 addendum), title contains asked for. A row is listed in its highest tier only (the rank CASE's first true
   * WHEN); each list in title order. `codeLower` is q in lower case.
   */
  strongTiers(folded: string, codeLower: string, tiers: StrongTiers): number[][] {
    const seen = new Set<number>();
    const tier = (rows: number[]) => rows.filter((row) => !seen.has(row) && seen.add(row));
    return [
      tier(this.codeEquals(codeLower, NONE)),
      tier(tiers.codePrefix ? this.codePrefix(codeLower, Infinity, NONE) : []),
      tier(tiers.titlePrefix ? this.titlePrefixAsTyped(codeLower, folded, Infinity, NONE) : []),
      tier(tiers.titlePrefix ? this.titlePrefix(folded, Infinity, NONE) : []),
      tier(tiers.titleContains ? this.titleContainsAsTyped(codeLower, folded, Infinity, NONE) : []),
      tier(tiers.titleContains ? this.titleContains(folded, Infinity, NONE) : []),
    ];
  }

  /**
   * ADR 110: the ASCII titles not marked in `into` whose word similarity to `folded` reaches
   * `threshold` (the typo tier, all of it), now marked, with their similarity; and the non-ASCII rows
   * not marked, whose similarity only the database can judge.
   */
  markSimilar(folded: string, threshold: number, into: Uint8Array): SimilarRows {
    return this.trigrams().markSimilar(folded, threshold, into);
  }

  /** The row of product `id` (a map made on first use), undefined when the index does not hold it. */
  rowOf(id: string): number | undefined {
    this.rowById ??= new PackedLookup(this.ids, { skipEmpty: false });
    return this.rowById.get(id);
  }

  /** The titles' trigram posting lists, made on first use (~120 ms and ~12 MB at 100k products). */
  private trigrams(): TypoFinder {
    this.typos ??= new TypoFinder(this.titles);
    return this.typos;
  }

  /**
   * ADR 102: the rows whose word similarity to `folded` the database should compute (typo tier), at
   * most 2 × `limit` ranked ones plus every title pg_trgm could see differently (non-ASCII).
   */
  similarCandidates(folded: string, threshold: number, limit: number, skip: ReadonlySet<number>): number[] {
    return this.trigrams().candidates(folded, threshold, limit, skip);
  }

  /** The titles' words and how many titles have each ("Czy chodziło Ci o …?"), made on first use. */
  vocabulary(): Vocabulary {
    this.words ??= new Vocabulary(this.titleTexts());
    return this.words;
  }

  private *titleTexts(): Iterable<string> {
    for (let row = 0; row < this.titles.size; row++) yield this.titles.valueAt(row);
  }

  /** Approximate heap bytes (strings, offsets, lookups, trigrams), for the log and ADR 098. */
  get bytes(): number {
    const lookups = this.byCode.bytes + (this.rowById?.bytes ?? 0);
    const titles = this.titles.bytes + this.titlesAsWritten.bytes;
    return this.ids.bytes + titles + this.codes.bytes + lookups + (this.typos?.bytes ?? 0);
  }
}
