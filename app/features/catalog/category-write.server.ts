// Writes of the "Kategorie" admin screen: categories (ADR 132). Product types: ./product-type-write.server.ts.
// Check order of a save: the form (schema), the category exists, the code is free, the code may still
// change, the name is free, the address made from it is free. Every refusal is a UserError (4xx) and
// changes nothing; every write empties the page cache and the caches that follow it (ADR 010, 131).
import { and, eq, ne, sql } from "drizzle-orm";
import { db, type Executor } from "~/db/client.server";
import { productCategories, productCodes, products } from "~/db/schema";
import { invalidatePageCache } from "~/server/page-cache.server";
import { UserError } from "~/utils/action.server";
import { assertUnchangedSince } from "~/utils/stale-version.server";
import { categorySlug, type CategorySaveInput } from "./category-schemas";
import { recordActivity } from "~/features/activity/activity-log.server";
import type { ValueChange, ValuedCategoryField } from "~/features/activity/activity-types";
import { isUniqueViolation } from "~/db/errors.server";

export const CATEGORY_NOT_FOUND = "Nie znaleziono kategorii.";
export const CATEGORY_NAME_TAKEN = "Kategoria o tej nazwie już istnieje.";
export const CATEGORY_STALE = "Ktoś inny zmienił tę kategorię po otwarciu formularza. Odśwież stronę i wprowadź zmiany ponownie.";
export const CATEGORY_CONFLICT = "Ktoś właśnie zapisał kategorię o tym kodzie lub nazwie. Odśwież stronę i spróbuj ponownie.";
export const categoryCodeTaken = (code: string) => `Kod ${code} ma już inna kategoria.`;
export const categorySlugTaken = (slug: string) => `Adres „${slug}” ma już inna kategoria. Zmień nazwę.`;
export const categoryCodeLocked = (code: string) => `Kodu ${code} nie można już zmienić: są kody produktów zbudowane z niego.`;
export const categoryInUse = (name: string, productCount: number, codeCount: number) =>
  `Nie można usunąć kategorii „${name}”: ma produkty lub kody produktów (produkty: ${productCount}, kody: ${codeCount}). Wyłącz ją zamiast usuwać.`;


/** Product codes built from a category code, or from a category and type code: registered or on a product. */
export async function codesBuiltFrom(tx: Executor, categoryCode: string, typeCode?: string): Promise<number> {
  const prefix = typeCode ? `${categoryCode}-${typeCode}-` : `${categoryCode}-`;
  const registered = typeCode
    ? sql`SELECT upper(code) FROM ${productCodes} WHERE category_code = ${categoryCode} AND type_code = ${typeCode}`
    : sql`SELECT upper(code) FROM ${productCodes} WHERE category_code = ${categoryCode}`;
  const result = await tx.execute<{ n: number }>(sql`
    SELECT count(*)::int AS n FROM (${registered}
      UNION SELECT upper(code) FROM ${products} WHERE upper(left(code, ${prefix.length})) = ${prefix}) AS codes`);
  return Number(result.rows[0]?.n ?? 0);
}

export async function lockCategory(tx: Executor, id: string) {
  const [category] = await tx.select().from(productCategories).where(eq(productCategories.id, id)).for("update");
  if (!category) throw new UserError(CATEGORY_NOT_FOUND, 404);
  return category;
}

/** Runs a write in one transaction, a lost uniqueness race as a 409, then empties the caches. */
export async function catalogueWrite<T>(fn: (tx: Executor) => Promise<T>, conflict: string, executor: Executor = db): Promise<T> {
  let result: T;
  try {
    result = await executor.transaction(fn);
  } catch (error) {
    if (isUniqueViolation(error)) throw new UserError(conflict, 409);
    throw error;
  }
  await invalidatePageCache();
  return result;
}

/** Adds (no id) or edits a category; returns its id. */
type CategoryValues = { name: string; code: string; icon: string | null; description: string | null; isActive: boolean; seoTitle: string | null; seoDescription: string | null };

/** The change log's before → after of a category save: only the fields it changed. */
function categoryChanges(before: CategoryValues, after: CategoryValues): Partial<Record<ValuedCategoryField, ValueChange>> {
  const text = (value: string | boolean | null) => (typeof value === "boolean" ? (value ? "1" : "") : (value ?? ""));
  const pairs: [ValuedCategoryField, keyof CategoryValues][] = [["name", "name"], ["code", "code"], ["icon", "icon"], ["description", "description"], ["active", "isActive"], ["seoTitle", "seoTitle"], ["seoDescription", "seoDescription"]];
  const changes: Partial<Record<ValuedCategoryField, ValueChange>> = {};
  for (const [field, key] of pairs) if (before[key] !== after[key]) changes[field] = { before: text(before[key]), after: text(after[key]) };
  return changes;
}

export async function saveCategory(input: CategorySaveInput, executor: Executor = db, actorId?: string | null): Promise<{ id: string; created: boolean }> {
  return catalogueWrite(async (tx) => {
    const current = input.id ? await lockCategory(tx, input.id) : null;
    // ADR 166: a form opened before someone else's save would silently undo it (a switched-off category back on).
    if (current) assertUnchangedSince(current.updatedAt, input.expectedUpdatedAt, CATEGORY_STALE);
    const others = current ? ne(productCategories.id, current.id) : sql`true`;
    const [codeOwner] = await tx.select({ id: productCategories.id }).from(productCategories).where(and(eq(productCategories.code, input.code), others));
    if (codeOwner) throw new UserError(categoryCodeTaken(input.code), 409, { code: categoryCodeTaken(input.code) });
    if (current && current.code !== input.code && (await codesBuiltFrom(tx, current.code)) > 0) {
      throw new UserError(categoryCodeLocked(current.code), 409, { code: categoryCodeLocked(current.code) });
    }
    const [nameOwner] = await tx.select({ id: productCategories.id }).from(productCategories).where(and(sql`lower(${productCategories.name}) = lower(${input.name})`, others));
    if (nameOwner) throw new UserError(CATEGORY_NAME_TAKEN, 409, { name: CATEGORY_NAME_TAKEN });
    const slug = categorySlug(input.name);
    const [slugOwner] = await tx.select({ id: productCategories.id }).from(productCategories).where(and(eq(productCategories.slug, slug), others));
    if (slugOwner) throw new UserError(categorySlugTaken(slug), 409, { name: categorySlugTaken(slug) });
    const values = {
      name: input.name, code: input.code, slug, icon: input.icon, description: input.description, isActive: input.isActive,
      // ADR 177: absent (a caller that does not know them) keeps what is stored; null clears.
      seoTitle: input.seoTitle === undefined ? (current?.seoTitle ?? null) : input.seoTitle,
      seoDescription: input.seoDescription === undefined ? (current?.seoDescription ?? null) : input.seoDescription,
    };
    if (current) {
      // A save that changed nothing is not a change (hostile review, session 30): nor does it make other open forms stale.
      const same = (Object.keys(values) as (keyof typeof values)[]).every((key) => current[key] === values[key]);
      if (!same) await tx.update(productCategories).set({ ...values, updatedAt: sql`clock_timestamp()` }).where(eq(productCategories.id, current.id));
      if (!same) await recordActivity(tx, actorId, { subject: "category", subjectId: current.id, label: input.name, action: "updated", details: { categoryValues: categoryChanges(current, values) } });
      return { id: current.id, created: false };
    }
    const [row] = await tx.insert(productCategories).values(values).returning({ id: productCategories.id });
    await recordActivity(tx, actorId, { subject: "category", subjectId: row!.id, label: input.name, action: "created" });
    return { id: row!.id, created: true };
  }, CATEGORY_CONFLICT, executor);
}

/** Turns a category on or off (ADR 132: off hides it from the site's menus and the product form; its products stay). */
export async function setCategoryActive(id: string, active: boolean, executor: Executor = db, actorId?: string | null): Promise<void> {
  await catalogueWrite(async (tx) => {
    const category = await lockCategory(tx, id);
    if (category.isActive === active) return;
    // Moves the version: an edit form opened before it would switch the category back (ADR 166).
    await tx.update(productCategories).set({ isActive: active, updatedAt: sql`clock_timestamp()` }).where(eq(productCategories.id, id));
    await recordActivity(tx, actorId, { subject: "category", subjectId: id, label: category.name, action: active ? "activated" : "deactivated" });
  }, CATEGORY_CONFLICT, executor);
}

/** Deletes a category nothing uses (no product, no product code); its types go with it. */
export async function deleteCategory(id: string, executor: Executor = db, actorId?: string | null): Promise<{ name: string }> {
  return catalogueWrite(async (tx) => {
    const category = await lockCategory(tx, id);
    const [{ n: productCount }] = (await tx.select({ n: sql<number>`count(*)::int` }).from(products).where(eq(products.categoryId, id))) as [{ n: number }];
    const codeCount = await codesBuiltFrom(tx, category.code);
    if (Number(productCount) > 0 || codeCount > 0) throw new UserError(categoryInUse(category.name, Number(productCount), codeCount), 409);
    await tx.delete(productCategories).where(eq(productCategories.id, id));
    await recordActivity(tx, actorId, { subject: "category", subjectId: id, label: category.name, action: "deleted" });
    return { name: category.name };
  }, CATEGORY_CONFLICT, executor);
}
