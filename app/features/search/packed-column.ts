// ADR 098 and ADR 116: the suggestion index's columns. A catalogue of 100k products as one string per
// column (and typed arrays) rather than 100k strings and Map entries each: a few MB instead of ~20.

const SEPARATOR = "\u0000"; // never inside a PostgreSQL text value

/**
 * A packed list of strings in title order: "\0s0\0s1\0…\0". One indexOf over one string finds matches
 * in title order (the order of the suggestion tiers) at memory speed, and 100k titles cost a few MB.
 */
export class PackedColumn {
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

  get size(): number {
    return this.starts.length - 1;
  }

  /** Where row's value ends (its next separator; starts[n] is one past the text). */
  end(row: number): number {
    return Math.min(this.starts[row + 1] - 1, this.text.length - 1);
  }

  /** Row's value. */
  valueAt(row: number): string {
    return this.text.slice(this.starts[row], this.end(row));
  }

  /** Whether row's value is exactly `value` (compared in place). */
  equals(row: number, value: string): boolean {
    return this.end(row) - this.starts[row] === value.length && this.text.startsWith(value, this.starts[row]);
  }

  /** The order of two rows' values, as `<` orders strings (by UTF-16 code units), compared in place. */
  compare(a: number, b: number): number {
    const [fromA, fromB] = [this.starts[a], this.starts[b]];
    const [lengthA, lengthB] = [this.end(a) - fromA, this.end(b) - fromB];
    for (let i = 0; i < Math.min(lengthA, lengthB); i++) {
      const difference = this.text.charCodeAt(fromA + i) - this.text.charCodeAt(fromB + i);
      if (difference !== 0) return difference;
    }
    return lengthA - lengthB;
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

  /** Whether row's value starts with `needle` (compared in place). */
  startsWith(row: number, needle: string): boolean {
    return this.end(row) - this.starts[row] >= needle.length && this.text.startsWith(needle, this.starts[row]);
  }

  /** Whether row's value is the empty string. */
  isEmpty(row: number): boolean {
    return this.end(row) === this.starts[row];
  }

  /**
   * Rows (in order) whose value starts with, or contains, `needle`; at most `limit`, none of `skip`,
   * and (when given) only those `accept` takes.
   */
  find(
    needle: string,
    mode: "prefix" | "contains",
    limit: number,
    skip: ReadonlySet<number>,
    accept?: (row: number) => boolean,
  ): number[] {
    const rows: number[] = [];
    const pattern = mode === "prefix" ? SEPARATOR + needle : needle;
    let from = 0;
    while (rows.length < limit) {
      const at = this.text.indexOf(pattern, from);
      if (at < 0) break;
      const row = this.rowAt(mode === "prefix" ? at + 1 : at);
      if (!skip.has(row) && (!accept || accept(row))) rows.push(row);
      from = this.starts[row + 1] - 1; // the next row's separator: one hit per row
    }
    return rows;
  }

  /** As find, over the ascending `rows` only (the rows a trigram posting list says may match). */
  findAmong(
    rows: Int32Array,
    needle: string,
    mode: "prefix" | "contains",
    limit: number,
    skip: ReadonlySet<number>,
    accept?: (row: number) => boolean,
  ): number[] {
    const found: number[] = [];
    for (let i = 0; i < rows.length && found.length < limit; i++) {
      const row = rows[i];
      if (skip.has(row)) continue;
      // The separator is never in a needle, so a prefix cannot run into the next title.
      const hit = mode === "prefix" ? this.text.startsWith(needle, this.starts[row]) : this.contains(row, needle);
      if (hit && (!accept || accept(row))) found.push(row);
    }
    return found;
  }

  /** Whether row's value contains `needle` (compared in place: no copy of the title per row). */
  contains(row: number, needle: string): boolean {
    const first = needle.charCodeAt(0);
    const last = this.starts[row + 1] - 1 - needle.length; // the last offset a match can start at
    for (let at = this.starts[row]; at <= last; at++) {
      if (this.text.charCodeAt(at) === first && this.text.startsWith(needle, at)) return true;
    }
    return false;
  }

  get bytes(): number {
    return this.text.length * this.bytesPerChar + this.starts.byteLength;
  }
}

/**
 * Exact lookup in a PackedColumn: an open-addressing hash table of rows, 8 to 16 bytes per row. A
 * Map from each value to its row cost about 60 bytes per row (its table and one string per key).
 * Equal values: the last row wins, as successive Map.set calls would have it.
 */
export class PackedLookup {
  private readonly slots: Int32Array; // row + 1; 0 = empty
  private readonly mask: number;

  constructor(
    private readonly column: PackedColumn,
    { skipEmpty }: { skipEmpty: boolean },
  ) {
    let capacity = 16;
    while (capacity < column.size * 2) capacity *= 2;
    this.slots = new Int32Array(capacity);
    this.mask = capacity - 1;
    for (let row = 0; row < column.size; row++) {
      const from = column.starts[row];
      const to = column.end(row);
      if (skipEmpty && to === from) continue;
      let slot = hashOf(column.text, from, to) & this.mask;
      while (this.slots[slot] !== 0 && !column.equals(this.slots[slot] - 1, column.valueAt(row)))
        slot = (slot + 1) & this.mask;
      this.slots[slot] = row + 1;
    }
  }

  get(value: string): number | undefined {
    for (let slot = hashOf(value, 0, value.length) & this.mask; ; slot = (slot + 1) & this.mask) {
      const entry = this.slots[slot];
      if (entry === 0) return undefined;
      if (this.column.equals(entry - 1, value)) return entry - 1;
    }
  }

  get bytes(): number {
    return this.slots.byteLength;
  }
}

/** FNV-1a over text[from, to). */
function hashOf(text: string, from: number, to: number): number {
  let hash = 0x811c9dc5;
  for (let i = from; i < to; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}
