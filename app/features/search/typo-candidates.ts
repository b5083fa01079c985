// ADR 102: which titles the typo tier's similarity must be computed for, found in process memory.
import { trigramPattern, trigramsInOrder, uniqueTrigrams, wordSimilarity, wordText } from "./title-trigrams";

/**
 * Over the suggestion index's packed folded titles ("\0t0\0t1\0…", rows in title order):
 * 1. a provable superset of the titles with word_similarity ≥ the threshold — those having at least
 *    threshold × |trg(q)| of the query's trigrams (the GIN index's own recheck condition), counted by
 *    indexOf in a copy of the text where every non-[a-z0-9] character is a space;
 * 2. of those, the best 2 × limit by the JavaScript port of word_similarity (then title order), so
 *    the database computes and orders a handful of rows by primary key instead of rechecking them all.
 * Titles with a non-ASCII character (pg_trgm hashes multi-byte trigrams) are always handed over.
 */
export class TypoFinder {
  private readonly words: string;
  private readonly nonAscii: Int32Array;

  constructor(
    packed: string,
    private readonly starts: Int32Array,
    private readonly rowAt: (offset: number) => number,
  ) {
    this.words = wordText(packed);
    const rows: number[] = [];
    for (let row = 0; row < starts.length - 1; row++) {
      if (/[^\x00-\x7f]/.test(packed.slice(starts[row], starts[row + 1] - 1))) rows.push(row);
    }
    this.nonAscii = Int32Array.from(rows);
  }

  private title(row: number): string {
    return this.words.slice(this.starts[row], this.starts[row + 1] - 1);
  }

  /** Rows to hand to the database for `folded` (a folded ASCII text), none of `skip`. */
  candidates(folded: string, threshold: number, limit: number, skip: ReadonlySet<number>): number[] {
    const query = new Set(uniqueTrigrams(folded));
    const ulen1 = query.size;
    if (ulen1 === 0 || limit <= 0) return []; // no trigram: word_similarity is 0 for every title
    const rowCount = this.starts.length - 1;
    const counts = new Uint16Array(rowCount);
    for (const trigram of query) {
      const pattern = trigramPattern(trigram);
      const lead = pattern.startsWith(" ") ? 1 : 0;
      let from = 0;
      for (let at = this.words.indexOf(pattern, from); at >= 0; at = this.words.indexOf(pattern, from)) {
        const row = this.rowAt(at + lead);
        counts[row]++;
        from = this.starts[row + 1] - 1; // the next row's separator: each trigram counts once per row
      }
    }
    // count / ulen1 bounds the similarity from above; the margin covers float4 rounding.
    const minCount = Math.max(1, Math.ceil(ulen1 * (threshold - 1e-6)));
    const byCount: number[][] = Array.from({ length: ulen1 + 1 }, () => []);
    const skipped = new Uint8Array(rowCount);
    for (const row of this.nonAscii) skipped[row] = 1;
    for (const row of skip) skipped[row] = 1;
    for (let row = 0; row < rowCount; row++) {
      if (counts[row] >= minCount && !skipped[row]) byCount[counts[row]].push(row);
    }
    // Best first: similarity descending, then row (title order, the SQL tie-break).
    const keep = 2 * limit;
    const best: { row: number; sim: number }[] = [];
    for (let count = ulen1; count >= minCount; count--) {
      if (best.length === keep && count / ulen1 + 1e-6 < best[keep - 1].sim) break; // none can enter
      for (const row of byCount[count]) {
        const sim = wordSimilarity(query, trigramsInOrder(this.title(row)));
        let at = best.length;
        while (at > 0 && (best[at - 1].sim < sim || (best[at - 1].sim === sim && best[at - 1].row > row))) at--;
        if (at < keep) {
          best.splice(at, 0, { row, sim });
          if (best.length > keep) best.pop();
        }
      }
    }
    return [...best.map((b) => b.row), ...Array.from(this.nonAscii).filter((row) => !skip.has(row))];
  }

  get bytes(): number {
    return this.words.length + this.nonAscii.byteLength;
  }
}
