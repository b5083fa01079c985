// ADR 098: the header suggestions' code and title tiers answered from process memory. Pure data
// structure (no database): suggestion-index.server.ts fills it from the catalogue.
import { TypoFinder } from "./typo-candidates";

/** One product as the index keeps it: the database's own folded title and lower-case code. */
export type IndexRow = { id: string; titleFolded: string; codeLower: string | null };

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

const SEPARATOR = "\u0000"; // never inside a PostgreSQL text value

/**
 * A packed list of strings in title order: "\0s0\0s1\0…\0". One indexOf over one string finds matches
 * in title order (the order of the suggestion tiers) at memory speed, and 100k titles cost a few MB.
 */
class PackedColumn {
  readonly text: string;
  /** starts[i] = offset of row i's first character; starts[n] = text.length + 1. */
  readonly starts: Int32Array;
  /** V8 keeps a string one byte per character when all fit in Latin-1, else two. */
  private readonly bytesPerChar: 1 | 2;

  constructor(values: string[]) {
    this.starts = new Int32Array(values.length + 1);
    const parts: string[] = [];
    let offset = 0;
    values.forEach((value, i) => {
      this.starts[i] = offset + 1;
      parts.push(SEPARATOR, value);
      offset += 1 + value.length;
    });
    parts.push(SEPARATOR);
    this.text = parts.join("");
    this.starts[values.length] = this.text.length + 1;
    this.bytesPerChar = values.some((value) => /[\u0100-\uffff]/.test(value)) ? 2 : 1;
  }

  /** The row holding character `offset`. */
  private rowAt(offset: number): number {
    let low = 0;
    let high = this.starts.length - 2;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if (this.starts[mid] <= offset) low = mid;
      else high = mid - 1;
    }
    return low;
  }

  /** Rows (in order) whose value starts with, or contains, `needle`; at most `limit`, none of `skip`. */
  find(needle: string, mode: "prefix" | "contains", limit: number, skip: ReadonlySet<number>): number[] {
    const rows: number[] = [];
    const pattern = mode === "prefix" ? SEPARATOR + needle : needle;
    let from = 0;
    while (rows.length < limit) {
      const at = this.text.indexOf(pattern, from);
      if (at < 0) break;
      const row = this.rowAt(mode === "prefix" ? at + 1 : at);
      if (!skip.has(row)) rows.push(row);
      from = this.starts[row + 1] - 1; // the next row's separator: one hit per row
    }
    return rows;
  }

  get bytes(): number {
    return this.text.length * this.bytesPerChar + this.starts.byteLength;
  }
}

/** The catalogue's titles and codes in title order (ORDER BY title, id, as the SQL tiers sort). */
export class SuggestionIndex {
  readonly ids: string[];
  private readonly titles: PackedColumn;
  private typos: TypoFinder | undefined;
  private readonly codes: PackedColumn;
  private readonly byCode = new Map<string, number>();

  constructor(rows: IndexRow[]) {
    this.ids = rows.map((r) => r.id);
    this.titles = new PackedColumn(rows.map((r) => r.titleFolded));
    this.codes = new PackedColumn(rows.map((r) => r.codeLower ?? ""));
    rows.forEach((r, i) => {
      if (r.codeLower !== null) this.byCode.set(r.codeLower, i);
    });
  }

  get size(): number {
    return this.ids.length;
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
    return this.titles.find(folded, "prefix", limit, skip);
  }

  /** title_folded LIKE '%' || folded(q) || '%'. */
  titleContains(folded: string, limit: number, skip: ReadonlySet<number>): number[] {
    return this.titles.find(folded, "contains", limit, skip);
  }

  /**
   * ADR 102: the rows whose word similarity to `folded` the database should compute (typo tier), at
   * most 2 × `limit` ranked ones plus every title pg_trgm could see differently (non-ASCII). The
   * trigram posting lists are made on the first typo (most texts never need one).
   */
  similarCandidates(folded: string, threshold: number, limit: number, skip: ReadonlySet<number>): number[] {
    this.typos ??= new TypoFinder(this.titles.text, this.titles.starts);
    return this.typos.candidates(folded, threshold, limit, skip);
  }

  /** Approximate heap bytes (strings, offsets, the code map), for the log and ADR 098. */
  get bytes(): number {
    const idBytes = this.ids.reduce((sum, id) => sum + 16 + id.length, 8 * this.ids.length);
    return idBytes + this.titles.bytes + this.codes.bytes + this.byCode.size * 40 + (this.typos?.bytes ?? 0);
  }
}
