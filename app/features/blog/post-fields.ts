// spec: admin §5 Blog editor — the normalising rules of the post form, one pure function each.
// Browser-safe: the editor shows live counters and previews with the same rules the server applies.

import { seoCutDescription, seoCutTitle } from "~/utils/seo-cut";
import { withAssumedScheme } from "~/utils/http-url";

export { SEO_DESCRIPTION_MAX, SEO_TITLE_MAX } from "~/utils/seo-cut";
export const BUILTIN_RATINGS = ["quality", "priceQuality", "functionality"] as const;
export const BUILTIN_LINK_PLATFORMS = ["temu", "aliexpress", "amazon"] as const;
export const DEFAULT_RATING = 5;

/** Pros and cons: a list, or text split by line or comma; trimmed, empty ones dropped. */
export function parseListText(value: string | readonly string[] | null | undefined): string[] {
  const parts = typeof value === "string" ? value.split(/[\n,]/) : (value ?? []);
  return parts.map((part) => part.trim()).filter(Boolean);
}

/** Tags: trimmed, empty dropped, unique (case-insensitive, first spelling kept). */
export function uniqueTrimmed(values: readonly string[]): string[] {
  const seen = new Set<string>();
  return values
    .map((v) => v.trim())
    .filter((v) => {
      const key = v.toLocaleLowerCase("pl-PL");
      if (!v || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

/**
 * Tags as posted: each value of the repeated `tags` field (the editor's list, its typed text, or one
 * comma-separated text from an older form), split on commas and lines, trimmed and unique.
 */
export function parseTags(values: readonly string[]): string[] {
  return uniqueTrimmed(values.flatMap((value) => parseListText(value)));
}

/** SEO keywords: split on commas and trimmed (empty and repeated ones dropped). */
export function parseKeywords(value: string): string[] {
  return uniqueTrimmed(value.split(","));
}

/** Extra ratings: 0–5 in steps of 0.1; an invalid number becomes 0. */
export function clampRating(value: unknown): number {
  const n = typeof value === "number" ? value : typeof value === "string" && value.trim() ? Number(value.replace(",", ".")) : NaN;
  if (!Number.isFinite(n)) return 0;
  return Math.round(Math.min(5, Math.max(0, n)) * 10) / 10;
}

/** Section ratings: whole stars 1–5, default 5. */
export function clampStars(value: unknown): number {
  const n = typeof value === "string" && value.trim() ? Number(value.replace(",", ".")) : typeof value === "number" ? value : NaN;
  if (!Number.isFinite(n)) return DEFAULT_RATING;
  return Math.min(5, Math.max(1, Math.round(n)));
}

export type NamedEntry = { name: string; value: string };

/** Ratings: the built-ins always present (default 5), custom named ones kept when named. */
export function normaliseRatings(entries: readonly NamedEntry[]): Record<string, number> {
  const ratings: Record<string, number> = {};
  for (const key of BUILTIN_RATINGS) ratings[key] = DEFAULT_RATING;
  for (const { name, value } of entries) {
    const key = name.trim();
    if (key) ratings[key] = clampRating(value);
  }
  return ratings;
}

export type LinkEntry = { platform: string; url: string };
export type LinkProblem = { index: number; message: string };

export const LINK_NEEDS_BOTH = "Podaj nazwę platformy i adres URL.";
export const LINK_INVALID_URL = "Podaj pełny adres URL zaczynający się od http:// lub https://.";

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:";
  } catch {
    return false;
  }
}

/**
 * productLinks: built-ins (temu, aliexpress, amazon) are always offered and kept when filled;
 * custom platforms are lower-cased and need both a name and a URL; entirely empty rows are dropped.
 */
export function normaliseLinks(entries: readonly LinkEntry[]): { links: Record<string, string>; problems: LinkProblem[] } {
  const links: Record<string, string> = {};
  const problems: LinkProblem[] = [];
  entries.forEach((entry, index) => {
    const platform = entry.platform.trim().toLowerCase();
    const url = withAssumedScheme(entry.url.trim()); // 'temu.com/…' as a shop back office takes it
    if (!platform && !url) return;
    if (!url && (BUILTIN_LINK_PLATFORMS as readonly string[]).includes(platform)) return;
    if (!platform || !url) return void problems.push({ index, message: LINK_NEEDS_BOTH });
    if (!isHttpUrl(url)) return void problems.push({ index, message: LINK_INVALID_URL });
    links[platform] = url;
  });
  return { links, problems };
}

/** The link rows the editor shows: built-ins first (never removable), then the custom ones. */
export function linkRows(links: Record<string, string>): LinkEntry[] {
  const builtins = BUILTIN_LINK_PLATFORMS.map((platform) => ({ platform, url: links[platform] ?? "" }));
  const custom = Object.entries(links)
    .filter(([platform]) => !(BUILTIN_LINK_PLATFORMS as readonly string[]).includes(platform))
    .map(([platform, url]) => ({ platform, url }));
  return [...builtins, ...custom];
}

/** SEO title cut to 60 characters (57 plus '…', at a word boundary; the one rule in ~/utils/seo-cut). */
export function cutSeoTitle(value: string): string {
  return seoCutTitle(value);
}

/** SEO description cut to 155 characters (152 plus '…', at a word boundary). */
export function cutSeoDescription(value: string): string {
  return seoCutDescription(value);
}

/**
 * ADR 177: a post page's own words for search engines — its stored SEO title and description, else its
 * title and excerpt. The page's `meta` and the editor's preview both call it.
 */
export function postSearchTexts(post: { title: string; excerpt?: string | null; seo: { metaTitle?: string | null; metaDescription?: string | null } }): { title: string; description: string } {
  return { title: post.seo.metaTitle?.trim() || post.title, description: post.seo.metaDescription?.trim() || post.excerpt || post.title };
}
