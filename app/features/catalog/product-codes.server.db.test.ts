// issue #11: the codes section's generator and code edit (with 301s for the old URLs), on both engines.
import { and, asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { activityLog, productCategories, productCodes, products, productTypes } from "~/db/schema";
import { type UserError } from "~/utils/action.server";
import { createCodeCategory, createProduct, createUser } from "../../../tests/factories";
import { CODE_TAKEN_MESSAGE } from "./admin-product-write.server";
import { loadProductPage } from "./product-page.server";
import { changeProductCode, CodeReplaceNeeded, codeStatistics, generateCodeInSection, listCodes, parseCodeFilters } from "./product-codes.server";

const freshCategory = createCodeCategory;

const failure = (p: Promise<unknown>) => p.then(() => null, (e: unknown) => e as UserError);

async function redirectOf(params: { urlAlias?: string; codeOrAlias?: string }) {
  const thrown = await loadProductPage(params).then(() => null, (e: unknown) => e);
  if (!(thrown instanceof Response)) return thrown ? { status: (thrown as { init?: { status?: number } }).init?.status ?? 0, location: null } : null;
  return { status: thrown.status, location: thrown.headers.get("Location") };
}

/** The product in the category `code`, with the type `type`. */
async function placedIn<P extends { id: string }>(product: P, code: string, type: string): Promise<P> {
  const [category] = await db.select({ id: productCategories.id }).from(productCategories).where(eq(productCategories.code, code));
  await db.update(products).set({ categoryId: category.id, productType: type }).where(eq(products.id, product.id));
  return product;
}

describe("generator of the codes section (admin §5, §8)", () => {
  it("answers the spec's messages for a missing or unknown category and an unknown type", async () => {
    expect((await failure(generateCodeInSection({ categoryCode: "", typeCode: "", productId: "" })))?.message).toBe("Wybierz kategorię");
    expect((await failure(generateCodeInSection({ categoryCode: "QQ1", typeCode: "", productId: "" })))?.message).toBe("Nieznana kategoria: QQ1");
    const cat = await freshCategory();
    expect((await failure(generateCodeInSection({ categoryCode: cat, typeCode: "ZZ", productId: "" })))?.message).toBe(`Nieznany typ: ZZ dla kategorii: ${cat}`);
    const noDefault = await freshCategory();
    const [own] = await db.select({ id: productCategories.id }).from(productCategories).where(eq(productCategories.code, noDefault));
    await db.update(productTypes).set({ isDefault: false }).where(eq(productTypes.categoryId, own.id));
    expect((await failure(generateCodeInSection({ categoryCode: noDefault, typeCode: "", productId: "" })))?.message).toBe(`Brak dostępnych typów dla kategorii: ${noDefault}`);
  });

  it("assigns the generated code to the given product, with its alias", async () => {
    const cat = await freshCategory();
    const product = await createProduct({ title: "Lampka Nocna Ó" });
    const generated = await generateCodeInSection({ categoryCode: cat, typeCode: "BB", productId: product.id });
    expect(generated.code).toBe(`${cat}-BB-001`);
    const [row] = await db.select().from(products).where(eq(products.id, product.id));
    expect(row.code).toBe(generated.code);
    expect(row.urlAlias).toBe(`${cat.toLowerCase()}-bb-001-lampka-nocna-o`);
    const missing = await failure(generateCodeInSection({ categoryCode: cat, typeCode: "", productId: "00000000-0000-4000-8000-000000000000" }));
    expect(missing?.status).toBe(404);
  });

  it("takes the short id the codes list shows (its first 8 characters) for the product (review, session 31)", async () => {
    const cat = await freshCategory();
    const product = await createProduct({ title: "Kubek krótki" });
    const generated = await generateCodeInSection({ categoryCode: cat, typeCode: "BB", productId: ` ${product.id.slice(0, 8).toUpperCase()} ` });
    const [row] = await db.select({ code: products.code }).from(products).where(eq(products.id, product.id));
    expect(row!.code).toBe(generated.code);
    expect((await failure(generateCodeInSection({ categoryCode: cat, typeCode: "", productId: "zzzzzzzz" })))?.status).toBe(404);
  });

  it("asks before replacing a product's code, and then keeps the old address as a redirect", async () => {
    const cat = await freshCategory();
    const product = await placedIn(await createProduct({ title: "Kubek" }), cat, "AA");
    await generateCodeInSection({ categoryCode: cat, typeCode: "AA", productId: product.id });
    const asked = await failure(generateCodeInSection({ categoryCode: cat, typeCode: "", productId: product.id }));
    expect(asked).toBeInstanceOf(CodeReplaceNeeded);
    expect(asked).toMatchObject({ status: 409, existingCode: `${cat}-AA-001`, message: `Produkt ma już kod ${cat}-AA-001. Potwierdź, że nowy kod ma go zastąpić.` });
    const [unchanged] = await db.select({ code: products.code }).from(products).where(eq(products.id, product.id));
    expect(unchanged.code).toBe(`${cat}-AA-001`);
    // Confirmed: no type chosen means the product's own type (AA), not the category default.
    const replaced = await generateCodeInSection({ categoryCode: cat, typeCode: "", productId: product.id, replace: true });
    expect(replaced.code).toBe(`${cat}-AA-002`);
    expect(await redirectOf({ codeOrAlias: `${cat}-AA-001` })).toMatchObject({ status: 301 });
  });

  it("refuses a category or type that is not the product's, and changes nothing", async () => {
    const own = await freshCategory();
    const other = await freshCategory();
    const product = await placedIn(await createProduct({ title: "Lampka" }), own, "BB");
    await generateCodeInSection({ categoryCode: own, typeCode: "", productId: product.id });
    const wrongCategory = await failure(generateCodeInSection({ categoryCode: other, typeCode: "", productId: product.id, replace: true }));
    expect(wrongCategory).toMatchObject({ status: 400, message: `Produkt należy do kategorii ${own}: wybierz ją, aby kod pasował do produktu.` });
    const wrongType = await failure(generateCodeInSection({ categoryCode: own, typeCode: "AA", productId: product.id, replace: true }));
    expect(wrongType).toMatchObject({ status: 400, message: `Produkt ma typ BB: wybierz go albo zostaw typ domyślny.` });
    // The edit of the codes list is held to the same rule (ADR 124).
    const edited = await failure(changeProductCode(product.id, `${other}-AA-001`));
    expect(edited).toMatchObject({ status: 400, message: `Kod ${other}-AA-001 nie pasuje do kategorii produktu (${own}). Wygeneruj nowy kod.` });
    const [row] = await db.select({ code: products.code }).from(products).where(eq(products.id, product.id));
    expect(row.code).toBe(`${own}-BB-001`);
    expect((await listCodes({ q: other.toLowerCase(), category: other, state: "all", page: 1 })).total).toBe(0);
  });

  it("gives distinct codes to parallel generations", async () => {
    const cat = await freshCategory();
    const codes = await Promise.all(Array.from({ length: 6 }, () => generateCodeInSection({ categoryCode: cat, typeCode: "", productId: "" })));
    expect(new Set(codes.map((c) => c.code)).size).toBe(6);
    const stats = await codeStatistics();
    expect(stats.perCategory.find((c) => c.categoryCode === cat)).toMatchObject({ total: 6, assigned: 0 });
    expect(stats.recent.length).toBeLessThanOrEqual(10);
    const list = await listCodes({ q: `${cat.toLowerCase()}-aa`, category: cat, state: "active", page: 1 });
    expect(list.total).toBe(6);
  });

  it("answers a form sent several times with the code its first send reserved (ADR 220)", async () => {
    const cat = await freshCategory();
    const product = await createProduct({ title: "Lampka wysłana dwa razy" });
    const editor = await createUser();
    const sent = (productId: string, submissionKey: string) =>
      Promise.all(Array.from({ length: 4 }, () => generateCodeInSection({ categoryCode: cat, typeCode: "", productId, submissionKey }, undefined, editor.id)));
    const loose = await sent("", crypto.randomUUID());
    expect(new Set(loose.map((c) => c.code))).toEqual(new Set([`${cat}-AA-001`]));
    const forProduct = await sent(product.id, crypto.randomUUID());
    expect(new Set(forProduct.map((c) => c.code))).toEqual(new Set([`${cat}-AA-002`]));
    const rows = await db.select({ code: productCodes.code, productId: productCodes.productId }).from(productCodes).where(eq(productCodes.categoryCode, cat)).orderBy(asc(productCodes.code));
    expect(rows).toEqual([{ code: `${cat}-AA-001`, productId: null }, { code: `${cat}-AA-002`, productId: product.id }]);
    // One change log entry per code, not per send; a new key (the next generation) reserves the next number.
    const logged = await db.select().from(activityLog).where(and(eq(activityLog.subject, "code"), eq(activityLog.label, `${cat}-AA-001`)));
    expect(logged).toHaveLength(1);
    expect((await generateCodeInSection({ categoryCode: cat, typeCode: "", productId: "", submissionKey: crypto.randomUUID() })).code).toBe(`${cat}-AA-003`);
  });
});

describe("code edit (issue #11 point 2)", () => {
  it("changes the code, moves the alias and answers 301 on the old code and alias URLs", async () => {
    const cat = await freshCategory();
    const product = await createProduct({ title: "Kubek termiczny" });
    await changeProductCode(product.id, `${cat}-AA-001`);
    const before = (await db.select().from(products).where(eq(products.id, product.id)))[0];
    await changeProductCode(product.id, `${cat.toLowerCase()}-bb-007`);
    const after = (await db.select().from(products).where(eq(products.id, product.id)))[0];
    expect(after.code).toBe(`${cat}-BB-007`);
    expect(after.urlAlias).toBe(`${cat.toLowerCase()}-bb-007-kubek-termiczny`);
    expect(await redirectOf({ codeOrAlias: before.code! })).toEqual({ status: 301, location: `/${cat}-BB-007` });
    expect(await redirectOf({ codeOrAlias: before.urlAlias! })).toEqual({ status: 301, location: `/${after.urlAlias}` });
    expect(await redirectOf({ urlAlias: before.urlAlias! })).toEqual({ status: 301, location: `/produkty/${after.urlAlias}` });
    expect(await redirectOf({ codeOrAlias: "ZZ-ZZ-999" })).toMatchObject({ status: 404 });
    const records = await db.select().from(productCodes).where(eq(productCodes.productId, product.id));
    expect(records.map((r) => [r.code, r.isActive]).sort()).toEqual([[`${cat}-AA-001`, false], [`${cat}-BB-007`, true]]);
  });

  it("refuses a bad format and a code another product uses, changing nothing", async () => {
    const cat = await freshCategory();
    const a = await createProduct();
    const b = await createProduct();
    await changeProductCode(a.id, `${cat}-AA-001`);
    expect((await failure(changeProductCode(b.id, "EL-SH-1")))?.message).toBe("Nieprawidłowy format kodu: EL-SH-1");
    expect((await failure(changeProductCode(b.id, `${cat}-AA-001`)))?.message).toBe(CODE_TAKEN_MESSAGE);
    expect((await failure(changeProductCode(b.id, "QJ-AA-001")))?.message).toMatch(/^Nie znaleziono kategorii o kodzie QJ$|Kod już/);
    expect((await db.select().from(products).where(eq(products.id, b.id)))[0].code).toBeNull();
  });

  it("a code that becomes live again stops redirecting", async () => {
    const cat = await freshCategory();
    const product = await createProduct({ title: "Wraca" });
    await changeProductCode(product.id, `${cat}-AA-001`);
    await changeProductCode(product.id, `${cat}-AA-002`);
    await changeProductCode(product.id, `${cat}-AA-001`);
    const page = await loadProductPage({ codeOrAlias: `${cat}-AA-001` });
    expect(page.product.id).toBe(product.id);
    expect(await redirectOf({ codeOrAlias: `${cat}-AA-002` })).toEqual({ status: 301, location: `/${cat}-AA-001` });
  });
});

describe("codes list: short id search and replaced codes (ADR 145)", () => {
  it("finds a product's codes by the 8-character id the list shows, in any case", async () => {
    const cat = await freshCategory();
    const product = await createProduct({ title: "Szukany" });
    await changeProductCode(product.id, `${cat}-AA-001`);
    const short = product.id.slice(0, 8);
    for (const q of [short, short.toUpperCase(), product.id]) {
      expect((await listCodes({ q, category: null, state: "active", page: 1 })).rows.map((r) => r.code)).toEqual([`${cat}-AA-001`]);
    }
    expect((await listCodes({ q: short, category: cat, state: "inactive", page: 1 })).total).toBe(0);
  });

  it("lists a replaced code only on request, names its successor, and leaves it out of the statistics", async () => {
    const cat = await freshCategory();
    const product = await createProduct({ title: "Zmieniony" });
    await changeProductCode(product.id, `${cat}-AA-001`);
    await changeProductCode(product.id, `${cat}-AA-002`);
    const shown = await listCodes({ q: "", category: cat, state: "active", page: 1 });
    expect(shown.rows.map((r) => r.code)).toEqual([`${cat}-AA-002`]);
    const replaced = await listCodes({ q: "", category: cat, state: "inactive", page: 1 });
    expect(replaced.rows.map((r) => [r.code, r.isActive, r.currentCode])).toEqual([[`${cat}-AA-001`, false, `${cat}-AA-002`]]);
    expect((await listCodes({ q: "", category: cat, state: "all", page: 1 })).total).toBe(2);
    const stats = await codeStatistics();
    expect(stats.perCategory.find((c) => c.categoryCode === cat)).toMatchObject({ total: 1, assigned: 1 });
    expect(stats.recent.map((r) => r.code)).toContain(`${cat}-AA-002`);
    expect(stats.recent.map((r) => r.code)).not.toContain(`${cat}-AA-001`);
  });

  it("reads the state from ?stan=, in use by default", () => {
    expect(parseCodeFilters(new URLSearchParams("")).state).toBe("active");
    expect(parseCodeFilters(new URLSearchParams("stan=nieaktywne")).state).toBe("inactive");
    expect(parseCodeFilters(new URLSearchParams("stan=wszystkie")).state).toBe("all");
    expect(parseCodeFilters(new URLSearchParams("stan=cokolwiek")).state).toBe("active");
  });
});

describe("the change log of a code change (ADR 160, ADR 187)", () => {
  const entries = async (productId: string) =>
    (await db.select({ details: activityLog.details }).from(activityLog).where(and(eq(activityLog.subjectId, productId), eq(activityLog.action, "updated"))).orderBy(asc(activityLog.performedAt))).map((r) => r.details);

  it("keeps the code and alias before and after, as the product form does, for the edit and the generator's replace", async () => {
    const cat = await freshCategory();
    const actor = (await createUser({ traits: ["editor"] })).id;
    const product = await createProduct({ title: "Kubek z logiem" });
    await changeProductCode(product.id, `${cat}-AA-001`, db, actor);
    await changeProductCode(product.id, `${cat}-AA-001`, db, actor); // the same code: nothing changed, nothing logged
    const replaced = await generateCodeInSection({ categoryCode: cat, typeCode: "AA", productId: product.id, replace: true, expectedCode: `${cat}-AA-001` }, db, actor);
    const alias = (code: string) => `${code.toLowerCase()}-kubek-z-logiem`;
    expect(await entries(product.id)).toEqual([
      { fields: ["code", "alias"], values: { code: { before: "", after: `${cat}-AA-001` }, alias: { before: "", after: alias(`${cat}-AA-001`) } } },
      { fields: ["code", "alias"], values: { code: { before: `${cat}-AA-001`, after: replaced.code }, alias: { before: alias(`${cat}-AA-001`), after: alias(replaced.code) } } },
    ]);
  });
});

