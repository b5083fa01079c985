// ADR 166: a category's or type's edit form carries the version it showed; a save over someone
// else's later change is refused (409) and changes nothing. PGlite and PostgreSQL.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { productCategories, productTypes } from "~/db/schema";
import { closePageCacheListener } from "~/server/page-cache.server";
import { UserError } from "~/utils/action.server";
import { STALE_FIELD } from "~/utils/stale-version.server";
import { loadCatalogue, translateMessage } from "~/i18n/i18n";
import "~/i18n/admin-messages";
import { listCategoryTree } from "./category-admin.server";
import type { CategorySaveInput, TypeSaveInput } from "./category-schemas";
import { CATEGORY_STALE, saveCategory, setCategoryActive } from "./category-write.server";
import { saveProductType, setProductTypeActive, TYPE_STALE } from "./product-type-write.server";

afterAll(() => closePageCacheListener());
beforeAll(() => loadCatalogue("en"));

let n = 0;
const category = (): CategorySaveInput => {
  n++;
  return { intent: "save-category", id: null, icon: "gift", description: "", isActive: true, code: `V${String.fromCharCode(65 + n)}`, name: `Wersjonowana ${n} ${Math.random().toString(36).slice(2, 6)}` };
};
const type = (categoryId: string, over: Partial<TypeSaveInput> = {}): TypeSaveInput => ({ intent: "save-type", id: null, categoryId, name: "Typ", code: "AA", isDefault: false, isActive: true, ...over });

const categoryRow = async (id: string) => (await db.select().from(productCategories).where(eq(productCategories.id, id)))[0]!;
const typeRow = async (id: string) => (await db.select().from(productTypes).where(eq(productTypes.id, id)))[0]!;
const versionOf = async (id: string) => (await categoryRow(id)).updatedAt.toISOString();
const typeVersionOf = async (id: string) => (await typeRow(id)).updatedAt.toISOString();

async function refusedAsStale(promise: Promise<unknown>, message: string) {
  const error = await promise.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(UserError);
  expect(error).toMatchObject({ status: 409, message, fieldErrors: { [STALE_FIELD]: "1" } });
}

describe("a category's version", () => {
  it("refuses the second of two forms opened on the same version, keeping the first one's change", async () => {
    const input = category();
    const { id } = await saveCategory(input);
    const opened = await versionOf(id);
    await saveCategory({ ...input, id, description: "Opis pierwszej osoby", expectedUpdatedAt: opened });
    await refusedAsStale(saveCategory({ ...input, id, name: `${input.name} bis`, expectedUpdatedAt: opened }), CATEGORY_STALE);
    expect(await categoryRow(id)).toMatchObject({ name: input.name, description: "Opis pierwszej osoby" });
    // The current version saves.
    await saveCategory({ ...input, id, name: `${input.name} bis`, description: "Opis pierwszej osoby", expectedUpdatedAt: await versionOf(id) });
    expect((await categoryRow(id)).name).toBe(`${input.name} bis`);
  });

  it("is moved by switching the category off: a form opened before cannot switch it back on", async () => {
    const input = category();
    const { id } = await saveCategory(input);
    const opened = await versionOf(id);
    await setCategoryActive(id, false);
    await refusedAsStale(saveCategory({ ...input, id, isActive: true, expectedUpdatedAt: opened }), CATEGORY_STALE);
    expect((await categoryRow(id)).isActive).toBe(false);
    // The switch states the wanted state: it needs no version, and repeating it changes nothing.
    const off = await versionOf(id);
    await setCategoryActive(id, false);
    expect(await versionOf(id)).toBe(off);
  });

  it("is kept by a save that changes nothing, and is what the list gives the form", async () => {
    const input = category();
    const { id } = await saveCategory(input);
    const opened = await versionOf(id);
    await saveCategory({ ...input, id, expectedUpdatedAt: opened });
    expect(await versionOf(id)).toBe(opened);
    expect((await listCategoryTree()).find((c) => c.id === id)?.updatedAt).toBe(opened);
  });
});

describe("a product type's version", () => {
  it("refuses a stale save, also after the type was switched off or lost the default to another type", async () => {
    const { id: categoryId } = await saveCategory(category());
    const first = await saveProductType(type(categoryId, { code: "AA", name: "Pierwszy" }));
    const second = await saveProductType(type(categoryId, { code: "BB", name: "Drugi" }));
    const secondOpened = await typeVersionOf(second.id);
    await setProductTypeActive(second.id, false);
    await refusedAsStale(saveProductType(type(categoryId, { id: second.id, code: "BB", name: "Drugi zmieniony", expectedUpdatedAt: secondOpened })), TYPE_STALE);
    expect(await typeRow(second.id)).toMatchObject({ name: "Drugi", isActive: false });

    // The second becomes the default: the first changed too, so a form opened on it is stale.
    const firstOpened = await typeVersionOf(first.id);
    await saveProductType(type(categoryId, { id: second.id, code: "BB", name: "Drugi", isDefault: true, expectedUpdatedAt: await typeVersionOf(second.id) }));
    await refusedAsStale(saveProductType(type(categoryId, { id: first.id, code: "AA", name: "Pierwszy", isDefault: true, expectedUpdatedAt: firstOpened })), TYPE_STALE);
    expect((await typeRow(second.id)).isDefault).toBe(true);
    expect((await listCategoryTree()).find((c) => c.id === categoryId)?.types.find((t) => t.id === first.id)?.updatedAt).toBe(await typeVersionOf(first.id));
  });
});

it("has English twins for both refusals", () => {
  expect(translateMessage("en", CATEGORY_STALE)).toMatch(/^Someone else changed this category/);
  expect(translateMessage("en", TYPE_STALE)).toMatch(/^Someone else changed this product type/);
});
