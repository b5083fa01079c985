import type { Route } from "./+types/panel-search";
import { requirePermission } from "~/features/access/session.server";
import { PANEL_PAGE_LIMIT } from "~/features/admin/panel-search";
import { panelSearchQuery, searchPanel } from "~/features/admin/panel-search.server";
import { PanelSearchResults } from "~/features/admin/components/panel-search-results";
import { metaTranslator } from "~/i18n/i18n";

// ADR 208: "Szukaj w panelu" — the shell's search field sends its text here (a plain GET form). The
// panel's own permission opens the page; each group is searched only with its section's permission.
export async function loader({ request, context }: Route.LoaderArgs) {
  const person = requirePermission(request, context, "admin:access");
  const q = panelSearchQuery(new URL(request.url).searchParams);
  return searchPanel(person, q, PANEL_PAGE_LIMIT);
}

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export const meta: Route.MetaFunction = ({ matches }) => [{ title: metaTranslator(matches)("admin.meta.search") }, { name: "robots", content: "noindex" }];

export default function AdminPanelSearchPage({ loaderData }: Route.ComponentProps) {
  return <PanelSearchResults result={loaderData} />;
}
