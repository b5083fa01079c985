// Permissions and answers of the admin product routes (spec: admin §2; OWNERSHIP section permissions).
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { products } from "~/db/schema";
import * as adminLayout from "~/routes/admin/layout";
import * as productEdit from "~/routes/admin/product-edit";
import * as productNew from "~/routes/admin/product-new";
import * as productsList from "~/routes/admin/products";
import { createProduct, createUser, newProductForm } from "../../../tests/factories";
import { callAction, callLoader, flashToastOf } from "../../../tests/route-harness";
import { closePageCacheListener } from "~/server/page-cache.server";
import { REQUIRED_FIELDS_MESSAGE } from "~/features/catalog/product-form-schema";
import { ADDED_NAMESAKE_MESSAGE } from "~/features/catalog/admin-product-write.server";

afterAll(() => closePageCacheListener());


describe("admin product routes", () => {
  it("lets an editor add a product (redirect with toast) and refuses a moderator and a plain user (403, session 27: no longer a redirect to /profil)", async () => {
    const title = `Nowy z trasy ${Date.now()}`;
    for (const trait of ["moderator"] as const) {
      const res = await callAction([adminLayout, productsList, productNew], {
        path: "/admin/produkty/nowy",
        form: newProductForm(title),
        user: await createUser({ traits: [trait] }),
      });
      expect(res.status).toBe(403);
    }
    const plain = await callAction([adminLayout, productsList, productNew], {
      path: "/admin/produkty/nowy",
      form: newProductForm(title),
      user: await createUser(),
    });
    expect(plain.status).toBe(403);
    expect(await db.select().from(products).where(eq(products.title, title))).toHaveLength(0);
    const editor = await callAction([adminLayout, productsList, productNew], {
      path: "/admin/produkty/nowy",
      form: newProductForm(title),
      user: await createUser({ traits: ["editor"] }),
    });
    expect(editor.location).toBe("/admin/produkty");
    const [saved] = await db.select().from(products).where(eq(products.title, title));
    expect(saved.priceOriginal).toBe(10.5);
  });

  it("adds a second product with the same title but says so in the toast (review, session 28)", async () => {
    const title = `Bliźniak ${Date.now()}`;
    const editor = await createUser({ traits: ["editor"] });
    const first = await callAction([adminLayout, productsList, productNew], {
      path: "/admin/produkty/nowy",
      form: newProductForm(title),
      user: editor,
    });
    // No discounted price, image or shop link in newProductForm: the answer names them (ADR 187).
    expect(await flashToastOf(first)).toMatchObject({ type: "info", message: "Dodano produkt. Brakuje: zdjęcia, ceny, linku do sklepu – produkt jest już widoczny w serwisie." });
    const second = await callAction([adminLayout, productsList, productNew], {
      path: "/admin/produkty/nowy",
      form: newProductForm(`  ${title} `),
      user: editor,
    });
    expect(await flashToastOf(second)).toMatchObject({ type: "info", message: ADDED_NAMESAKE_MESSAGE });
    expect(await db.select().from(products).where(eq(products.title, title))).toHaveLength(2);
  });

  it("a second send of the same new-product form (its one-time key) adds nothing more (hostile review, session 28)", async () => {
    const title = `Podwójny klik ${Date.now()}`;
    const editor = await createUser({ traits: ["editor"] });
    const page = await callLoader<{ submissionKey: string }>([adminLayout, productsList, productNew], {
      path: "/admin/produkty/nowy",
      user: editor,
    });
    const form = { ...newProductForm(title), submissionKey: page.data.submissionKey };
    const sends = await Promise.all(
      [1, 2, 3, 4].map(() =>
        callAction([adminLayout, productsList, productNew], { path: "/admin/produkty/nowy", form, user: editor }),
      ),
    );
    expect(sends.map((s) => s.location)).toEqual(Array(4).fill("/admin/produkty"));
    const again = await callAction([adminLayout, productsList, productNew], {
      path: "/admin/produkty/nowy",
      form,
      user: editor,
    });
    expect(again.location).toBe("/admin/produkty");
    expect(await db.select().from(products).where(eq(products.title, title))).toHaveLength(1);
    // A new page has a new key: the same title again is a second product, on purpose.
    const next = await callLoader<{ submissionKey: string }>([adminLayout, productsList, productNew], {
      path: "/admin/produkty/nowy",
      user: editor,
    });
    expect(next.data.submissionKey).not.toBe(page.data.submissionKey);
    await callAction([adminLayout, productsList, productNew], {
      path: "/admin/produkty/nowy",
      form: { ...form, submissionKey: next.data.submissionKey },
      user: editor,
    });
    expect(await db.select().from(products).where(eq(products.title, title))).toHaveLength(2);
  });

  it("answers 400 with the spec's message for a form without required fields, saving nothing", async () => {
    const res = await callAction<{ ok: boolean; message: string }>([adminLayout, productsList, productNew], {
      path: "/admin/produkty/nowy",
      form: { intent: "save", title: "", description: "", categoryCode: "" },
      user: await createUser({ traits: ["editor"] }),
    });
    expect(res.status).toBe(400);
    expect(res.data.message).toBe(REQUIRED_FIELDS_MESSAGE);
  });

  it("generates a code for an editor and asks for a category first", async () => {
    const editor = await createUser({ traits: ["editor"] });
    const missing = await callAction<{ message: string }>([adminLayout, productsList, productNew], {
      path: "/admin/produkty/nowy",
      form: { intent: "generate-code", categoryCode: "" },
      user: editor,
    });
    expect(missing).toMatchObject({ status: 400, data: { message: "Wybierz kategorię przed generowaniem kodu" } });
    const made = await callAction<{ message: string; data: { code: string; values: { productType: string } } }>(
      [adminLayout, productsList, productNew],
      { path: "/admin/produkty/nowy", form: { intent: "generate-code", categoryCode: "UR" }, user: editor },
    );
    expect(made.data.message).toBe(`Wygenerowano kod: ${made.data.data.code}`);
    expect(made.data.data.code).toMatch(/^UR-[A-Z]{2}-\d{3}$/);
    // No type chosen: the category's default type made the code, and the form is given that type.
    expect(made.data.data.values.productType).toBe(made.data.data.code.slice(3, 5));
  });

  it("'Zapisz i zostań' answers in place with the new version, which the next save uses; a new product opens its own form (session 33)", async () => {
    const editor = await createUser({ traits: ["editor"] });
    const { id } = await createProduct();
    const chain = [adminLayout, productsList, productEdit];
    const loaded = await callLoader<{ product: { updatedAt: string } }>(chain, { path: `/admin/produkty/${id}`, params: { id }, user: editor });
    type Stayed = { ok: boolean; message: string; data: { stayed: boolean; updatedAt: string } };
    const first = await callAction<Stayed>(chain, { path: `/admin/produkty/${id}`, params: { id }, fetcher: true, user: editor, form: { ...newProductForm("Pierwszy zapis"), intent: "save-stay", expectedUpdatedAt: loaded.data.product.updatedAt } });
    expect(first).toMatchObject({ status: 200, data: { ok: true, message: "Zapisano zmiany produktu.", data: { stayed: true } } });
    const reloaded = await callLoader<{ product: { updatedAt: string; title: string } }>(chain, { path: `/admin/produkty/${id}`, params: { id }, user: editor });
    expect(reloaded.data.product).toMatchObject({ title: "Pierwszy zapis", updatedAt: first.data.data.updatedAt });
    // The next save carries the version the answer gave: not refused as stale.
    const second = await callAction<Stayed>(chain, { path: `/admin/produkty/${id}`, params: { id }, fetcher: true, user: editor, form: { ...newProductForm("Drugi zapis"), intent: "save-stay", expectedUpdatedAt: first.data.data.updatedAt } });
    expect(second).toMatchObject({ status: 200, data: { ok: true } });
    // Without JavaScript the same answer is a 303 back to the form, its message in the flash toast.
    const plain = await callAction(chain, { path: `/admin/produkty/${id}`, params: { id }, user: editor, form: { ...newProductForm("Trzeci zapis"), intent: "save-stay", expectedUpdatedAt: second.data.data.updatedAt } });
    expect(plain).toMatchObject({ status: 303, location: `/admin/produkty/${id}` });
    const page = await callLoader<{ submissionKey: string }>([adminLayout, productsList, productNew], { path: "/admin/produkty/nowy", user: editor });
    const added = await callAction([adminLayout, productsList, productNew], { path: "/admin/produkty/nowy", user: editor, form: { ...newProductForm(`Zostań ${Date.now()}`), intent: "save-stay", submissionKey: page.data.submissionKey } });
    expect(added.location).toMatch(/^\/admin\/produkty\/[0-9a-f-]{36}$/);
  });

  it("edits with product:update and refuses a moderator; delete needs product:delete", async () => {
    const { id } = await createProduct();
    const moderator = await createUser({ traits: ["moderator"] });
    const refused = await callAction([adminLayout, productsList, productEdit], {
      path: `/admin/produkty/${id}`,
      params: { id },
      form: newProductForm("Zmienione"),
      user: moderator,
    });
    expect(refused.status).toBe(403);
    const editor = await createUser({ traits: ["editor"] });
    const loaded = await callLoader<{ product: { updatedAt: string } }>([adminLayout, productsList, productEdit], {
      path: `/admin/produkty/${id}`,
      params: { id },
      user: editor,
    });
    const edited = await callAction([adminLayout, productsList, productEdit], {
      path: `/admin/produkty/${id}`,
      params: { id },
      form: { ...newProductForm("Zmienione przez edytora"), expectedUpdatedAt: loaded.data.product.updatedAt },
      user: editor,
    });
    expect(edited.location).toBe("/admin/produkty");
    const stale = await callAction<{ message: string }>([adminLayout, productsList, productEdit], {
      path: `/admin/produkty/${id}`,
      params: { id },
      form: { ...newProductForm("Nadpisanie"), expectedUpdatedAt: loaded.data.product.updatedAt },
      user: editor,
    });
    expect(stale.status).toBe(409);
    const deleteByModerator = await callAction([adminLayout, productsList], {
      path: "/admin/produkty",
      form: { intent: "delete", id },
      user: moderator,
    });
    expect(deleteByModerator.status).toBe(403);
    const deleted = await callAction([adminLayout, productsList], {
      path: "/admin/produkty",
      fetcher: true, // the list's delete button (a plain post is redirected: products-bulk.db.test.ts)
      form: { intent: "delete", id },
      user: editor,
    });
    expect(deleted.status).toBe(200);
    expect(await db.select().from(products).where(eq(products.id, id))).toHaveLength(0);
  });

  it("refuses a form without a known intent (400) and saves nothing; an intent's permission comes first", async () => {
    const title = `Bez intencji ${Date.now()}`;
    const editor = await createUser({ traits: ["editor"] });
    const { intent: _save, ...withoutIntent } = newProductForm(title);
    for (const form of [withoutIntent, { ...withoutIntent, intent: "explode" }]) {
      const res = await callAction([adminLayout, productsList, productNew], {
        path: "/admin/produkty/nowy",
        form,
        user: editor,
      });
      expect(res.status).toBe(400);
    }
    const moderator = await createUser({ traits: ["moderator"] });
    const code = await callAction([adminLayout, productsList, productNew], {
      path: "/admin/produkty/nowy",
      form: { intent: "generate-code", categoryCode: "EL" },
      user: moderator,
    });
    expect(code.status).toBe(403);
    expect(await db.select().from(products).where(eq(products.title, title))).toHaveLength(0);
  });

  it("reads stan and braki from the URL; junk values fall back to no filter with a 200 (ADR 128)", async () => {
    const editor = await createUser({ traits: ["editor"] });
    const title = `Bez zdjec z trasy ${Date.now()}`;
    const { id } = await createProduct({ title });
    type Loaded = {
      filters: { status: string | null; gap: string | null };
      list: { rows: { id: string }[]; total: number };
    };
    const filtered = await callLoader<Loaded>([adminLayout, productsList], {
      path: `/admin/produkty?q=${encodeURIComponent(title)}&stan=niezweryfikowane&braki=bez-zdjec`,
      user: editor,
    });
    expect(filtered.status).toBe(200);
    expect(filtered.data.filters).toMatchObject({ status: "niezweryfikowane", gap: "bez-zdjec" });
    expect(filtered.data.list.rows.map((r) => r.id)).toContain(id);
    const junk = await callLoader<Loaded>([adminLayout, productsList], {
      path: "/admin/produkty?stan=%27%3B--&braki=bez-wszystkiego&stan=x",
      user: editor,
    });
    expect(junk.status).toBe(200);
    expect(junk.data.filters).toMatchObject({ status: null, gap: null });
  });

  it("answers 404 for an unknown or malformed product id", async () => {
    const editor = await createUser({ traits: ["editor"] });
    for (const id of ["00000000-0000-4000-8000-000000000000", "nie-uuid"]) {
      const res = await callLoader([adminLayout, productsList, productEdit], {
        path: `/admin/produkty/${id}`,
        params: { id },
        user: editor,
      });
      expect(res.status).toBe(404);
    }
  });

  it("starts a new product as a copy of another: a hidden copy without code or alias (owner review, session 32)", async () => {
    const editor = await createUser({ traits: ["editor"] });
    const { id } = await createProduct({ traits: ["withImages", "withCode"], title: "Lampka do kopiowania" });
    type Loaded = { copyMissing: boolean; copy: { sourceId: string; sourceTitle: string; values: { title: string; code: string; urlAlias: string; isHidden: boolean; images: string[] } } | null };
    const res = await callLoader<Loaded>([adminLayout, productsList, productNew], { path: `/admin/produkty/nowy?kopia=${id}`, user: editor });
    expect(res.status).toBe(200);
    expect(res.data.copy).toMatchObject({ sourceId: id, sourceTitle: "Lampka do kopiowania", values: { title: "Lampka do kopiowania (kopia)", code: "", urlAlias: "", isHidden: true } });
    expect(res.data.copy!.values.images).toHaveLength(2);
    const unknown = await callLoader<Loaded>([adminLayout, productsList, productNew], { path: "/admin/produkty/nowy?kopia=nie-ma", user: editor });
    expect([unknown.status, unknown.data.copy, unknown.data.copyMissing]).toEqual([200, null, true]);
    expect(res.data.copyMissing).toBe(false);
  });

  it("takes the list's short id to the product's own address (owner review, session 32)", async () => {
    const editor = await createUser({ traits: ["editor"] });
    const { id } = await createProduct();
    const short = id.slice(0, 8);
    const res = await callLoader([adminLayout, productsList, productEdit], { path: `/admin/produkty/${short}?q=x`, params: { id: short }, user: editor });
    expect([res.status, res.location]).toEqual([302, `/admin/produkty/${id}?q=x`]);
  });
});
