// /admin/kody: permissions and answers of the codes section's actions and its CSV export (issue #11).
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { productCategories, productCodes } from "~/db/schema";
import * as adminLayout from "~/routes/admin/layout";
import * as codes from "~/routes/admin/codes";
import * as codesExport from "~/routes/admin/codes-export";
import { closePageCacheListener } from "~/server/page-cache.server";
import { createCodeCategory, createProduct, createUser } from "../../../tests/factories";
import { callAction, callLoader } from "../../../tests/route-harness";

afterAll(() => closePageCacheListener());

describe("/admin/kody", () => {
  it("generates for an editor with the spec's success message and refuses a moderator (403)", async () => {
    const cat = await createCodeCategory();
    const refused = await callAction([adminLayout, codes], { path: "/admin/kody", form: { intent: "generate", categoryCode: cat }, user: await createUser({ traits: ["moderator"] }) });
    expect(refused.status).toBe(403);
    const editor = await createUser({ traits: ["editor"] });
    const res = await callAction<{ ok: boolean; message: string }>([adminLayout, codes], { path: "/admin/kody", fetcher: true, form: { intent: "generate", categoryCode: cat }, user: editor });
    expect(res.data).toMatchObject({ ok: true, message: `Wygenerowano kod: ${cat}-AA-001` });
    // ADR 150: without JavaScript the success is a redirect with a toast, so a reload generates nothing.
    const plain = await callAction([adminLayout, codes], { path: "/admin/kody?strona=2", form: { intent: "generate", categoryCode: cat }, user: editor });
    expect(plain).toMatchObject({ status: 303, location: "/admin/kody?strona=2" });
  });

  it("answers the generator's failures with 4xx and the spec's wording", async () => {
    const editor = await createUser({ traits: ["editor"] });
    const none = await callAction<{ message: string }>([adminLayout, codes], { path: "/admin/kody", form: { intent: "generate", categoryCode: "" }, user: editor });
    expect([none.status, none.data.message]).toEqual([400, "Wybierz kategorię"]);
    const unknown = await callAction<{ message: string }>([adminLayout, codes], { path: "/admin/kody", form: { intent: "generate", categoryCode: "Q9" }, user: editor });
    expect([unknown.status, unknown.data.message]).toEqual([400, "Błąd generowania kodu: Nieznana kategoria: Q9"]);
    const bogus = await callAction<{ message: string }>([adminLayout, codes], { path: "/admin/kody", form: { intent: "nonsense" }, user: editor });
    expect(bogus.status).toBe(400);
    // A switched-off category gets no new codes (review, session 27: the form hid it, the server did not).
    const cat = await createCodeCategory();
    await db.update(productCategories).set({ isActive: false }).where(eq(productCategories.code, cat));
    const off = await callAction<{ message: string }>([adminLayout, codes], { path: "/admin/kody", form: { intent: "generate", categoryCode: cat }, user: editor });
    expect([off.status, off.data.message]).toEqual([400, `Błąd generowania kodu: Kategoria ${cat} jest wyłączona`]);
    expect(await db.select().from(productCodes).where(eq(productCodes.categoryCode, cat))).toEqual([]);
  });

  it("edits a product's code, refusing a bad one with 4xx", async () => {
    const cat = await createCodeCategory();
    const product = await createProduct();
    const editor = await createUser({ traits: ["editor"] });
    const bad = await callAction<{ message: string }>([adminLayout, codes], { path: "/admin/kody", form: { intent: "edit", productId: product.id, code: "zły" }, user: editor });
    expect([bad.status, bad.data.message]).toEqual([400, "Nieprawidłowy format kodu: ZŁY"]);
    // Number 000 was a 500 (the database's check; review, session 27).
    const zero = await callAction<{ message: string }>([adminLayout, codes], { path: "/admin/kody", form: { intent: "edit", productId: product.id, code: `${cat}-BB-000` }, user: editor });
    expect([zero.status, zero.data.message]).toEqual([400, `Nieprawidłowy format kodu: ${cat}-BB-000`]);
    const good = await callAction<{ ok: boolean }>([adminLayout, codes], { path: "/admin/kody", fetcher: true, form: { intent: "edit", productId: product.id, code: `${cat}-BB-010` }, user: editor });
    expect(good.data.ok).toBe(true);
    const missing = await callAction([adminLayout, codes], { path: "/admin/kody", form: { intent: "import" }, user: editor });
    expect(missing.status).toBe(400);
  });

  it("exports CSV to an editor only", async () => {
    const refused = await callLoader([adminLayout, codesExport], { path: "/admin/kody/eksport", user: await createUser({ traits: ["moderator"] }) });
    expect(refused.status).toBe(403);
    const res = await callLoader([adminLayout, codesExport], { path: "/admin/kody/eksport", user: await createUser({ traits: ["editor"] }) });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="kody-produktow-\d{4}-\d{2}-\d{2}\.csv"$/);
  });
});
