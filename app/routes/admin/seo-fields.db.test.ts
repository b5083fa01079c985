// ADR 177: a product's and a category's own search-engine title and description, through the panel's
// actions as the forms send them: saved, cleared, refused (bad text, a stale form, no permission), logged,
// and said by the public pages' metadata.
import { and, eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { activityLog, productCategories, products } from "~/db/schema";
import * as adminLayout from "~/routes/admin/layout";
import * as categoriesRoute from "~/routes/admin/categories";
import * as productEdit from "~/routes/admin/product-edit";
import * as productNew from "~/routes/admin/product-new";
import * as productsList from "~/routes/admin/products";
import * as productPage from "~/routes/public/product";
import * as productsPage from "~/routes/public/products";
import { productCopyValues } from "~/features/catalog/admin-product-form.server";
import { saveCategory } from "~/features/catalog/category-write.server";
import { SEO_TEXT_MESSAGES } from "~/utils/seo-text";
import { closePageCacheListener } from "~/server/page-cache.server";
import { createProduct, createUser } from "../../../tests/factories";
import { callAction, callLoader } from "../../../tests/route-harness";

afterAll(() => closePageCacheListener());

const chain = [adminLayout, productsList, productEdit];
type Refusal = { ok: false; message: string; fieldErrors: Record<string, string> };

// "Zapisz i zostań": a fetcher's save answers 200 in place ("Zapisz zmiany" redirects to the list).
const productForm = (over: Record<string, string> = {}) => ({ intent: "save-stay", title: "Lampka SEO", description: "Lampka na biurko z USB.", categoryCode: "EL", ...over });

async function stored(id: string) {
  const [row] = await db.select({ seoTitle: products.seoTitle, seoDescription: products.seoDescription, updatedAt: products.updatedAt }).from(products).where(eq(products.id, id));
  return row!;
}

async function editProduct(id: string, user: Awaited<ReturnType<typeof createUser>>, over: Record<string, string>) {
  const version = (await stored(id)).updatedAt.toISOString();
  return callAction<Refusal>(chain, { path: `/admin/produkty/${id}`, params: { id }, user, fetcher: true, form: productForm({ expectedUpdatedAt: version, ...over }) });
}

/** The product page's <title>, description and og:title as its meta function writes them. */
async function publicMeta(id: string) {
  const page = await callLoader<unknown>(productPage, { path: `/produkt/${id}`, params: { id } });
  const tags = productPage.meta({ loaderData: page.data, matches: [] } as unknown as Parameters<typeof productPage.meta>[0]) as Record<string, string>[];
  const content = (key: string) => tags.find((tag) => tag.name === key || tag.property === key)?.content;
  return { title: tags.find((tag) => tag.title)?.title, description: content("description"), ogTitle: content("og:title"), ogDescription: content("og:description") };
}

describe("a product's own SEO texts (ADR 177)", () => {
  it("are saved cleaned by an editor, shown by the public page, logged with before and after, and cleared back to the generated ones", async () => {
    const editor = await createUser({ traits: ["editor"] });
    const { id } = await createProduct();
    expect((await editProduct(id, editor, {})).status).toBe(200);
    expect(await publicMeta(id)).toMatchObject({ title: "Lampka SEO | Viralne Produkty", description: "Lampka na biurko z USB.", ogTitle: "Lampka SEO" });

    const saved = await editProduct(id, editor, { seoTitle: "  Lampka LED\n do biurka  ", seoDescription: "Świeci   jasno, ładuje się z USB." });
    expect(saved.status).toBe(200);
    expect(await stored(id)).toMatchObject({ seoTitle: "Lampka LED do biurka", seoDescription: "Świeci jasno, ładuje się z USB." });
    expect(await publicMeta(id)).toEqual({ title: "Lampka LED do biurka | Viralne Produkty", description: "Świeci jasno, ładuje się z USB.", ogTitle: "Lampka LED do biurka", ogDescription: "Świeci jasno, ładuje się z USB." });
    const entries = await db.select().from(activityLog).where(and(eq(activityLog.subjectId, id), eq(activityLog.action, "updated")));
    const entry = entries.find((e) => JSON.stringify(e.details).includes("seoTitle"));
    expect(entry!.details).toMatchObject({ fields: ["seoTitle", "seoDescription"], values: { seoTitle: { before: "", after: "Lampka LED do biurka" } } });

    // The form without the fields (a client that does not know them) keeps them.
    expect((await editProduct(id, editor, { title: "Lampka SEO 2" })).status).toBe(200);
    expect(await stored(id)).toMatchObject({ seoTitle: "Lampka LED do biurka" });

    expect((await editProduct(id, editor, { seoTitle: "", seoDescription: " \n " })).status).toBe(200);
    expect(await stored(id)).toMatchObject({ seoTitle: null, seoDescription: null });
    expect(await publicMeta(id)).toMatchObject({ title: "Lampka SEO | Viralne Produkty", description: "Lampka na biurko z USB." });
  });

  it("refuses a text over the limit, with HTML or control characters: 400, the field's Polish message, nothing changed", async () => {
    const editor = await createUser({ traits: ["editor"] });
    const { id } = await createProduct();
    await editProduct(id, editor, { seoTitle: "Stary tytuł" });
    const before = await stored(id);
    const cases: [Record<string, string>, string, string][] = [
      [{ seoTitle: "x".repeat(61) }, "seoTitle", SEO_TEXT_MESSAGES.title.tooLong],
      [{ seoDescription: "y".repeat(156) }, "seoDescription", SEO_TEXT_MESSAGES.description.tooLong],
      [{ seoTitle: "<b>Hit</b>" }, "seoTitle", SEO_TEXT_MESSAGES.title.markup],
      [{ seoDescription: "Tom &amp; Jerry" }, "seoDescription", SEO_TEXT_MESSAGES.description.markup],
      [{ seoTitle: "Lampka\u0007" }, "seoTitle", SEO_TEXT_MESSAGES.title.control],
    ];
    for (const [fields, field, message] of cases) {
      const refused = await editProduct(id, editor, { title: "Nie zapisze się", ...fields });
      expect(refused.status, field).toBe(400);
      expect(refused.data.fieldErrors[field]).toBe(message);
    }
    expect(await stored(id)).toEqual(before);
    const [row] = await db.select({ title: products.title }).from(products).where(eq(products.id, id));
    expect(row!.title).toBe("Lampka SEO");
    // Exactly the limits are taken.
    expect((await editProduct(id, editor, { seoTitle: "x".repeat(60), seoDescription: "y".repeat(155) })).status).toBe(200);
  });

  it("keeps the stale-save protection: a form opened before another save is refused (409) with its SEO texts", async () => {
    const editor = await createUser({ traits: ["editor"] });
    const { id } = await createProduct();
    const opened = (await stored(id)).updatedAt.toISOString();
    expect((await editProduct(id, editor, { seoTitle: "Pierwszy" })).status).toBe(200);
    const stale = await callAction<Refusal>(chain, { path: `/admin/produkty/${id}`, params: { id }, user: editor, fetcher: true, form: productForm({ expectedUpdatedAt: opened, seoTitle: "Drugi" }) });
    expect(stale.status).toBe(409);
    expect(stale.data.fieldErrors._stale).toBeTruthy();
    expect((await stored(id)).seoTitle).toBe("Pierwszy");
  });

  it("cannot be set by a moderator or a plain user (403), on an existing product or a new one", async () => {
    const { id } = await createProduct();
    const before = await stored(id);
    for (const user of [await createUser({ traits: ["moderator"] }), await createUser()]) {
      const edit = await callAction(chain, { path: `/admin/produkty/${id}`, params: { id }, user, form: productForm({ expectedUpdatedAt: before.updatedAt.toISOString(), seoTitle: "Przejęty" }) });
      expect(edit.status).toBe(403);
      const added = await callAction([adminLayout, productsList, productNew], { path: "/admin/produkty/nowy", user, form: productForm({ title: "Obcy z SEO", seoTitle: "Przejęty" }) });
      expect(added.status).toBe(403);
    }
    expect(await stored(id)).toEqual(before);
    expect(await db.select().from(products).where(eq(products.seoTitle, "Przejęty"))).toEqual([]);
  });

  it("are saved with a new product, and a copy of a product starts without them", async () => {
    const editor = await createUser({ traits: ["editor"] });
    const title = `Nowy z SEO ${Date.now()}`;
    const added = await callAction([adminLayout, productsList, productNew], { path: "/admin/produkty/nowy", user: editor, form: productForm({ intent: "save", title, seoTitle: "Własny tytuł", seoDescription: "Własny opis" }) });
    expect(added.location).toBe("/admin/produkty");
    const [row] = await db.select().from(products).where(eq(products.title, title));
    expect([row!.seoTitle, row!.seoDescription]).toEqual(["Własny tytuł", "Własny opis"]);
    const copy = await productCopyValues(row!.id);
    expect(copy?.values).toMatchObject({ seoTitle: "", seoDescription: "" });
    // The edit form opens on them.
    const form = await callLoader<{ product: { seoTitle: string; seoDescription: string } }>(chain, { path: `/admin/produkty/${row!.id}`, params: { id: row!.id }, user: editor });
    expect(form.data.product).toMatchObject({ seoTitle: "Własny tytuł", seoDescription: "Własny opis" });
  });

  it("are held to their limits by the database too (a write that skips the form)", async () => {
    const { id } = await createProduct();
    await expect(db.update(products).set({ seoTitle: "x".repeat(61) }).where(eq(products.id, id))).rejects.toThrow();
    await expect(db.update(products).set({ seoTitle: "" }).where(eq(products.id, id))).rejects.toThrow();
  });
});

describe("a category's own SEO texts (ADR 177)", () => {
  const path = "/admin/kategorie";
  type Row = { id: string; code: string; name: string; icon: string; description: string; isActive: boolean; updatedAt: string; seoTitle: string; seoDescription: string };

  async function loadCategory(code: string, user: Awaited<ReturnType<typeof createUser>>) {
    const list = await callLoader<{ categories: Row[] }>([adminLayout, categoriesRoute], { path, user });
    return list.data.categories.find((c) => c.code === code)!;
  }
  const saveForm = (c: Row, over: Record<string, string>) => ({ intent: "save-category", id: c.id, name: c.name, code: c.code, icon: c.icon, description: c.description, isActive: c.isActive ? "on" : "", expectedUpdatedAt: c.updatedAt, ...over });
  const listMeta = async (name: string) => {
    const page = await callLoader<unknown>(productsPage, { path: `/produkty?category=${encodeURIComponent(name)}` });
    const tags = productsPage.meta({ loaderData: page.data, matches: [] } as unknown as Parameters<typeof productsPage.meta>[0]) as Record<string, string>[];
    return { title: tags.find((tag) => tag.title)?.title, description: tags.find((tag) => tag.name === "description")?.content };
  };

  it("are saved by an editor, said by the category's list, logged as an update, cleared, and kept by a save without them", async () => {
    const editor = await createUser({ traits: ["editor"] });
    await saveCategory({ intent: "save-category", id: null, name: "Kuchnia SEO", code: "KS", icon: "house", description: "", isActive: true });
    const generated = await listMeta("Kuchnia SEO");
    expect(generated.title).toBe("Kuchnia SEO – viralne produkty"); // it names the site already (ADR 012)
    let c = await loadCategory("KS", editor);
    const saved = await callAction<{ ok: boolean }>([adminLayout, categoriesRoute], { path, user: editor, fetcher: true, form: saveForm(c, { seoTitle: " Gadżety do kuchni ", seoDescription: "Krajalnice, wagi i lampki." }) });
    expect(saved.data.ok).toBe(true);
    c = await loadCategory("KS", editor);
    expect([c.seoTitle, c.seoDescription]).toEqual(["Gadżety do kuchni", "Krajalnice, wagi i lampki."]);
    expect(await listMeta("Kuchnia SEO")).toEqual({ title: "Gadżety do kuchni | Viralne Produkty", description: "Krajalnice, wagi i lampki." });
    expect(await db.select().from(activityLog).where(and(eq(activityLog.subjectId, c.id), eq(activityLog.action, "updated")))).toHaveLength(1);

    // A save that does not send them (an older page) keeps them.
    const { seoTitle: _t, seoDescription: _d, ...without } = saveForm(c, { description: "Nowy opis" }) as Record<string, string>;
    expect((await callAction([adminLayout, categoriesRoute], { path, user: editor, fetcher: true, form: without })).status).toBe(200);
    c = await loadCategory("KS", editor);
    expect(c.seoTitle).toBe("Gadżety do kuchni");

    expect((await callAction([adminLayout, categoriesRoute], { path, user: editor, fetcher: true, form: saveForm(c, { seoTitle: "", seoDescription: "" }) })).status).toBe(200);
    const [row] = await db.select({ seoTitle: productCategories.seoTitle, seoDescription: productCategories.seoDescription }).from(productCategories).where(eq(productCategories.code, "KS"));
    expect(row).toEqual({ seoTitle: null, seoDescription: null });
    expect(await listMeta("Kuchnia SEO")).toEqual(generated);
  });

  it("refuses bad texts (400), a stale form (409) and a moderator or plain user (403), changing nothing", async () => {
    const editor = await createUser({ traits: ["editor"] });
    await saveCategory({ intent: "save-category", id: null, name: "Ogród SEO", code: "OS", icon: "house", description: "", isActive: true, seoTitle: "Ogród", seoDescription: null });
    const c = await loadCategory("OS", editor);
    const tooLong = await callAction<Refusal>([adminLayout, categoriesRoute], { path, user: editor, fetcher: true, form: saveForm(c, { seoTitle: "x".repeat(61) }) });
    expect([tooLong.status, tooLong.data.fieldErrors.seoTitle]).toEqual([400, SEO_TEXT_MESSAGES.title.tooLong]);
    const markup = await callAction<Refusal>([adminLayout, categoriesRoute], { path, user: editor, fetcher: true, form: saveForm(c, { seoDescription: "<p>Opis</p>" }) });
    expect([markup.status, markup.data.fieldErrors.seoDescription]).toEqual([400, SEO_TEXT_MESSAGES.description.markup]);
    for (const user of [await createUser({ traits: ["moderator"] }), await createUser()]) {
      const refused = await callAction([adminLayout, categoriesRoute], { path, user, form: saveForm(c, { seoTitle: "Przejęty" }) });
      expect(refused.status).toBe(403);
    }
    expect((await callAction([adminLayout, categoriesRoute], { path, user: editor, fetcher: true, form: saveForm(c, { seoTitle: "Pierwszy" }) })).status).toBe(200);
    const stale = await callAction([adminLayout, categoriesRoute], { path, user: editor, fetcher: true, form: saveForm(c, { seoTitle: "Drugi" }) });
    expect(stale.status).toBe(409);
    const [row] = await db.select({ seoTitle: productCategories.seoTitle }).from(productCategories).where(eq(productCategories.code, "OS"));
    expect(row!.seoTitle).toBe("Pierwszy");
  });
});
