import { describe, expect, it } from "vitest";
import { callLoader } from "../../../tests/route-harness";
import { createProduct } from "../../../tests/factories";
import { PAGE_NOT_FOUND } from "~/features/search/components/page-not-found";
import { PRODUCT_NOT_FOUND } from "~/features/catalog/product-page.server";
import { FORMER_ADDRESS_CACHE } from "~/features/catalog/product-redirects.server";
import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { productCategories, products } from "~/db/schema";
import { deleteProduct } from "~/features/catalog/admin-product-write.server";
import * as productRoute from "./product";

const open = (segment: string) => callLoader<{ product?: { id: string } } | string>(productRoute, { path: `/${segment}`, params: { codeOrAlias: segment } });

// spec: public §2 — /{urlAlias} is a product link form; issue #15 point 6 — other paths are a general 404.
describe("the /{codeOrAlias} catch-all", () => {
  it("shows a product whose alias is one word (it was a general 404)", async () => {
    const alias = `lampka${Math.random().toString(36).slice(2, 8)}`;
    const product = await createProduct({ urlAlias: alias });
    const result = await open(alias);
    expect(result.status).toBe(200);
    expect((result.data as { product: { id: string } }).product.id).toBe(product.id);
  });

  it("answers a one-word miss and a path no alias can spell as an unknown page, an alias-shaped miss as an unknown product", async () => {
    expect(await open("nieistniejaca")).toMatchObject({ status: 404, data: PAGE_NOT_FOUND });
    expect(await open("to_nie.istnieje")).toMatchObject({ status: 404, data: PAGE_NOT_FOUND });
    expect(await open("nie-ma-takiego-produktu")).toMatchObject({ status: 404, data: PRODUCT_NOT_FOUND });
  });

  it("sends a known legacy /product/{id} to /produkt/{id} with 301 and answers an unknown one with the page's 404", async () => {
    const product = await createProduct();
    const known = await callLoader(productRoute, { path: `/product/${product.id}?sort=new`, params: { id: product.id } });
    expect(known).toMatchObject({ status: 301, location: `/produkt/${product.id}?sort=new` });
    const unknown = "00000000-0000-4000-8000-000000000000";
    expect(await callLoader(productRoute, { path: `/product/${unknown}`, params: { id: unknown } })).toMatchObject({ status: 404, data: PRODUCT_NOT_FOUND });
    expect(await callLoader(productRoute, { path: "/product/nope", params: { id: "nope" } })).toMatchObject({ status: 404, data: PRODUCT_NOT_FOUND });
  });

  it("sends /produkt/{code or alias} on to /produkt/{id}; an unknown one is the product's 404 (review, session 44)", async () => {
    const alias = `lampka-pod-kodem-${Math.random().toString(36).slice(2, 8)}`;
    const product = await createProduct({ traits: ["withCode"], urlAlias: alias });
    const [row] = await db.select({ code: products.code }).from(products).where(eq(products.id, product.id));
    for (const segment of [row!.code!, row!.code!.toLowerCase(), alias]) {
      const sent = await callLoader(productRoute, { path: `/produkt/${segment}`, params: { id: segment } });
      expect(sent, segment).toMatchObject({ status: 301, location: `/produkt/${product.id}` });
      expect(sent.headers.get("Cache-Control"), segment).toBe(FORMER_ADDRESS_CACHE); // a code can move: not for ever
    }
    expect(await callLoader(productRoute, { path: "/produkt/ZZ-ZZ-999", params: { id: "ZZ-ZZ-999" } })).toMatchObject({ status: 404, data: PRODUCT_NOT_FOUND });
  });
});

// ADR 174: a deleted product's old addresses answer 410 with its category; a live product always wins.
describe("a deleted product's old addresses", () => {
  it("answer 410 Gone with the category, at the id, code, alias and a former alias; a new product may take them", async () => {
    const alias = `lampka-usunieta-${Math.random().toString(36).slice(2, 8)}`;
    const product = await createProduct({ traits: ["withCode"], urlAlias: `${alias}-stara` });
    await db.update(products).set({ urlAlias: alias }).where(eq(products.id, product.id)); // leaves a former alias (ADR 040)
    const [row] = await db.select({ code: products.code, categoryId: products.categoryId }).from(products).where(eq(products.id, product.id));
    const [category] = await db.select({ name: productCategories.name }).from(productCategories).where(eq(productCategories.id, row!.categoryId!));
    await deleteProduct(product.id);
    const gone = { status: 410, data: { removed: true, category: category!.name } };
    expect(await callLoader(productRoute, { path: `/produkt/${product.id}`, params: { id: product.id.toUpperCase() } })).toMatchObject(gone);
    expect(await open(row!.code!.toLowerCase())).toMatchObject(gone);
    expect(await callLoader(productRoute, { path: `/produkty/${alias}`, params: { urlAlias: alias } })).toMatchObject(gone);
    expect(await callLoader(productRoute, { path: `/produkty/${alias}-stara`, params: { urlAlias: `${alias}-stara` } })).toMatchObject(gone);
    // Its category switched off: no link to an empty list.
    await db.update(productCategories).set({ isActive: false }).where(eq(productCategories.id, row!.categoryId!));
    expect(await open(row!.code!)).toMatchObject({ status: 410, data: { category: null } });
    await db.update(productCategories).set({ isActive: true }).where(eq(productCategories.id, row!.categoryId!));
    // A new product with that alias is that product's page again.
    const next = await createProduct({ urlAlias: alias });
    expect(await callLoader(productRoute, { path: `/produkty/${alias}`, params: { urlAlias: alias } })).toMatchObject({ status: 200, data: { product: { id: next.id } } });
    // Never seen: still the 404.
    expect(await open("nie-bylo-takiego-produktu")).toMatchObject({ status: 404, data: PRODUCT_NOT_FOUND });
  });
});
