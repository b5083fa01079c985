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

/** /blog/edytor/nowy is the new-post form (spec: admin §2 Post editor). */
export const NEW_POST_SLUG = "nowy";

/**
 * Addresses the blog's own routes hold (app/routes/blog/routes.ts): a post saved as 'nowy' could never
 * be edited (its editor URL is the new-post form), and one at a static segment under /blog/ would be
 * shadowed by that page now or later. slug.test.ts walks the routes, so a new /blog/… page must be added.
 */
export const RESERVED_POST_SLUGS: ReadonlySet<string> = new Set([NEW_POST_SLUG, "edytor"]);

export const isReservedPostSlug = (slug: string) => RESERVED_POST_SLUGS.has(slug.toLowerCase());

/** A title that spells a reserved address gets this suffix rather than an error ('Nowy' → 'nowy-wpis'). */
export const RESERVED_SLUG_SUFFIX = "-wpis";

/** The address made from a title: slugify, moved off a reserved address; '' when nothing is left. */
export function titleSlug(title: string): string {
  const slug = slugify(title);
  return slug && isReservedPostSlug(slug) ? `${slug}${RESERVED_SLUG_SUFFIX}` : slug;
}

/**
 * The slug a post is saved under: the typed one (normalised by the same rule; a reserved one is refused
 * by parsePostForm), else from the title.
 */
export function postSlug(typed: string, title: string, now: Date = new Date()): string {
  return slugify(typed) || titleSlug(title) || `post-${now.getTime()}`;
}

export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export const slugReservedMessage = (slug: string) => `Adres „${slug}” jest zajęty przez stronę serwisu. Wpisz inny adres (slug).`;

export const slugTakenMessage = (slug: string) =>
  `Adres „${slug}” jest już zajęty przez inny wpis. Wpisz inny adres (slug) albo zmień tytuł.`;
