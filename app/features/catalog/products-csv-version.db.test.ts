// ADR 166: the products CSV carries each product's version (`zmieniono`); importing an old export over
// a product edited since is refused like any bad row (all-or-nothing). Both engines.
import { eq, inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { products } from "~/db/schema";
import { createProduct } from "../../../tests/factories";
import { parseCsv, writeCsv } from "./csv";
import { changedSinceExportMessage, PRODUCT_COLUMNS, versionMessage } from "./products-csv-rows";
import { exportProductsCsv, importProductsCsv } from "./products-csv.server";

const filters = (q: string) => ({ q, categoryId: null, sort: { key: "title" as const, dir: "asc" as const } });

/** The export's rows for the search `q`, as cell lists (the header first), and a way to write them back. */
async function exported(q: string) {
  const parsed = parseCsv(await exportProductsCsv(filters(q)));
  if (!parsed.ok) throw new Error(parsed.message);
  const [header, ...rows] = parsed.records.map((r) => r.cells);
  const column = (name: string) => header!.indexOf(name);
  return { header: header!, rows: rows.map((r) => [...r]), column, file: (rows: string[][]) => writeCsv(header!, rows) };
}

const titles = async (ids: string[]) => (await db.select({ id: products.id, title: products.title }).from(products).where(inArray(products.id, ids))).map((p) => p.title).sort();

describe("the products CSV's version column", () => {
  it("exports each product's updated_at as zmieniono (ISO 8601), the last column", async () => {
    const word = `wersja${Math.random().toString(36).slice(2, 8)}`;
    const product = await createProduct({ title: `Lampka ${word}` });
    const { header, rows, column } = await exported(word);
    expect(header.at(-1)).toBe("zmieniono");
    expect(header).toEqual([...PRODUCT_COLUMNS]);
    const [stored] = await db.select({ updatedAt: products.updatedAt }).from(products).where(eq(products.id, product.id));
    expect(rows[0]![column("zmieniono")]).toBe(stored!.updatedAt.toISOString());
  });

  it("refuses a row whose product changed after the export, with its line; nothing of the file is saved", async () => {
    const word = `stary${Math.random().toString(36).slice(2, 8)}`;
    const [a, b] = [await createProduct({ title: `A ${word}` }), await createProduct({ title: `B ${word}` })];
    const old = await exported(word);
    // Someone edits B after the export (the product form and every other write move updated_at).
    await db.update(products).set({ title: `B ${word} poprawiony`, updatedAt: sql`clock_timestamp()` }).where(eq(products.id, b.id));
    const edited = old.rows.map((r) => { const row = [...r]; row[old.column("opis")] = "Opis z arkusza"; return row; });
    const result = await importProductsCsv(old.file(edited));
    const [changed] = await db.select({ updatedAt: products.updatedAt }).from(products).where(eq(products.id, b.id));
    expect(result).toEqual({ ok: false, message: expect.any(String), errorCount: 1, errors: [{ line: 3, message: changedSinceExportMessage(changed!.updatedAt.toISOString()) }] });
    expect(await titles([a.id, b.id])).toEqual([`A ${word}`, `B ${word} poprawiony`]);
    expect((await db.select().from(products).where(eq(products.id, a.id)))[0]!.description).not.toBe("Opis z arkusza");
    // A fresh export of the same products imports.
    const fresh = await exported(word);
    const again = await importProductsCsv(fresh.file(fresh.rows.map((r) => { const row = [...r]; row[fresh.column("opis")] = "Opis z arkusza"; return row; })));
    expect(again).toEqual({ ok: true, summary: { added: 0, updated: 2, unchanged: 0 } });
  });

  it("lets a stale row that changes nothing pass as unchanged, and a file without the column import as before", async () => {
    const word = `bezkolumny${Math.random().toString(36).slice(2, 8)}`;
    const product = await createProduct({ title: `C ${word}` });
    const old = await exported(word);
    await db.update(products).set({ updatedAt: sql`clock_timestamp()` }).where(eq(products.id, product.id));
    expect(await importProductsCsv(old.file(old.rows))).toEqual({ ok: true, summary: { added: 0, updated: 0, unchanged: 1 } });
    // Hand-made: no zmieniono, so nothing to compare.
    const handMade = writeCsv(["id", "tytul", "opis", "kategoria"], [[product.id, `C ${word} ręcznie`, "Opis", "EL"]]);
    expect(await importProductsCsv(handMade)).toMatchObject({ ok: true, summary: { updated: 1 } });
    expect(await titles([product.id])).toEqual([`C ${word} ręcznie`]);
    // An empty cell is no version either (a new row added to an export).
    const withNew = writeCsv(["tytul", "opis", "kategoria", "zmieniono"], [[`D ${word}`, "Opis", "EL", ""]]);
    expect(await importProductsCsv(withNew)).toMatchObject({ ok: true, summary: { added: 1 } });
  });

  it("refuses an unreadable version with the row's line", async () => {
    const product = await createProduct();
    const file = writeCsv(["id", "tytul", "opis", "kategoria", "zmieniono"], [[product.id, "Nowy", "Opis", "EL", "wczoraj"]]);
    expect(await importProductsCsv(file)).toMatchObject({ ok: false, errors: [{ line: 2, message: versionMessage("wczoraj") }] });
    // A day that does not exist, and a moment no export wrote yet (it would switch the check off).
    for (const bad of ["2026-02-30T00:00:00Z", "9999-12-31T23:59:59.999Z"]) {
      const odd = writeCsv(["id", "tytul", "opis", "kategoria", "zmieniono"], [[product.id, "Nowy", "Opis", "EL", bad]]);
      expect(await importProductsCsv(odd)).toMatchObject({ ok: false, errors: [{ line: 2, message: versionMessage(bad) }] });
    }
  });
});
