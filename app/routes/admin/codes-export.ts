import type { Route } from "./+types/codes-export";
import { requirePermissionMiddleware } from "~/features/access/session.server";
import { ADMIN_SECTIONS } from "~/features/admin/sections";
import { csvResponse } from "~/features/catalog/csv-response.server";
import { exportCodesCsv } from "~/features/catalog/product-codes-csv.server";

// issue #11 point 2 — Export: the code records as a CSV for a Polish spreadsheet.
export const middleware: Route.MiddlewareFunction[] = [requirePermissionMiddleware(ADMIN_SECTIONS.productCodes.permission)];

export async function loader() {
  return csvResponse(await exportCodesCsv(), "kody-produktow");
}

// Anything but GET: a Polish 405, not React Router's English one.
export { readOnlyAction as action } from "~/utils/method-not-allowed";
