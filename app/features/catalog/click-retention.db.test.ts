import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { clickDailyTotals, outboundClicks, productStats } from "~/db/schema";
import { listAdminPosts } from "~/features/blog/post-admin.server";
import { createPost, createProduct } from "../../../tests/factories";
import { countClickOnce } from "./clicks.server";
import { CLICK_RETENTION_BATCH, forgetClickKeys, pruneOldClicks } from "./click-retention.server";

// ADR 201: a privacy audit found every click row kept for ever with its day keys (rebuildable from
// AUTH_SECRET), while the privacy policy says click statistics are kept at most 12 months.
const ago = (interval: string) => sql`now() - ${interval}::interval`;
const totalClicks = async () => Number((await db.execute<{ n: string }>(sql`SELECT coalesce(sum(clicks), 0)::text AS n FROM click_daily_totals`)).rows[0].n);

describe("shop-click retention", () => {
  it("clears the keys once the 30-minute dedupe no longer reads them, and the dedupe still works", async () => {
    const { id: product } = await createProduct();
    const meta = { platform: "temu", sourcePage: null, userId: null, count: true, visitorId: "v-1", addressKey: "a-1" };
    expect(await db.transaction((tx) => countClickOnce(tx, { productId: product }, meta))).toBe(true);
    // An older row with keys: only this one is cleared.
    await db.insert(outboundClicks).values({ productId: product, platform: "temu", visitorId: "v-old", addressKey: "a-old", createdAt: ago("31 minutes") });
    expect(await forgetClickKeys()).toBe(1);
    const rows = await db.select().from(outboundClicks).where(eq(outboundClicks.productId, product)).orderBy(outboundClicks.createdAt);
    expect(rows.map((r) => [r.visitorId, r.addressKey])).toEqual([
      [null, null],
      ["v-1", "a-1"],
    ]);
    // The recent click still stops a repeat within 30 minutes.
    expect(await db.transaction((tx) => countClickOnce(tx, { productId: product }, meta))).toBe(false);
    expect(await forgetClickKeys()).toBe(0);
  });

  it("deletes rows older than 12 months; the day totals, product and post counts stay", async () => {
    const { id: product } = await createProduct();
    const post = await createPost({ traits: ["published"] });
    await db.insert(outboundClicks).values([
      { productId: product, platform: "amazon", createdAt: ago("13 months") },
      { postId: post.id, platform: "amazon", createdAt: ago("13 months") },
      { postId: post.id, platform: "amazon", createdAt: ago("400 days") },
      { postId: post.id, platform: "amazon", createdAt: ago("11 months") },
      { productId: product, platform: "amazon", createdAt: ago("1 day") },
    ]);
    await db.insert(productStats).values({ productId: product, clicks: 2 }).onConflictDoUpdate({ target: productStats.productId, set: { clicks: 2 } });
    const before = await totalClicks();
    const postClicks = async () => (await listAdminPosts({ q: "", type: "", status: "" })).rows.find((r) => r.id === post.id)!.clicks;
    expect(await postClicks()).toBe(3);

    expect(await pruneOldClicks()).toBe(3);
    const left = await db.select({ createdAt: outboundClicks.createdAt }).from(outboundClicks);
    expect(left.every((r) => r.createdAt.getTime() > Date.now() - 366 * 86_400_000)).toBe(true);
    expect(await totalClicks()).toBe(before);
    expect((await db.select({ clicks: productStats.clicks }).from(productStats).where(eq(productStats.productId, product)))[0].clicks).toBe(2);
    expect(await postClicks()).toBe(3);
    // Run again: nothing more to delete, and the post's count is not added twice.
    expect(await pruneOldClicks()).toBe(0);
    expect(await postClicks()).toBe(3);
    expect(await db.select().from(clickDailyTotals).where(eq(clickDailyTotals.platform, "amazon"))).not.toEqual([]);
  });

  it("works through a backlog larger than one statement's batch (a first run after a long stop), the post's count kept", async () => {
    const post = await createPost({ traits: ["published"] });
    const n = CLICK_RETENTION_BATCH + 3;
    await db.execute(sql`INSERT INTO outbound_clicks (post_id, platform, visitor_id, address_key, created_at)
      SELECT ${post.id}::uuid, 'temu', 'v', 'a', now() - interval '13 months' FROM generate_series(1, ${n})`);
    const postClicks = async () => (await listAdminPosts({ q: "", type: "", status: "" })).rows.find((r) => r.id === post.id)!.clicks;
    expect(await forgetClickKeys()).toBeGreaterThanOrEqual(n);
    expect(await pruneOldClicks()).toBeGreaterThanOrEqual(n);
    expect(await postClicks()).toBe(n);
    expect(Number((await db.execute<{ n: string }>(sql`SELECT count(*)::text AS n FROM outbound_clicks WHERE post_id = ${post.id}::uuid`)).rows[0].n)).toBe(0);
  });
});
