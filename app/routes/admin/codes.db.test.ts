// /admin/kody: permissions and answers of the codes section's actions and its CSV export (issue #11).
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { productCategories, productCodes, products } from "~/db/schema";
import { changeProductCode, CODE_CHANGED_MESSAGE, PRODUCT_HAS_CODE_MESSAGE } from "~/features/catalog/product-codes.server";
import { UNLISTED_CODE_MESSAGE } from "~/features/catalog/product-codes-actions.server";
import { EXPECTED_CODE_MISSING_MESSAGE } from "~/features/catalog/code-form-schemas";
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
    // The codes list shows a product by its code: the edit form sends that code back (ADR 194).
    const expectedCode = (await changeProductCode(product.id, `${cat}-BB-005`)).code;
    const editor = await createUser({ traits: ["editor"] });
    const bad = await callAction<{ message: string }>([adminLayout, codes], { path: "/admin/kody", form: { intent: "edit", productId: product.id, code: "zły", expectedCode }, user: editor });
    expect([bad.status, bad.data.message]).toEqual([400, "Nieprawidłowy format kodu: ZŁY"]);
    // Number 000 was a 500 (the database's check; review, session 27).
    const zero = await callAction<{ message: string }>([adminLayout, codes], { path: "/admin/kody", form: { intent: "edit", productId: product.id, code: `${cat}-BB-000`, expectedCode }, user: editor });
    expect([zero.status, zero.data.message]).toEqual([400, `Nieprawidłowy format kodu: ${cat}-BB-000`]);
    const good = await callAction<{ ok: boolean }>([adminLayout, codes], { path: "/admin/kody", fetcher: true, form: { intent: "edit", productId: product.id, code: `${cat}-BB-010`, expectedCode }, user: editor });
    expect(good.data.ok).toBe(true);
    // ADR 194: an edit without the code the row showed (every row's form sends it) is a 400 that changes nothing.
    for (const form of [{ intent: "edit", productId: product.id, code: `${cat}-BB-011` }, { intent: "edit", productId: product.id, code: `${cat}-BB-011`, expectedCode: " " }] as Record<string, string>[]) {
      const unchecked = await callAction<{ message: string; fieldErrors: Record<string, string> }>([adminLayout, codes], { path: "/admin/kody", fetcher: true, form, user: editor });
      expect([unchecked.status, unchecked.data.message]).toEqual([400, EXPECTED_CODE_MISSING_MESSAGE]);
    }
    expect((await db.select({ code: products.code }).from(products).where(eq(products.id, product.id)))[0]!.code).toBe(`${cat}-BB-010`);
    const missing = await callAction([adminLayout, codes], { path: "/admin/kody", form: { intent: "import" }, user: editor });
    expect(missing.status).toBe(400);
  });

  it("refuses an edit or a replace of a code that changed since the form showed it, and assigns a free code to a product without one (session 32)", async () => {
    const cat = await createCodeCategory();
    const product = await createProduct();
    await changeProductCode(product.id, `${cat}-BB-019`);
    const editor = await createUser({ traits: ["editor"] });
    const send = (form: Record<string, string>) => callAction<{ ok: boolean; message: string; data?: { existingCode?: string } }>([adminLayout, codes], { path: "/admin/kody", fetcher: true, form, user: editor });
    expect((await send({ intent: "edit", productId: product.id, code: `${cat}-BB-020`, expectedCode: `${cat}-BB-019` })).data.ok).toBe(true);
    // Two rows showing BB-020: the first edit wins, the second is told the code changed meanwhile.
    expect((await send({ intent: "edit", productId: product.id, code: `${cat}-BB-021`, expectedCode: `${cat}-BB-020` })).data.ok).toBe(true);
    const stale = await send({ intent: "edit", productId: product.id, code: `${cat}-BB-022`, expectedCode: `${cat}-BB-020` });
    expect([stale.status, stale.data.message]).toEqual([409, CODE_CHANGED_MESSAGE]);
    expect((await db.select({ code: products.code }).from(products).where(eq(products.id, product.id)))[0]!.code).toBe(`${cat}-BB-021`);
    // A replace confirmed for BB-020 (sent twice, or the code changed meanwhile) asks again, naming BB-021.
    const replace = await send({ intent: "generate", categoryCode: cat, typeCode: "BB", productId: product.id, replace: "on", expectedCode: `${cat}-BB-020` });
    expect([replace.status, replace.data.data?.existingCode]).toEqual([409, `${cat}-BB-021`]);

    // A code generated for no product is given to a product without a code; not to one that has a code.
    const free = await send({ intent: "generate", categoryCode: cat, typeCode: "AA" });
    const freeCode = free.data.message.replace("Wygenerowano kod: ", "");
    const coded = await send({ intent: "assign", code: freeCode, productId: product.id });
    expect([coded.status, coded.data.message]).toEqual([409, PRODUCT_HAS_CODE_MESSAGE]);
    const bare = await createProduct();
    const unknown = await send({ intent: "assign", code: freeCode, productId: "ffffffff" });
    expect(unknown.status).toBe(404);
    const madeUp = await send({ intent: "assign", code: `${cat}-AA-987`, productId: bare.id });
    expect([madeUp.status, madeUp.data.message]).toEqual([404, UNLISTED_CODE_MESSAGE]);
    const assigned = await send({ intent: "assign", code: freeCode, productId: bare.id.slice(0, 8) });
    expect(assigned.data).toMatchObject({ ok: true, message: `Zmieniono kod produktu na ${freeCode}.` });
    expect((await db.select({ code: products.code }).from(products).where(eq(products.id, bare.id)))[0]!.code).toBe(freeCode);
    const moderator = await createUser({ traits: ["moderator"] });
    const refused = await callAction([adminLayout, codes], { path: "/admin/kody", form: { intent: "assign", code: freeCode, productId: bare.id }, user: moderator });
    expect(refused.status).toBe(403);
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
