// Bulk edit of the admin products list (issue #11 point 3): set or clear trending or verified,
// change the category, or delete — one statement each, in one transaction, for the ticked rows.
import { inArray, sql } from "drizzle-orm";
import { db, type Executor } from "~/db/client.server";
import { productCategories, productCodes, products } from "~/db/schema";
import { invalidatePageCache } from "~/server/page-cache.server";
import { UserError } from "~/utils/action.server";
import { plural } from "~/utils/format";
import { categoryNotFoundMessage, isUuid } from "./product-codes.server";

export const BULK_OPERATIONS = ["trending-on", "trending-off", "verified-on", "verified-off", "category", "delete"] as const;
export type BulkOperation = (typeof BULK_OPERATIONS)[number];
export const BULK_MAX = 500;
export const NOTHING_SELECTED = "Zaznacz co najmniej jeden produkt.";
export const CHOOSE_OPERATION = "Wybierz akcję dla zaznaczonych produktów.";
export const CONFIRM_DELETE = "Potwierdź usunięcie zaznaczonych produktów.";

export const isBulkOperation = (v: unknown): v is BulkOperation => (BULK_OPERATIONS as readonly unknown[]).includes(v);

const productsWord = (n: number) => `${n} ${plural(n, "produkt", "produkty", "produktów")}`;

export async function bulkEditProducts(input: { ids: string[]; operation: BulkOperation; categoryCode?: string }, executor: Executor = db): Promise<string> {
  const ids = [...new Set(input.ids.map((id) => id.toLowerCase()))];
  if (ids.length === 0) throw new UserError(NOTHING_SELECTED, 400);
  if (ids.length > BULK_MAX) throw new UserError(`Najwyżej ${BULK_MAX} produktów naraz.`, 400);
  if (!ids.every(isUuid)) throw new UserError("Nieprawidłowe zaznaczenie.", 400);
  const affected = await executor.transaction(async (tx) => {
    const touch = { updatedAt: sql`clock_timestamp()` };
    const where = inArray(products.id, ids);
    switch (input.operation) {
      case "trending-on":
      case "trending-off":
        return (await tx.update(products).set({ isTrending: input.operation === "trending-on", ...touch }).where(where).returning({ id: products.id })).length;
      case "verified-on":
      case "verified-off":
        return (await tx.update(products).set({ isVerified: input.operation === "verified-on", ...touch }).where(where).returning({ id: products.id })).length;
      case "category": {
        const code = (input.categoryCode ?? "").trim().toUpperCase();
        if (!code) throw new UserError("Wybierz kategorię", 400, { categoryCode: "Wybierz kategorię" });
        const [category] = await tx.select({ id: productCategories.id }).from(productCategories).where(sql`${productCategories.code} = ${code}`);
        if (!category) throw new UserError(categoryNotFoundMessage(code), 400);
        // spec: admin §4 — choosing a category clears the chosen type.
        return (await tx.update(products).set({ categoryId: category.id, productType: null, ...touch }).where(where).returning({ id: products.id })).length;
      }
      case "delete":
        // As the single delete: the code records stay, inactive, so their numbers are not handed out again.
        await tx.update(productCodes).set({ isActive: false }).where(inArray(productCodes.productId, ids));
        return (await tx.delete(products).where(where).returning({ id: products.id })).length;
    }
  });
  if (affected > 0) await invalidatePageCache();
  return input.operation === "delete" ? `Usunięto ${productsWord(affected)}.` : `Zaktualizowano ${productsWord(affected)}.`;
}
