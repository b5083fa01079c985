// /blog's loader logic: the filters from the URL, one page of posts, and what was ignored and why.
import { UNKNOWN_CATEGORY_NOTICE } from "~/features/search/list-filters";
import { hasUnknownLabel, parseBlogFilters, UNKNOWN_LABEL_NOTICE, UNKNOWN_POST_TYPE_NOTICE } from "./filters";
import { listPublishedPosts } from "./posts.server";
import type { VisibilityOptions } from "./posts.server";

/**
 * As on /produkty (review, session 27): a category or type no post has, or a label that does not
 * exist, is ignored with a notice rather than answering 'Brak pasujących wpisów' with no word why.
 * The facets come with the first read, so the list is read again only when a filter was dropped.
 */
export async function listBlog(params: URLSearchParams, options: VisibilityOptions) {
  const filters = parseBlogFilters(params);
  const notices: string[] = hasUnknownLabel(params) ? [UNKNOWN_LABEL_NOTICE] : [];
  let result = await listPublishedPosts(filters, options);
  let relist = false;
  const category = filters.category?.toLowerCase();
  if (category && !result.categories.some((c) => c.toLowerCase() === category)) {
    delete filters.category;
    notices.push(UNKNOWN_CATEGORY_NOTICE);
    relist = true;
  }
  if (filters.type && !result.types.includes(filters.type)) {
    // '?typ=Review' is the review type, as '?kategoria=TECH' is the category (any case).
    const asWritten = result.types.find((type) => type.toLowerCase() === filters.type!.toLowerCase());
    if (asWritten) filters.type = asWritten;
    else {
      delete filters.type;
      notices.push(UNKNOWN_POST_TYPE_NOTICE);
    }
    relist = true;
  }
  if (relist) result = await listPublishedPosts(filters, options);
  return { result, filters, notices };
}
