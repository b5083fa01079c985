// /blog's loader logic: the filters from the URL, one page of posts, and what the address names that does not exist.
import { BLOG_FILTER_PARAMS, parseBlogFilters, unknownLabel } from "./filters";
import { listPublishedPosts } from "./posts.server";
import type { VisibilityOptions } from "./posts.server";

/** A category, post type or label the address names that no visible post has (ADR 188). */
export type MissingBlogFilter = { param: string; kind: "category" | "type" | "label"; value: string };

/**
 * ADR 188, as on /produkty: a category or type no visible post has, or a label that does not exist,
 * is named and lists nothing (the route answers 404), rather than the whole blog under a filter that
 * filters nothing (shopper review, session 36) or 'Brak pasujących wpisów' with no word why (review,
 * session 27). The facets come with the first read; a type in another letter case is the type.
 */
export async function listBlog(params: URLSearchParams, options: VisibilityOptions) {
  const filters = parseBlogFilters(params);
  let result = await listPublishedPosts(filters, options);
  const label = unknownLabel(params);
  let missing: MissingBlogFilter | null = label === undefined ? null : { param: BLOG_FILTER_PARAMS.label, kind: "label", value: label };
  const category = filters.category?.toLowerCase();
  if (!missing && category && !result.categories.some((c) => c.toLowerCase() === category)) {
    missing = { param: BLOG_FILTER_PARAMS.category, kind: "category", value: filters.category! };
  }
  if (!missing && filters.type && !result.types.includes(filters.type)) {
    // '?typ=Review' is the review type, as '?kategoria=TECH' is the category (any case).
    const asWritten = result.types.find((type) => type.toLowerCase() === filters.type!.toLowerCase());
    if (asWritten) {
      filters.type = asWritten;
      result = await listPublishedPosts(filters, options);
    } else missing = { param: BLOG_FILTER_PARAMS.type, kind: "type", value: filters.type };
  }
  if (missing) result = { ...result, posts: [], total: 0, page: 1, pageCount: 1 };
  return { result, filters, missing };
}
