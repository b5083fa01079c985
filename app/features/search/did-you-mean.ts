// "Czy chodziło Ci o …?" on a search with no results: each query word that no title contains is
// replaced by the nearest word of the catalogue's titles, if one is near enough. Trigram similarity
// (the typo tier, ADR 102) misses swapped letters in short words ("lapmki" shares 2 of 7 trigrams
// with "lampki"); an edit distance that counts a swap as one edit does not. Pure: the words come in
// folded (lower case, no Polish marks), the vocabulary from the suggestion index's folded titles.

const WORD = /[a-z0-9]+/g;

/** The folded words of a text (what the vocabulary and the query are made of). */
export function wordsOf(folded: string): string[] {
  return folded.match(WORD) ?? [];
}

/** How far a word may be from its correction: none for short words, where anything is near. */
export function allowedEdits(word: string): number {
  if (word.length < 4 || /\d/.test(word)) return 0;
  return word.length < 8 ? 1 : 2;
}

/**
 * Optimal string alignment distance (insert, delete, substitute, swap two neighbours), or
 * `max + 1` as soon as it is certain to exceed `max`.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before = new Array<number>(b.length + 1).fill(0);
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  let current = new Array<number>(b.length + 1).fill(0);
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, before[j - 2] + 1);
      current[j] = d;
      if (d < rowMin) rowMin = d;
    }
    if (rowMin > max) return max + 1;
    [before, previous, current] = [previous, current, before];
  }
  return previous[b.length];
}

/** Word → number of titles having it, grouped by length (a correction only looks at near lengths). */
export class Vocabulary {
  private readonly counts = new Map<string, number>();
  private readonly byLength = new Map<number, string[]>();

  constructor(titles: Iterable<string>) {
    for (const title of titles) {
      for (const word of new Set(wordsOf(title))) {
        if (word.length >= 3) this.counts.set(word, (this.counts.get(word) ?? 0) + 1);
      }
    }
    for (const word of this.counts.keys()) {
      const bucket = this.byLength.get(word.length);
      if (bucket) bucket.push(word);
      else this.byLength.set(word.length, [word]);
    }
  }

  get size(): number {
    return this.counts.size;
  }

  has(word: string): boolean {
    return this.counts.has(word);
  }

  /** The nearest word (fewest edits, then in the most titles, then a–z), or null. */
  nearest(word: string): string | null {
    const max = allowedEdits(word);
    if (max === 0 || this.counts.has(word)) return null;
    let best: { word: string; edits: number; count: number } | null = null;
    for (let length = word.length - max; length <= word.length + max; length++) {
      for (const candidate of this.byLength.get(length) ?? []) {
        const edits = editDistance(word, candidate, best ? Math.min(max, best.edits) : max);
        if (edits > max) continue;
        const count = this.counts.get(candidate)!;
        if (!best || edits < best.edits || (edits === best.edits && (count > best.count || (count === best.count && candidate < best.word)))) {
          best = { word: candidate, edits, count };
        }
      }
    }
    return best?.word ?? null;
  }
}

/** Past these, a text is not a misspelt search but noise (or an attempt to keep the server busy). */
export const MAX_QUERY_WORDS = 5;
export const MAX_UNKNOWN_WORDS = 2;

/** The corrected query (folded words joined by spaces), or null when no word needed or found a correction. */
export function correctedQuery(folded: string, vocabulary: Vocabulary): string | null {
  const words = wordsOf(folded);
  if (words.length === 0 || words.length > MAX_QUERY_WORDS) return null;
  const unknown = words.filter((word) => allowedEdits(word) > 0 && !vocabulary.has(word));
  if (unknown.length === 0 || unknown.length > MAX_UNKNOWN_WORDS) return null;
  let changed = false;
  const corrected = words.map((word) => {
    const nearest = unknown.includes(word) ? vocabulary.nearest(word) : null;
    if (nearest) changed = true;
    return nearest ?? word;
  });
  return changed ? corrected.join(" ") : null;
}

// Words that carry no product meaning: dropped from the shorter texts offered below ("prezent dla
// dziewczyny" offers "prezent", not "prezent dla").
const FILLER_WORDS = new Set(["a", "i", "o", "u", "w", "z", "we", "ze", "na", "do", "od", "po", "za", "dla", "pod", "nad", "bez", "przez", "oraz", "lub", "albo", "czy", "to", "jak", "for", "and", "the", "of", "with"]);

/** At most this many shorter texts are tried (each is one count query). */
export const MAX_SHORTER_TEXTS = 6;

/**
 * When no product has every word: the same text with words left out, fewest first, in the query's
 * order (its first words are kept longest). Filler words are left out of every candidate; a
 * candidate is never empty and never the query itself.
 */
export function shorterQueries(folded: string): string[] {
  const all = wordsOf(folded);
  if (all.length < 2 || all.length > MAX_QUERY_WORDS) return [];
  const words = all.filter((word) => !FILLER_WORDS.has(word));
  const candidates: string[] = [];
  const seen = new Set([all.join(" ")]);
  // Leave out `drop` words, starting with the last ones.
  for (let drop = words.length === all.length ? 1 : 0; drop < words.length; drop++) {
    for (const kept of combinations(words.length, words.length - drop)) {
      const text = kept.map((i) => words[i]).join(" ");
      if (!seen.has(text)) candidates.push(text);
      seen.add(text);
    }
  }
  return candidates.slice(0, MAX_SHORTER_TEXTS);
}

/** The index sets of size k out of n, those keeping the earliest indexes first. */
function combinations(n: number, k: number): number[][] {
  if (k === 0) return [[]];
  const out: number[][] = [];
  const walk = (start: number, picked: number[]) => {
    if (picked.length === k) return void out.push(picked);
    for (let i = start; i <= n - (k - picked.length); i++) walk(i + 1, [...picked, i]);
  };
  walk(0, []);
  return out;
}
