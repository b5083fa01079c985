import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { outboundClicks, productAffiliateLinks, productStats, productViews, products } from "~/db/schema";
import { recordOutboundClick, sameSitePath, sourcePageOf } from "./clicks.server";
import { isBotUserAgent, recordProductView, visitorFromRequest } from "./views.server";

async function product() {
  const [p] = await db.insert(products).values({ title: "Produkt" }).returning({ id: products.id });
  return p.id;
}
async function stats(id: string) {
  const [s] = await db.select().from(productStats).where(eq(productStats.productId, id));
  return s ?? { views: 0, clicks: 0 };
}

describe("view counting", () => {
  it("counts a visitor once per product per 30 minutes", async () => {
    const id = await product();
    expect(await recordProductView(id, "visitor-aaaaaaaaaaaaaaaaaaaa")).toBe(true);
    expect(await recordProductView(id, "visitor-aaaaaaaaaaaaaaaaaaaa")).toBe(false);
    expect(await recordProductView(id, "visitor-bbbbbbbbbbbbbbbbbbbb")).toBe(true);
    expect((await stats(id)).views).toBe(2);

    // 31 minutes later the same visitor counts again.
    await db.update(productViews).set({ viewedAt: sql`now() - interval '31 minutes'` }).where(eq(productViews.productId, id));
    expect(await recordProductView(id, "visitor-aaaaaaaaaaaaaaaaaaaa")).toBe(true);
    expect((await stats(id)).views).toBe(3);
    // The stored visitor id is a hash, never the cookie value.
    const rows = await db.select().from(productViews).where(eq(productViews.productId, id));
    expect(rows.every((r) => !r.visitorId.includes("visitor"))).toBe(true);
  });

  it("counts two simultaneous beacons of one visitor once", async () => {
    const id = await product();
    const results = await Promise.all([recordProductView(id, "visitor-cccccccccccccccccccc"), recordProductView(id, "visitor-cccccccccccccccccccc")]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect((await stats(id)).views).toBe(1);
  });

  it("recognises bots and reads or creates the visitor cookie", () => {
    expect(isBotUserAgent("Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)")).toBe(true);
    expect(isBotUserAgent(null)).toBe(true);
    expect(isBotUserAgent("Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36")).toBe(false);
    const known = visitorFromRequest(new Request("http://x/", { headers: { cookie: "a=1; vp_vid=abcdefghijklmnopqrstuv" } }));
    expect(known).toEqual({ id: "abcdefghijklmnopqrstuv", isNew: false });
    const forged = visitorFromRequest(new Request("http://x/", { headers: { cookie: "vp_vid=<script>" } }));
    expect(forged.isNew).toBe(true);
    expect(forged.id).toMatch(/^[A-Za-z0-9_-]{24}$/);
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
