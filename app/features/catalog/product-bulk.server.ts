// Bulk edit of the admin products list (issue #11 point 3): set or clear trending or verified,
// change the category, or delete — one statement each, in one transaction, for the ticked rows.
import { and, eq, inArray, isNotNull, ne, sql } from "drizzle-orm";
import { db, type Executor } from "~/db/client.server";
import { productCategories, productCodes, products } from "~/db/schema";
import { invalidatePageCache } from "~/server/page-cache.server";
import { UserError } from "~/utils/action.server";
import { plural } from "~/utils/format";
import { categoryClosedMessage, registerCode } from "./admin-product-write.server";
import { generateProductCode } from "./code-generator.server";
import { parseProductCode, urlAliasFor } from "./product-code";
import { categoryNotFoundMessage } from "./product-codes.server";
import { BULK_MAX, isTagOperation, NOTHING_SELECTED, type BulkOperation } from "./product-bulk";
import { bulkEditTags } from "./product-bulk-tags.server";
import { isUuid } from "~/utils/uuid";
import { recordActivity, type ActivityRecord } from "~/features/activity/activity-log.server";

export {
  BULK_MAX,
  BULK_OPERATIONS,
  CHOOSE_OPERATION,
  CONFIRM_DELETE,
  isBulkOperation,
  NOTHING_SELECTED,
  type BulkOperation,
} from "./product-bulk";
export const NONE_FOUND_MESSAGE = "Nie znaleziono zaznaczonych produktów. Mogły zostać usunięte.";
export const ALREADY_SO_MESSAGE = "Nic do zmiany: zaznaczone produkty już są w tym stanie.";

const productsWord = (n: number) => `${n} ${plural(n, "produkt", "produkty", "produktów")}`;

/**
 * ADR 124: a code spells its category, so a product moved to another one gets the next code of that
 * category (its default type) and, when its alias was the one derived from the old code, the alias
 * of the new code. The old code and alias answer 301 (the redirect trigger, ADR 040).
 */
async function recodeForCategory(
  tx: Executor,
  product: { id: string; code: string | null; title: string; urlAlias: string | null },
  categoryCode: string,
) {
  if (!product.code || parseProductCode(product.code)?.categoryCode === categoryCode) return;
  const next = await generateProductCode({ categoryCode, productId: product.id }, tx, { reserve: false });
  const derivedAlias = product.urlAlias === urlAliasFor(product.code, product.title);
  await tx
    .update(products)
    .set({
      code: next.code,
      productType: next.typeCode,
      urlAlias: derivedAlias ? urlAliasFor(next.code, product.title) : product.urlAlias,
    })
    .where(eq(products.id, product.id));
  await registerCode(tx, product.id, next.code);
}

// ADR 160: each product the edit really changed gets its own entry (its history then reads whole),
// naming every field that moved: a category change recodes the product and clears its type. A
// product that already was as asked gets none (hostile review, session 30: 116 "zweryfikowany" entries
// for products that were all unverified already).
const BULK_FIELDS = { categoryId: "category", productType: "type", code: "code", urlAlias: "alias", isTrending: "trending", isVerified: "verified" } as const;
type BulkState = { [K in keyof typeof BULK_FIELDS | "isHidden"]: unknown };

async function bulkState(tx: Executor, ids: string[]): Promise<Map<string, BulkState>> {
  const rows = await tx
    .select({ id: products.id, categoryId: products.categoryId, productType: products.productType, code: products.code, urlAlias: products.urlAlias, isTrending: products.isTrending, isVerified: products.isVerified, isHidden: products.isHidden })
    .from(products)
    .where(inArray(products.id, ids));
  return new Map(rows.map(({ id, ...state }) => [id, state]));
}

function bulkEntry(operation: BulkOperation, product: { id: string; title: string }, before?: BulkState, after?: BulkState): ActivityRecord | null {
  const base = { subject: "product", subjectId: product.id, label: product.title } as const;
  if (operation === "delete") return { ...base, action: "deleted" };
  if (!before || !after) return null;
  if (before.isHidden !== after.isHidden) return { ...base, action: after.isHidden ? "hidden" : "shown" };
  const fields = (Object.keys(BULK_FIELDS) as (keyof typeof BULK_FIELDS)[]).filter((key) => before[key] !== after[key]).map((key) => BULK_FIELDS[key]);
  return fields.length ? { ...base, action: "updated", details: { fields } } : null;
}

export async function bulkEditProducts(
  input: { ids: string[]; operation: BulkOperation; categoryCode?: string; tag?: unknown },
  executor: Executor = db,
  actorId?: string | null,
): Promise<string> {
  const ids = [...new Set(input.ids.map((id) => id.toLowerCase()))];
  if (ids.length === 0) throw new UserError(NOTHING_SELECTED, 400);
  if (ids.length > BULK_MAX) throw new UserError(`Najwyżej ${BULK_MAX} produktów naraz.`, 400);
  if (!ids.every(isUuid)) throw new UserError("Nieprawidłowe zaznaczenie.", 400);
  // ADR 207: a tag added or removed, with its own answer (who had it, who was full).
  if (isTagOperation(input.operation)) {
    const tagged = await bulkEditTags({ ids, operation: input.operation, tag: input.tag }, executor, actorId);
    if (tagged.found === 0) throw new UserError(NONE_FOUND_MESSAGE, 404);
    return tagged.message;
  }
  const { affected, found } = await executor.transaction(async (tx) => {
    const before = await bulkState(tx, ids);
    const changed = await applyBulk(tx, ids, input);
    const after = actorId && input.operation !== "delete" ? await bulkState(tx, ids) : new Map<string, BulkState>();
    const entries = changed.map((p) => bulkEntry(input.operation, p, before.get(p.id), after.get(p.id)));
    await recordActivity(tx, actorId, ...entries.filter((e): e is ActivityRecord => e !== null));
    return { affected: changed.length, found: before.size };
  });
  // Every ticked product was deleted meanwhile (or the ids were made up): a 404 that says so, not
  // "Zaktualizowano 0 produktów." (review, session 27). Nothing was changed.
  if (found === 0) throw new UserError(NONE_FOUND_MESSAGE, 404);
  // Owner review (session 32): hiding two products of which one was hidden said "2 products updated".
  if (affected === 0) return ALREADY_SO_MESSAGE;
  await invalidatePageCache();
  return input.operation === "delete"
    ? `Usunięto ${productsWord(affected)}.`
    : `Zaktualizowano ${productsWord(affected)}.`;
}

/** The flag each flag operation sets (hide/show: ADR 157). */
const FLAG_OF: Partial<Record<BulkOperation, ["isTrending" | "isVerified" | "isHidden", boolean]>> = {
  "trending-on": ["isTrending", true],
  "trending-off": ["isTrending", false],
  "verified-on": ["isVerified", true],
  "verified-off": ["isVerified", false],
  hide: ["isHidden", true],
  show: ["isHidden", false],
};

/** The operation's one statement; returns the products it touched (found among the ticked ids). */
async function applyBulk(
  tx: Executor,
  ids: string[],
  input: { operation: BulkOperation; categoryCode?: string },
): Promise<{ id: string; title: string }[]> {
  const touch = { updatedAt: sql`clock_timestamp()` };
  const touched = { id: products.id, title: products.title };
  const where = inArray(products.id, ids);
  const flag = FLAG_OF[input.operation];
  if (flag) {
    // Only the products not in that state yet: those already so are neither counted nor touched.
    const [column, value] = flag;
    return tx
      .update(products)
      .set({ [column]: value, ...touch })
      .where(and(where, ne(products[column], value)))
      .returning(touched);
  }
  switch (input.operation) {
    case "category": {
      const code = (input.categoryCode ?? "").trim().toUpperCase();
      if (!code) throw new UserError("Wybierz kategorię", 400, { categoryCode: "Wybierz kategorię" });
      const [category] = await tx
        .select({ id: productCategories.id, name: productCategories.name, isActive: productCategories.isActive })
        .from(productCategories)
        .where(sql`${productCategories.code} = ${code}`);
      if (!category) throw new UserError(categoryNotFoundMessage(code), 400);
      // As the form (ADR 132 and its session-32 note): a switched-off category takes no products.
      if (!category.isActive) throw new UserError(categoryClosedMessage(category.name), 400, { categoryCode: categoryClosedMessage(category.name) });
      // Only the products not in it yet (hostile review, session 32: those already there lost their
      // type and kept a code naming it).
      const moving = and(where, sql`${products.categoryId} IS DISTINCT FROM ${category.id}`);
      const coded = await tx
        .select({ id: products.id, code: products.code, title: products.title, urlAlias: products.urlAlias })
        .from(products)
        .where(and(moving, isNotNull(products.code)));
      // spec: admin §4 — choosing a category clears the chosen type.
      const moved = await tx
        .update(products)
        .set({ categoryId: category.id, productType: null, ...touch })
        .where(moving)
        .returning(touched);
      for (const product of coded) await recodeForCategory(tx, product, code);
      return moved;
    }
    case "delete":
      // As the single delete: the code records stay, inactive, so their numbers are not handed out again.
      await tx.update(productCodes).set({ isActive: false }).where(inArray(productCodes.productId, ids));
      return tx.delete(products).where(where).returning(touched);
    default:
      return [];
  }
}
