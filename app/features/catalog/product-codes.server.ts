// The product-codes section (spec: admin §2 Product codes, §3 Product code record, §5 Code generation,
// §8 Code generator; issue #11 point 1 and "Edit"). Reading: statistics, the 10 newest, a searchable
// list. Writing: the generator (optionally assigning the code to a product) and the code edit, which
// moves the product's URL alias with the code; the trigger of ADR 040 keeps the old URLs as 301s.
import { and, asc, desc, eq, ne, or, sql, type SQL } from "drizzle-orm";
import { db, type Executor } from "~/db/client.server";
import { productCategories, productCodes, products } from "~/db/schema";
import { invalidatePageCache } from "~/server/page-cache.server";
import { UserError } from "~/utils/action.server";
import { ALIAS_TAKEN_MESSAGE, CODE_TAKEN_MESSAGE, NOT_FOUND_MESSAGE } from "./admin-product-write.server";
import { generateProductCode, reservedCode } from "./code-generator.server";
import { earlierResult, recordResult } from "~/utils/submission-key.server";
import { codeFormatMessage, codeMismatch, isValidProductCode, parseProductCode, urlAliasFor } from "./product-code";
import { CHOOSE_CATEGORY_SHORT } from "./code-form-schemas";
import { productIdPrefix, resolveProductId } from "./product-id-prefix.server";
import { parseCodeState, type CodeState } from "./code-states";
import { isUuid } from "~/utils/uuid";
import { recordActivity, type ActivityRecord } from "~/features/activity/activity-log.server";
import type { ValueChange } from "~/features/activity/activity-types";
import { isUniqueViolation } from "~/db/errors.server";
import { byFoldedName } from "~/db/folded-order.server";

export const CODES_PAGE_SIZE = 25;
export const RECENT_CODES_LIMIT = 10; // spec: admin §9 — code stats recent codes 10
export const categoryNotFoundMessage = (code: string) => `Nie znaleziono kategorii o kodzie ${code}`;
export const categoryInactiveMessage = (code: string) => `Kategoria ${code} jest wyłączona`;
export const codeExistsMessage = (code: string) => `Kod ${code} już istnieje`;
export const generationErrorMessage = (message: string) => `Błąd generowania kodu: ${message}`;


export type CodeFilters = { q: string; category: string | null; state: CodeState; page: number };

export type CodeRow = {
  id: string;
  code: string;
  categoryCode: string;
  typeCode: string;
  sequence: number;
  productId: string | null;
  productTitle: string | null;
  urlAlias: string | null;
  isActive: boolean;
  /** The product's code now: for an inactive record, the code that replaced it. */
  currentCode: string | null;
  createdAt: string;
};

export function parseCodeFilters(params: URLSearchParams): CodeFilters {
  const category = (params.get("kategoria") ?? "").trim().toUpperCase();
  return {
    q: (params.get("q") ?? "").trim().slice(0, 100),
    category: /^[A-Z]{2}$/.test(category) ? category : null,
    state: parseCodeState(params.get("stan")),
    page: Math.min(100_000, Math.max(1, Math.floor(Number(params.get("page")) || 1))),
  };
}

const rowColumns = {
  id: productCodes.id,
  code: productCodes.code,
  categoryCode: productCodes.categoryCode,
  typeCode: productCodes.typeCode,
  sequence: productCodes.sequenceNumber,
  productId: productCodes.productId,
  productTitle: products.title,
  urlAlias: products.urlAlias,
  isActive: productCodes.isActive,
  currentCode: products.code,
  createdAt: sql<string>`to_char(${productCodes.createdAt} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`,
};

/** Search by code (a part of it, case-insensitive) or by the product id: whole, or its start as the list shows it. */
function codeSearch(q: string): SQL | undefined {
  if (!q) return undefined;
  if (isUuid(q)) return eq(productCodes.productId, q.toLowerCase());
  const pattern = `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const byCode = sql`lower(${productCodes.code}) LIKE ${pattern}`;
  const byId = productIdPrefix(productCodes.productId, q);
  return byId ? or(byCode, byId) : byCode;
}

function stateCondition(state: CodeState): SQL | undefined {
  return state === "all" ? undefined : eq(productCodes.isActive, state === "active");
}

export async function listCodes(filters: CodeFilters, executor: Executor = db) {
  const where = and(codeSearch(filters.q), filters.category ? eq(productCodes.categoryCode, filters.category) : undefined, stateCondition(filters.state));
  const [{ total }] = await executor.select({ total: sql<number>`count(*)::int` }).from(productCodes).where(where);
  const pageCount = Math.max(1, Math.ceil(total / CODES_PAGE_SIZE));
  const page = Math.min(filters.page, pageCount);
  const rows: CodeRow[] = await executor
    .select(rowColumns)
    .from(productCodes)
    .leftJoin(products, eq(products.id, productCodes.productId))
    .where(where)
    .orderBy(asc(productCodes.code))
    .limit(CODES_PAGE_SIZE)
    .offset((page - 1) * CODES_PAGE_SIZE);
  return { rows, total, page, pageCount };
}

/**
 * spec: admin §2 — statistics: codes per category (with the category's name) and the 10 newest.
 * ADR 145: only codes in use count (a replaced code is history, not a second code of its product).
 */
export async function codeStatistics(executor: Executor = db) {
  const [perCategory, recent] = await Promise.all([
    executor
      .select({
        categoryCode: productCategories.code,
        name: productCategories.name,
        total: sql<number>`count(${productCodes.id})::int`,
        assigned: sql<number>`count(${productCodes.productId})::int`,
      })
      .from(productCategories)
      .leftJoin(productCodes, and(eq(productCodes.categoryCode, productCategories.code), eq(productCodes.isActive, true)))
      .groupBy(productCategories.code, productCategories.name)
      .orderBy(...byFoldedName(productCategories.name)),
    executor
      .select(rowColumns)
      .from(productCodes)
      .leftJoin(products, eq(products.id, productCodes.productId))
      .where(eq(productCodes.isActive, true))
      .orderBy(desc(productCodes.createdAt), desc(productCodes.code))
      .limit(RECENT_CODES_LIMIT),
  ]);
  return { perCategory, recent, total: perCategory.reduce((sum, c) => sum + c.total, 0) };
}

/**
 * Sets a product's code inside a transaction: checks (format, category, no other product uses it),
 * moves the URL alias with it (admin §5 alias rule), deactivates the product's former code records
 * and registers the new one. Returns whether anything changed.
 */
export async function applyProductCode(
  tx: Executor,
  productId: string,
  code: string,
): Promise<{ code: string; urlAlias: string; changed: boolean; title: string; before: { code: string; urlAlias: string } }> {
  if (!isValidProductCode(code)) throw new UserError(codeFormatMessage(code), 400, { code: codeFormatMessage(code) });
  const parsed = parseProductCode(code)!;
  const product = await lockedProduct(tx, productId);
  if (!product) throw new UserError(NOT_FOUND_MESSAGE, 404);
  // ADR 124: a code names the product's category and type; one that does not is a wrong address.
  const mismatch = codeMismatch({ code, categoryCode: product.categoryCode, productType: product.productType });
  if (mismatch) throw new UserError(mismatch, 400, { code: mismatch });
  const [category] = await tx.select({ id: productCategories.id }).from(productCategories).where(eq(productCategories.code, parsed.categoryCode));
  if (!category) throw new UserError(categoryNotFoundMessage(parsed.categoryCode), 400, { code: categoryNotFoundMessage(parsed.categoryCode) });
  const [taken] = await tx.select({ id: products.id }).from(products).where(and(sql`lower(${products.code}) = lower(${code})`, ne(products.id, productId))).limit(1);
  const [record] = await tx.select({ id: productCodes.id, productId: productCodes.productId }).from(productCodes).where(sql`lower(${productCodes.code}) = lower(${code})`);
  let ownedElsewhere = false;
  if (record?.productId && record.productId !== productId) {
    const [owner] = await tx.select({ id: products.id }).from(products).where(eq(products.id, record.productId));
    ownedElsewhere = Boolean(owner);
  }
  if (taken || ownedElsewhere) throw new UserError(CODE_TAKEN_MESSAGE, 409, { code: CODE_TAKEN_MESSAGE });
  const urlAlias = urlAliasFor(code, product.title);
  const [aliasTaken] = await tx.select({ id: products.id }).from(products).where(and(sql`lower(${products.urlAlias}) = ${urlAlias}`, ne(products.id, productId))).limit(1);
  if (aliasTaken) throw new UserError(ALIAS_TAKEN_MESSAGE, 409, { code: ALIAS_TAKEN_MESSAGE });
  const changed = product.code !== code || product.urlAlias !== urlAlias;
  if (changed) await tx.update(products).set({ code, urlAlias, updatedAt: sql`clock_timestamp()` }).where(eq(products.id, productId));
  await tx.update(productCodes).set({ isActive: false }).where(and(eq(productCodes.productId, productId), sql`lower(${productCodes.code}) <> lower(${code})`));
  if (record) await tx.update(productCodes).set({ productId, isActive: true }).where(eq(productCodes.id, record.id));
  else await tx.insert(productCodes).values({ code, categoryCode: parsed.categoryCode, typeCode: parsed.typeCode, sequenceNumber: parsed.sequence, productId });
  return { code, urlAlias, changed, title: product.title, before: { code: product.code ?? "", urlAlias: product.urlAlias ?? "" } };
}

/** The product row a code change works on, locked against a concurrent change, with its category code. */
async function lockedProduct(tx: Executor, productId: string) {
  const [product] = await tx
    .select({ id: products.id, title: products.title, code: products.code, urlAlias: products.urlAlias, productType: products.productType, categoryCode: productCategories.code })
    .from(products)
    .leftJoin(productCategories, eq(productCategories.id, products.categoryId))
    .where(eq(products.id, productId))
    .for("update", { of: products });
  return product ?? null;
}

/**
 * The generator would replace a product's code: it asks first (the old address then redirects to the
 * new one, ADR 040, but printed labels and shared links carry the old code).
 */
export class CodeReplaceNeeded extends UserError {
  constructor(readonly existingCode: string) {
    super(codeReplaceMessage(existingCode), 409);
  }
}
export const productCategoryMessage = (code: string) => `Produkt należy do kategorii ${code}: wybierz ją, aby kod pasował do produktu.`;
export const productTypeMessage = (code: string) => `Produkt ma typ ${code}: wybierz go albo zostaw typ domyślny.`;
export const codeReplaceMessage = (code: string) => `Produkt ma już kod ${code}. Potwierdź, że nowy kod ma go zastąpić.`;

/** Edit: the product's code becomes `code` (issue #11 point 2). */
/** The code a form showed is no longer the product's (concurrency review, session 32: both edits "succeeded"). */
export const CODE_CHANGED_MESSAGE = "Kod tego produktu zmienił się w międzyczasie. Odśwież stronę, aby zobaczyć aktualny kod.";
/** An unassigned code is given only to a product without one (replacing a code is the generator's, with its question). */
export const PRODUCT_HAS_CODE_MESSAGE = "Ten produkt ma już kod. Zmień go w wierszu jego kodu albo wygeneruj nowy z zastąpieniem.";

/**
 * Sets a product's code. `expectedCode`: the code the form showed (a change made since is refused,
 * 409); null: the product must have no code yet (an unassigned code given to it); undefined: no check.
 */
export async function changeProductCode(productId: string, rawCode: string, executor: Executor = db, actorId?: string | null, expectedCode?: string | null) {
  const code = rawCode.trim().toUpperCase();
  if (!isUuid(productId)) throw new UserError(NOT_FOUND_MESSAGE, 404);
  const result = await executor.transaction(async (tx) => {
    if (expectedCode !== undefined) {
      const product = await lockedProduct(tx, productId.toLowerCase());
      if (!product) throw new UserError(NOT_FOUND_MESSAGE, 404);
      if (expectedCode === null && product.code) throw new UserError(PRODUCT_HAS_CODE_MESSAGE, 409, { productId: PRODUCT_HAS_CODE_MESSAGE });
      if (expectedCode !== null && (product.code ?? "") !== expectedCode) throw new UserError(CODE_CHANGED_MESSAGE, 409, { code: CODE_CHANGED_MESSAGE });
    }
    const applied = await applyProductCode(tx, productId.toLowerCase(), code);
    if (applied.changed) await recordActivity(tx, actorId, codeEntry(productId.toLowerCase(), applied));
    return applied;
  });
  if (result.changed) await invalidatePageCache();
  return result;
}


/**
 * The generator of the codes section: category, type (the category's default when empty) and an
 * optional product id; with a product the code is assigned to it in the same transaction.
 * Errors carry the spec's detailed messages; the route wraps them in 'Błąd generowania kodu: …'.
 */
export const AMBIGUOUS_ID_MESSAGE = "Ten początek ID pasuje do kilku produktów. Wklej pełne ID produktu.";

/**
 * ADR 160: a product's code changed (the change log's product entry), with the values before and
 * after in the product form's shape (ADR 187: the codes section logged "zmieniono: kod" without them).
 */
function codeEntry(productId: string, applied: Awaited<ReturnType<typeof applyProductCode>>): ActivityRecord {
  const values: Partial<Record<"code" | "alias", ValueChange>> = {};
  if (applied.before.code !== applied.code) values.code = { before: applied.before.code, after: applied.code };
  if (applied.before.urlAlias !== applied.urlAlias) values.alias = { before: applied.before.urlAlias, after: applied.urlAlias };
  const fields = (["code", "alias"] as const).filter((field) => values[field]);
  return { subject: "product", subjectId: productId, label: applied.title, action: "updated", details: { fields: [...fields], values } };
}

export async function generateCodeInSection(
  input: { categoryCode: string; typeCode: string; productId: string; replace?: boolean; expectedCode?: string; submissionKey?: string },
  executor: Executor = db,
  actorId?: string | null,
) {
  const categoryCode = input.categoryCode.trim().toUpperCase();
  if (!categoryCode) throw new UserError(CHOOSE_CATEGORY_SHORT, 400, { categoryCode: CHOOSE_CATEGORY_SHORT });
  const typed = input.productId.trim();
  const resolved = typed ? await resolveProductId(executor, typed) : "";
  if (resolved === "ambiguous") throw new UserError(AMBIGUOUS_ID_MESSAGE, 400, { productId: AMBIGUOUS_ID_MESSAGE });
  if (resolved === null) throw new UserError(NOT_FOUND_MESSAGE, 404, { productId: NOT_FOUND_MESSAGE });
  const productId = resolved;
  let attempted: string | null = null;
  let typeCode = input.typeCode;
  try {
    const generated = await executor.transaction(async (tx) => {
      // ADR 220: the same form sent again (a double submit without JavaScript, a resent request) answers
      // with the code its first send reserved, instead of reserving one more.
      const earlier = await earlierResult(tx, input.submissionKey);
      const reserved = earlier ? await reservedCode(tx, earlier) : undefined;
      if (reserved) return reserved;
      if (productId) {
        const product = await lockedProduct(tx, productId);
        if (!product) throw new UserError(NOT_FOUND_MESSAGE, 404, { productId: NOT_FOUND_MESSAGE });
        if (product.categoryCode && product.categoryCode !== categoryCode) {
          const message = productCategoryMessage(product.categoryCode);
          throw new UserError(message, 400, { categoryCode: message });
        }
        const chosenType = input.typeCode.trim().toUpperCase();
        if (product.productType && chosenType && chosenType !== product.productType.toUpperCase()) {
          const message = productTypeMessage(product.productType.toUpperCase());
          throw new UserError(message, 400, { productType: message });
        }
        // A replace confirmed for another code (sent twice, or changed meanwhile) asks again, naming this one.
        if (product.code && (!input.replace || (input.expectedCode && input.expectedCode !== product.code))) throw new CodeReplaceNeeded(product.code);
        // No type chosen: the product's own type, not the category's default.
        typeCode = chosenType || product.productType || "";
      } else {
        // A number reserved for no product: only in a category the forms offer (review, session 27:
        // a switched-off category got new codes through a hand-made request).
        const [category] = await tx.select({ isActive: productCategories.isActive }).from(productCategories).where(eq(productCategories.code, categoryCode));
        if (category && !category.isActive) throw new UserError(categoryInactiveMessage(categoryCode), 400, { categoryCode: categoryInactiveMessage(categoryCode) });
      }
      const code = await generateProductCode({ categoryCode, typeCode, productId: productId || null }, tx);
      attempted = code.code;
      if (code.id) await recordResult(tx, input.submissionKey, code.id);
      const applied = productId ? await applyProductCode(tx, productId, code.code) : null;
      await recordActivity(tx, actorId, { subject: "code", subjectId: null, label: code.code, action: "created" }, ...(applied?.changed ? [codeEntry(productId, applied)] : []));
      return code;
    });
    if (productId) await invalidatePageCache();
    return generated;
  } catch (error) {
    // The unique indexes are the last line of defence behind the generator's lock (ADR 026).
    if (isUniqueViolation(error)) throw new UserError(codeExistsMessage(attempted ?? categoryCode), 409);
    throw error;
  }
}
