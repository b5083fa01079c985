import type { Route } from "./+types/products-export";
import { requirePermissionMiddleware } from "~/features/access/session.server";
import { ADMIN_SECTIONS } from "~/features/admin/sections";
import { parseAdminProductFilters } from "~/features/catalog/admin-product-list.server";
import { csvResponse } from "~/features/catalog/csv-response.server";
import { exportProductsCsv } from "~/features/catalog/products-csv.server";

// issue #11 point 3 — the filtered product list (same ?q=&kategoria=&stan=&braki=&sort= as the list, ADR 128) as CSV.
export const middleware: Route.MiddlewareFunction[] = [requirePermissionMiddleware(ADMIN_SECTIONS.products.permission)];

export async function loader({ request }: Route.LoaderArgs) {
  return csvResponse(await exportProductsCsv(parseAdminProductFilters(new URL(request.url).searchParams)), "produkty");
}

// Anything but GET: a Polish 405, not React Router's English one.
export { readOnlyAction as action } from "~/utils/method-not-allowed";
