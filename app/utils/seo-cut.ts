// spec: public §5 Reading rules — THE one cut rule for SEO texts (titles 60 = 57 + '…', descriptions
// 155 = 152 + '…'). Used by page metadata (products, blog, static pages), the blog editor's stored
// SEO fields and the demo seed, so every cut looks the same: '…' (never '...'), at a word boundary.
// Browser-safe (the editor previews the cut live).

export const SEO_TITLE_MAX = 60;
export const SEO_DESCRIPTION_MAX = 155;
export const ELLIPSIS = "…";

/** Punctuation that must not dangle before the ellipsis ('Mata do jogi, …' → 'Mata do jogi…'). */
const TRAILING_PUNCTUATION = /[\s,;:\-–—(/]+$/u;

/** Collapses runs of whitespace (excerpts carry newlines) and trims. */
export function normalizeSpace(s: string): string {
  return s.replace(/\s+/g, " ").trim();
}

/**
 * Cuts `text` to at most `max` characters (code points, so an emoji is never split): unchanged when it
 * fits, otherwise the longest run of whole words within `max - 3` characters plus '…'. A single word
 * longer than that (no space to cut at) is cut inside, as there is no better place.
 */
export function seoCut(text: string, max: number): string {
  const chars = Array.from(normalizeSpace(text));
  if (chars.length <= max) return chars.join("");
  const keep = max - 3;
  // A space right after the kept part means the kept part ends on a whole word.
  let end = keep;
  if (chars[keep] !== " ") {
    const lastSpace = chars.slice(0, keep).lastIndexOf(" ");
    if (lastSpace > 0) end = lastSpace;
  }
  const head = chars.slice(0, end).join("").replace(TRAILING_PUNCTUATION, "");
  return (head || chars.slice(0, keep).join("")) + ELLIPSIS;
}

/** SEO title: ≤ 60 characters (57 plus '…'). */
export function seoCutTitle(text: string): string {
  return seoCut(text, SEO_TITLE_MAX);
}

/** SEO description: ≤ 155 characters (152 plus '…'). */
export function seoCutDescription(text: string): string {
  return seoCut(text, SEO_DESCRIPTION_MAX);
}
