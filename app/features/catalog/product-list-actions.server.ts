// Bulk edit and CSV import of the admin products list (issue #11 point 3). The route checks the
// permissions (product:update, product:delete for a bulk delete, product:create for an import).
import { invalid, ok } from "~/utils/action.server";
import { csvImportAction } from "./product-codes-actions.server";
import { bulkEditProducts, CHOOSE_OPERATION, CONFIRM_DELETE, isBulkOperation } from "./product-bulk.server";
import { importProductsCsv } from "./products-csv.server";

export async function bulkAction(formData: FormData, actorId: string) {
  const operation = formData.get("operation");
  if (!isBulkOperation(operation)) return invalid({ message: CHOOSE_OPERATION, fieldErrors: { operation: CHOOSE_OPERATION } });
  // One confirmation: the dialog (or, without JavaScript, the checkbox) sends confirm=tak.
  if (operation === "delete" && formData.get("confirm") !== "tak") return invalid({ message: CONFIRM_DELETE });
  const ids = formData.getAll("ids").filter((v): v is string => typeof v === "string");
  const categoryCode = formData.get("categoryCode");
  return ok(await bulkEditProducts({ ids, operation, categoryCode: typeof categoryCode === "string" ? categoryCode : "" }, undefined, actorId));
}

export const importProductsAction = (formData: FormData, actorId: string) => csvImportAction(formData, (text) => importProductsCsv(text, undefined, actorId));
