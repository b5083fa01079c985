// ADR 132: the "Kategorie" screen's server module — check order, uniqueness, one default type per
// category, refusal to delete what products or codes use, code locks, cache drops. PGlite and PostgreSQL.
import { eq } from "drizzle-orm";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { productCategories, productCodes, products, productTypes } from "~/db/schema";
import { closePageCacheListener, onPageCacheClear } from "~/server/page-cache.server";
import { UserError } from "~/utils/action.server";
import { validateForm } from "~/utils/form";
import { listCategoryTree } from "./category-admin.server";
import { CategorySaveSchema, CODE_FORMAT, type CategorySaveInput, type TypeSaveInput } from "./category-schemas";
import {
  CATEGORY_NAME_TAKEN, CATEGORY_NOT_FOUND, categoryCodeLocked, categoryCodeTaken, categoryInUse, categorySlugTaken, deleteCategory, saveCategory, setCategoryActive,
} from "./category-write.server";
import { listActiveCategories } from "./categories.server";
import { loadCategoryChoices } from "./admin-product-form.server";
import { generateProductCode } from "./code-generator.server";
import {
  DEFAULT_MUST_BE_ACTIVE, DEFAULT_NOT_DELETABLE, DEFAULT_REQUIRED, deleteProductType, saveProductType, setProductTypeActive, typeCodeLocked, typeCodeTaken, typeInUse,
} from "./product-type-write.server";

afterAll(() => closePageCacheListener());

let clears = 0;
onPageCacheClear(() => clears++);
beforeEach(() => {
  clears = 0;
});

// Codes and names of this file's own categories: Q… is never used by the reference data or the factories.
let n = 0;
const fresh = () => {
  n++;
  return { code: `Q${String.fromCharCode(65 + n)}`, name: `Testowa ${n} ${Math.random().toString(36).slice(2, 6)}` };
};
const category = (over: Partial<CategorySaveInput> = {}): CategorySaveInput => ({ intent: "save-category", id: null, icon: "gift", description: "", isActive: true, ...fresh(), ...over });
const type = (categoryId: string, over: Partial<TypeSaveInput> = {}): TypeSaveInput => ({ intent: "save-type", id: null, categoryId, name: "Typ", code: "AA", isDefault: false, isActive: true, ...over });

async function refused(promise: Promise<unknown>, status: number, message?: string): Promise<UserError> {
  const error = await promise.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(UserError);
  expect((error as UserError).status).toBe(status);
  if (message) expect((error as UserError).message).toBe(message);
  return error as UserError;
}

const row = async (id: string) => (await db.select().from(productCategories).where(eq(productCategories.id, id)))[0]!;
const typesOf = async (categoryId: string) => db.select().from(productTypes).where(eq(productTypes.categoryId, categoryId));

describe("the form schema", () => {
  it("takes a code in any case, refuses anything but two letters A–Z", () => {
    const form = (code: string) => {
      const data = new FormData();
      for (const [k, v] of Object.entries({ intent: "save-category", id: "", name: "Ogród zimowy", code, icon: "house", description: "" })) data.set(k, v);
      return validateForm(data, CategorySaveSchema);
    };
    expect(form("og")).toMatchObject({ ok: true, data: { code: "OG", isActive: false } });
    for (const bad of ["O", "OGR", "Ó1", "Ł", ""]) expect(form(bad)).toMatchObject({ ok: false, fieldErrors: { code: CODE_FORMAT } });
  });
});

describe("saveCategory", () => {
  it("adds a category with a slug made from its name, and lists it with counts and types", async () => {
    const input = category({ name: "Żółte Łódki 2" });
    const { id, created } = await saveCategory(input);
    expect(created).toBe(true);
    expect(await row(id)).toMatchObject({ code: input.code, slug: "zolte-lodki-2", icon: "gift", isActive: true });
    expect(clears).toBe(1);
    const listed = (await listCategoryTree()).find((c) => c.id === id);
    expect(listed).toMatchObject({ productCount: 0, codeCount: 0, types: [] });
  });

  it("checks in order: existence (404), code (409), name (409), address (409) — and a refusal changes nothing", async () => {
    const a = await saveCategory(category());
    const b = category();
    const taken = await row(a.id);
    await refused(saveCategory(category({ id: "00000000-0000-4000-8000-000000000000" })), 404, CATEGORY_NOT_FOUND);
    // Code and name both taken: the code is reported first.
    await refused(saveCategory({ ...b, code: taken.code, name: taken.name }), 409, categoryCodeTaken(taken.code));
    await refused(saveCategory({ ...b, name: taken.name.toUpperCase() }), 409, CATEGORY_NAME_TAKEN);
    // Another name that makes the same address.
    await refused(saveCategory({ ...b, name: `${taken.name}!` }), 409, categorySlugTaken(taken.slug));
    expect(clears).toBe(1);
    expect(await db.select().from(productCategories).where(eq(productCategories.code, b.code))).toHaveLength(0);
  });

  it("renames (the address follows the name) and recodes while no product code is built from the code", async () => {
    const input = category();
    const { id } = await saveCategory(input);
    const next = fresh();
    await saveCategory({ ...input, id, ...next, name: "Nowa nazwa kategorii" });
    expect(await row(id)).toMatchObject({ code: next.code, name: "Nowa nazwa kategorii", slug: "nowa-nazwa-kategorii" });
  });

  it("locks the code once a product code is built from it (registered or only on a product); the name still changes", async () => {
    const input = category();
    const { id } = await saveCategory(input);
    await saveProductType(type(id));
    const generated = await generateProductCode({ categoryCode: input.code });
    const error = await refused(saveCategory({ ...input, id, code: fresh().code }), 409, categoryCodeLocked(input.code));
    expect(error.fieldErrors).toEqual({ code: categoryCodeLocked(input.code) });
    await saveCategory({ ...input, id, name: `${input.name} bis` });
    expect((await row(id)).code).toBe(input.code);
    await db.delete(productCodes).where(eq(productCodes.code, generated.code));
    await db.insert(products).values({ title: "Z kodem", code: `${input.code}-AA-005` });
    await refused(saveCategory({ ...input, id, code: fresh().code }), 409, categoryCodeLocked(input.code));
  });
});

describe("product types: one default per category", () => {
  it("makes the first type the default, moves the default when another is ticked, never leaves none", async () => {
    const { id } = await saveCategory(category());
    const first = await saveProductType(type(id, { code: "AA", name: "Pierwszy" }));
    const second = await saveProductType(type(id, { code: "BB", name: "Drugi" }));
    let types = await typesOf(id);
    expect(types.filter((t) => t.isDefault).map((t) => t.id)).toEqual([first.id]);
    await saveProductType(type(id, { id: second.id, code: "BB", name: "Drugi", isDefault: true }));
    types = await typesOf(id);
    expect(types.filter((t) => t.isDefault).map((t) => t.id)).toEqual([second.id]);
    await refused(saveProductType(type(id, { id: second.id, code: "BB", name: "Drugi", isDefault: false })), 409, DEFAULT_REQUIRED);
    await refused(saveProductType(type(id, { id: second.id, code: "BB", name: "Drugi", isDefault: true, isActive: false })), 409, DEFAULT_MUST_BE_ACTIVE);
    await refused(setProductTypeActive(second.id, false), 409, DEFAULT_MUST_BE_ACTIVE);
    await refused(deleteProductType(second.id), 409, DEFAULT_NOT_DELETABLE);
    expect((await typesOf(id)).filter((t) => t.isDefault)).toHaveLength(1);
    // The database refuses a second default too (migration 0023).
    await expect(db.update(productTypes).set({ isDefault: true }).where(eq(productTypes.id, first.id))).rejects.toThrow();
  });

  it("keeps a type's code unique in its category only, and refuses a type moved to another category", async () => {
    const a = await saveCategory(category());
    const b = await saveCategory(category());
    const aa = await saveProductType(type(a.id, { code: "AA" }));
    await refused(saveProductType(type(a.id, { code: "aa".toUpperCase(), name: "Inny" })), 409, typeCodeTaken("AA"));
    await saveProductType(type(b.id, { code: "AA" }));
    await refused(saveProductType(type(b.id, { id: aa.id, code: "AA" })), 400);
  });

  it("recodes a type without codes and carries its products along; locks it once codes exist", async () => {
    const input = category();
    const { id } = await saveCategory(input);
    const t = await saveProductType(type(id, { code: "AA", name: "Typ A" }));
    const [product] = await db.insert(products).values({ title: "Bez kodu", categoryId: id, productType: "AA" }).returning();
    await saveProductType(type(id, { id: t.id, code: "AB", name: "Typ A" }));
    expect((await db.select().from(products).where(eq(products.id, product!.id)))[0]!.productType).toBe("AB");
    await generateProductCode({ categoryCode: input.code, typeCode: "AB" });
    await refused(saveProductType(type(id, { id: t.id, code: "AC", name: "Typ A" })), 409, typeCodeLocked("AB"));
  });
});

describe("delete and deactivate", () => {
  it("deletes an unused category with its types; refuses one with products or codes (409) and offers deactivation", async () => {
    const unused = await saveCategory(category());
    await saveProductType(type(unused.id));
    await deleteCategory(unused.id);
    expect(await db.select().from(productCategories).where(eq(productCategories.id, unused.id))).toHaveLength(0);
    expect(await typesOf(unused.id)).toHaveLength(0);

    const input = category();
    const used = await saveCategory(input);
    await saveProductType(type(used.id));
    await db.insert(products).values({ title: "W kategorii", categoryId: used.id });
    clears = 0;
    await refused(deleteCategory(used.id), 409, categoryInUse(input.name, 1, 0));
    expect(clears).toBe(0);

    const coded = category();
    const withCode = await saveCategory(coded);
    await saveProductType(type(withCode.id));
    await generateProductCode({ categoryCode: coded.code });
    await refused(deleteCategory(withCode.id), 409, categoryInUse(coded.name, 0, 1));
    expect(await row(withCode.id)).toBeTruthy();
  });

  it("deletes an unused type; refuses one with products or codes", async () => {
    const input = category();
    const { id } = await saveCategory(input);
    await saveProductType(type(id, { code: "AA", name: "Domyślny" }));
    const used = await saveProductType(type(id, { code: "BB", name: "Używany" }));
    const coded = await saveProductType(type(id, { code: "CC", name: "Z kodem" }));
    const unused = await saveProductType(type(id, { code: "DD", name: "Pusty" }));
    await db.insert(products).values({ title: "Typu BB", categoryId: id, productType: "BB" });
    await generateProductCode({ categoryCode: input.code, typeCode: "CC" });
    await refused(deleteProductType(used.id), 409, typeInUse("Używany", 1, 0));
    await refused(deleteProductType(coded.id), 409, typeInUse("Z kodem", 0, 1));
    await deleteProductType(unused.id);
    expect((await typesOf(id)).map((t) => t.code).sort()).toEqual(["AA", "BB", "CC"]);
    const listed = (await listCategoryTree()).find((c) => c.id === id)!;
    expect(listed).toMatchObject({ productCount: 1, codeCount: 1 });
    expect(listed.types.map((t) => [t.code, t.productCount, t.codeCount])).toEqual([["AA", 0, 0], ["BB", 1, 0], ["CC", 0, 1]]);
  });

  it("a disabled category leaves the site's menus and the product form, its products stay; a disabled type leaves the form", async () => {
    const input = category();
    const { id } = await saveCategory(input);
    await saveProductType(type(id, { code: "AA" }));
    const other = await saveProductType(type(id, { code: "BB", name: "Drugi" }));
    await setProductTypeActive(other.id, false);
    expect((await loadCategoryChoices()).find((c) => c.code === input.code)?.types.map((t) => t.code)).toEqual(["AA"]);
    await refused(generateProductCode({ categoryCode: input.code, typeCode: "BB" }), 400);
    clears = 0;
    await setCategoryActive(id, false);
    expect(clears).toBe(1);
    expect((await listActiveCategories()).some((c) => c.name === input.name)).toBe(false);
    expect((await loadCategoryChoices()).some((c) => c.code === input.code)).toBe(false);
    await setCategoryActive(id, true);
    expect((await listActiveCategories()).some((c) => c.name === input.name)).toBe(true);
    await refused(setCategoryActive("00000000-0000-4000-8000-000000000000", false), 404);
  });
});

describe("a product of a disabled category or type", () => {
  it("keeps them in its edit form's choices (nothing else does)", async () => {
    const input = category();
    const { id } = await saveCategory(input);
    await saveProductType(type(id, { code: "AA" }));
    const off = await saveProductType(type(id, { code: "BB", name: "Wyłączany" }));
    await setProductTypeActive(off.id, false);
    await setCategoryActive(id, false);
    const kept = (await loadCategoryChoices(undefined, { categoryCode: input.code, typeCode: "BB" })).find((c) => c.code === input.code);
    expect(kept?.types.map((t) => t.code)).toEqual(["AA", "BB"]);
    expect((await loadCategoryChoices(undefined, { categoryCode: "EL", typeCode: "BB" })).some((c) => c.code === input.code)).toBe(false);
  });
});
