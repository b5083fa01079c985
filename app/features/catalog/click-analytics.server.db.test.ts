// issue #11 point 4: clicks per day (daily roll-up kept by a trigger), shops, top products, conversion.
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { outboundClicks, productAffiliateLinks, productStats } from "~/db/schema";
import { createProduct } from "../../../tests/factories";
import { loadClickAnalytics, parseClickPeriod } from "./click-analytics.server";
import { recordOutboundClick } from "./clicks.server";

const warsawDay = async (daysAgo: number) =>
  (await db.execute<{ d: string }>(sql`SELECT to_char((now() AT TIME ZONE 'Europe/Warsaw')::date - ${daysAgo}::int, 'YYYY-MM-DD') AS d`)).rows[0].d;

describe("click analytics", () => {
  it("counts clicks per Warsaw day for 30 days, per shop, and the top products with conversion", async () => {
    const before = await loadClickAnalytics();
    const product = await createProduct({ title: "Klikany", views: 200 });
    await db.insert(productAffiliateLinks).values({ productId: product.id, platform: "temu", url: "https://temu.example/x" });
    for (let i = 0; i < 3; i++) await recordOutboundClick({ productId: product.id, platform: "temu", sourcePage: null, userId: null, count: true });
    // Older clicks, written as the /go/ route would have written them days ago.
    await db.insert(outboundClicks).values([
      { productId: product.id, platform: "aliexpress", createdAt: sql`now() - interval '5 days'` },
      { productId: product.id, platform: "aliexpress", createdAt: sql`now() - interval '45 days'` },
    ]);
    await db.update(productStats).set({ clicks: sql`${productStats.clicks} + 2` }).where(eq(productStats.productId, product.id));
    const after = await loadClickAnalytics();
    expect(after.buckets).toHaveLength(30);
    expect(after.buckets[29].start).toBe(await warsawDay(0));
    const delta = (day: string) => (after.buckets.find((d) => d.start === day)?.clicks ?? 0) - (before.buckets.find((d) => d.start === day)?.clicks ?? 0);
    expect(delta(await warsawDay(0))).toBe(3);
    expect(delta(await warsawDay(5))).toBe(1);
    expect(after.total - before.total).toBe(4);
    // The 45-day-old click is in the 30 days before these 30 (the comparison).
    expect(after.previousTotal - before.previousTotal).toBe(1);
    const shop = (a: typeof after, p: string) => a.shops.find((s) => s.platform === p)?.clicks ?? 0;
    expect(shop(after, "temu") - shop(before, "temu")).toBe(3);
    expect(shop(after, "aliexpress") - shop(before, "aliexpress")).toBe(1);
    expect(after.top.find((t) => t.id === product.id)).toMatchObject({ clicks: 5, views: 200 });
    expect(after.allTime.clicks - before.allTime.clicks).toBe(5);
  });

  it("keeps a deleted product's clicks in the day totals", async () => {
    const product = await createProduct();
    await db.insert(outboundClicks).values({ productId: product.id, platform: "amazon", createdAt: sql`now() - interval '2 days'` });
    const day = await warsawDay(2);
    const count = async () => (await loadClickAnalytics()).buckets.find((d) => d.start === day)!.clicks;
    const withProduct = await count();
    await db.execute(sql`DELETE FROM products WHERE id = ${product.id}`);
    expect(await count()).toBe(withProduct);
  });

  it("reads 7 days by day, 90 days by week and 12 months by month, each with the period before it (session 33)", async () => {
    expect([parseClickPeriod("7"), parseClickPeriod("90"), parseClickPeriod("365"), parseClickPeriod("31"), parseClickPeriod(null), parseClickPeriod("7 OR 1=1")]).toEqual([7, 90, 365, 30, 30, 30]);
    const before = { week: await loadClickAnalytics(7), quarter: await loadClickAnalytics(90), year: await loadClickAnalytics(365) };
    const product = await createProduct();
    await db.insert(outboundClicks).values([
      { productId: product.id, platform: "temu", createdAt: sql`now() - interval '3 days'` },
      { productId: product.id, platform: "temu", createdAt: sql`now() - interval '10 days'` },
      { productId: product.id, platform: "temu", createdAt: sql`now() - interval '100 days'` },
      { productId: product.id, platform: "temu", createdAt: sql`now() - interval '500 days'` },
    ]);
    const week = await loadClickAnalytics(7);
    expect([week.bucket, week.buckets.length, week.buckets[6]!.start]).toEqual(["day", 7, await warsawDay(0)]);
    expect([week.total - before.week.total, week.previousTotal - before.week.previousTotal]).toEqual([1, 1]);
    const quarter = await loadClickAnalytics(90);
    expect(quarter.bucket).toBe("week");
    expect(quarter.buckets.length).toBeGreaterThanOrEqual(13);
    expect(quarter.buckets.length).toBeLessThanOrEqual(14);
    expect(quarter.buckets[0]!.start).toBe(await warsawDay(89)); // the first week starts with the period
    expect(quarter.buckets.reduce((sum, b) => sum + b.clicks, 0)).toBe(quarter.total);
    expect([quarter.total - before.quarter.total, quarter.previousTotal - before.quarter.previousTotal]).toEqual([2, 1]);
    const year = await loadClickAnalytics(365);
    expect([year.bucket, year.buckets.length]).toEqual(["month", 12]);
    expect(year.buckets[11]!.start.slice(0, 7)).toBe((await warsawDay(0)).slice(0, 7));
    expect(year.buckets.reduce((sum, b) => sum + b.clicks, 0)).toBe(year.total);
    expect(year.total - before.year.total).toBe(3);
  });
});
