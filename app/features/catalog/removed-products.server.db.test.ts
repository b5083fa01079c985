// ADR 206: a deleted product's old addresses answer 301 to a shown replacement, else ADR 174's 410.
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { products, removedProductUrls } from "~/db/schema";
import { deleteProduct } from "~/features/catalog/admin-product-write.server";
import { closePageCacheListener } from "~/server/page-cache.server";
import { UserError } from "~/utils/action.server";
import * as goRoute from "~/routes/public/go";
import * as productRoute from "~/routes/public/product";
import { createProduct, createUser } from "../../../tests/factories";
import { callLoader } from "../../../tests/route-harness";
import { FORMER_ADDRESS_CACHE } from "./product-redirects.server";
import { listRemovedProducts, REPLACEMENT_MESSAGES, requireReplacement, resolveReplacement, setRemovedReplacement } from "./removed-products.server";

afterAll(() => closePageCacheListener());

async function expectUserError(promise: Promise<unknown>, status: number, message: string) {
  const error = await promise.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(UserError);
  expect([(error as UserError).status, (error as UserError).message]).toEqual([status, message]);
}

const byId = (id: string) => callLoader(productRoute, { path: `/produkt/${id}`, params: { id } });
const byCode = (code: string) => callLoader(productRoute, { path: `/${code}`, params: { codeOrAlias: code } });
const codeOf = async (id: string) => (await db.select({ code: products.code }).from(products).where(eq(products.id, id)))[0]!.code!;

describe("a deleted product with a replacement", () => {
  it("answers 301 to the replacement's canonical URL at its id and code, kept an hour; hidden replacement → 410, shown again → 301", async () => {
    const old = await createProduct({ traits: ["withCode"] });
    const code = await codeOf(old.id);
    const next = await createProduct();
    await deleteProduct(old.id, undefined, null, next.id);
    for (const res of [await byId(old.id), await byCode(code.toLowerCase())]) {
      expect(res).toMatchObject({ status: 301, location: `/produkt/${next.id}` });
      expect(res.headers.get("Cache-Control")).toBe(FORMER_ADDRESS_CACHE);
    }
    await db.update(products).set({ isHidden: true }).where(eq(products.id, next.id));
    expect(await byId(old.id)).toMatchObject({ status: 410, data: { removed: true } });
    await db.update(products).set({ isHidden: false }).where(eq(products.id, next.id));
    expect(await byId(old.id)).toMatchObject({ status: 301, location: `/produkt/${next.id}` });
    // The /go/ click link of the deleted product sends nowhere new (no shop link on a replacement).
    const go = await callLoader(goRoute, { path: `/go/${old.id}/temu`, params: { productId: old.id, platform: "temu" } });
    expect(go.status).toBe(404);
  });

  it("chain: a replacement deleted later with its own replacement hands both on; deleted without one, both answer 410 (one hop, no loop)", async () => {
    const [a, b, c, d] = await Promise.all([createProduct(), createProduct(), createProduct(), createProduct()]);
    await deleteProduct(a.id, undefined, null, b.id);
    await deleteProduct(b.id, undefined, null, c.id);
    expect(await byId(a.id)).toMatchObject({ status: 301, location: `/produkt/${c.id}` });
    expect(await byId(b.id)).toMatchObject({ status: 301, location: `/produkt/${c.id}` });
    const stored = await db.select({ r: removedProductUrls.replacementProductId }).from(removedProductUrls).where(eq(removedProductUrls.productId, a.id));
    expect(stored.every((row) => row.r === c.id)).toBe(true);
    await deleteProduct(c.id);
    for (const id of [a.id, b.id, c.id]) expect(await byId(id)).toMatchObject({ status: 410 });
    // Set again later from the list: the old addresses lead to the new choice.
    await setRemovedReplacement(a.id, d.id, (await createUser({ traits: ["editor"] })).id);
    expect(await byId(a.id)).toMatchObject({ status: 301, location: `/produkt/${d.id}` });
    expect(await byId(b.id)).toMatchObject({ status: 410 });
  });

  it("a live product taking the old code wins over the replacement", async () => {
    const old = await createProduct({ traits: ["withCode"] });
    const code = await codeOf(old.id);
    const next = await createProduct();
    await deleteProduct(old.id, undefined, null, next.id);
    const taker = await createProduct({ urlAlias: code.toLowerCase() });
    expect(await byCode(code.toLowerCase())).toMatchObject({ status: 200, data: { product: { id: taker.id } } });
  });
});

describe("the replacement an editor types", () => {
  it("is found by code, alias, id and any of its URLs (hidden too); nothing else", async () => {
    const alias = `zastepca-${Math.random().toString(36).slice(2, 8)}`;
    const p = await createProduct({ traits: ["withCode"], urlAlias: alias });
    const code = await codeOf(p.id);
    await db.update(products).set({ isHidden: true }).where(eq(products.id, p.id));
    for (const typed of [code, code.toLowerCase(), alias, p.id, `/produkt/${p.id}`, `https://viralne.example/produkty/${alias}`, ` /${code}/ `]) {
      expect(await resolveReplacement(typed), typed).toMatchObject({ id: p.id });
    }
    for (const typed of ["", "nie-ma-takiego", "/produkt/nie-uuid", "/a/b/c", "https://", "00000000-0000-4000-8000-000000000000", "/produkty/%E0%A4%A", "%zz"]) {
      expect(await resolveReplacement(typed), typed).toBeNull();
    }
  });

  it("is refused (400, Polish) when unknown or the product itself", async () => {
    const p = await createProduct();
    await expectUserError(requireReplacement("nie-ma-takiego", p.id), 400, REPLACEMENT_MESSAGES.notFound);
    await expectUserError(requireReplacement(`/produkt/${p.id}`, p.id), 400, REPLACEMENT_MESSAGES.self);
  });
});

describe("listRemovedProducts", () => {
  it("lists a deleted product once with its title, addresses and replacement", async () => {
    const old = await createProduct({ traits: ["withCode"], title: "Lampka wycofana", urlAlias: `lampka-wycofana-${Math.random().toString(36).slice(2, 6)}` });
    const next = await createProduct({ title: "Lampka nowa" });
    await deleteProduct(old.id, undefined, null, next.id);
    const { rows } = await listRemovedProducts(1);
    const row = rows.find((r) => r.productId === old.id);
    expect(row).toMatchObject({ title: "Lampka wycofana", replacement: { id: next.id, title: "Lampka nowa", shown: true, path: `/produkt/${next.id}` } });
    expect(row!.addresses.map((a) => a.kind).sort()).toEqual(["alias", "code", "id"]);
  });
});
