import { redirect } from "react-router";

/**
 * A page past the last one (an old bookmark, a hand-edited URL) showed nothing under a header that
 * counted the results ("strona 999 z 3"): send the visitor to the last page instead (302; the first
 * page has no parameter). Public lists: /produkty, /szukaj, /blog.
 */
export function redirectPastLastPage(location: URL, list: { page: number; pageCount: number }): void {
  if (list.page <= list.pageCount) return;
  const url = new URL(location); // the loader's `url` (without React Router's ".data")
  if (list.pageCount > 1) url.searchParams.set("page", String(list.pageCount));
  else url.searchParams.delete("page");
  throw redirect(url.pathname + url.search);
}

/** How many pages `total` rows fill, at least one (an empty list is one empty page). */
export function pageCountOf(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
