// ADR 177: the products CSV carries each product's own SEO title and description (seo_tytul, seo_opis):
// exported, imported by the form's rule, and a file without the columns leaves them as they are.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { activityLog, products } from "~/db/schema";
import { createProduct, createUser } from "../../../tests/factories";
import { parseCsv, writeCsv } from "./csv";
import { exportProductsCsv, importProductsCsv } from "./products-csv.server";

const allFilters = { q: "", categoryId: null, sort: { key: "createdAt" as const, dir: "desc" as const } };
const seoOf = async (id: string) => (await db.select({ t: products.seoTitle, d: products.seoDescription }).from(products).where(eq(products.id, id)))[0]!;

describe("products CSV and the SEO texts (ADR 177)", () => {
  it("exports them in seo_tytul and seo_opis, and a round trip changes nothing", async () => {
    const p = await createProduct({ title: `Eksport SEO ${Date.now()}` });
    await db.update(products).set({ seoTitle: "Własny tytuł", seoDescription: "Własny opis; z średnikiem" }).where(eq(products.id, p.id));
    const csv = await exportProductsCsv(allFilters);
    const parsed = parseCsv(csv);
    if (!parsed.ok) throw new Error("export unreadable");
    const header = parsed.records[0]!.cells;
    const row = parsed.records.find((r) => r.cells[0] === p.id)!.cells;
    expect([row[header.indexOf("seo_tytul")], row[header.indexOf("seo_opis")]]).toEqual(["Własny tytuł", "Własny opis; z średnikiem"]);
    const result = await importProductsCsv(csv);
    expect(result.ok && result.summary.updated).toBe(0);
    expect(await seoOf(p.id)).toEqual({ t: "Własny tytuł", d: "Własny opis; z średnikiem" });
  });

  it("sets, cleans and clears them by the file; an older file without the columns keeps them; a new product without them has none", async () => {
    const editor = await createUser({ traits: ["editor"] });
    const p = await createProduct({ title: "Import SEO" });
    const set = writeCsv(["id", "tytul", "opis", "kategoria", "seo_tytul", "seo_opis"], [[p.id, "Import SEO", "Opis", "", "  Tytuł\nz importu ", "Opis z importu"]]);
    const first = await importProductsCsv(set, db, editor.id);
    expect(first).toMatchObject({ ok: true, summary: { updated: 1 } });
    expect(await seoOf(p.id)).toEqual({ t: "Tytuł z importu", d: "Opis z importu" });
    const entries = await db.select().from(activityLog).where(eq(activityLog.subjectId, p.id));
    expect(entries.find((e) => e.action === "updated")?.details).toMatchObject({ fields: expect.arrayContaining(["seoTitle", "seoDescription"]), imported: true });

    const older = writeCsv(["id", "tytul", "opis", "kategoria"], [[p.id, "Import SEO – nowy tytuł", "Opis", ""]]);
    expect(await importProductsCsv(older)).toMatchObject({ ok: true, summary: { updated: 1 } });
    expect(await seoOf(p.id)).toEqual({ t: "Tytuł z importu", d: "Opis z importu" });

    const cleared = writeCsv(["id", "tytul", "opis", "kategoria", "seo_tytul", "seo_opis"], [[p.id, "Import SEO – nowy tytuł", "Opis", "", "", ""]]);
    expect(await importProductsCsv(cleared)).toMatchObject({ ok: true, summary: { updated: 1 } });
    expect(await seoOf(p.id)).toEqual({ t: null, d: null });

    const title = `Nowy bez SEO ${Date.now()}`;
    expect(await importProductsCsv(writeCsv(["tytul", "opis", "kategoria"], [[title, "Opis", "EL"]]))).toMatchObject({ ok: true, summary: { added: 1 } });
    const [created] = await db.select().from(products).where(eq(products.title, title));
    expect([created!.seoTitle, created!.seoDescription]).toEqual([null, null]);
  });

  it("refuses a row whose text breaks the form's rule, and then saves nothing from the file", async () => {
    const p = await createProduct({ title: "Odmowa SEO" });
    const file = writeCsv(["id", "tytul", "opis", "kategoria", "seo_tytul", "seo_opis"], [
      [p.id, "Odmowa SEO zmieniona", "Opis", "", "Dobry", ""],
      [p.id, "Odmowa SEO", "Opis", "", "x".repeat(61), ""],
    ]);
    const result = await importProductsCsv(file);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors).toContainEqual(expect.objectContaining({ message: "Tytuł SEO może mieć najwyżej 60 znaków: skróć go." }));
    expect(await seoOf(p.id)).toEqual({ t: null, d: null });
  });
});
