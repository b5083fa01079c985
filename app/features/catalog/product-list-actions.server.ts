// Bulk edit and CSV import of the admin products list (issue #11 point 3). The route checks the
// permissions (product:update, product:delete for a bulk delete, product:create for an import).
import { invalid, ok } from "~/utils/action.server";
import { csvImportAction } from "./product-codes-actions.server";
import { BULK_MAX, bulkEditProducts, CHOOSE_OPERATION, CONFIRM_DELETE, isBulkOperation } from "./product-bulk.server";
import { NONE_MATCHING_MESSAGE } from "./product-bulk";
import { matchingProductIds, parseAdminProductFilters } from "./admin-product-list.server";
import { importProductsCsv } from "./products-csv.server";

/**
 * `scope=filter`: every product the list's filters match (the form posts to the list's own URL, so
 * `listParams` are its filters), not the ticked rows; more than BULK_MAX is refused, nothing changed.
 */
export async function bulkAction(formData: FormData, actorId: string, listParams: URLSearchParams) {
  const operation = formData.get("operation");
  if (!isBulkOperation(operation)) return invalid({ message: CHOOSE_OPERATION, fieldErrors: { operation: CHOOSE_OPERATION } });
  // One confirmation: the dialog (or, without JavaScript, the checkbox) sends confirm=tak.
  if (operation === "delete" && formData.get("confirm") !== "tak") return invalid({ message: CONFIRM_DELETE });
  const byFilter = formData.get("scope") === "filter";
  const ids = byFilter
    ? await matchingProductIds(parseAdminProductFilters(listParams), BULK_MAX + 1)
    : formData.getAll("ids").filter((v): v is string => typeof v === "string");
  // The filters resolved at the moment of the action: nothing left to match is said as such, not
  // "tick at least one" (the person did choose: all matching).
  if (byFilter && ids.length === 0) return invalid({ message: NONE_MATCHING_MESSAGE }, 404);
  const categoryCode = formData.get("categoryCode");
  return ok(await bulkEditProducts({ ids, operation, categoryCode: typeof categoryCode === "string" ? categoryCode : "", tag: formData.get("tag") }, undefined, actorId));
}

export const importProductsAction = (formData: FormData, actorId: string) => csvImportAction(formData, (text) => importProductsCsv(text, undefined, actorId));
