// ADR 170: the stored checks of the shops' links against a real local HTTP "shop" — what a run of
// failures means, the sweep's daily rhythm and order, the lease between two sweeps, the list's filter,
// the Overview's count, and a save that changes an address.
import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { productAffiliateLinks, products, shopLinkChecks } from "~/db/schema";
import { loadAdminTodo } from "~/features/admin/todo.server";
import { closePageCacheListener } from "~/server/page-cache.server";
import { createProduct, productSaveInput } from "../../../tests/factories";
import { startShopServer, type ShopServer } from "../../../tests/support/shop-server";
import { listAdminProducts, parseAdminProductFilters } from "./admin-product-list.server";
import { saveProduct } from "./admin-product-write.server";
import { checkProductLinksNow, sweepLinksOnce, type CheckOptions } from "./link-check-sweep.server";
import { claimDueLinks, claimProductLinks, loadLinkChecks, releaseLink, syncLinkChecks, type ClaimedLink } from "./link-checks.server";

let shop: ShopServer;
beforeAll(async () => {
  shop = await startShopServer();
});
afterAll(async () => {
  await shop.close();
  await closePageCacheListener();
});

const HOUR = 3_600_000;
const noPause = async () => {};
const options = (extra: Partial<CheckOptions> = {}): CheckOptions => ({ allowPrivate: true, timeoutMs: 3_000, pace: noPause, ...extra });

/** A product with shop links to the local shop's paths (`{ temu: "/oferta/…" }`). */
async function productLinkedTo(paths: Record<string, string>, flags: { isHidden?: boolean } = {}) {
  const { id } = await createProduct();
  if (flags.isHidden) await db.update(products).set({ isHidden: true }).where(eq(products.id, id));
  await db.insert(productAffiliateLinks).values(Object.entries(paths).map(([platform, path]) => ({ productId: id, platform, url: shop.url(path) })));
  return id;
}
const unique = (base: string) => `${base}/${randomUUID()}`;
const checkOf = async (productId: string, platform = "temu") => (await loadLinkChecks(productId)).find((c) => c.platform === platform)!;
const brokenList = () => listAdminProducts({ ...parseAdminProductFilters(new URLSearchParams("braki=niedzialajacy-link")), page: 1 });
const listed = async (id: string) => (await brokenList()).rows.some((row) => row.id === id);
const brokenCount = async () => (await loadAdminTodo({ permissions: ["product:update"] })).find((item) => item.key === "brokenLinks")!.count;

describe("a link's run of failures", () => {
  it("counts an outage only from its second failed check in a row, dated from the first, and ends it when the shop answers", async () => {
    const path = unique("/awaria");
    const id = await productLinkedTo({ temu: path });
    const count = await brokenCount();
    const first = new Date("2026-11-28T08:00:00Z");
    await checkProductLinksNow(id, options({ now: () => first }));
    expect(await checkOf(id)).toMatchObject({ outcome: "unreachable", httpStatus: 500, problem: "status", failures: 1, failingSince: first.toISOString() });
    expect(await listed(id)).toBe(false);
    expect(await brokenCount()).toBe(count);

    await checkProductLinksNow(id, options({ now: () => new Date(first.getTime() + 24 * HOUR) }));
    expect(await checkOf(id)).toMatchObject({ outcome: "unreachable", failures: 2, failingSince: first.toISOString() });
    expect(await listed(id)).toBe(true);
    expect(await brokenCount()).toBe(count + 1);

    shop.answer(path, 200);
    await checkProductLinksNow(id, options());
    expect(await checkOf(id)).toMatchObject({ outcome: "ok", httpStatus: 200, failures: 0, failingSince: null });
    expect(await listed(id)).toBe(false);
  });

  it("counts 404 and 410 at once, a bot wall (403) never, and says where redirects ended", async () => {
    const id = await productLinkedTo({ temu: unique("/brak"), aliexpress: unique("/usunieta"), amazon: unique("/mur") });
    const redirected = await productLinkedTo({ temu: "/skok/2" });
    const { checks, checked } = await checkProductLinksNow(id, options());
    expect(checked).toBe(3);
    expect(checks.map((c) => [c.platform, c.outcome, c.httpStatus, c.failures])).toEqual([
      ["aliexpress", "broken", 410, 1],
      ["amazon", "refused", 403, 0],
      ["temu", "broken", 404, 1],
    ]);
    expect(await listed(id)).toBe(true);
    await checkProductLinksNow(redirected, options());
    expect(await checkOf(redirected)).toMatchObject({ outcome: "ok", finalUrl: shop.url("/skok/0") });
    expect(await listed(redirected)).toBe(false);
  });

  it("refuses a private address unless allowed: nothing is sent, and the link counts as broken", async () => {
    const path = unique("/oferta");
    const id = await productLinkedTo({ temu: path });
    await checkProductLinksNow(id, options({ allowPrivate: false }));
    expect(shop.hits(path)).toBe(0);
    expect(await checkOf(id)).toMatchObject({ outcome: "broken", problem: "address", httpStatus: null });
    expect(await listed(id)).toBe(true);
  });

  it("ends a check that gets no answer in time as unreachable (timeout)", async () => {
    const id = await productLinkedTo({ temu: "/wolno" });
    await checkProductLinksNow(id, options({ timeoutMs: 100 }));
    expect(await checkOf(id)).toMatchObject({ outcome: "unreachable", problem: "timeout", httpStatus: null, failures: 1 });
  });
});

describe("the sweep", () => {
  it("checks each link at most once a day", async () => {
    const path = unique("/oferta");
    const id = await productLinkedTo({ temu: path });
    const start = Date.now();
    await sweepLinksOnce(options({ now: () => new Date(start) }));
    expect(shop.hits(path)).toBe(1);
    expect(await checkOf(id)).toMatchObject({ outcome: "ok" });
    await sweepLinksOnce(options({ now: () => new Date(start + 23 * HOUR) }));
    expect(shop.hits(path)).toBe(1);
    await sweepLinksOnce(options({ now: () => new Date(start + 25 * HOUR) }));
    expect(shop.hits(path)).toBe(2);
  });

  it("takes shown products' links first, then the never checked and the oldest checks", async () => {
    const hidden = await productLinkedTo({ temu: unique("/oferta") }, { isHidden: true });
    const older = await productLinkedTo({ temu: unique("/oferta") });
    const newer = await productLinkedTo({ temu: unique("/oferta") });
    const never = await productLinkedTo({ temu: unique("/oferta") });
    await syncLinkChecks();
    for (const [id, daysAgo] of [[older, 3], [newer, 2], [hidden, 5]] as const) {
      await db.update(shopLinkChecks).set({ checkedAt: new Date(Date.now() - daysAgo * 24 * HOUR), outcome: "ok" }).where(eq(shopLinkChecks.productId, id));
    }
    const taken: ClaimedLink[] = [];
    const mine = new Set([hidden, older, newer, never]);
    for (let link = (await claimDueLinks(1))[0]; link; link = (await claimDueLinks(1))[0]) taken.push(link);
    for (const link of taken) await releaseLink(link);
    expect(taken.map((l) => l.productId).filter((id) => mine.has(id))).toEqual([never, older, newer, hidden]);
  });

  it("never lets two sweeps check one link: each link is leased to one of them", async () => {
    const paths = Array.from({ length: 8 }, () => unique("/oferta"));
    for (const path of paths) await productLinkedTo({ temu: path });
    const [a, b] = await Promise.all([sweepLinksOnce(options()), sweepLinksOnce(options())]);
    expect(a + b).toBeGreaterThanOrEqual(paths.length);
    expect(paths.map((path) => shop.hits(path))).toEqual(paths.map(() => 1));
  });

  it("gives its links back unchecked when the process stops mid-round", async () => {
    const path = unique("/oferta");
    const id = await productLinkedTo({ temu: path });
    // Only this link is due, so it is the one the round takes.
    await syncLinkChecks();
    await db.update(shopLinkChecks).set({ checkedAt: new Date() });
    await db.update(shopLinkChecks).set({ checkedAt: null }).where(eq(shopLinkChecks.productId, id));
    const stopping = new AbortController();
    await sweepLinksOnce(options({ signal: stopping.signal, pace: async () => stopping.abort() }));
    expect(shop.hits(path)).toBe(0);
    const [row] = await db.select().from(shopLinkChecks).where(eq(shopLinkChecks.productId, id));
    expect(row).toMatchObject({ outcome: null, checkedAt: null, leaseUntil: null });
  });

  it("leases a link to one taker at a time, the sweep and 'Sprawdź teraz' alike", async () => {
    const path = unique("/oferta");
    const id = await productLinkedTo({ temu: path });
    await syncLinkChecks(db, id);
    const first = await claimProductLinks(id);
    expect(first).toEqual([{ productId: id, platform: "temu", url: shop.url(path) }]);
    expect(await claimProductLinks(id)).toEqual([]);
    expect((await claimDueLinks(1000)).some((link) => link.productId === id)).toBe(false);
    const { checked } = await checkProductLinksNow(id, options());
    expect(checked).toBe(0);
    expect(shop.hits(path)).toBe(0);
    // A lease that ran out (its process died) is taken again.
    expect(await claimProductLinks(id, new Date(Date.now() + 11 * 60_000))).toHaveLength(1);
    await releaseLink(first[0]!);
  });
});

describe("a changed address", () => {
  it("takes its check with it when the form saves it; an unchanged one keeps its check", async () => {
    const { id } = await saveProduct(
      productSaveInput([], { affiliateLinks: [{ platform: "temu", url: shop.url(unique("/brak")) }, { platform: "amazon", url: shop.url(unique("/oferta")) }] }),
    );
    await checkProductLinksNow(id, options());
    expect(await listed(id)).toBe(true);
    const amazon = await checkOf(id, "amazon");
    const fixed = shop.url(unique("/oferta"));
    await saveProduct(productSaveInput([], { affiliateLinks: [{ platform: "temu", url: fixed }, { platform: "amazon", url: amazon.url }] }), { id });
    expect(await db.select().from(shopLinkChecks).where(and(eq(shopLinkChecks.productId, id), eq(shopLinkChecks.platform, "temu")))).toEqual([]);
    expect(await checkOf(id)).toMatchObject({ url: fixed, outcome: null, checkedAt: null });
    expect(await checkOf(id, "amazon")).toEqual(amazon);
    expect(await listed(id)).toBe(false);
  });

  it("written elsewhere (CSV, scripts) no longer counts the old address's check, and the sweep starts afresh", async () => {
    const id = await productLinkedTo({ temu: unique("/brak") });
    await checkProductLinksNow(id, options());
    expect(await listed(id)).toBe(true);
    const fixed = unique("/oferta");
    await db.update(productAffiliateLinks).set({ url: shop.url(fixed) }).where(eq(productAffiliateLinks.productId, id));
    expect(await listed(id)).toBe(false);
    expect(await checkOf(id)).toMatchObject({ outcome: null });
    await sweepLinksOnce(options());
    expect(shop.hits(fixed)).toBe(1);
    expect(await checkOf(id)).toMatchObject({ outcome: "ok" });
  });
});

describe("the list's filter", () => {
  it("is the URL value niedzialajacy-link, kept with the other filters and the page", () => {
    expect(parseAdminProductFilters(new URLSearchParams("braki=niedzialajacy-link&page=2&sort=title"))).toMatchObject({ gap: "niedzialajacy-link", page: 2, sort: { key: "title" } });
  });

  it("marks the listed rows that have a broken link", async () => {
    const id = await productLinkedTo({ temu: unique("/brak") });
    await checkProductLinksNow(id, options());
    expect((await brokenList()).rows.find((row) => row.id === id)).toMatchObject({ hasBrokenLink: true });
  });
});
