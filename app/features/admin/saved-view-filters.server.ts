// ADR 211: a view is what the list shows, not what its address spells. Each list's loader reads its
// filters with its own parser, which answers the default for a value it does not know ("?stan=xyz" is
// the whole list, and its filter shows "Wszystkie"). The toolbar still called such an address a filtered
// list and offered to save it: a view that was "Wszystkie" under another name (editor review, session
// 39). A parameter is "without effect" when the list's parser reads the same filters with and without
// it: an unknown value, or one equal to the default ("?stan=aktywne" on the codes list).
import { isDeepStrictEqual } from "node:util";
import { parseUserFilters } from "~/features/access/user-directory.server";
import { parseActivityFilters } from "~/features/activity/activity-log.server";
import { parseAdminPostFilters } from "~/features/blog/post-admin.server";
import { parseAdminProductFilters } from "~/features/catalog/admin-product-list.server";
import { parseCodeFilters } from "~/features/catalog/product-codes.server";
import { parseTagFilters } from "~/features/catalog/tag-admin.server";
import { parseAdminReviewFilters } from "~/features/engagement/admin-reviews.server";
import { type ListAddressView, normaliseViewQuery, SAVED_VIEW_LIST_KEYS, savedViewListPath, type SavedViewList } from "./saved-view-lists";

/** Each list's own parser, as its loader runs it (saved-views.server.db.test.ts checks every parameter). */
export const LIST_FILTER_PARSERS: Record<SavedViewList, (params: URLSearchParams) => unknown> = {
  produkty: parseAdminProductFilters,
  opinie: parseAdminReviewFilters,
  blog: parseAdminPostFilters,
  tagi: parseTagFilters,
  kody: parseCodeFilters,
  uzytkownicy: parseUserFilters,
  dziennik: parseActivityFilters,
};

/**
 * The query a view of `search` keeps: normalised, without the parameters that change nothing. One at a
 * time, in the list's order, each checked against what the whole address reads: what is kept always
 * reads the same as the address.
 */
export function effectiveViewQuery(list: SavedViewList, search: string | URLSearchParams): string {
  const parse = LIST_FILTER_PARSERS[list];
  const now = new Date();
  // One clock for every read (the change log's quick spans count days back from now).
  const read = (params: URLSearchParams) => (list === "dziennik" ? parseActivityFilters(params, now) : parse(params));
  let kept = new URLSearchParams(normaliseViewQuery(list, search));
  const whole = read(kept);
  for (const name of [...kept.keys()]) {
    const rest = new URLSearchParams(kept);
    rest.delete(name);
    if (isDeepStrictEqual(read(rest), whole)) kept = rest;
  }
  return kept.toString();
}

/** The list an admin address shows (its own path, not a form below it) and that address's view query. */
export function listAddressView(url: URL): ListAddressView | null {
  const list = SAVED_VIEW_LIST_KEYS.find((key) => savedViewListPath(key) === url.pathname.replace(/\/$/, ""));
  return list ? { list, query: effectiveViewQuery(list, url.searchParams) } : null;
}
