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

/**
 * What to look for in a "word text" (every character other than [a-z0-9] turned into a space, the
 * row separators too) to know a title has this trigram: '  a' = a word starting with a → ' a'.
 * The other forms (' ab', 'ab ', 'abc', ' a ') are literal: a space there is a word boundary.
 */
export function trigramPattern(trigram: string): string {
  return trigram.startsWith("  ") ? trigram.slice(1) : trigram;
}

/** A title as pg_trgm sees its words, same length: [A-Z] lower-cased, any other non-[a-z0-9] a space. */
export function wordText(text: string): string {
  return text.replace(/[^a-z0-9]/g, (c) => (c >= "A" && c <= "Z" ? c.toLowerCase() : " "));
}

/** float4 division of two integers, as CALCSML does in C (one correctly rounded float4 result). */
function calcSml(count: number, ulen1: number, ulen2: number): number {
  return Math.fround(count / (ulen1 + ulen2 - count));
}

/**
 * word_similarity(query, title) for an ASCII title, a line-by-line port of pg_trgm's
 * calc_word_similarity + iterate_word_similarity (plain, not strict), float4 arithmetic included.
 * Used only to rank candidates: the database computes the value that is shown and compared.
 */
export function wordSimilarity(queryTrigrams: ReadonlySet<string>, titleTrigrams: readonly string[]): number {
  const ulen1 = queryTrigrams.size;
  if (ulen1 === 0 || titleTrigrams.length === 0) return 0;
  // trg2indexes / found: one number per distinct trigram, found when it is one of the query's.
  const ids = new Map<string, number>();
  const found: boolean[] = [];
  const trg2 = titleTrigrams.map((t) => {
    let id = ids.get(t);
    if (id === undefined) {
      id = found.length;
      ids.set(t, id);
      found.push(queryTrigrams.has(t));
    }
    return id;
  });
  const lastpos = new Int32Array(found.length).fill(-1);
  let ulen2 = 0;
  let count = 0;
  let upper = -1;
  let lower = -1;
  let smlrMax = 0;
  for (let i = 0; i < trg2.length; i++) {
    const t = trg2[i];
    if (lower >= 0 || found[t]) {
      if (lastpos[t] < 0) {
        ulen2++;
        if (found[t]) count++;
      }
      lastpos[t] = i;
    }
    if (!found[t]) continue;
    upper = i;
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
      const tt = trg2[tmpLower];
      if (lastpos[tt] === tmpLower) {
        tmpUlen2--;
        if (found[tt]) tmpCount--;
      }
    }
    smlrMax = Math.max(smlrMax, smlrCur);
    for (let tmpLower = prevLower; tmpLower < lower; tmpLower++) {
      const tt = trg2[tmpLower];
      if (lastpos[tt] === tmpLower) lastpos[tt] = -1;
    }
  }
  return smlrMax;
}
