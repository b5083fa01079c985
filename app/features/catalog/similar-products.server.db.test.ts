import { afterAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { productAffiliateLinks } from "~/db/schema";
import { FORBIDDEN_MESSAGE } from "~/features/access/session.server";
import * as similarRoute from "~/routes/admin/similar-products";
import { closePageCacheListener } from "~/server/page-cache.server";
import { SESSION_ENDED_MESSAGE } from "~/utils/submission-failure";
import { createProduct, createUser } from "../../../tests/factories";
import { callAction, callLoader } from "../../../tests/route-harness";
import { findSimilarProducts, shopLinkKeys, similarQueryOf } from "./similar-products.server";

afterAll(() => closePageCacheListener());

const withLink = async (title: string, platform: string, url: string) => {
  const product = await createProduct({ title });
  await db.insert(productAffiliateLinks).values({ productId: product.id, platform, url });
  return product;
};
const ask = (title: string, links: string[] = [], excludeId: string | null = null) => findSimilarProducts({ title, links, excludeId });

describe("the key of a shop offer (f_shop_link_key, ADR 181)", () => {
  it("gives one key to the same offer behind tracking parameters, subdomains and name slugs", async () => {
    const same = [
      ["https://www.amazon.pl/Lampka-LED-Czytania/dp/B0C1234567/ref=sr_1_1?crid=X&keywords=lampka", "https://amazon.pl/dp/b0c1234567", "https://www.amazon.pl/gp/product/B0C1234567?th=1"],
      ["https://pl.aliexpress.com/item/1005006123456.html?spm=a2g0o&gatewayAdapt=glo2pol", "https://www.aliexpress.com/item/1005006123456.html", "https://m.aliexpress.com/item/1005006123456.html#opis"],
      ["https://www.temu.com/pl/lampka-led-do-czytania-g-601099512345.html?_oak_mp_inf=x", "https://temu.com/lampka-g-601099512345.html"],
      ["https://www.sklep.pl/produkt/lampka/?utm_source=tiktok", "http://sklep.pl/produkt/lampka", "HTTPS://M.SKLEP.PL/produkt/lampka//#x"],
    ];
    for (const group of same) expect(new Set(await shopLinkKeys(group)).size).toBe(1);
    expect(await shopLinkKeys([same[0]![0]!, same[1]![0]!, same[2]![0]!, same[3]![0]!])).toEqual(["amazon/b0c1234567", "aliexpress/1005006123456", "temu/601099512345", "sklep.pl/produkt/lampka"]);
    // Different offers of one shop stay apart.
    const [a, b] = await shopLinkKeys(["https://pl.aliexpress.com/item/1005006123456.html", "https://pl.aliexpress.com/item/1005006999999.html"]);
    expect(a).not.toBe(b);
  });

  it("reads ids from Temu's goods_id and AliExpress's /i/, keeps a shop's own query and the case of a path (review, session 34)", async () => {
    expect(new Set(await shopLinkKeys(["https://www.temu.com/goods.html?goods_id=601099512345678&_x_ads=1", "https://temu.com/pl/lampka-g-601099512345678.html"])).size).toBe(1);
    expect(new Set(await shopLinkKeys(["https://pl.aliexpress.com/i/1005001.html", "https://www.aliexpress.com/item/1005001.html?spm=x"])).size).toBe(1);
    const apart = [
      ["https://www.temu.com/goods.html?goods_id=601099512345678", "https://www.temu.com/goods.html?goods_id=999"],
      ["https://sklep.pl/product.php?id_product=1", "https://sklep.pl/product.php?id_product=2"],
      ["https://a.aliexpress.com/_mKxYz", "https://a.aliexpress.com/_mkxyz"],
    ];
    for (const pair of apart) expect(new Set(await shopLinkKeys(pair)).size).toBe(2);
    // Tracking parameters go, the shop's own stay, in name order.
    expect(await shopLinkKeys(["https://www.sklep.pl/p.php?utm_source=tt&id=7&b=2&fbclid=abc"])).toEqual(["sklep.pl/p.php?b=2&id=7"]);
    expect(new Set(await shopLinkKeys(["https://sklep.pl/p.php?id=7&b=2", "https://sklep.pl/p.php?b=2&id=7&utm_medium=x#opis"])).size).toBe(1);
  });
});

describe("products the form may duplicate", () => {
  it("finds the same offer pasted with other parameters, whatever the title, and says on which shop", async () => {
    const existing = await withLink("Organizer na kable Zebra", "aliexpress", "https://pl.aliexpress.com/item/1005007000001.html?spm=abc");
    const found = await ask("Zupełnie inna nazwa", ["https://www.aliexpress.com/item/1005007000001.html?gatewayAdapt=glo2pol"]);
    expect(found).toEqual([{ id: existing.id, title: "Organizer na kable Zebra", code: null, sameLinkOn: ["aliexpress"], similarTitle: false }]);
    expect(await ask("Zupełnie inna nazwa", ["https://www.aliexpress.com/item/1005007000002.html"])).toEqual([]);
  });

  it("finds a similar title with the words in another order, diacritics or case, but not a different product", async () => {
    const lamp = await createProduct({ title: "Lampka LED do czytania z klipsem" });
    await createProduct({ title: "Mata do jogi antypoślizgowa" });
    const found = await ask("lampka do czytania LED z klipsem");
    expect(found.map((p) => [p.id, p.similarTitle])).toContainEqual([lamp.id, true]);
    expect((await ask("Lampka LED do czytania z klipsem")).map((p) => p.id)).toContain(lamp.id);
    expect((await ask("Kubek termiczny stalowy")).map((p) => p.id)).not.toContain(lamp.id);
    // Four characters at least before a title is compared.
    expect(await ask("Lam")).toEqual([]);
  });

  it("leaves out the product being edited, and lists same-offer matches first", async () => {
    const self = await withLink("Szczotka do kota parowa", "temu", "https://www.temu.com/pl/szczotka-g-601000000001.html");
    const twin = await withLink("Parowa szczotka dla kota", "temu", "https://www.temu.com/szczotka-parowa-g-601000000002.html");
    const found = await ask("Szczotka do kota parowa", ["https://temu.com/x-g-601000000002.html"], self.id);
    expect(found.map((p) => p.id)).not.toContain(self.id);
    expect(found[0]).toMatchObject({ id: twin.id, sameLinkOn: ["temu"] });
  });

  it("reads the question leniently: bad links and a malformed id are dropped, the title is cut", () => {
    const query = similarQueryOf(
      new URL(`http://x/admin/produkty/podobne?tytul=${"a".repeat(300)}&link=javascript:alert(1)&link=https://temu.com/a-g-1.html&link=&bez=nie-uuid`),
    );
    expect(query).toEqual({ title: "a".repeat(200), links: ["https://temu.com/a-g-1.html"], excludeId: null });
  });
});

describe("GET /admin/produkty/podobne", () => {
  const path = "/admin/produkty/podobne?tytul=Organizer%20na%20kable";
  it("answers whoever can open a product form; refuses others with JSON, never a redirect", async () => {
    const editor = await createUser({ traits: ["editor"] });
    const answered = await callLoader<{ products: unknown[] }>([similarRoute], { path, user: editor });
    expect(answered.status).toBe(200);
    expect(answered.headers.get("Cache-Control")).toBe("no-store");
    expect(Array.isArray(((await answered.response!.json()) as { products: unknown[] }).products)).toBe(true);
    for (const user of [await createUser({ traits: ["moderator"] }), await createUser()]) {
      const refused = await callLoader([similarRoute], { path, user });
      expect({ status: refused.status, location: refused.location, body: await refused.response!.json() }).toEqual({ status: 403, location: null, body: { message: FORBIDDEN_MESSAGE } });
    }
    const anonymous = await callLoader([similarRoute], { path, user: null });
    expect({ status: anonymous.status, body: await anonymous.response!.json() }).toEqual({ status: 401, body: { message: SESSION_ENDED_MESSAGE } });
    expect((await callAction([similarRoute], { path, user: editor, form: {} })).status).toBe(405);
  });
});
