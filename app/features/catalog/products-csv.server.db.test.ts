// issue #11 point 3: products CSV export/import and bulk edit, on both engines.
import { eq, inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { productCategories, productCodes, products, productTags } from "~/db/schema";
import { createCodeCategory, createProduct, createUser } from "../../../tests/factories";
import { recentActivityOf } from "~/features/activity/activity-log.server";
import { parseCsv, writeCsv } from "./csv";
import { bulkEditProducts } from "./product-bulk.server";
import { findProductRedirect } from "./product-redirects.server";
import { changeProductCode } from "./product-codes.server";
import { PRODUCT_COLUMNS } from "./products-csv-rows";
import { exportProductsCsv, importProductsCsv } from "./products-csv.server";

const productSnapshot = async () =>
  (await db.execute<{ s: string }>(sql`SELECT md5(string_agg(row(p.id, p.title, p.description, p.category_id, p.product_type, p.price_original, p.price_discounted, p.price_currency, p.is_verified, p.is_trending, p.code, p.url_alias, p.updated_at)::text, ',' ORDER BY p.id))
    || (SELECT md5(coalesce(string_agg(product_id::text || tag || position, ',' ORDER BY product_id, tag), '')) FROM product_tags) AS s FROM products p`)).rows[0].s;

const allFilters = { q: "", categoryId: null, sort: { key: "createdAt" as const, dir: "desc" as const } };

describe("products CSV", () => {
  it("export → import is a no-op (every row unchanged)", async () => {
    const cat = await createCodeCategory();
    const a = await createProduct({ title: '=HYPERLINK("http://zly.example")', priceDiscounted: 12.5 });
    await changeProductCode(a.id, `${cat}-AA-001`);
    await db.insert(productTags).values([{ productId: a.id, tag: "kuchnia", position: 0 }, { productId: a.id, tag: "lato, plaża", position: 1 }]);
    await createProduct({ traits: ["trending", "verified"] });
    const csv = await exportProductsCsv(allFilters);
    const parsed = parseCsv(csv);
    expect(parsed.ok && parsed.records[0].cells).toEqual([...PRODUCT_COLUMNS]);
    expect(csv).toContain(`"'=HYPERLINK(""http://zly.example"")"`);
    expect(csv).toContain('"12,50"');
    const before = await productSnapshot();
    const result = await importProductsCsv(csv);
    expect(result.ok && result.summary.added + result.summary.updated).toBe(0);
    expect(await productSnapshot()).toBe(before);
  });

  it("creates, updates by id and by code, and registers the codes", async () => {
    const cat = await createCodeCategory();
    const byId = await createProduct({ title: "Stary tytuł" });
    const byCode = await createProduct({ title: "Po kodzie" });
    await changeProductCode(byCode.id, `${cat}-BB-002`);
    const file = writeCsv(["id", "kod", "tytul", "opis", "kategoria", "typ", "cena_oryginalna", "trending", "tagi"], [
      [byId.id, `${cat}-AA-001`, "Nowy tytuł", "Opis", cat, "AA", "19,99", "tak", "a\nb"],
      ["", `${cat}-BB-002`, "Po kodzie", "Opis 2", cat, "BB", "", "nie", ""],
      ["", `${cat}-AA-003`, "Całkiem nowy", "Opis 3", cat, "", "5", "", "nowy"],
    ]);
    const result = await importProductsCsv(file);
    expect(result).toEqual({ ok: true, summary: { added: 1, updated: 2, unchanged: 0 } });
    const [updated] = await db.select().from(products).where(eq(products.id, byId.id));
    expect(updated).toMatchObject({ title: "Nowy tytuł", code: `${cat}-AA-001`, urlAlias: `${cat.toLowerCase()}-aa-001-nowy-tytul`, priceOriginal: 19.99, isTrending: true });
    const [created] = await db.select().from(products).where(eq(products.code, `${cat}-AA-003`));
    expect(created).toMatchObject({ title: "Całkiem nowy", priceOriginal: 5 });
    const records = await db.select().from(productCodes).where(eq(productCodes.categoryCode, cat));
    expect(records.map((r) => [r.code, r.productId, r.isActive]).sort()).toEqual([
      [`${cat}-AA-001`, byId.id, true], [`${cat}-AA-003`, created.id, true], [`${cat}-BB-002`, byCode.id, true],
    ].sort());
  });

  it("one bad row in 1,000 changes nothing and is reported with its line", async () => {
    const cat = await createCodeCategory();
    const [taken, other] = [await createProduct(), await createProduct()];
    await changeProductCode(taken.id, `${cat}-BB-001`);
    const rows = Array.from({ length: 999 }, (_, i) => ["", "", `Produkt importu ${i}`, "Opis", cat]);
    rows.splice(700, 0, [other.id, `${cat}-BB-001`, "Cudzy kod", "Opis", cat]);
    const before = await productSnapshot();
    const result = await importProductsCsv(writeCsv(["id", "kod", "tytul", "opis", "kategoria"], rows));
    expect(result).toMatchObject({ ok: false, errorCount: 1, errors: [{ line: 702, message: "Kod już istnieje dla innego produktu" }] });
    expect(await productSnapshot()).toBe(before);
  });

  it("puts no new or moved product into a switched-off category; one already there still updates (session 32)", async () => {
    const [open, closed] = [await createCodeCategory(), await createCodeCategory()];
    const inside = await createProduct({ title: "Już w wyłączonej" });
    const outside = await createProduct({ title: "W otwartej" });
    const [closedId] = await db.select({ id: productCategories.id }).from(productCategories).where(eq(productCategories.code, closed));
    const [openId] = await db.select({ id: productCategories.id }).from(productCategories).where(eq(productCategories.code, open));
    await db.update(products).set({ categoryId: closedId!.id }).where(eq(products.id, inside.id));
    await db.update(products).set({ categoryId: openId!.id }).where(eq(products.id, outside.id));
    await db.update(productCategories).set({ isActive: false }).where(eq(productCategories.code, closed));
    const header = ["id", "tytul", "opis", "kategoria"];
    const refused = await importProductsCsv(writeCsv(header, [["", "Nowy w wyłączonej", "Opis", closed], [outside.id, "Przeniesiony", "Opis", closed]]));
    expect(refused).toMatchObject({ ok: false, errorCount: 2 });
    expect((refused as { errors: { message: string }[] }).errors.map((e) => e.message)).toEqual([
      `Kategoria „Kategoria ${closed}” jest wyłączona i nie przyjmuje nowych produktów. Wybierz inną kategorię.`,
      `Kategoria „Kategoria ${closed}” jest wyłączona i nie przyjmuje nowych produktów. Wybierz inną kategorię.`,
    ]);
    expect(await importProductsCsv(writeCsv(header, [[inside.id, "Już w wyłączonej 2", "Opis", closed]]))).toMatchObject({ ok: true, summary: { updated: 1 } });
  });

  it("writes an entry of its own for each product an import changed, naming the fields (session 32)", async () => {
    const editor = await createUser({ traits: ["editor"] });
    const product = await createProduct({ title: "Kostki do importu", priceOriginal: 69 });
    const [row] = await db.select({ description: products.description }).from(products).where(eq(products.id, product.id));
    const result = await importProductsCsv(writeCsv(["id", "tytul", "opis", "kategoria", "cena_oryginalna"], [[product.id, "Kostki do importu", row!.description, "", "65"]]), undefined, editor.id);
    expect(result, JSON.stringify(result)).toMatchObject({ ok: true, summary: { updated: 1 } });
    const [entry] = await recentActivityOf("product", product.id);
    expect(entry).toMatchObject({ action: "updated", details: { fields: ["price"], imported: true } });
  });

  it("reports unknown ids, categories and types, and duplicates in the file", async () => {
    const cat = await createCodeCategory();
    const file = writeCsv(["id", "kod", "tytul", "opis", "kategoria", "typ"], [
      ["00000000-0000-4000-8000-000000000000", "", "A", "B", cat, ""],
      ["", "", "A", "B", "Q1", ""],
      ["", "", "A", "B", cat, "ZZ"],
      ["", `${cat}-AA-009`, "A", "B", cat, ""],
      ["", `${cat}-AA-009`, "C", "D", cat, ""],
    ]);
    const result = await importProductsCsv(file);
    expect(!result.ok && result.errors).toEqual([
      { line: 2, message: "Nie znaleziono produktu o id 00000000-0000-4000-8000-000000000000" },
      { line: 3, message: "Nie znaleziono kategorii o kodzie Q1" },
      { line: 4, message: `Nieznany typ: ZZ dla kategorii: ${cat}` },
      { line: 6, message: `Kod ${cat}-AA-009 występuje w pliku więcej niż raz (wiersz 5)` },
    ]);
  });
});

describe("bulk edit", () => {
  it("sets and clears trending on the ticked rows only, changes the category, deletes", async () => {
    const [a, b, c, other] = await Promise.all([createProduct(), createProduct(), createProduct(), createProduct()]);
    const ids = [a.id, b.id, c.id];
    expect(await bulkEditProducts({ ids, operation: "trending-on" })).toBe("Zaktualizowano 3 produkty.");
    const flags = await db.select({ id: products.id, t: products.isTrending }).from(products).where(inArray(products.id, [...ids, other.id]));
    expect(flags.filter((f) => f.t).map((f) => f.id).sort()).toEqual([...ids].sort());
    await bulkEditProducts({ ids: [a.id], operation: "trending-off" });
    expect((await db.select().from(products).where(eq(products.id, a.id)))[0].isTrending).toBe(false);
    await bulkEditProducts({ ids, operation: "verified-on" });
    const cat = await createCodeCategory();
    await bulkEditProducts({ ids: [b.id], operation: "category", categoryCode: cat });
    // Already there: left as it is, its type kept (hostile review, session 32).
    await db.update(products).set({ productType: "BB" }).where(eq(products.id, b.id));
    expect(await bulkEditProducts({ ids: [b.id], operation: "category", categoryCode: cat })).toBe("Nic do zmiany: zaznaczone produkty już są w tym stanie.");
    expect((await db.select({ t: products.productType }).from(products).where(eq(products.id, b.id)))[0]!.t).toBe("BB");
    await expect(bulkEditProducts({ ids: [b.id], operation: "category", categoryCode: "Q1" })).rejects.toThrow("Nie znaleziono kategorii o kodzie Q1");
    // A switched-off category takes no products, in bulk as in the form (session 32).
    const closed = await createCodeCategory();
    await db.update(productCategories).set({ isActive: false }).where(eq(productCategories.code, closed));
    await expect(bulkEditProducts({ ids: [a.id], operation: "category", categoryCode: closed })).rejects.toThrow(`Kategoria „Kategoria ${closed}” jest wyłączona`);
    await expect(bulkEditProducts({ ids: [], operation: "delete" })).rejects.toThrow("Zaznacz co najmniej jeden produkt.");
    await expect(bulkEditProducts({ ids: ["x"], operation: "delete" })).rejects.toThrow("Nieprawidłowe zaznaczenie.");
    expect(await bulkEditProducts({ ids: [a.id, b.id], operation: "delete" })).toBe("Usunięto 2 produkty.");
    expect(await db.select().from(products).where(inArray(products.id, ids))).toHaveLength(1);
  });

  it("gives a product moved to another category a code of that category; its old code and alias answer 301 (ADR 124)", async () => {
    const [from, to] = [await createCodeCategory(), await createCodeCategory()];
    const coded = await createProduct({ title: "Kubek termiczny" });
    await changeProductCode(coded.id, `${from}-AA-001`); // the alias follows the code
    const plain = await createProduct();
    await bulkEditProducts({ ids: [coded.id, plain.id], operation: "category", categoryCode: to });
    const [moved] = await db.select().from(products).where(eq(products.id, coded.id));
    expect(moved).toMatchObject({ code: `${to}-AA-001`, productType: "AA", urlAlias: `${to.toLowerCase()}-aa-001-kubek-termiczny` });
    expect((await db.select().from(products).where(eq(products.id, plain.id)))[0]).toMatchObject({ code: null, productType: null });
    const records = await db.select({ code: productCodes.code, active: productCodes.isActive }).from(productCodes).where(eq(productCodes.productId, coded.id));
    expect(records.filter((r) => r.active).map((r) => r.code)).toEqual([`${to}-AA-001`]);
    expect(await findProductRedirect({ codeOrAlias: `${from}-AA-001` })).toBe(`/${to}-AA-001`);
    expect(await findProductRedirect({ codeOrAlias: `${from.toLowerCase()}-aa-001-kubek-termiczny` })).toBe(`/${to.toLowerCase()}-aa-001-kubek-termiczny`);
  });
});
