// ADR 206: the delete dialog's replacement field and "Usunięte produkty" (set, change, clear): who may,
// what a bad input answers (Polish 4xx, nothing changed) and the change log entry.
import { and, eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { activityLog, products, removedProductUrls } from "~/db/schema";
import { deleteProduct } from "~/features/catalog/admin-product-write.server";
import { REPLACEMENT_MESSAGES } from "~/features/catalog/removed-products.server";
import * as adminLayout from "~/routes/admin/layout";
import * as productsList from "~/routes/admin/products";
import * as removedList from "~/routes/admin/products-removed";
import { closePageCacheListener } from "~/server/page-cache.server";
import { createProduct, createUser } from "../../../tests/factories";
import { callAction, callLoader } from "../../../tests/route-harness";

afterAll(() => closePageCacheListener());

type Answer = { ok: boolean; message: string };
const PATH = "/admin/produkty/usuniete";
const replacementOf = async (id: string) =>
  (await db.select({ r: removedProductUrls.replacementProductId }).from(removedProductUrls).where(and(eq(removedProductUrls.productId, id), eq(removedProductUrls.kind, "id"))))[0]?.r;
const exists = async (id: string) => (await db.select({ id: products.id }).from(products).where(eq(products.id, id))).length === 1;

describe("the delete dialog's 'Przekieruj stare adresy na produkt'", () => {
  it("deletes with a replacement typed as a code or URL; an unknown one or the product itself is a 400 and nothing is deleted", async () => {
    const editor = await createUser({ traits: ["editor"] });
    const [old, next] = await Promise.all([createProduct(), createProduct({ title: "Następca" })]);
    const del = (replacement: string) => callAction<Answer>([adminLayout, productsList], { path: "/admin/produkty", fetcher: true, form: { intent: "delete", id: old.id, replacement }, user: editor });
    const unknown = await del("nie-ma-takiego-produktu");
    expect([unknown.status, unknown.data.message]).toEqual([400, REPLACEMENT_MESSAGES.notFound]);
    const self = await del(`https://viralne.example/produkt/${old.id}`);
    expect([self.status, self.data.message]).toEqual([400, REPLACEMENT_MESSAGES.self]);
    expect(await exists(old.id)).toBe(true);
    const done = await del(`/produkt/${next.id}`);
    expect(done.data).toMatchObject({ ok: true, message: REPLACEMENT_MESSAGES.deleted("Następca") });
    expect([await exists(old.id), await replacementOf(old.id)]).toEqual([false, next.id]);
  });

  it("without the field deletes as before (410, no replacement)", async () => {
    const old = await createProduct();
    const done = await callAction<Answer>([adminLayout, productsList], { path: "/admin/produkty", fetcher: true, form: { intent: "delete", id: old.id }, user: await createUser({ traits: ["editor"] }) });
    expect(done.data).toMatchObject({ ok: true, message: "Usunięto produkt." });
    expect(await replacementOf(old.id)).toBeNull();
  });
});

describe("/admin/produkty/usuniete", () => {
  it("lists deleted products to an editor and is refused to a moderator", async () => {
    const old = await createProduct({ title: "Wycofany kubek" });
    await deleteProduct(old.id);
    const list = await callLoader<{ list: { rows: { productId: string; title: string }[] } }>([adminLayout, removedList], { path: PATH, user: await createUser({ traits: ["editor"] }) });
    expect(list.data.list.rows.find((r) => r.productId === old.id)).toMatchObject({ title: "Wycofany kubek" });
    expect((await callLoader([adminLayout, removedList], { path: PATH, user: await createUser({ traits: ["moderator"] }) })).status).toBe(403);
  });

  it("sets, changes and clears the replacement, each in the change log; a moderator gets 403 and nothing changes", async () => {
    const editor = await createUser({ traits: ["editor"] });
    const [old, first, second] = await Promise.all([createProduct({ title: "Stary produkt" }), createProduct({ title: "Pierwszy" }), createProduct({ title: "Drugi" })]);
    await deleteProduct(old.id);
    const post = (form: Record<string, string>, user = editor) => callAction<Answer>([adminLayout, removedList], { path: PATH, fetcher: true, form, user });
    const refused = await post({ intent: "replace", productId: old.id, replacement: first.id }, await createUser({ traits: ["moderator"] }));
    expect(refused.status).toBe(403);
    expect(await replacementOf(old.id)).toBeNull();
    expect((await post({ intent: "replace", productId: old.id, replacement: first.id })).data).toMatchObject({ ok: true, message: REPLACEMENT_MESSAGES.set("Pierwszy") });
    expect(await replacementOf(old.id)).toBe(first.id);
    expect((await post({ intent: "replace", productId: old.id, replacement: `/produkt/${second.id}` })).data).toMatchObject({ ok: true, message: REPLACEMENT_MESSAGES.set("Drugi") });
    expect(await replacementOf(old.id)).toBe(second.id);
    expect((await post({ intent: "clear", productId: old.id })).data).toMatchObject({ ok: true, message: REPLACEMENT_MESSAGES.cleared });
    expect(await replacementOf(old.id)).toBeNull();
    const log = await db.select().from(activityLog).where(and(eq(activityLog.subjectId, old.id), eq(activityLog.action, "redirected"))).orderBy(activityLog.performedAt);
    expect(log.map((e) => [e.performedBy, e.label, e.details])).toEqual([
      [editor.id, "Stary produkt", { replacement: "Pierwszy" }],
      [editor.id, "Stary produkt", { replacement: "Drugi" }],
      [editor.id, "Stary produkt", { replacement: null }],
    ]);
  });

  it("refuses an empty or unknown replacement (400) and an unknown deleted product (404); nothing changes", async () => {
    const [old, next] = await Promise.all([createProduct(), createProduct()]);
    await deleteProduct(old.id, undefined, null, next.id);
    const post = async (form: Record<string, string>) => callAction<Answer>([adminLayout, removedList], { path: PATH, fetcher: true, form, user: await createUser({ traits: ["editor"] }) });
    const empty = await post({ intent: "replace", productId: old.id, replacement: "  " });
    expect([empty.status, empty.data.message]).toEqual([400, REPLACEMENT_MESSAGES.missing]);
    const unknown = await post({ intent: "replace", productId: old.id, replacement: "nie-ma-takiego" });
    expect([unknown.status, unknown.data.message]).toEqual([400, REPLACEMENT_MESSAGES.notFound]);
    const gone = await post({ intent: "clear", productId: "00000000-0000-4000-8000-000000000000" });
    expect([gone.status, gone.data.message]).toEqual([404, REPLACEMENT_MESSAGES.gone]);
    expect((await post({ intent: "other", productId: old.id })).status).toBe(400);
    expect(await replacementOf(old.id)).toBe(next.id);
  });
});
