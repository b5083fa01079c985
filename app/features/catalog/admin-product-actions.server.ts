// Action bodies of the admin product routes (thin routes call these after requirePermission).
import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { products } from "~/db/schema";
import { formToObject } from "~/utils/form";
import { invalid, ok, parseForm, runAction, UserError } from "~/utils/action.server";
import { redirectWithToast } from "~/utils/toast.server";
import { CHOOSE_CATEGORY_MESSAGE, generatedCodeMessage, generateProductCode } from "./code-generator.server";
import { REPLACEMENT_MESSAGES, requireReplacement } from "./removed-products.server";
import { ADDED_NAMESAKE_MESSAGE, deleteProduct, DELETE_ERROR_MESSAGE, hasNamesake, saveProduct } from "./admin-product-write.server";
import { ProductFormSchema } from "./product-form-schema";
import { parseProductCode } from "./product-code";
import { isUuid } from "~/utils/uuid";
import { productGaps, type ShopperGap } from "./admin-product-filters.server";

export const PRODUCTS_PATH = "/admin/produkty";

// ADR 187: a new product is public at once; the answer names what its page lacks (the `braki` gaps).
const GAP_WORDS: Record<ShopperGap, string> = { "bez-zdjec": "zdjęcia", "bez-ceny": "ceny", "bez-linku": "linku do sklepu", "bez-opisu": "opisu" };
export const addedWithGapsMessage = (gaps: ShopperGap[], hidden: boolean) =>
  `Dodano produkt. Brakuje: ${gaps.map((gap) => GAP_WORDS[gap]).join(", ")} – ${hidden ? "produkt jest ukryty, więc w serwisie go jeszcze nie widać" : "produkt jest już widoczny w serwisie"}.`;

/** The answer to adding a product: a namesake first (review, session 28), then its page's gaps. */
async function addedMessage(productId: string, title: string, repeated: boolean): Promise<{ type: "success" | "info"; message: string }> {
  if (!repeated && (await hasNamesake(productId, title))) return { type: "info", message: ADDED_NAMESAKE_MESSAGE };
  const found = await productGaps(db, productId);
  if (found && found.gaps.length > 0) return { type: "info", message: addedWithGapsMessage(found.gaps, found.hidden) };
  return { type: "success", message: "Dodano produkt." };
}

/** What the form sent, echoed back on failure so a page without JavaScript keeps the typed values. */
export type SubmittedValues = Record<string, string | string[]>;

export function submittedValuesOf(formData: FormData): SubmittedValues {
  const out: SubmittedValues = {};
  for (const [key, value] of Object.entries(formToObject(formData))) {
    if (typeof value === "string") out[key] = value;
    else if (Array.isArray(value)) out[key] = value.filter((v): v is string => typeof v === "string");
  }
  return out;
}

/** intent=generate-code (admin §5 code generator); `id` null for a new product. */
export async function generateCodeAction(request: Request, id: string | null) {
  return runAction(request, async () => {
    const formData = await request.formData();
    const values = submittedValuesOf(formData);
    const categoryCode = String(formData.get("categoryCode") ?? "");
    if (!categoryCode.trim()) return invalid({ message: CHOOSE_CATEGORY_MESSAGE, fieldErrors: { categoryCode: CHOOSE_CATEGORY_MESSAGE }, data: { values } });
    try {
      // Proposed, not reserved (ADR 124): the save registers the code the form keeps.
      const generated = await generateProductCode({ categoryCode, typeCode: String(formData.get("productType") ?? ""), productId: id }, undefined, { reserve: false });
      // With no type chosen the generator took the category's default one: the form shows which.
      const productType = values.productType || (parseProductCode(generated.code)?.typeCode ?? "");
      return ok(generatedCodeMessage(generated.code), { code: generated.code, values: { ...values, code: generated.code, productType } });
    } catch (error) {
      if (!(error instanceof UserError)) throw error;
      return invalid({ message: `Błąd generowania kodu: ${error.message}`, fieldErrors: error.fieldErrors, data: { values } }, error.status);
    }
  });
}

const SAVED_MESSAGE = "Zapisano zmiany produktu.";

/** The product's version (updated_at) as the form carries it. */
async function productVersion(id: string): Promise<string> {
  const [row] = await db.select({ updatedAt: products.updatedAt }).from(products).where(eq(products.id, id));
  return row?.updatedAt.toISOString() ?? "";
}

/** intent=save (or save-stay): the product form itself; `id` null for a new product. */
export async function productFormAction(request: Request, id: string | null, actorId: string) {
  return runAction(request, async () => {
    const formData = await request.formData();
    const values = submittedValuesOf(formData);
    const form = await parseForm(formData, ProductFormSchema, { message: "first" });
    if (!form.ok) return invalid({ ...form, data: { values } });
    let saved: { id: string; repeated: boolean };
    try {
      saved = await saveProduct(form.data, { id, expectedUpdatedAt: id ? form.data.expectedUpdatedAt || null : null, submissionKey: String(formData.get("submissionKey") ?? ""), actorId });
    } catch (error) {
      if (error instanceof UserError) return invalid({ message: error.message, fieldErrors: error.fieldErrors, data: { values } }, error.status);
      throw error;
    }
    // A new product whose title another one has is saved (two variants may share one) but said out
    // loud: a copy added twice went unnoticed (review, session 28).
    // A repeated send of the form answers as its first send did (that product, not a second one).
    const added = id ? null : await addedMessage(saved.id, form.data.title, saved.repeated);
    const search = new URL(request.url).search;
    if (formData.get("intent") === "save-stay") {
      // "Zapisz i zostań" (session 33): an edit answers in place with the new version (the form keeps
      // the editor's place and takes it as its next expected version); a new product opens its own form.
      if (added) throw await redirectWithToast(`${PRODUCTS_PATH}/${saved.id}${search}`, added);
      return ok(SAVED_MESSAGE, { stayed: true, updatedAt: await productVersion(saved.id) });
    }
    // Back to the list as it was (search, filter, page): the form was opened from there.
    throw await redirectWithToast(`${PRODUCTS_PATH}${search}`, added ?? { type: "success", message: SAVED_MESSAGE });
  });
}

/** intent=delete from the list (product:delete checked by the route). */
export async function productListAction(request: Request, actorId: string) {
  return runAction(request, async () => {
    const formData = await request.formData();
    const id = String(formData.get("id") ?? "");
    if (formData.get("intent") !== "delete" || !isUuid(id)) return invalid({ message: DELETE_ERROR_MESSAGE });
    // ADR 206: "Przekieruj stare adresy na produkt" (optional): a code, alias, id or URL of another product.
    const typed = String(formData.get("replacement") ?? "");
    const replacement = typed.trim() ? await requireReplacement(typed, id.toLowerCase()) : null;
    await deleteProduct(id.toLowerCase(), undefined, actorId, replacement?.id ?? null);
    return ok(replacement ? REPLACEMENT_MESSAGES.deleted(replacement.title) : "Usunięto produkt.");
  });
}
