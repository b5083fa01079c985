// Browser-safe rules of the header search suggestions (spec: public §2 Search box, §5, §9).

export const SUGGESTION_MIN_CHARS = 2;
export const SUGGESTION_LIMIT = 10;
export const SUGGESTION_DEBOUNCE_MS = 200;
export const SUGGESTION_TEXT_MAX = 40;

/** The form a text is sent and cached in: spaces collapsed and trimmed, lower case (search ignores case). */
export function suggestionKey(text: string): string {
  return text.replace(/\s+/g, " ").trim().toLowerCase();
}

/** Cuts a suggestion's text at 40 characters and marks the cut with an ellipsis. */
export function truncateSuggestion(text: string, max = SUGGESTION_TEXT_MAX): string {
  const chars = Array.from(text);
  return chars.length > max ? `${chars.slice(0, max).join("").trimEnd()}…` : text;
}
