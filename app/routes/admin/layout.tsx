import type { ReactNode } from "react";
import { Outlet } from "react-router";
import "~/i18n/admin-messages"; // ADR 080: the admin panel's Polish messages (shell to blog editor)
import type { Route } from "./+types/layout";
import { ErrorPanel } from "~/components/ui/error-boundary";
import { can } from "~/features/access/permissions";
import { useOptionalUser } from "~/features/access/use-optional-user";
import { AdminNav } from "~/features/admin/components/admin-nav";
import { PanelSearchBox } from "~/features/admin/components/panel-search-box";
import { useLeftoverDraftReopen } from "~/features/catalog/components/admin/product-drafts";
import { requireAdminAccessMiddleware } from "~/features/admin/guard.server";
import { loadAdminBadges } from "~/features/admin/todo.server";
import { loadSavedViews } from "~/features/admin/saved-views.server";
import { listAddressView } from "~/features/admin/saved-view-filters.server";
import { requirePermission } from "~/features/access/session.server";
import { metaTranslator, useT } from "~/i18n/i18n";

// spec: admin §2 Guarded admin route: anonymous → /logowanie?redirectTo=…, without admin:access → /profil.
// Each section adds its own permission in its route module (ADMIN_SECTIONS, ADR 018).
export const middleware: Route.MiddlewareFunction[] = [requireAdminAccessMiddleware];

// The menu's badges (session 32: reported reviews waited unseen unless someone opened Opinie), and the
// person's saved views of the lists they may open (ADR 178: every list's toolbar reads them from here,
// so moving between lists needs no second query).
export async function loader({ request, context, url }: Route.LoaderArgs) {
  const person = requirePermission(request, context, "admin:access");
  const [badges, savedViews] = await Promise.all([loadAdminBadges(person), loadSavedViews(person)]);
  // ADR 211: the list on screen and the view its address shows (what its filters read, not what it spells).
  // `url`, not `request.url`: in-app navigations and revalidations ask for "/admin/produkty.data".
  return { badges, savedViews, listView: listAddressView(url) };
}

const PANEL_SCREEN_ID = "tresc-ekranu";

// ADR 179: the site's announcement bar is for the site's pages, not the panel's screens. The skip link
// and a navigation's focus land on the screen itself, after the panel's search field and menu.
export const handle = { hideAnnouncement: true, contentTarget: PANEL_SCREEN_ID };

// Admin pages are personal: never stored by a shared cache, never indexed.
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export const meta: Route.MetaFunction = ({ matches }) => [{ title: metaTranslator(matches)("admin.meta.panel") }, { name: "robots", content: "noindex" }];

function AdminShell({ children }: { children: ReactNode }) {
  const t = useT();
  return (
    <div className="vp-panel container-page py-6 sm:py-10">
      {/* ADR 208: "Szukaj w panelu" on every panel page; below 640 px under the panel's name, full width. */}
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-700 dark:text-brand-100">{t("admin.panel")}</p>
        <PanelSearchBox />
      </div>
      {/* Narrower menu below 1280 px: the lists keep their columns on a tablet in landscape. */}
      <div className="flex flex-col gap-6 md:flex-row xl:gap-8">
        <aside className="md:w-44 md:shrink-0 xl:w-56">
          <AdminNav />
        </aside>
        <div id={PANEL_SCREEN_ID} className="min-w-0 flex-1 outline-none">
          {children}
        </div>
      </div>
    </div>
  );
}

export default function AdminLayout() {
  const user = useOptionalUser();
  // spec: admin §4 — a leftover product form draft reopens its form when the panel loads on its entry
  // (the products list does the same for itself).
  useLeftoverDraftReopen(["/admin"], can(user, "product:create") || can(user, "product:update"));
  return (
    <AdminShell>
      <Outlet />
    </AdminShell>
  );
}

/** Errors of any admin screen (403 of a section, 404, 500) show inside the panel, menu kept. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const t = useT();
  return (
    <AdminShell>
      <ErrorPanel error={error} compact homeHref="/admin" homeLabel={t("admin.backToOverview")} />
    </AdminShell>
  );
}
