// ADR 178: the admin lists a person may save views of, and THE normal form of a view's query.
// Browser-safe: the toolbar marks the view the address shows with the same function the server saves with.
import type { Permission } from "~/features/access/permissions";
import { ADMIN_SECTIONS } from "./sections";

/**
 * Each list with URL-held filters, by its key (the Polish URL word), with the parameters its loader
 * reads (search, filters, order). Paging (`page`, `strona`), dialogs opened by the URL (`zmien`) and
 * anything else are not part of a view. A parameter added to a list's filters is added here too
 * (saved-views.server.db.test.ts checks each one against the list's parser).
 */
export const SAVED_VIEW_LISTS = {
  produkty: { section: "products", params: ["q", "kategoria", "stan", "braki", "tag", "sort", "dir"] },
  opinie: { section: "reviews", params: ["q", "ocena", "produkt", "autor", "zgloszone", "sort"] },
  blog: { section: "blog", params: ["q", "typ", "status"] },
  tagi: { section: "tags", params: ["q", "sort", "dir"] },
  kody: { section: "productCodes", params: ["q", "kategoria", "stan"] },
  uzytkownicy: { section: "users", params: ["q", "rola", "zablokowane"] },
  dziennik: { section: "activity", params: ["rodzaj", "osoba", "od", "do", "okres"] },
} as const satisfies Record<string, { section: keyof typeof ADMIN_SECTIONS; params: readonly string[] }>;

export type SavedViewList = keyof typeof SAVED_VIEW_LISTS;

/**
 * Views every person of the list has, beside "Wszystkie", as its queries (effective, ADR 211): the
 * moderators' report queue was only a link in a notice (owner review, session 41). Shown before the
 * person's own views; a saved view with the same query is marked instead.
 */
export const BUILT_IN_VIEWS: Partial<Record<SavedViewList, readonly { label: "admin.views.builtIn.reported"; query: string }[]>> = {
  opinie: [{ label: "admin.views.builtIn.reported", query: "zgloszone=1" }],
};
export const SAVED_VIEW_LIST_KEYS = Object.keys(SAVED_VIEW_LISTS) as SavedViewList[];

export const MAX_VIEW_NAME_LENGTH = 40;
export const MAX_VIEWS_PER_LIST = 20;
/** The normalised query, encoded (a long search text is the only way to reach it). */
export const MAX_VIEW_QUERY_LENGTH = 1000;

export function isSavedViewList(value: unknown): value is SavedViewList {
  return typeof value === "string" && Object.hasOwn(SAVED_VIEW_LISTS, value);
}

/** The list's address, e.g. "/admin/produkty". */
export function savedViewListPath(list: SavedViewList): string {
  return ADMIN_SECTIONS[SAVED_VIEW_LISTS[list].section].to;
}

/** Who may save views of the list: whoever may open it (its section's permission). */
export function savedViewListPermission(list: SavedViewList): Permission {
  return ADMIN_SECTIONS[SAVED_VIEW_LISTS[list].section].permission;
}

/**
 * A list address's query as a view keeps it: the list's own parameters only, each once (the first, as
 * the loaders read it), trimmed, empty ones dropped, in the list's order — so "?q=&kategoria=x&page=3"
 * and "?kategoria=x" are the same view. Returns "" for the whole list ("Wszystkie").
 */
export function normaliseViewQuery(list: SavedViewList, search: string | URLSearchParams): string {
  const given = typeof search === "string" ? new URLSearchParams(search) : search;
  const kept = new URLSearchParams();
  for (const name of SAVED_VIEW_LISTS[list].params) {
    const value = given.get(name)?.trim();
    if (value) kept.set(name, value);
  }
  return kept.toString();
}

/** The address a view opens. */
export function savedViewHref(list: SavedViewList, query: string): string {
  return query ? `${savedViewListPath(list)}?${query}` : savedViewListPath(list);
}

/** The list an admin address shows and that address's view query (the /admin layout's `listView`, ADR 211). */
export type ListAddressView = { list: SavedViewList; query: string };

/** A saved view as the toolbar shows it. */
export type SavedView = { id: string; name: string; query: string };
/** The signed-in person's views, per list they may open (the /admin layout's loader data). */
export type SavedViewsByList = Partial<Record<SavedViewList, SavedView[]>>;
