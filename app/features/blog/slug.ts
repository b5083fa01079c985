// spec: admin §5 Blog editor — the slug rule, with Polish letters transliterated instead of dropped
// (docs/decisions/030-blog-slug-transliteration.md). Browser-safe: the editor previews the slug live.

// One transliteration table for product aliases and post slugs (ADR 004).
import { transliteratePolish } from "~/features/catalog/product-code";

/** Lower case, spaces to hyphens, outside a-z 0-9 and hyphen removed, repeated hyphens collapsed. */
export function slugify(text: string): string {
  return transliteratePolish(text)
    .toLowerCase()
    .replace(/\s/g, "-")
    .replace(/[^a-z0-9-]/g, "")
    .replace(/-+/g, "-")
    .replace(/^-|-$/g, "");
}

/** The slug a post is saved under: the typed one (normalised by the same rule), else from the title. */
export function postSlug(typed: string, title: string, now: Date = new Date()): string {
  return slugify(typed) || slugify(title) || `post-${now.getTime()}`;
}

export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export const slugTakenMessage = (slug: string) =>
  `Adres „${slug}” jest już zajęty przez inny wpis. Wpisz inny adres (slug) albo zmień tytuł.`;
