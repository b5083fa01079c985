// Action bodies of /admin/kody (the route checks product-code:manage first, then calls these).
import { invalid, ok, parseForm, UserError } from "~/utils/action.server";
import { EditCodeSchema, GenerateCodeSchema } from "./code-form-schemas";
import { uploadedCsvText, type ImportResult } from "./csv-import";
import { importCodesCsv } from "./product-codes-csv.server";
import { changeProductCode, CodeReplaceNeeded, generateCodeInSection, generationErrorMessage } from "./product-codes.server";
import { generatedCodeMessage } from "./code-generator.server";

/** spec: admin §5/§8 — 'Wybierz kategorię', else the generator's message inside 'Błąd generowania kodu: …'. */
export async function generateCodeAction(formData: FormData, actorId: string) {
  const form = await parseForm(formData, GenerateCodeSchema, { message: "first" });
  if (!form.ok) return invalid(form);
  try {
    const { categoryCode, typeCode, productId, replace } = form.data;
    const generated = await generateCodeInSection({ categoryCode: categoryCode.slice(0, 200), typeCode: typeCode.slice(0, 200), productId: productId.slice(0, 200), replace }, undefined, actorId);
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
  const result = await changeProductCode(form.data.productId, form.data.code, undefined, actorId);
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
