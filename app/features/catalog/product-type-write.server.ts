// Writes of the "Kategorie" admin screen: product types (ADR 132). Each write locks its category's row,
// so two editors changing the same category's types run one after the other and "exactly one default
// type per category" holds (a partial unique index, migration 0023, is the last line of defence).
// Check order of a save: the form, the category and type exist, the code is free in the category, the
// code may still change, the name is free in the category, then the default-type rules.
import { and, eq, ne, sql } from "drizzle-orm";
import { db, type Executor } from "~/db/client.server";
import { products, productTypes } from "~/db/schema";
import { UserError } from "~/utils/action.server";
import { BAD_FORM_MESSAGE } from "~/utils/form";
import { assertUnchangedSince } from "~/utils/stale-version.server";
import { categorySlug, type TypeSaveInput } from "./category-schemas";
import { catalogueWrite, codesBuiltFrom, lockCategory } from "./category-write.server";
import { recordActivity } from "~/features/activity/activity-log.server";

export const TYPE_NOT_FOUND = "Nie znaleziono typu produktu.";
export const TYPE_NAME_TAKEN = "Typ o tej nazwie już jest w tej kategorii.";
export const TYPE_STALE = "Ktoś inny zmienił ten typ produktu po otwarciu formularza. Odśwież stronę i wprowadź zmiany ponownie.";
export const TYPE_CONFLICT = "Ktoś właśnie zmienił typy tej kategorii. Odśwież stronę i spróbuj ponownie.";
export const DEFAULT_REQUIRED = "Kategoria musi mieć typ domyślny: zaznacz „Domyślny” przy innym typie.";
export const DEFAULT_MUST_BE_ACTIVE = "Typ domyślny musi być aktywny. Najpierw ustaw jako domyślny inny typ.";
export const DEFAULT_NOT_DELETABLE = "Nie można usunąć typu domyślnego. Najpierw ustaw jako domyślny inny typ.";
export const typeCodeTaken = (code: string) => `Typ o kodzie ${code} już jest w tej kategorii.`;
export const typeCodeLocked = (code: string) => `Kodu typu ${code} nie można już zmienić: są kody produktów zbudowane z niego.`;
export const typeInUse = (name: string, productCount: number, codeCount: number) =>
  `Nie można usunąć typu „${name}”: ma produkty lub kody produktów (produkty: ${productCount}, kody: ${codeCount}). Wyłącz go zamiast usuwać.`;

/** A write's new version of a type row (clock_timestamp: two writes in one transaction still differ). */
const touched = sql`clock_timestamp()`;

async function lockType(tx: Executor, id: string) {
  const [found] = await tx.select({ categoryId: productTypes.categoryId }).from(productTypes).where(eq(productTypes.id, id));
  if (!found) throw new UserError(TYPE_NOT_FOUND, 404);
  const category = await lockCategory(tx, found.categoryId);
  const [type] = await tx.select().from(productTypes).where(eq(productTypes.id, id));
  if (!type) throw new UserError(TYPE_NOT_FOUND, 404);
  return { category, type };
}

/** Adds (no id) or edits a type of a category; returns its id. The first type of a category is its default. */
/** ADR 160: a type is named with its category in the change log. */
const typeLabel = (categoryName: string, typeName: string) => `${categoryName} › ${typeName}`;

export async function saveProductType(input: TypeSaveInput, executor: Executor = db, actorId?: string | null): Promise<{ id: string; created: boolean }> {
  return catalogueWrite(async (tx) => {
    const found = input.id ? await lockType(tx, input.id) : null;
    // ADR 166: a form opened before someone else's save would silently undo it.
    if (found) assertUnchangedSince(found.type.updatedAt, input.expectedUpdatedAt, TYPE_STALE);
    // A type stays in its category (its codes spell that category).
    if (found && found.type.categoryId !== input.categoryId) throw new UserError(BAD_FORM_MESSAGE, 400);
    const category = found?.category ?? (await lockCategory(tx, input.categoryId));
    const current = found?.type ?? null;
    const inCategory = eq(productTypes.categoryId, category.id);
    const others = current ? and(inCategory, ne(productTypes.id, current.id)) : inCategory;
    const [codeOwner] = await tx.select({ id: productTypes.id }).from(productTypes).where(and(others, eq(productTypes.code, input.code)));
    if (codeOwner) throw new UserError(typeCodeTaken(input.code), 409, { code: typeCodeTaken(input.code) });
    if (current && current.code !== input.code && (await codesBuiltFrom(tx, category.code, current.code)) > 0) {
      throw new UserError(typeCodeLocked(current.code), 409, { code: typeCodeLocked(current.code) });
    }
    const [nameOwner] = await tx.select({ id: productTypes.id }).from(productTypes).where(and(others, sql`lower(${productTypes.name}) = lower(${input.name})`));
    if (nameOwner) throw new UserError(TYPE_NAME_TAKEN, 409, { name: TYPE_NAME_TAKEN });
    const siblings = await tx.select({ id: productTypes.id, isDefault: productTypes.isDefault }).from(productTypes).where(others);
    const otherDefault = siblings.find((s) => s.isDefault);
    // The default stays until another type takes it over; the only type of a category is its default.
    if (current?.isDefault && !input.isDefault && siblings.length > 0) throw new UserError(DEFAULT_REQUIRED, 409, { isDefault: DEFAULT_REQUIRED });
    const isDefault = input.isDefault || !otherDefault;
    if (isDefault && !input.isActive) throw new UserError(DEFAULT_MUST_BE_ACTIVE, 409, { isActive: DEFAULT_MUST_BE_ACTIVE });
    // The former default changes too: its version moves, so its own open form does not take the default back.
    if (isDefault && otherDefault) await tx.update(productTypes).set({ isDefault: false, updatedAt: touched }).where(eq(productTypes.id, otherDefault.id));
    const values = { name: input.name, code: input.code, slug: categorySlug(input.name), isDefault, isActive: input.isActive };
    if (current) {
      const same = (Object.keys(values) as (keyof typeof values)[]).every((key) => current[key] === values[key]);
      if (!same) await tx.update(productTypes).set({ ...values, updatedAt: touched }).where(eq(productTypes.id, current.id));
      // Products keep their type by its code (products.product_type): they follow a renamed code.
      if (current.code !== input.code) {
        await tx.update(products).set({ productType: input.code }).where(and(eq(products.categoryId, category.id), eq(products.productType, current.code)));
      }
      if (!same) await recordActivity(tx, actorId, { subject: "product-type", subjectId: current.id, label: typeLabel(category.name, input.name), action: "updated" });
      return { id: current.id, created: false };
    }
    const [row] = await tx.insert(productTypes).values({ ...values, categoryId: category.id }).returning({ id: productTypes.id });
    await recordActivity(tx, actorId, { subject: "product-type", subjectId: row!.id, label: typeLabel(category.name, input.name), action: "created" });
    return { id: row!.id, created: true };
  }, TYPE_CONFLICT, executor);
}

/** Turns a type on or off (off: not offered for new products or codes; products keep it). The default stays on. */
export async function setProductTypeActive(id: string, active: boolean, executor: Executor = db, actorId?: string | null): Promise<void> {
  await catalogueWrite(async (tx) => {
    const { category, type } = await lockType(tx, id);
    if (!active && type.isDefault) throw new UserError(DEFAULT_MUST_BE_ACTIVE, 409);
    if (type.isActive === active) return;
    await tx.update(productTypes).set({ isActive: active, updatedAt: touched }).where(eq(productTypes.id, id));
    await recordActivity(tx, actorId, { subject: "product-type", subjectId: id, label: typeLabel(category.name, type.name), action: active ? "activated" : "deactivated" });
  }, TYPE_CONFLICT, executor);
}

/** Deletes a type nothing uses; the default only when it is the category's last type. */
export async function deleteProductType(id: string, executor: Executor = db, actorId?: string | null): Promise<{ name: string }> {
  return catalogueWrite(async (tx) => {
    const { category, type } = await lockType(tx, id);
    const [{ n: productCount }] = (await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(products)
      .where(and(eq(products.categoryId, category.id), eq(products.productType, type.code)))) as [{ n: number }];
    const codeCount = await codesBuiltFrom(tx, category.code, type.code);
    if (Number(productCount) > 0 || codeCount > 0) throw new UserError(typeInUse(type.name, Number(productCount), codeCount), 409);
    if (type.isDefault) {
      const [other] = await tx.select({ id: productTypes.id }).from(productTypes).where(and(eq(productTypes.categoryId, category.id), ne(productTypes.id, id))).limit(1);
      if (other) throw new UserError(DEFAULT_NOT_DELETABLE, 409);
    }
    await tx.delete(productTypes).where(eq(productTypes.id, id));
    await recordActivity(tx, actorId, { subject: "product-type", subjectId: id, label: typeLabel(category.name, type.name), action: "deleted" });
    return { name: type.name };
  }, TYPE_CONFLICT, executor);
}
