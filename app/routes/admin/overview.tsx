import type { Route } from "./+types/overview";
import { NewestProducts, OverviewCounters } from "~/features/admin/components/overview-view";
import { loadAdminOverview } from "~/features/admin/overview.server";

// spec: admin §2 Overview (the guard runs in the layout's middleware before this loader).
export async function loader() {
  return loadAdminOverview();
}

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export const meta: Route.MetaFunction = () => [{ title: "Przegląd | Panel Admin | Viralne Produkty" }, { name: "robots", content: "noindex" }];

export default function AdminOverviewPage({ loaderData }: Route.ComponentProps) {
  const { counts, newest } = loaderData;
  return (
    <div className="space-y-8">
      <h1 className="text-2xl font-extrabold text-slate-900 sm:text-3xl dark:text-white">Przegląd</h1>
      <section aria-labelledby="admin-counters">
        <h2 id="admin-counters" className="sr-only">
          Liczniki
        </h2>
        <OverviewCounters counts={counts} />
      </section>
      <section aria-labelledby="admin-newest" className="space-y-3">
        <h2 id="admin-newest" className="text-lg font-bold text-slate-900 dark:text-white">
          Najnowsze produkty
        </h2>
        <NewestProducts products={newest} />
      </section>
    </div>
  );
}
