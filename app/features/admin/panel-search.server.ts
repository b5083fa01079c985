// ADR 208: "Szukaj w panelu" — one text, the sections the session may open, a few rows each. A group
// is searched only when the session holds its section's permission (the same ADMIN_SECTIONS rule as
// the menu and each section's loader), so a person without it cannot learn that the data exists.
import { db } from "~/db/client.server";
import { can } from "~/features/access/permissions";
import type { SessionUser } from "~/features/access/session.server";
import { normalizeQuery } from "~/features/search/search.server";
import { PANEL_SUGGESTION_MIN_CHARS, searchableGroups, type PanelSearchGroup, type PanelSearchGroupKey, type PanelSearchResult } from "./panel-search";
import { searchCategories, searchProducts, searchRemoved, searchTags, type GroupRows } from "./panel-search-catalog.server";
import { searchPosts, searchUsers } from "./panel-search-people.server";

/** The text as searched: the public search's cleaning and cap (normalizeQuery: one line, 100 characters). */
export function panelSearchQuery(params: URLSearchParams): string {
  return normalizeQuery(params.get("q") ?? "");
}

/** The section's own list for the text ("Pokaż wszystkie"), filtered where that list has a text filter. */
function allHref(key: PanelSearchGroupKey, q: string): string {
  const query = `?q=${encodeURIComponent(q)}`;
  switch (key) {
    case "products":
      return `/admin/produkty${query}`;
    case "posts":
      return `/admin/blog${query}`;
    case "users":
      return `/admin/uzytkownicy${query}`;
    case "tags":
      return `/admin/tagi${query}`;
    case "categories":
      return "/admin/kategorie";
    case "removed":
      return "/admin/produkty/usuniete";
  }
}

function searchGroup(key: PanelSearchGroupKey, q: string, limit: number, person: SessionUser): Promise<GroupRows> {
  switch (key) {
    case "products":
      return searchProducts(q, limit);
    case "posts":
      return searchPosts(q, limit, db);
    case "users":
      return searchUsers(q, limit, can(person, "user:read-contact"), db);
    case "categories":
      return searchCategories(q, limit, db);
    case "tags":
      return searchTags(q, limit, db);
    case "removed":
      return searchRemoved(q, limit, db);
  }
}

/** The groups `person` may see for the text (already normalised), `limit` rows each; a text under two characters finds nothing. */
export async function searchPanel(person: SessionUser, q: string, limit: number): Promise<PanelSearchResult> {
  if (Array.from(q).length < PANEL_SUGGESTION_MIN_CHARS) return { query: q, groups: [] };
  const keys = searchableGroups(person);
  const found = await Promise.all(keys.map((key) => searchGroup(key, q, limit, person)));
  const groups: PanelSearchGroup[] = keys.map((key, i) => ({ key, ...found[i]!, allHref: allHref(key, q) }));
  return { query: q, groups };
}
