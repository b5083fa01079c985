// ADR 170: "Sprawdź teraz" on the product form (intent=check-links) — who may press it, how often, and
// what it answers; through the route as the server runs it, with the test configuration (which, like
// production, refuses loopback addresses: the local shop is never reached through the route).
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { productAffiliateLinks, shopLinkChecks } from "~/db/schema";
import { loadCatalogue, translateMessage } from "~/i18n/i18n";
import "~/i18n/admin-messages";
import * as adminLayout from "~/routes/admin/layout";
import * as productEdit from "~/routes/admin/product-edit";
import * as productsList from "~/routes/admin/products";
import { closePageCacheListener } from "~/server/page-cache.server";
import { LIMITS } from "~/server/rate-limit.server";
import { createProduct, createUser } from "../../../tests/factories";
import { callAction } from "../../../tests/route-harness";
import { startShopServer, type ShopServer } from "../../../tests/support/shop-server";
import { checkLinksAction, LINK_CHECK_MESSAGES, type LinkCheckAnswer } from "./link-check-action.server";

let shop: ShopServer;
beforeAll(async () => {
  shop = await startShopServer();
});
afterAll(async () => {
  await shop.close();
  await closePageCacheListener();
});

async function productWithLink(path = `/oferta/${randomUUID()}`) {
  const { id } = await createProduct();
  await db.insert(productAffiliateLinks).values({ productId: id, platform: "temu", url: shop.url(path) });
  return { id, path };
}
const press = (id: string, user: Awaited<ReturnType<typeof createUser>> | null, form: Record<string, string> = {}) =>
  callAction([adminLayout, productsList, productEdit], { path: `/admin/produkty/${id}`, params: { id }, form: { intent: "check-links", ...form }, user, fetcher: true });
const checkRows = (id: string) => db.select().from(shopLinkChecks).where(eq(shopLinkChecks.productId, id));

describe("Sprawdź teraz (intent=check-links)", () => {
  it("is refused to a moderator and a plain user (403): nothing is fetched or stored", async () => {
    const { id, path } = await productWithLink();
    for (const user of [await createUser({ traits: ["moderator"] }), await createUser()]) {
      expect((await press(id, user)).status).toBe(403);
    }
    expect(shop.hits(path)).toBe(0);
    expect(await checkRows(id)).toEqual([]);
  });

  it("answers an editor with every shop link's check; a loopback address is refused, not fetched", async () => {
    const { id, path } = await productWithLink();
    const res = await press(id, await createUser({ traits: ["editor"] }));
    expect(res.status).toBe(200);
    const answer = res.data as LinkCheckAnswer;
    expect(answer).toMatchObject({ ok: true, message: LINK_CHECK_MESSAGES.done });
    expect(answer.ok && answer.data?.checks).toEqual([expect.objectContaining({ platform: "temu", url: shop.url(path), outcome: "broken", problem: "address" })]);
    expect(shop.hits(path)).toBe(0);
  });

  it("says so for a product without shop links, and answers 404 for one that is gone", async () => {
    const editor = await createUser({ traits: ["editor"] });
    const { id } = await createProduct();
    expect((await press(id, editor)).data).toMatchObject({ ok: true, message: LINK_CHECK_MESSAGES.noLinks, data: { checks: [] } });
    const gone = await press(randomUUID(), editor);
    expect(gone.status).toBe(404);
    expect(gone.data).toMatchObject({ ok: false, message: "Nie znaleziono produktu." });
  });

  it("is limited per person: past the limit a 429 with a Polish message, while another editor may still check", async () => {
    const { id } = await productWithLink();
    const editor = await createUser({ traits: ["editor"] });
    for (let n = 0; n < LIMITS.linkCheck.max; n++) expect((await press(id, editor)).status).toBe(200);
    const refused = await press(id, editor);
    expect(refused.status).toBe(429);
    expect(refused.data).toMatchObject({ ok: false, message: LINK_CHECK_MESSAGES.tooMany });
    expect((await press(id, await createUser({ traits: ["editor"] }))).status).toBe(200);
  });

  it("checks for real when private addresses are allowed, and echoes the form's values for a page without JavaScript", async () => {
    const { id, path } = await productWithLink();
    const editor = await createUser({ traits: ["editor"] });
    const body = new URLSearchParams({ intent: "check-links", title: "Tytuł w trakcie edycji", affiliateTemu: "https://nowy.example/x" });
    const request = new Request(`http://localhost/admin/produkty/${id}`, { method: "POST", body });
    const res = (await checkLinksAction(request, id, editor.id, { allowPrivate: true, timeoutMs: 3_000, pace: async () => {} })) as unknown as { data: LinkCheckAnswer };
    expect(res.data).toMatchObject({ ok: true, data: { values: { title: "Tytuł w trakcie edycji", affiliateTemu: "https://nowy.example/x" } } });
    expect(res.data.ok && res.data.data?.checks[0]).toMatchObject({ outcome: "ok", httpStatus: 200 });
    expect(shop.hits(path)).toBe(1);
  });

  it("has every answer in the English catalogue", async () => {
    await loadCatalogue("en");
    for (const text of Object.values(LINK_CHECK_MESSAGES)) expect(translateMessage("en", text), text).not.toBe(text);
  });
});
