// Action bodies of /admin/kody (the route checks product-code:manage first, then calls these).
import { invalid, ok, parseForm, UserError } from "~/utils/action.server";
import { sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { productCodes } from "~/db/schema";
import { NOT_FOUND_MESSAGE } from "./admin-product-write.server";
import { AssignCodeSchema, EditCodeSchema, GenerateCodeSchema } from "./code-form-schemas";
import { uploadedCsvText, type ImportResult } from "./csv-import";
import { importCodesCsv } from "./product-codes-csv.server";
import { AMBIGUOUS_ID_MESSAGE, changeProductCode, CodeReplaceNeeded, generateCodeInSection, generationErrorMessage } from "./product-codes.server";
import { resolveProductId } from "./product-id-prefix.server";
import { generatedCodeMessage } from "./code-generator.server";

/** spec: admin §5/§8 — 'Wybierz kategorię', else the generator's message inside 'Błąd generowania kodu: …'. */
export async function generateCodeAction(formData: FormData, actorId: string) {
  const form = await parseForm(formData, GenerateCodeSchema, { message: "first" });
  if (!form.ok) return invalid(form);
  try {
    const { categoryCode, typeCode, productId, replace, expectedCode } = form.data;
    const submissionKey = String(formData.get("submissionKey") ?? "");
    const generated = await generateCodeInSection({ categoryCode: categoryCode.slice(0, 200), typeCode: typeCode.slice(0, 200), productId: productId.slice(0, 200), replace, expectedCode: expectedCode.trim().toUpperCase(), submissionKey }, undefined, actorId);
    return ok(generatedCodeMessage(generated.code), { code: generated.code });
  } catch (error) {
    // Not an error: the page asks whether to replace the product's code (its button resends with replace).
    if (error instanceof CodeReplaceNeeded) return invalid({ message: error.message, data: { existingCode: error.existingCode } }, 409);
    if (!(error instanceof UserError)) throw error;
    return invalid({ message: generationErrorMessage(error.message), fieldErrors: error.fieldErrors }, error.status);
  }
}

export async function editCodeAction(formData: FormData, actorId: string) {
  const form = await parseForm(formData, EditCodeSchema, { message: "first" });
  if (!form.ok) return invalid(form);
  const result = await changeProductCode(form.data.productId, form.data.code, undefined, actorId, form.data.expectedCode.toUpperCase());
  return ok(`Zmieniono kod produktu na ${result.code}.`, { code: result.code, urlAlias: result.urlAlias });
}

export const UNLISTED_CODE_MESSAGE = "Nie ma takiego kodu na liście. Przypisać można tylko kod bez produktu.";

/** intent=assign: an unassigned code (left by a deleted product, or generated for none) given to a product without one. */
export async function assignCodeAction(formData: FormData, actorId: string) {
  const form = await parseForm(formData, AssignCodeSchema, { message: "first" });
  if (!form.ok) return invalid(form);
  // Only a code on the list (hostile review, session 32: a made-up code was "assigned" too).
  const [listed] = await db.select({ id: productCodes.id }).from(productCodes).where(sql`lower(${productCodes.code}) = lower(${form.data.code.slice(0, 20)})`);
  if (!listed) return invalid({ message: UNLISTED_CODE_MESSAGE }, 404);
  const resolved = await resolveProductId(db, form.data.productId.slice(0, 200));
  if (resolved === "ambiguous") return invalid({ message: AMBIGUOUS_ID_MESSAGE, fieldErrors: { productId: AMBIGUOUS_ID_MESSAGE } });
  if (resolved === null) return invalid({ message: NOT_FOUND_MESSAGE, fieldErrors: { productId: NOT_FOUND_MESSAGE } }, 404);
  const result = await changeProductCode(resolved, form.data.code, undefined, actorId, null);
  return ok(`Zmieniono kod produktu na ${result.code}.`, { code: result.code, urlAlias: result.urlAlias });
}

/** Both imports answer the same ActionResult: the summary, or the per-row report (400; 413 for a big file). */
export async function csvImportAction(formData: FormData, run: (text: string) => Promise<ImportResult>) {
  const file = await uploadedCsvText(formData);
  if (!file.ok) return invalid({ message: file.message }, file.status);
  const report = await run(file.text);
  if (!report.ok) return invalid({ message: report.message, data: { report } });
  const { added, updated, unchanged } = report.summary;
  return ok(`Import zakończony: dodano ${added}, zaktualizowano ${updated}, bez zmian ${unchanged}.`, { report });
}

export const importCodesAction = (formData: FormData, actorId: string) => csvImportAction(formData, (t) => importCodesCsv(t, undefined, actorId));
