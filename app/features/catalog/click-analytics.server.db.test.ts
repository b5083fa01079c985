// issue #11 point 4: clicks per day (daily roll-up kept by a trigger), shops, top products, conversion.
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { outboundClicks, productAffiliateLinks, productStats } from "~/db/schema";
import { createProduct } from "../../../tests/factories";
import { loadClickAnalytics } from "./click-analytics.server";
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
    expect(after.days).toHaveLength(30);
    expect(after.days[29].day).toBe(await warsawDay(0));
    const delta = (day: string) => (after.days.find((d) => d.day === day)?.clicks ?? 0) - (before.days.find((d) => d.day === day)?.clicks ?? 0);
    expect(delta(await warsawDay(0))).toBe(3);
    expect(delta(await warsawDay(5))).toBe(1);
    expect(after.totalClicks30 - before.totalClicks30).toBe(4);
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
    const count = async () => (await loadClickAnalytics()).days.find((d) => d.day === day)!.clicks;
    const withProduct = await count();
    await db.execute(sql`DELETE FROM products WHERE id = ${product.id}`);
    expect(await count()).toBe(withProduct);
  });
});
