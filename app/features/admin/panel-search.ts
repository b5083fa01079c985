// ADR 208: the panel-wide search ("Szukaj w panelu") — browser-safe rules and types shared by the
// /admin/szukaj page, its suggestions' JSON and the shell's search field.
import { can, type Permission } from "~/features/access/permissions";
import { ADMIN_SECTIONS } from "./sections";

/** The house's cap on a search text: the public search's QUERY_MAX_CHARS (search.server.ts; the db test keeps them equal). */
export const PANEL_QUERY_MAX_CHARS = 100;

/** The groups in the order the page shows them; each one only for a session holding its permission. */
export const PANEL_SEARCH_GROUPS = ["products", "posts", "users", "categories", "tags", "removed"] as const;
export type PanelSearchGroupKey = (typeof PANEL_SEARCH_GROUPS)[number];

/** Each group's permission: its section's (Usunięte produkty: product:delete, as its own loader). */
export const PANEL_SEARCH_PERMISSION: Record<PanelSearchGroupKey, Permission> = {
  products: ADMIN_SECTIONS.products.permission,
  posts: ADMIN_SECTIONS.blog.permission,
  users: ADMIN_SECTIONS.users.permission,
  categories: ADMIN_SECTIONS.categories.permission,
  tags: ADMIN_SECTIONS.tags.permission,
  removed: "product:delete",
};

/** The groups `person` may search (the server searches only these; the field and page name them). */
export function searchableGroups(person: { permissions: Permission[] } | null | undefined): PanelSearchGroupKey[] {
  return PANEL_SEARCH_GROUPS.filter((key) => can(person, PANEL_SEARCH_PERMISSION[key]));
}

/** Rows per group: the field's list shows 5, the page 20 ("Pokaż wszystkie" leads to the rest). */
export const PANEL_SUGGESTION_LIMIT = 5;
export const PANEL_PAGE_LIMIT = 20;
/** From two characters on the field asks for suggestions (the public search box's rule). */
export const PANEL_SUGGESTION_MIN_CHARS = 2;
export const PANEL_SEARCH_PATH = "/admin/szukaj";
export const PANEL_SUGGESTIONS_PATH = "/admin/szukaj/podpowiedzi";

/** What a row says about its state: a hidden product, a draft or scheduled post, a blocked account, a switched-off category. */
export type PanelSearchMark = "hidden" | "draft" | "scheduled" | "blocked" | "inactive" | "redirected";

export type PanelSearchItem = {
  id: string;
  title: string;
  href: string;
  /** A second line: the product's code, the post's address, the e-mail (with user:read-contact), the tag's count… */
  detail: string | null;
  marks: PanelSearchMark[];
};

export type PanelSearchGroup = {
  key: PanelSearchGroupKey;
  /** Every match in the group (the rows are the first `limit` of them). */
  total: number;
  items: PanelSearchItem[];
  /** The section's own list, filtered by the text where that list has a text filter. */
  allHref: string;
};

export type PanelSearchResult = { query: string; groups: PanelSearchGroup[] };

/** The address of the results page for a typed text. */
export function panelSearchHref(text: string): string {
  const q = text.replace(/\s+/g, " ").trim();
  return q ? `${PANEL_SEARCH_PATH}?q=${encodeURIComponent(q)}` : PANEL_SEARCH_PATH;
}
