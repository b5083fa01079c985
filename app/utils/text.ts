// Browser-safe helpers for text people type: the same rules in the form's hints and the server's check.

/**
 * Line breaks as one character each. A plain form post sends CRLF, the browser's counter and maxLength
 * count one: without this a review the form accepted was refused as too long when sent without
 * JavaScript (review, session 25).
 */
export function oneNewline(text: string): string {
  return text.replace(/\r\n?/g, "\n");
}

// Characters that take no room on the page: zero-width space, non-joiner, joiner, direction marks,
// embeddings, overrides and isolates, word joiner and invisible operators, the byte-order mark.
// Also the fillers that look like nothing: soft hyphen, combining grapheme joiner, Arabic letter
// mark, Hangul fillers, Mongolian vowel separator, the blank braille pattern.
const INVISIBLE = /\u034F|[\u00AD\u061C\u115F\u1160\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\u2800\u3164\uFEFF\uFFA0]/g;
// Direction embeddings, overrides and isolates reorder the text around them: a name or a comment
// holding one is shown backwards or swaps places with what follows it on the page.
const REORDERING = /[\u202A-\u202E\u2066-\u2069]/g;
// Zero-width joiners stay (they build emoji and some scripts' letters); the rest of INVISIBLE goes.
const INVISIBLE_BUT_JOINERS = /\u034F|[\u00AD\u061C\u115F\u1160\u180E\u200B\u200E\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\u2800\u3164\uFEFF\uFFA0]/g;

/** True when nothing in the text would be seen: only spaces and invisible characters (or nothing). */
export function isBlank(text: string): boolean {
  return text.replace(INVISIBLE, "").trim() === "";
}

/** Text written by a user and shown to others (reviews): one newline each, no reordering, trimmed. */
export function cleanUserText(text: string): string {
  return oneNewline(text).replace(REORDERING, "").trim();
}

/** One line of text (a name, a query): invisible characters out, runs of spaces as one, trimmed; blank becomes "". */
export function cleanLine(name: string): string {
  const cleaned = name.replace(INVISIBLE_BUT_JOINERS, "").replace(/\s+/g, " ").trim();
  return isBlank(cleaned) ? "" : cleaned;
}

/**
 * At most `max` UTF-16 units — what zod's max() and an input's maxLength count — never half of a
 * character: an emoji is two units, and a cut between them left "�" on the page.
 */
export function firstChars(text: string, max: number): string {
  if (text.length <= max) return text;
  const last = text.charCodeAt(max - 1);
  return text.slice(0, last >= 0xd800 && last <= 0xdbff ? max - 1 : max);
}
