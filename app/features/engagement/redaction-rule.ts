// ADR 175 addendum (session 38): a moderator's correction only takes words out of the author's text.
// The page then says "usunięto fragment" and the author's mail says the same; a correction that added
// words put a text the author never wrote under their name (hostile review: a 1★ review rewritten into
// praise — a distorted consumer review). Browser-safe: the dialog checks before sending.

/** What a moderator may put where words were cut. */
export const CUT_MARKS = ["[…]", "[...]"] as const;

// Case may change (the next word starts the sentence once the one before it is cut).
const words = (text: string) => text.toLocaleLowerCase("pl").split(/\s+/).filter(Boolean);
const PUNCTUATION = /^[\p{P}\p{S}]*$/u;

// A cut mark against the punctuation the cut left ("[…].", "[…],", "([…])": editor review, session 40 —
// the dialog's own example "Dzwoń 600100200, Marek." → "Dzwoń […], Marek." was refused). Punctuation only,
// at most three marks a side: no symbol or emoji rides in with it.
const MARKED_CUT = /^\p{P}{0,3}\[(?:…|\.\.\.)\]\p{P}{0,3}$/u;
const isCutMark = (word: string) => (CUT_MARKS as readonly string[]).includes(word) || MARKED_CUT.test(word);

/** `cut` is `word` or `word` with punctuation taken off its ends ("600100200," → "600100200"). */
function isWordOrPart(cut: string, word: string): boolean {
  if (cut === word) return true;
  const at = word.indexOf(cut);
  return at >= 0 && PUNCTUATION.test(word.slice(0, at)) && PUNCTUATION.test(word.slice(at + cut.length));
}

/**
 * Whether `corrected` is `original` with words (or a word's surrounding punctuation) left out, in the
 * same order, cuts optionally marked "[…]". Line breaks, spacing and letter case may change; no word may be added.
 */
export function onlyRemovesWords(original: string, corrected: string): boolean {
  const source = words(original);
  let at = 0;
  for (const word of words(corrected)) {
    if (isCutMark(word)) continue;
    while (at < source.length && !isWordOrPart(word, source[at]!)) at++;
    if (at === source.length) return false;
    at++;
  }
  return true;
}
