// ADR 197: a confirmation that removes or restores a review names it by its author and its first
// words (like the other dialogs name their subject). Browser-safe; cut by characters, never inside an
// emoji, and at a word when one ends near the limit.

export const CONFIRM_EXCERPT_CHARS = 60;

export function firstWords(text: string, max = CONFIRM_EXCERPT_CHARS): string {
  const chars = [...text.replace(/\s+/g, " ").trim()];
  if (chars.length <= max) return chars.join("");
  const cut = chars.slice(0, max).join("");
  const space = cut.lastIndexOf(" ");
  return `${(space > cut.length * 0.5 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
