// ADR 102: the typo tier of suggestions ("similar title", pg_trgm's `folded <% title_folded`) without
// the database's trigram scan. Pure code over the suggestion index's folded titles; the database still
// computes the similarity of the few rows chosen here (suggestions.server.ts).
//
// pg_trgm (contrib/pg_trgm/trgm_op.c) splits a text into words of alphanumeric characters, lower-cases
// each word, pads it with two spaces in front and one behind and takes every 3 characters: 'ab' →
// '  a', ' ab', 'ab '. word_similarity(q, t) is the best, over runs of t's trigrams, of
// count / (|trg(q)| + |run| − count) (unique trigrams; count = those of q in the run). So it is never
// above |trg(q) ∩ trg(t)| / |trg(q)| — the same bound the GIN index uses to pick rows to recheck.

/** The query's text is folded printable ASCII (foldText), so its words are runs of [a-z0-9]. */
const WORD = /[a-z0-9]+/g;

/** pg_trgm's trigrams of a folded ASCII text, in order, duplicates kept (generate_trgm_only). */
export function trigramsInOrder(text: string): string[] {
  const out: string[] = [];
  for (const [word] of text.toLowerCase().matchAll(WORD)) {
    const padded = `  ${word} `;
    for (let i = 0; i + 3 <= padded.length; i++) out.push(padded.slice(i, i + 3));
  }
  return out;
}

/** The unique trigrams of a text (the set `ulen1` counts). */
export function uniqueTrigrams(text: string): string[] {
  return [...new Set(trigramsInOrder(text))];
}

/** Trigrams as numbers: ' ' = 0, a–z = 1–26 (A–Z too: pg_trgm lower-cases), 0–9 = 27–36; three symbols → one of 37³ codes. */
export const TRIGRAM_CODES = 37 * 37 * 37;
function symbol(charCode: number): number {
  if (charCode >= 97 && charCode <= 122) return charCode - 96;
  if (charCode >= 65 && charCode <= 90) return charCode - 64;
  if (charCode >= 48 && charCode <= 57) return charCode - 21;
  return 0;
}
export function trigramCode(trigram: string): number {
  return symbol(trigram.charCodeAt(0)) * 1369 + symbol(trigram.charCodeAt(1)) * 37 + symbol(trigram.charCodeAt(2));
}

/**
 * The trigram codes of an ASCII text from `from` to `to` (any character but [A-Za-z0-9] separates words), in order, as
 * generate_trgm_only makes them: per word '  w ' → every 3 symbols. Returns how many were written.
 */
export function trigramCodesOf(words: string, from: number, to: number, out: Int32Array): number {
  let n = 0;
  let a = 0; // the two symbols before the current one; 0 = padding space
  let b = 0;
  let inWord = false;
  for (let i = from; i <= to; i++) {
    const c = i < to ? symbol(words.charCodeAt(i)) : 0;
    if (c !== 0) {
      if (!inWord) {
        a = 0;
        b = 0;
        inWord = true;
      }
      out[n++] = a * 1369 + b * 37 + c;
      a = b;
      b = c;
    } else if (inWord) {
      out[n++] = a * 1369 + b * 37; // 'xy '
      inWord = false;
    }
  }
  return n;
}

/**
 * Trigram codes every title matching `needle` (folded ASCII) must have, as trigramCodesOf makes them:
 * each 3 consecutive letters or digits of the needle (they lie inside one word of the title too) and,
 * for a prefix, the padded start of the title's first word ('  a', ' ab'). Empty when the needle has
 * none (e.g. two letters inside titles): the caller then scans every title.
 */
export function requiredTrigramCodes(needle: string, mode: "prefix" | "contains"): number[] {
  const codes = new Set<number>();
  const s = Array.from({ length: needle.length }, (_, i) => symbol(needle.charCodeAt(i)));
  for (let i = 0; i + 2 < s.length; i++) {
    if (s[i] && s[i + 1] && s[i + 2]) codes.add(s[i] * 1369 + s[i + 1] * 37 + s[i + 2]);
  }
  if (mode === "prefix" && s[0]) {
    codes.add(s[0]);
    if (s[1]) codes.add(s[0] * 37 + s[1]);
  }
  return [...codes];
}

/** float4 division of two integers, as CALCSML does in C (one correctly rounded float4 result). */
function calcSml(count: number, ulen1: number, ulen2: number): number {
  return Math.fround(count / (ulen1 + ulen2 - count));
}

/**
 * word_similarity(query, title) for an ASCII title, a line-by-line port of pg_trgm's
 * iterate_word_similarity (plain, not strict), float4 arithmetic included. `inQuery[code]` = 1 for
 * the query's `ulen1` distinct trigrams; `trg` holds the title's trigram codes in order; `lastpos`
 * is scratch of TRIGRAM_CODES entries, all -1, left so. Used only to rank candidates: the database
 * computes the value that is shown and compared.
 */
export function similarityOfCodes(inQuery: Uint8Array, ulen1: number, trg: Int32Array, len2: number, lastpos: Int32Array): number {
  if (ulen1 === 0) return 0;
  let ulen2 = 0;
  let count = 0;
  let lower = -1;
  let smlrMax = 0;
  for (let i = 0; i < len2; i++) {
    const t = trg[i];
    if (lower >= 0 || inQuery[t]) {
      if (lastpos[t] < 0) {
        ulen2++;
        if (inQuery[t]) count++;
      }
      lastpos[t] = i;
    }
    if (!inQuery[t]) continue;
    const upper = i;
    if (lower === -1) {
      lower = i;
      ulen2 = 1;
    }
    let smlrCur = calcSml(count, ulen1, ulen2);
    // Also try to move the lower bound for a greater similarity.
    let tmpCount = count;
    let tmpUlen2 = ulen2;
    const prevLower = lower;
    for (let tmpLower = lower; tmpLower <= upper; tmpLower++) {
      const smlrTmp = calcSml(tmpCount, ulen1, tmpUlen2);
      if (smlrTmp > smlrCur) {
        smlrCur = smlrTmp;
        ulen2 = tmpUlen2;
        lower = tmpLower;
        count = tmpCount;
      }
      const tt = trg[tmpLower];
      if (lastpos[tt] === tmpLower) {
        tmpUlen2--;
        if (inQuery[tt]) tmpCount--;
      }
    }
    smlrMax = Math.max(smlrMax, smlrCur);
    for (let tmpLower = prevLower; tmpLower < lower; tmpLower++) {
      const tt = trg[tmpLower];
      if (lastpos[tt] === tmpLower) lastpos[tt] = -1;
    }
  }
  for (let i = 0; i < len2; i++) lastpos[trg[i]] = -1;
  return smlrMax;
}

/** word_similarity(query, title) of two folded ASCII texts (tests and one-off use). */
export function wordSimilarity(query: string, title: string): number {
  const inQuery = new Uint8Array(TRIGRAM_CODES);
  const unique = uniqueTrigrams(query);
  for (const t of unique) inQuery[trigramCode(t)] = 1;
  const trg = new Int32Array(2 * title.length + 2);
  const len2 = trigramCodesOf(title, 0, title.length, trg);
  return similarityOfCodes(inQuery, unique.length, trg, len2, new Int32Array(TRIGRAM_CODES).fill(-1));
}
