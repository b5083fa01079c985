// ADR 177: THE rule of a search-engine text an editor types for a product or a category page (its own
// title and description for Google): cleaned as one line, then refused — never cut — when it is longer
// than the spec's limits (admin §5: 60 / 155, the limits ~/utils/seo-cut cuts generated texts to), or
// when it holds HTML or control characters. Browser-safe: the form's counter, the action, the CSV import.
import { z } from "zod";
import { SEO_DESCRIPTION_MAX, SEO_TITLE_MAX } from "./seo-cut";
import { cleanLine } from "./text";

export type SeoTextKind = "title" | "description";

export const SEO_TEXT_MAX: Record<SeoTextKind, number> = { title: SEO_TITLE_MAX, description: SEO_DESCRIPTION_MAX };

export const SEO_TEXT_MESSAGES: Record<SeoTextKind, Record<"tooLong" | "markup" | "control", string>> = {
  title: {
    tooLong: `Tytuł SEO może mieć najwyżej ${SEO_TITLE_MAX} znaków: skróć go.`,
    markup: "Tytuł SEO to zwykły tekst: usuń z niego znaczniki i kody HTML.",
    control: "Tytuł SEO zawiera niewidoczne znaki sterujące: usuń je albo wpisz tytuł od nowa.",
  },
  description: {
    tooLong: `Opis SEO może mieć najwyżej ${SEO_DESCRIPTION_MAX} znaków: skróć go.`,
    markup: "Opis SEO to zwykły tekst: usuń z niego znaczniki i kody HTML.",
    control: "Opis SEO zawiera niewidoczne znaki sterujące: usuń je albo wpisz opis od nowa.",
  },
};

// A tag ('<b>', '</p>', '<!--', '<?php') or a character reference ('&amp;', '&#39;'). A lone '<' or '&'
// ('< 20 zł', 'Tom & Jerry') is text: the page escapes it.
const MARKUP = /<[a-z!?/]|&(?:#\d+|#x[\da-f]+|[a-z][a-z\d]*);/i;
// What is left of C0 and C1 after the whitespace (tabs, line breaks) became spaces.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/** As stored: one line (line breaks, tabs, runs of spaces as one space), invisible characters out, trimmed. */
export function cleanSeoText(text: string): string {
  return cleanLine(text);
}

/** Characters as the counter, the limit and the database's char_length count them (code points). */
export function seoTextLength(text: string): number {
  return Array.from(cleanSeoText(text)).length;
}

/** The Polish refusal of a typed text (cleaned here first), or null when it may be saved. */
export function seoTextRefusal(kind: SeoTextKind, typed: string): string | null {
  const text = cleanSeoText(typed);
  if (CONTROL.test(text)) return SEO_TEXT_MESSAGES[kind].control;
  if (MARKUP.test(text)) return SEO_TEXT_MESSAGES[kind].markup;
  if (Array.from(text).length > SEO_TEXT_MAX[kind]) return SEO_TEXT_MESSAGES[kind].tooLong;
  return null;
}

/**
 * A form field of the rule: absent → undefined (the stored text stays: a client that does not know the
 * field never clears it, as ADR 127's image descriptions), empty → null (generated again), else the
 * cleaned text or the refusal.
 */
export function seoTextField(kind: SeoTextKind) {
  return z
    .preprocess((v) => (v === undefined ? undefined : typeof v === "string" ? v : ""), z.string().optional())
    .superRefine((value, ctx) => {
      const refusal = value === undefined ? null : seoTextRefusal(kind, value);
      if (refusal) ctx.addIssue({ code: "custom", message: refusal });
    })
    .transform((value) => (value === undefined ? undefined : cleanSeoText(value) || null));
}
