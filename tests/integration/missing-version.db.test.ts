// ADR 194 (after ADR 166): an edit form of ours always sends the version it showed; one without it is a
// 400 that changes nothing. It used to skip the stale check, so such a save silently undid others' edits.
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { productCategories, products } from "~/db/schema";
import * as adminLayout from "~/routes/admin/layout";
import * as categories from "~/routes/admin/categories";
import * as productEdit from "~/routes/admin/product-edit";
import * as productsList from "~/routes/admin/products";
import { closePageCacheListener } from "~/server/page-cache.server";
import { MISSING_VERSION_MESSAGE } from "~/utils/stale-version.server";
import { createProduct, createUser } from "../factories";
import { callAction, callLoader } from "../route-harness";

afterAll(() => closePageCacheListener());

type Answer = { ok: boolean; message: string };

describe("an edit form without its version (ADR 194)", () => {
  it("the product form: 400, the product unchanged; with its version it saves", async () => {
    const editor = await createUser({ traits: ["editor"] });
    const { id } = await createProduct({ title: "Wersja przed" });
    const [before] = await db.select().from(products).where(eq(products.id, id));
    const send = (over: Record<string, string>) =>
      callAction<Answer>([adminLayout, productsList, productEdit], { path: `/admin/produkty/${id}`, params: { id }, user: editor, fetcher: true, form: { intent: "save-stay", title: "Wersja po", description: "Opis.", categoryCode: "EL", ...over } });
    for (const over of [{}, { expectedUpdatedAt: "" }, { expectedUpdatedAt: "  " }] as Record<string, string>[]) {
      const res = await send(over);
      expect([res.status, res.data.message]).toEqual([400, MISSING_VERSION_MESSAGE]);
    }
    expect((await db.select().from(products).where(eq(products.id, id)))[0]).toEqual(before);
    const saved = await send({ expectedUpdatedAt: before!.updatedAt.toISOString() });
    expect([saved.status, saved.data.ok]).toEqual([200, true]);
  });

  it("the category dialog: an edit without a version is a 400; adding a category needs none", async () => {
    const editor = await createUser({ traits: ["editor"] });
    const path = "/admin/kategorie";
    const added = await callAction<Answer>([adminLayout, categories], { path, fetcher: true, form: { intent: "save-category", name: "Bez wersji", code: "BW", icon: "gift", isActive: "on", expectedUpdatedAt: "" }, user: editor });
    expect(added.data.ok).toBe(true);
    type Row = { id: string; code: string; updatedAt: string };
    const row = (await callLoader<{ categories: Row[] }>([adminLayout, categories], { path, user: editor })).data.categories.find((c) => c.code === "BW")!;
    const edit = await callAction<Answer>([adminLayout, categories], { path, fetcher: true, form: { intent: "save-category", id: row.id, name: "Zmieniona", code: "BW", icon: "gift", isActive: "on" }, user: editor });
    expect([edit.status, edit.data.message]).toEqual([400, MISSING_VERSION_MESSAGE]);
    expect((await db.select({ name: productCategories.name }).from(productCategories).where(eq(productCategories.id, row.id)))[0]!.name).toBe("Bez wersji");
  });
});
