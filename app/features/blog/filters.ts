// /blog filters live in GET params (Polish names) so the form works without JavaScript and a
// filtered listing is a shareable link. Browser-safe. spec: public §2 Blog listing.
import { z } from "zod";
import { BLOG_LABELS } from "./labels";
import type { BlogListFilters } from "./types";

export const BLOG_FILTER_PARAMS = { q: "q", category: "kategoria", type: "typ", label: "etykieta" } as const;
export const BLOG_SEARCH_MAX = 100;
/** Posts per /blog page: 4 rows of the 3-column grid, 6 of the 2-column one. */
export const BLOG_PAGE_SIZE = 12;
// A page too large to exist is read as the last possible one (then redirectPastLastPage), as on /produkty.
const MAX_PAGE = 10_000;

const text = (max: number) => z.string().trim().min(1).max(max);
const labelIds = new Set<string>(BLOG_LABELS.map((l) => l.id));

/** Lenient: a malformed value is dropped (the listing still loads), never an error page. */
export function parseBlogFilters(params: URLSearchParams): BlogListFilters {
  const pick = (name: string, max: number) => {
    const parsed = text(max).safeParse(params.get(name) ?? "");
    return parsed.success ? parsed.data : undefined;
  };
  const labels = [...new Set(params.getAll(BLOG_FILTER_PARAMS.label))].filter((id) => labelIds.has(id));
  const filters: BlogListFilters = {};
  // Over-long search text is cut (the field's own maxLength), not thrown away.
  const q = params.get(BLOG_FILTER_PARAMS.q)?.trim().slice(0, BLOG_SEARCH_MAX).trim();
  const category = pick(BLOG_FILTER_PARAMS.category, 100);
  const type = pick(BLOG_FILTER_PARAMS.type, 50);
  if (q) filters.q = q;
  if (category) filters.category = category;
  if (type) filters.type = type;
  if (labels.length) filters.labels = labels;
  const page = Number(params.get("page"));
  if (Number.isInteger(page) && page > 1) filters.page = Math.min(page, MAX_PAGE);
  return filters;
}

/** A label in the URL that is not one of ours (an old link, a typo): parseBlogFilters drops it; ADR 188
 *  names it. The first label the address names that does not exist (ADR 188), undefined when there is none. */
export function unknownLabel(params: URLSearchParams): string | undefined {
  return params.getAll(BLOG_FILTER_PARAMS.label).find((id) => id !== "" && !labelIds.has(id));
}

export function hasActiveFilters(filters: BlogListFilters): boolean {
  return Boolean(filters.q || filters.category || filters.type || filters.labels?.length);
}
