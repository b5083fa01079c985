import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { outboundClicks, productAffiliateLinks, productStats, productViews, products } from "~/db/schema";
import { action as viewBeacon } from "~/routes/public/product-view";
import { recordOutboundClick, sameSitePath, sourcePageOf } from "./clicks.server";
import { ADDRESS_CAP, daySalt, isBotUserAgent, maybePruneOldViews, PRUNE_AT_LEAST_EVERY_MS, pruneOldViews, recordProductView, visitorKey } from "./views.server";

const CHROME = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36";
const FIREFOX = "Mozilla/5.0 (X11; Linux x86_64; rv:132.0) Gecko/20100101 Firefox/132.0";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

async function product() {
  const [p] = await db.insert(products).values({ title: "Produkt" }).returning({ id: products.id });
  return p.id;
}
async function stats(id: string) {
  const [s] = await db.select().from(productStats).where(eq(productStats.productId, id));
  return s ?? { views: 0, clicks: 0 };
}

/** The beacon as the page sends it; the Express server puts the client address in X-Forwarded-For. */
function beacon(id: string, options: { ip?: string; ua?: string | null; site?: string } = {}) {
  const headers = new Headers({ "x-forwarded-for": options.ip ?? "203.0.113.7", "sec-fetch-site": options.site ?? "same-origin" });
  if (options.ua !== null) headers.set("user-agent", options.ua ?? CHROME);
  const request = new Request(`http://localhost:3000/produkt/${id}/wyswietlenie`, { method: "POST", headers });
  return viewBeacon({ request, params: { id }, context: {} } as unknown as Parameters<typeof viewBeacon>[0]);
}

describe("view counting (no cookie, ADR 017)", () => {
  it("counts one IP + browser once per product per 30 minutes and sets no cookie", async () => {
    const id = await product();
    const first = await beacon(id);
    expect(first.status).toBe(204);
    expect(first.headers.get("set-cookie")).toBeNull();
    expect(first.headers.get("cache-control")).toBe("no-store");
    const again = await beacon(id);
    expect(again.status).toBe(204);
    expect(again.headers.get("set-cookie")).toBeNull();
    expect((await stats(id)).views).toBe(1);

    // Another browser on the same address, or the same browser on another address, is another visitor.
    await beacon(id, { ua: FIREFOX });
    await beacon(id, { ip: "198.51.100.20" });
    await beacon(id, { ip: "2001:db8::1" });
    expect((await stats(id)).views).toBe(4);

    // 31 minutes later the first visitor counts again.
    await db.update(productViews).set({ viewedAt: sql`now() - interval '31 minutes'` }).where(eq(productViews.productId, id));
    await beacon(id);
    expect((await stats(id)).views).toBe(5);

    // Only 32-character keyed hashes are stored (hex cannot hold an address or a user agent).
    // (A "does not contain 203" check was flaky: random hex contains those digits ~0.7% of the time.)
    const rows = await db.select().from(productViews).where(eq(productViews.productId, id));
    expect(rows).toHaveLength(5);
    for (const row of rows) expect(row.visitorId).toMatch(/^[0-9a-f]{32}$/);
    expect(new Set(rows.map((r) => r.visitorId)).size).toBe(4); // four visitors, the first one twice
  });

  it("does not count bots, scripts without a user agent, cross-site posts or unknown products", async () => {
    const id = await product();
    expect((await beacon(id, { ua: GOOGLEBOT })).status).toBe(204);
    expect((await beacon(id, { ua: null })).status).toBe(204);
    expect((await beacon(id, { site: "cross-site" })).status).toBe(204);
    expect((await beacon("00000000-0000-4000-8000-000000000000")).status).toBe(404);
    expect((await stats(id)).views).toBe(0);
    expect(await db.select().from(productViews).where(eq(productViews.productId, id))).toEqual([]);
    expect(isBotUserAgent(GOOGLEBOT)).toBe(true);
    expect(isBotUserAgent(null)).toBe(true);
    expect(isBotUserAgent(CHROME)).toBe(false);
  });

  it("derives a new key every UTC day, per product, from IP and user agent", async () => {
    const id = await product();
    const other = await product();
    const request = (ip: string, ua: string) => new Request("http://x/", { method: "POST", headers: { "x-forwarded-for": ip, "user-agent": ua } });
    const morning = new Date("2026-03-10T00:00:00Z");
    const evening = new Date("2026-03-10T23:59:59.999Z");
    const nextDay = new Date("2026-03-11T00:00:00Z");
    const key = visitorKey(request("203.0.113.7", CHROME), id, morning);
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(visitorKey(request("203.0.113.7", CHROME), id, evening)).toBe(key);
    expect(visitorKey(request("203.0.113.7", CHROME), id, nextDay)).not.toBe(key);
    expect(daySalt(nextDay).equals(daySalt(morning))).toBe(false);
    expect(daySalt(morning).equals(daySalt(evening))).toBe(true);
    expect(visitorKey(request("203.0.113.7", CHROME), other, morning)).not.toBe(key);
    expect(visitorKey(request("203.0.113.8", CHROME), id, morning)).not.toBe(key);
    expect(visitorKey(request("203.0.113.7", FIREFOX), id, morning)).not.toBe(key);
    // An IPv4-mapped address is the same client as the plain IPv4 one.
    expect(visitorKey(request("::ffff:203.0.113.7", CHROME), id, morning)).toBe(key);

    // So the same person counts again on the next day's key even within 30 minutes.
    expect(await recordProductView(id, key)).toBe(true);
    expect(await recordProductView(id, key)).toBe(false);
    expect(await recordProductView(id, visitorKey(request("203.0.113.7", CHROME), id, nextDay))).toBe(true);
  });

  it("counts at most ADDRESS_CAP views of a product per address in 30 minutes, whatever user agents it sends (ADR 140)", async () => {
    const id = await product();
    // A review's attack: 40 beacons from one address, each with another browser version, were 40 views.
    for (let i = 0; i < 40; i++) expect((await beacon(id, { ua: `Mozilla/5.0 (X11; Linux x86_64) Chrome/120.0.${i}.0 Safari/537.36` })).status).toBe(204);
    expect((await stats(id)).views).toBe(ADDRESS_CAP);
    // Another address still counts, and the cap is per product.
    await beacon(id, { ip: "198.51.100.4" });
    expect((await stats(id)).views).toBe(ADDRESS_CAP + 1);
    const other = await product();
    await beacon(other, { ua: FIREFOX });
    expect((await stats(other)).views).toBe(1);
  });

  it("counts two simultaneous beacons of one visitor once", async () => {
    const id = await product();
    const results = await Promise.all([recordProductView(id, "c".repeat(32)), recordProductView(id, "c".repeat(32))]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect((await stats(id)).views).toBe(1);
  });

  it("deletes view rows older than a day, opportunistically", async () => {
    const id = await product();
    const at = (age: string) => ({ productId: id, visitorId: age.padEnd(32, "0"), viewedAt: sql`now() - ${age}::interval` });
    await db.insert(productViews).values([at("25 hours"), at("3 days"), at("23 hours"), at("1 minute")]);
    expect(await pruneOldViews()).toBeGreaterThanOrEqual(2);
    const left = await db.select({ visitorId: productViews.visitorId }).from(productViews).where(eq(productViews.productId, id));
    expect(left.map((r) => r.visitorId.replace(/0+$/, "")).sort()).toEqual(["1 minute", "23 hours"]);

    // About one beacon in 200 prunes, and any beacon an hour after the last prune in this process.
    const t = Date.now() + 10 * PRUNE_AT_LEAST_EVERY_MS;
    expect(await maybePruneOldViews(() => 0, t)).toBe(true);
    expect(await maybePruneOldViews(() => 0.5, t + 1000)).toBe(false);
    expect(await maybePruneOldViews(() => 0.004, t + 2000)).toBe(true);
    expect(await maybePruneOldViews(() => 0.5, t + 2000 + PRUNE_AT_LEAST_EVERY_MS)).toBe(true);
    await db.insert(productViews).values(at("2 days"));
    await maybePruneOldViews(() => 0, t + 3 * PRUNE_AT_LEAST_EVERY_MS);
    expect(await db.select().from(productViews).where(eq(productViews.productId, id))).toHaveLength(2);
  });
});

describe("affiliate clicks", () => {
  it("returns the shop URL, stores the click and increments product_stats.clicks", async () => {
    const id = await product();
    await db.insert(productAffiliateLinks).values({ productId: id, platform: "temu", url: "https://www.temu.com/pl/x.html" });
    const url = await recordOutboundClick({ productId: id, platform: "temu", sourcePage: "/produkt/x", userId: null, count: true });
    expect(url).toBe("https://www.temu.com/pl/x.html");
    await recordOutboundClick({ productId: id, platform: "temu", sourcePage: null, userId: null, count: true });
    expect((await stats(id)).clicks).toBe(2);
    const clicks = await db.select().from(outboundClicks).where(eq(outboundClicks.productId, id));
    expect(clicks.map((c) => c.sourcePage).sort()).toEqual(["/produkt/x", null].sort());
  });

  it("does not count bots but still answers, and knows nothing of unknown products or platforms", async () => {
    const id = await product();
    await db.insert(productAffiliateLinks).values({ productId: id, platform: "amazon", url: "https://www.amazon.pl/dp/B0" });
    expect(await recordOutboundClick({ productId: id, platform: "amazon", sourcePage: null, userId: null, count: false })).toBe("https://www.amazon.pl/dp/B0");
    expect((await stats(id)).clicks).toBe(0);
    expect(await recordOutboundClick({ productId: id, platform: "temu", sourcePage: null, userId: null, count: true })).toBeNull();
    expect(await recordOutboundClick({ productId: "nie-uuid", platform: "amazon", sourcePage: null, userId: null, count: true })).toBeNull();
    expect(await recordOutboundClick({ productId: id, platform: "Am'azon", sourcePage: null, userId: null, count: true })).toBeNull();
    expect(await db.select().from(outboundClicks).where(eq(outboundClicks.productId, id))).toEqual([]);
  });

  it("keeps only a same-site source page of at most 200 characters", () => {
    expect(sameSitePath("/produkty?sort=newest")).toBe("/produkty?sort=newest");
    expect(sameSitePath("//evil.example/x")).toBeNull();
    expect(sameSitePath("https://evil.example/x")).toBeNull();
    expect(sameSitePath("/\\evil.example")).toBeNull();
    expect(sameSitePath("/" + "a".repeat(300))).toHaveLength(200);
    const viaParam = new Request("http://localhost:3000/go/x/temu?from=%2Fprodukt%2F1");
    expect(sourcePageOf(viaParam)).toBe("/produkt/1");
    const viaReferer = new Request("http://localhost:3000/go/x/temu", { headers: { referer: "http://localhost:3000/produkty?page=2" } });
    expect(sourcePageOf(viaReferer)).toBe("/produkty?page=2");
    const foreign = new Request("http://localhost:3000/go/x/temu", { headers: { referer: "https://other.example/produkty" } });
    expect(sourcePageOf(foreign)).toBeNull();
  });
});
