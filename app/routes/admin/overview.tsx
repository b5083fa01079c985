import { Plus } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/overview";
import { can } from "~/features/access/permissions";
import { useOptionalUser } from "~/features/access/use-optional-user";
import { requirePermission } from "~/features/access/session.server";
import { NewestProducts, OverviewCounters } from "~/features/admin/components/overview-view";
import { AdminTodoList } from "~/features/admin/components/admin-todo";
import { loadAdminTodo } from "~/features/admin/todo.server";
import { ClickAnalyticsPanel } from "~/features/admin/components/click-analytics";
import { loadAdminOverview } from "~/features/admin/overview.server";
import { loadClickAnalytics, parseClickPeriod } from "~/features/catalog/click-analytics.server";
import { metaTranslator, useT } from "~/i18n/i18n";

// spec: admin §2 Overview (the guard runs in the layout's middleware before this loader).
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requirePermission(request, context, "admin:access");
  // issue #11 point 4: outbound-click analytics next to the spec's counters; session 32: the person's to-do list.
  const [overview, clicks, todo] = await Promise.all([loadAdminOverview(undefined, { withHidden: can(user, "product:update") }), loadClickAnalytics(parseClickPeriod(new URL(request.url).searchParams.get("okres"))), loadAdminTodo(user)]);
  return { ...overview, clicks, todo };
}

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export const meta: Route.MetaFunction = ({ matches }) => [{ title: metaTranslator(matches)("admin.meta.overview") }, { name: "robots", content: "noindex" }];

export default function AdminOverviewPage({ loaderData }: Route.ComponentProps) {
  const { counts, newest, clicks, todo } = loaderData;
  const user = useOptionalUser();
  const t = useT();
  return (
    <div className="space-y-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-extrabold text-slate-900 sm:text-3xl dark:text-white">{t("admin.section.overview")}</h1>
        {/* spec: admin §2 Overview — a button to add a product (product:create, ADR 018). */}
        {can(user, "product:create") && (
          <Link
            to="/admin/produkty/nowy"
            className="inline-flex items-center gap-2 rounded-full bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            <Plus aria-hidden className="size-4" />
            {t("admin.overview.addProduct")}
          </Link>
        )}
      </div>
      <AdminTodoList items={todo} />
      <section aria-labelledby="admin-counters">
        <h2 id="admin-counters" className="sr-only">
          {t("admin.overview.counters")}
        </h2>
        <OverviewCounters counts={counts} />
      </section>
      <section aria-labelledby="admin-clicks" className="space-y-3">
        <h2 id="admin-clicks" className="text-lg font-bold text-slate-900 dark:text-white">
          {t("admin.overview.clicks")}
        </h2>
        <ClickAnalyticsPanel analytics={clicks} />
      </section>
      <section aria-labelledby="admin-newest" className="space-y-3">
        <h2 id="admin-newest" className="text-lg font-bold text-slate-900 dark:text-white">
          {t("admin.overview.newest")}
        </h2>
        <NewestProducts products={newest} canEdit={can(user, "product:update")} />
      </section>
    </div>
  );
}
