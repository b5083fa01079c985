// ADR 207: /admin/produkty's bulk "Dodaj tag" / "Usuń tag" through the route — permissions, 400 on the
// field, all matching products (scope=filter), the plain (no-JavaScript) post and the Tagi screen's list.
import { randomUUID } from "node:crypto";
import { asc, inArray } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { productTags } from "~/db/schema";
import * as adminLayout from "~/routes/admin/layout";
import * as productsList from "~/routes/admin/products";
import * as tagsPage from "~/routes/admin/tags";
import { closePageCacheListener } from "~/server/page-cache.server";
import { createProduct, createUser } from "../../../tests/factories";
import { callAction, callLoader, flashToastOf } from "../../../tests/route-harness";

afterAll(() => closePageCacheListener());

const tagsOf = async (ids: string[]) =>
  (await db.select({ id: productTags.productId, tag: productTags.tag }).from(productTags).where(inArray(productTags.productId, ids)).orderBy(asc(productTags.position)))
    .map((r) => `${ids.indexOf(r.id)}:${r.tag}`)
    .sort();
type Answer = { ok: boolean; message: string; fieldErrors?: Record<string, string> };

describe("/admin/produkty bulk tags", () => {
  it("refuses a moderator and a plain account (403, nothing changed); an editor adds and removes the tag", async () => {
    const tag = `Black Friday ${randomUUID().slice(0, 6)}`;
    const ids = (await Promise.all([createProduct(), createProduct()])).map((p) => p.id);
    const form = { intent: "bulk", operation: "tag-add", tag, ids };
    for (const traits of [["moderator"], []] as const) {
      for (const operation of ["tag-add", "tag-remove"]) {
        const refused = await callAction([adminLayout, productsList], { path: "/admin/produkty", form: { ...form, operation }, user: await createUser({ traits: [...traits] }) });
        expect(refused.status).toBe(403);
      }
    }
    expect(await tagsOf(ids)).toEqual([]);
    const editor = await createUser({ traits: ["editor"] });
    const added = await callAction<Answer>([adminLayout, productsList], { path: "/admin/produkty", fetcher: true, form, user: editor });
    expect([added.status, added.data.message]).toEqual([200, `Dodano tag „${tag}” do 2 produktów.`]);
    expect(await tagsOf(ids)).toEqual([`0:${tag}`, `1:${tag}`]);
    // The Tagi screen lists it with its count.
    const tags = await callLoader<{ list: { rows: { tag: string; products: number }[] } }>([adminLayout, tagsPage], { path: `/admin/tagi?q=${encodeURIComponent(tag)}`, user: editor });
    expect(tags.data.list.rows).toEqual([expect.objectContaining({ tag, products: 2 })]);
    const removed = await callAction<Answer>([adminLayout, productsList], { path: "/admin/produkty", fetcher: true, form: { ...form, operation: "tag-remove", tag: tag.toUpperCase() }, user: editor });
    expect(removed.data.message).toBe(`Usunięto tag „${tag.toUpperCase()}” z 2 produktów.`);
    expect(await tagsOf(ids)).toEqual([]);
  });

  it("answers an empty tag with 400 and the message on the field, changing nothing", async () => {
    const editor = await createUser({ traits: ["editor"] });
    const { id } = await createProduct();
    for (const form of [{ tag: "  " }, {}] as Record<string, string>[]) {
      const res = await callAction<Answer>([adminLayout, productsList], { path: "/admin/produkty", fetcher: true, form: { intent: "bulk", operation: "tag-add", ids: [id], ...form }, user: editor });
      expect([res.status, res.data.ok, res.data.message, res.data.fieldErrors]).toEqual([400, false, "Podaj nazwę tagu.", { tag: "Podaj nazwę tagu." }]);
    }
    expect(await tagsOf([id])).toEqual([]);
  });

  it("scope=filter tags every product the list's filters match, not the ticked rows; a plain post is a 303 with the toast", async () => {
    const editor = await createUser({ traits: ["editor"] });
    const word = `tagfiltr${randomUUID().slice(0, 6)}`;
    const matching = (await Promise.all([1, 2, 3].map((n) => createProduct({ title: `Kubek ${word} ${n}` })))).map((p) => p.id);
    const other = (await createProduct()).id;
    const form = { intent: "bulk", operation: "tag-add", scope: "filter", tag: "Prezent na święta", ids: [other] };
    const res = await callAction([adminLayout, productsList], { path: `/admin/produkty?q=${word}`, form, user: editor });
    expect([res.status, res.location]).toEqual([303, `/admin/produkty?q=${word}`]);
    expect(await flashToastOf(res)).toMatchObject({ type: "success", message: "Dodano tag „Prezent na święta” do 3 produktów." });
    expect(await tagsOf([...matching, other])).toEqual(["0:Prezent na święta", "1:Prezent na święta", "2:Prezent na święta"]);
    const removed = await callAction<Answer>([adminLayout, productsList], { path: `/admin/produkty?q=${word}`, fetcher: true, form: { ...form, operation: "tag-remove", tag: "PREZENT NA ŚWIĘTA" }, user: editor });
    expect(removed.data.message).toBe("Usunięto tag „PREZENT NA ŚWIĘTA” z 3 produktów.");
    expect(await tagsOf(matching)).toEqual([]);
  });
});
