// ADR 102: which titles the typo tier's similarity must be computed for, found in process memory.
import type { PackedColumn } from "./packed-column";
import { similarityOfCodes, TRIGRAM_CODES, trigramCode, trigramCodesOf, uniqueTrigrams } from "./title-trigrams";

/** Similar titles found in memory (float4 similarities, as pg_trgm computes them) and those left to the database. */
export type SimilarRows = { rows: number[]; similarities: number[]; handedOver: number[] };

/**
 * Over the suggestion index's folded titles (a PackedColumn, rows in title order):
 * 1. a provable superset of the titles with word_similarity ≥ the threshold — those having at least
 *    threshold × |trg(q)| of the query's trigrams (the GIN index's own recheck condition), counted
 *    from posting lists (trigram code → rows having it, like the GIN index), built on the first typo;
 * 2. of those, the best 2 × limit by the JavaScript port of word_similarity (then title order), so
 *    the database computes and orders a handful of rows by primary key instead of rechecking them all.
 * Titles with a non-ASCII character (pg_trgm hashes multi-byte trigrams) are always handed over.
 */
export class TypoFinder {
  private readonly nonAscii: Int32Array;
  /** Rows having trigram `code`: postings[offsets[code] … offsets[code + 1]), ascending. */
  private readonly offsets = new Int32Array(TRIGRAM_CODES + 1);
  private readonly postings: Int32Array;

  private readonly packed: string;
  private readonly starts: Int32Array;

  constructor(private readonly titles: PackedColumn) {
    const { text: packed, starts, size: rowCount } = titles;
    this.packed = packed;
    this.starts = starts;
    const nonAscii: number[] = [];
    let trg = new Int32Array(256);
    const seen = new Int32Array(TRIGRAM_CODES).fill(-1);
    // Two passes over the titles' distinct trigrams: count per code, then fill (no per-row arrays).
    const eachDistinct = (visit: (code: number, row: number) => void) => {
      for (let row = 0; row < rowCount; row++) {
        const from = starts[row];
        const to = titles.end(row);
        if (trg.length < 2 * (to - from) + 2) trg = new Int32Array(2 * (to - from) + 2);
        const n = trigramCodesOf(packed, from, to, trg);
        for (let i = 0; i < n; i++) {
          if (seen[trg[i]] === row) continue;
          seen[trg[i]] = row;
          visit(trg[i], row);
        }
      }
    };
    for (let row = 0; row < rowCount; row++) {
      if (/[^ -~]/.test(titles.valueAt(row))) nonAscii.push(row);
    }
    this.nonAscii = Int32Array.from(nonAscii);
    const sizes = new Int32Array(TRIGRAM_CODES);
    eachDistinct((code) => sizes[code]++);
    for (let code = 0; code < TRIGRAM_CODES; code++) this.offsets[code + 1] = this.offsets[code] + sizes[code];
    this.postings = new Int32Array(this.offsets[TRIGRAM_CODES]);
    const fill = this.offsets.slice(0, TRIGRAM_CODES);
    seen.fill(-1);
    eachDistinct((code, row) => {
      this.postings[fill[code]++] = row;
    });
  }

  // Scratch reused by every call (one request at a time runs JavaScript): a typo must not allocate
  // arrays the size of the catalogue (session 9: they made the young-generation GCs most of its tail).
  private readonly inQuery = new Uint8Array(TRIGRAM_CODES);
  private readonly lastpos = new Int32Array(TRIGRAM_CODES).fill(-1);
  private trg = new Int32Array(256);
  private counts: Uint16Array | undefined; // per row, all 0 between calls
  private ordered: Int32Array | undefined; // the candidate rows, grouped by count

  private similarity(row: number, ulen1: number): number {
    const from = this.starts[row];
    const to = this.titles.end(row);
    if (this.trg.length < 2 * (to - from) + 2) this.trg = new Int32Array(2 * (to - from) + 2);
    const len2 = trigramCodesOf(this.packed, from, to, this.trg);
    return similarityOfCodes(this.inQuery, ulen1, this.trg, len2, this.lastpos);
  }

  /** Rows to hand to the database for `folded` (a folded ASCII text), none of `skip`. */
  candidates(folded: string, threshold: number, limit: number, skip: ReadonlySet<number>): number[] {
    const query = uniqueTrigrams(folded);
    const ulen1 = query.length;
    if (ulen1 === 0 || limit <= 0) return []; // no trigram: word_similarity is 0 for every title
    const rowCount = this.titles.size;
    const counts = this.countShared(query);
    const ordered = (this.ordered ??= new Int32Array(rowCount));
    const bound = (count: number) => Math.fround(Math.min(count, ulen1) / ulen1);
    const minCount = this.leastCount(ulen1, threshold);
    // Rows already found and non-ASCII titles (handed over whole, below) are no candidates here.
    for (const row of skip) counts[row] = 0;
    for (const row of this.nonAscii) counts[row] = 0;
    // The candidate rows grouped by count, highest first, each group in row order (a counting sort
    // into `ordered`: bucketStart[c] … + bucketSize[c]); `counts` is left all 0 for the next call.
    // A row's count is at most ulen1 (distinct query trigrams, one posting per row and trigram).
    const bucketSize = new Int32Array(ulen1 + 2);
    for (let row = 0; row < rowCount; row++) bucketSize[counts[row]]++;
    const bucketStart = new Int32Array(ulen1 + 2);
    for (let count = ulen1 - 1; count >= minCount; count--) bucketStart[count] = bucketStart[count + 1] + bucketSize[count + 1];
    const fill = bucketStart.slice();
    for (let row = 0; row < rowCount; row++) {
      const count = counts[row];
      if (count === 0) continue;
      if (count >= minCount) ordered[fill[count]++] = row;
      counts[row] = 0;
    }
    // Best first: similarity descending, then row (title order, the SQL tie-break).
    const keep = 2 * limit;
    const best: { row: number; sim: number }[] = [];
    const beats = (sim: number, row: number, other: { row: number; sim: number }) => sim > other.sim || (sim === other.sim && row < other.row);
    for (const code of query) this.inQuery[trigramCode(code)] = 1;
    try {
      for (let count = ulen1; count >= minCount; count--) {
        const most = bound(count);
        const group = ordered.subarray(bucketStart[count], bucketStart[count] + bucketSize[count]);
        for (const row of group) {
          // Rows ascend: once the bound cannot beat the last kept one, no later row of this count can.
          if (best.length === keep && !beats(most, row, best[keep - 1])) break;
          const sim = this.similarity(row, ulen1);
          let at = best.length;
          while (at > 0 && beats(sim, row, best[at - 1])) at--;
          if (at < keep) {
            best.splice(at, 0, { row, sim });
            if (best.length > keep) best.pop();
          }
        }
      }
    } finally {
      for (const code of query) this.inQuery[trigramCode(code)] = 0;
    }
    return [...best.map((b) => b.row), ...Array.from(this.nonAscii).filter((row) => !skip.has(row))];
  }

  /** Per row, how many of the query's distinct trigrams its title has (the shared scratch: reset it to 0). */
  private countShared(query: string[]): Uint16Array {
    const counts = (this.counts ??= new Uint16Array(this.titles.size));
    for (const trigram of query) {
      const code = trigramCode(trigram);
      for (let i = this.offsets[code]; i < this.offsets[code + 1]; i++) counts[this.postings[i]]++;
    }
    return counts;
  }

  /**
   * The fewest shared trigrams a title needs to reach `threshold`. The float4 similarity never
   * exceeds fround(count / ulen1) (rounding is monotone), and `<%` keeps it when ≥ the threshold.
   */
  private leastCount(ulen1: number, threshold: number): number {
    let minCount = 1;
    while (minCount <= ulen1 && Math.fround(minCount / ulen1) < threshold) minCount++;
    return minCount;
  }

  /**
   * ADR 110 (/szukaj): every ASCII title not marked in `into` whose word similarity to `folded`
   * reaches `threshold`, judged by the JavaScript port for every title the bound lets through, now
   * marked; and the unmarked non-ASCII rows (the database judges those).
   */
  markSimilar(folded: string, threshold: number, into: Uint8Array): SimilarRows {
    const found: SimilarRows = { rows: [], similarities: [], handedOver: [] };
    const query = uniqueTrigrams(folded);
    const ulen1 = query.length;
    if (ulen1 === 0) return found; // word_similarity is 0 for every title
    found.handedOver = Array.from(this.nonAscii).filter((row) => !into[row]);
    const counts = this.countShared(query);
    const minCount = this.leastCount(ulen1, threshold);
    for (const row of this.nonAscii) counts[row] = 0;
    for (const code of query) this.inQuery[trigramCode(code)] = 1;
    try {
      for (let row = 0; row < counts.length; row++) {
        const count = counts[row];
        if (count === 0) continue;
        counts[row] = 0;
        if (count < minCount || into[row]) continue;
        const similarity = this.similarity(row, ulen1);
        if (similarity < threshold) continue;
        into[row] = 1;
        found.rows.push(row);
        found.similarities.push(similarity);
      }
    } finally {
      for (const code of query) this.inQuery[trigramCode(code)] = 0;
    }
    return found;
  }

  /** The ascending rows having trigram `code` (a view of the posting list, not a copy). */
  rowsWith(code: number): Int32Array {
    return this.postings.subarray(this.offsets[code], this.offsets[code + 1]);
  }

  /** Of the trigrams `codes`, the rows having the rarest one (a superset of the rows having them all). */
  rowsWithRarest(codes: readonly number[]): Int32Array {
    let rarest = codes[0];
    for (const code of codes) {
      if (this.offsets[code + 1] - this.offsets[code] < this.offsets[rarest + 1] - this.offsets[rarest]) rarest = code;
    }
    return this.rowsWith(rarest);
  }

  get bytes(): number {
    const scratch = (this.counts?.byteLength ?? 0) + (this.ordered?.byteLength ?? 0);
    return this.offsets.byteLength + this.postings.byteLength + this.nonAscii.byteLength + scratch;
  }
}
