// /admin/produkty bulk edit and import intents (issue #11 point 3): permissions and 4xx answers.
import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { activityLog, products } from "~/db/schema";
import * as adminLayout from "~/routes/admin/layout";
import * as productsList from "~/routes/admin/products";
import * as productsExport from "~/routes/admin/products-export";
import { closePageCacheListener } from "~/server/page-cache.server";
import { createProduct, createUser } from "../../../tests/factories";
import { callAction, callLoader, flashToastOf } from "../../../tests/route-harness";
import { writeCsv } from "~/features/catalog/csv";

afterAll(() => closePageCacheListener());


describe("/admin/produkty bulk edit", () => {
  it("marks the ticked rows as trending for an editor; a moderator is refused and nothing changes", async () => {
    const rows = await Promise.all([createProduct(), createProduct(), createProduct()]);
    const ids = rows.map((r) => r.id);
    const form = { intent: "bulk", operation: "trending-on", ids };
    const refused = await callAction([adminLayout, productsList], { path: "/admin/produkty", form, user: await createUser({ traits: ["moderator"] }) });
    expect(refused.status).toBe(403);
    expect((await db.select().from(products).where(inArray(products.id, ids))).every((p) => !p.isTrending)).toBe(true);
    const res = await callAction<{ ok: boolean; message: string }>([adminLayout, productsList], { path: "/admin/produkty", fetcher: true, form, user: await createUser({ traits: ["editor"] }) });
    expect(res.data).toEqual({ ok: true, message: "Zaktualizowano 3 produkty.", data: undefined });
    expect((await db.select().from(products).where(inArray(products.id, ids))).every((p) => p.isTrending)).toBe(true);
  });

  it("scope=filter acts on every product the list's filters match, not the ticked rows; over 500 is refused (review, session 30)", async () => {
    const editor = await createUser({ traits: ["editor"] });
    const word = `wszystkiepasujace${Math.random().toString(36).slice(2, 8)}`;
    const matching = await Promise.all([1, 2, 3].map((n) => createProduct({ title: `Lampka ${word} ${n}` })));
    const other = await createProduct();
    const form = { intent: "bulk", operation: "hide", scope: "filter", ids: [other.id] };
    const res = await callAction<{ ok: boolean; message: string }>([adminLayout, productsList], { path: `/admin/produkty?q=${word}`, fetcher: true, form, user: editor });
    expect(res.data).toMatchObject({ ok: true, message: "Zaktualizowano 3 produkty." });
    const hidden = async (ids: string[]) => (await db.select({ h: products.isHidden }).from(products).where(inArray(products.id, ids))).map((r) => r.h);
    expect(await hidden(matching.map((p) => p.id))).toEqual([true, true, true]);
    expect(await hidden([other.id])).toEqual([false]);
    // More than one bulk edit may take: refused, nothing changed.
    const many = `bardzowiele${Math.random().toString(36).slice(2, 8)}`;
    await db.insert(products).values(Array.from({ length: 501 }, (_, i) => ({ title: `${many} ${i}`, description: "Opis" })));
    const refused = await callAction<{ message: string }>([adminLayout, productsList], { path: `/admin/produkty?q=${many}`, form: { ...form, operation: "trending-on" }, user: editor });
    expect([refused.status, refused.data.message]).toEqual([400, "Najwyżej 500 produktów naraz."]);
    const flagged = await db.select({ t: products.isTrending }).from(products).where(sql`${products.title} LIKE ${`${many} %`}`);
    expect([flagged.length, flagged.some((r) => r.t)]).toEqual([501, false]);
  });

  it("scope=filter: refused (403) to a person without the permission, 404 for filters matching nothing, one change log entry per product (ADR 187)", async () => {
    const word = `pasujacefiltr${Math.random().toString(36).slice(2, 8)}`;
    const matching = await Promise.all([1, 2].map((n) => createProduct({ title: `Kubek ${word} ${n}` })));
    const ids = matching.map((p) => p.id);
    const form = { intent: "bulk", operation: "trending-on", scope: "filter" };
    const trending = async () => (await db.select({ t: products.isTrending }).from(products).where(inArray(products.id, ids))).map((r) => r.t);
    for (const traits of [["moderator"], []] as const) {
      const refused = await callAction([adminLayout, productsList], { path: `/admin/produkty?q=${word}`, form, user: await createUser({ traits: [...traits] }) });
      expect(refused.status).toBe(403);
    }
    // A bulk delete needs product:delete besides product:update, checked before the filter is read.
    const noDelete = await callAction([adminLayout, productsList], { path: `/admin/produkty?q=${word}`, form: { ...form, operation: "delete", confirm: "tak" }, user: await createUser({ traits: ["moderator"] }) });
    expect(noDelete.status).toBe(403);
    expect(await trending()).toEqual([false, false]);
    const editor = await createUser({ traits: ["editor"] });
    const none = await callAction<{ message: string }>([adminLayout, productsList], { path: `/admin/produkty?q=${word}&stan=ukryte`, form, user: editor });
    expect([none.status, none.data.message]).toEqual([404, "Żaden produkt nie pasuje do filtrów listy. Odśwież listę i wybierz produkty jeszcze raz."]);
    expect(await trending()).toEqual([false, false]);
    const done = await callAction<{ message: string }>([adminLayout, productsList], { path: `/admin/produkty?q=${word}`, fetcher: true, form, user: editor });
    expect(done.data.message).toBe("Zaktualizowano 2 produkty.");
    expect(await trending()).toEqual([true, true]);
    const entries = await db.select({ subjectId: activityLog.subjectId, by: activityLog.performedBy }).from(activityLog).where(inArray(activityLog.subjectId, ids));
    expect(entries.map((e) => e.subjectId).sort()).toEqual([...ids].sort());
    expect(entries.every((e) => e.by === editor.id)).toBe(true);
  });

  it("deletes only with the one confirmation, and refuses an unknown operation with 400", async () => {
    const editor = await createUser({ traits: ["editor"] });
    const product = await createProduct();
    const unconfirmed = await callAction<{ message: string }>([adminLayout, productsList], { path: "/admin/produkty", form: { intent: "bulk", operation: "delete", ids: [product.id] }, user: editor });
    expect([unconfirmed.status, unconfirmed.data.message]).toEqual([400, "Potwierdź usunięcie zaznaczonych produktów."]);
    expect(await db.select().from(products).where(eq(products.id, product.id))).toHaveLength(1);
    const unknown = await callAction([adminLayout, productsList], { path: "/admin/produkty", form: { intent: "bulk", operation: "drop-table", ids: [product.id] }, user: editor });
    expect(unknown.status).toBe(400);
    const nothing = await callAction<{ message: string }>([adminLayout, productsList], { path: "/admin/produkty", form: { intent: "bulk", operation: "trending-on" }, user: editor });
    expect([nothing.status, nothing.data.message]).toEqual([400, "Zaznacz co najmniej jeden produkt."]);
    const confirmed = await callAction<{ message: string }>([adminLayout, productsList], { path: "/admin/produkty", fetcher: true, form: { intent: "bulk", operation: "delete", confirm: "tak", ids: [product.id] }, user: editor });
    expect(confirmed.data.message).toBe("Usunięto 1 produkt.");
    expect(await db.select().from(products).where(eq(products.id, product.id))).toHaveLength(0);
    // The same rows again (deleted meanwhile, or made-up ids): a 404 that says so (review, session 27).
    const again = await callAction<{ message: string }>([adminLayout, productsList], { path: "/admin/produkty", form: { intent: "bulk", operation: "trending-on", ids: [product.id] }, user: editor });
    expect([again.status, again.data.message]).toEqual([404, "Nie znaleziono zaznaczonych produktów. Mogły zostać usunięte."]);
  });

  it("answers an import without a file with 400, and exports the filtered list as CSV", async () => {
    const editor = await createUser({ traits: ["editor"] });
    const res = await callAction<{ message: string }>([adminLayout, productsList], { path: "/admin/produkty", form: { intent: "import" }, user: editor });
    expect([res.status, res.data.message]).toEqual([400, "Wybierz plik CSV do importu."]);
    await createProduct({ title: "Eksportowany unikat zzqx" });
    const csv = await callLoader([adminLayout, productsExport], { path: "/admin/produkty/eksport?q=zzqx", user: editor });
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-disposition")).toMatch(/^attachment; filename="produkty-/);
    const moderator = await callLoader([adminLayout, productsExport], { path: "/admin/produkty/eksport", user: await createUser({ traits: ["moderator"] }) });
    expect(moderator.status).toBe(403);
  });

  it("answers a plain (no-JavaScript) import, delete or bulk edit with a 303 back to the list and its message as a flash toast, so a reload sends nothing again (ADR 150)", async () => {
    const editor = await createUser({ traits: ["editor"] });
    const title = `Bez JS ${Math.random().toString(36).slice(2, 8)}`;
    // Rows without id or code: each send of the file would add them again.
    const file = new File([writeCsv(["tytul", "opis", "kategoria"], [[title, "Opis", "EL"]])], "produkty.csv", { type: "text/csv" });
    const plain = await callAction([adminLayout, productsList], { path: "/admin/produkty?q=lampa", form: { intent: "import" }, files: { file }, user: editor });
    expect([plain.status, plain.location]).toEqual([303, "/admin/produkty?q=lampa"]);
    expect(await flashToastOf(plain)).toMatchObject({ type: "success", message: "Import zakończony: dodano 1, zaktualizowano 0, bez zmian 0." });
    expect(await db.select().from(products).where(eq(products.title, title))).toHaveLength(1);
    // A scripted import keeps its answer (the form shows the report beside itself).
    const scripted = await callAction<{ ok: boolean; message: string }>([adminLayout, productsList], { path: "/admin/produkty", fetcher: true, form: { intent: "import" }, files: { file }, user: editor });
    expect([scripted.status, scripted.data.ok]).toEqual([200, true]);
    // A refused plain import stays on the page with its message (ActionResultMessage shows it).
    const bad = new File([writeCsv(["tytul", "opis", "kategoria"], [["", "Opis", "EL"]])], "zle.csv", { type: "text/csv" });
    const refused = await callAction<{ ok: boolean; message: string }>([adminLayout, productsList], { path: "/admin/produkty", form: { intent: "import" }, files: { file: bad }, user: editor });
    expect([refused.status, refused.location, refused.data.ok]).toEqual([400, null, false]);

    const product = await createProduct();
    const bulk = await callAction([adminLayout, productsList], { path: "/admin/produkty", form: { intent: "bulk", operation: "trending-on", ids: [product.id] }, user: editor });
    expect([bulk.status, bulk.location]).toEqual([303, "/admin/produkty"]);
    expect(await flashToastOf(bulk)).toMatchObject({ message: "Zaktualizowano 1 produkt." });
    const deleted = await callAction([adminLayout, productsList], { path: "/admin/produkty", form: { intent: "delete", id: product.id }, user: editor });
    expect([deleted.status, deleted.location]).toEqual([303, "/admin/produkty"]);
    expect(await flashToastOf(deleted)).toMatchObject({ message: "Usunięto produkt." });
  });
});
