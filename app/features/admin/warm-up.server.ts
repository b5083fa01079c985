// ADR 200: the first panel page after a start took 0.5–1.4 s, the next one 0.1–0.4 s. All server code
// is loaded at start (one server bundle); a CPU profile of that first /admin put about two thirds of it
// in the embedded database (PGlite) running the panel's queries for the first time: catalogue and
// relation caches, plans, the tables' and indexes' pages read from disk. So, a moment after the server
// listens, the queries of the overview and of the product list run once — read-only, one after
// another (a real request fits in between), and only on PGlite (a PostgreSQL server keeps its own
// caches warm; each app process would warm one pooled connection only).
import { databaseHandle } from "~/db/client.server";
import { PERMISSIONS } from "~/features/access/permissions";
import { loadAdminOverview } from "~/features/admin/overview.server";
import { loadAdminBadges, loadAdminTodo } from "~/features/admin/todo.server";
import { listAdminProducts, listCategoriesWithProducts, parseAdminProductFilters } from "~/features/catalog/admin-product-list.server";
import { loadCategoryChoices } from "~/features/catalog/admin-product-form.server";
import { loadClickAnalytics } from "~/features/catalog/click-analytics.server";
import { parseClickPeriod } from "~/features/catalog/click-periods";
import { logger } from "~/utils/logger.server";

/** Every permission, no id: the counts a panel page shows, none of one person's own items. */
const EVERY_SECTION = { permissions: PERMISSIONS };

/** The queries, in the order a person signing in meets them. Returns how long they took. */
export async function warmPanelQueries(): Promise<number> {
  const started = performance.now();
  await loadAdminBadges(EVERY_SECTION);
  await loadAdminOverview(undefined, { withHidden: true });
  await loadClickAnalytics(parseClickPeriod(null));
  await loadAdminTodo(EVERY_SECTION);
  await listAdminProducts(parseAdminProductFilters(new URLSearchParams()));
  await listCategoriesWithProducts();
  await loadCategoryChoices();
  return performance.now() - started;
}

/** Called once the server listens; never delays the start, never fails it. */
export function warmPanelLater(delayMs = 1_000): void {
  if (databaseHandle().kind !== "pglite") return;
  setTimeout(() => {
    warmPanelQueries().then(
      (ms) => logger.debug({ ms: Math.round(ms) }, "Panel: zapytania rozgrzane po starcie"),
      (error: unknown) => logger.warn({ err: error }, "Panel: rozgrzewanie zapytań po starcie nie powiodło się"),
    );
  }, delayMs).unref();
}
