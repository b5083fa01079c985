// THE rules of a product tag (spec: admin §3 Product, §5), browser-safe: the product form, the CSV
// import and the Tagi screen's rename (ADR 171) all read a typed tag through these, so a tag renamed
// in the panel is the same tag the product form would have saved.
import { z } from "zod";
import { formText } from "~/utils/form";
import { cleanLine, firstChars } from "~/utils/text";

export const MAX_TAGS = 30;
export const MAX_TAG_LENGTH = 40;
export const TAG_TOO_LONG_MESSAGE = `Tag może mieć najwyżej ${MAX_TAG_LENGTH} znaków`;
export const TAG_NAME_REQUIRED = "Podaj nazwę tagu.";

/**
 * A tag as stored: one line, runs of spaces (tabs, line breaks) as one space, invisible characters out,
 * trimmed (ADR 171). A tag with a line break would split in two in the CSV's `tagi` cell.
 */
export function cleanTag(raw: string): string {
  return cleanLine(raw);
}

/** Whether a typed tag is within the length the field allows (counted in characters, after cleaning). */
export function tagFits(raw: string): boolean {
  return Array.from(cleanTag(raw)).length <= MAX_TAG_LENGTH;
}

/** The tag to store: cleaned and never longer than the field (an over-long one is refused first where typed). */
export function normalizeTag(raw: string): string {
  return firstChars(cleanTag(raw), MAX_TAG_LENGTH);
}

/** Cleaned, non-empty tags in order, one per spelling regardless of case (spec: admin §5). */
export function normalizeTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of tags) {
    const tag = normalizeTag(raw);
    if (tag && !seen.has(tag.toLowerCase())) {
      seen.add(tag.toLowerCase());
      out.push(tag);
    }
  }
  return out;
}

/** One tag typed on its own (the Tagi screen's new name): required, within the length, stored normalised. */
export const TagNameSchema = formText.pipe(
  z
    .string()
    .refine((v) => cleanTag(v) !== "", { message: TAG_NAME_REQUIRED, abort: true })
    .refine(tagFits, TAG_TOO_LONG_MESSAGE)
    .transform(normalizeTag),
);
