// Outbound-click analytics for the admin Overview (issue #11 point 4; ADR 041). Clicks per day and
// per shop come from click_daily_totals (one row per Warsaw day and shop, kept by a trigger), so the
// chart reads at most 30 × shops rows at any number of clicks; the top products come from
// product_stats.clicks through product_stats_clicks_idx (an index scan of 10 rows).
import { desc, eq, gt, sql } from "drizzle-orm";
import { db, type Executor } from "~/db/client.server";
import { products, productStats } from "~/db/schema";

export const CLICK_CHART_DAYS = 30;
export const TOP_PRODUCTS_LIMIT = 10;

export type DailyClicks = { day: string; clicks: number };
export type ShopClicks = { platform: string; clicks: number };
export type TopProduct = { id: string; title: string; code: string | null; clicks: number; views: number };
export type ClickAnalytics = {
  days: DailyClicks[];
  totalClicks30: number;
  shops: ShopClicks[];
  top: TopProduct[];
  /** All-time sums from product_stats: views → clicks conversion. */
  allTime: { views: number; clicks: number };
};

export async function loadClickAnalytics(executor: Executor = db): Promise<ClickAnalytics> {
  const [days, shops, top, totals] = await Promise.all([
    // Every one of the last 30 Warsaw days, zero when nothing was clicked (no gaps in the chart).
    executor.execute<{ day: string; clicks: number }>(sql`
      WITH days AS (
        SELECT generate_series((now() AT TIME ZONE 'Europe/Warsaw')::date - ${CLICK_CHART_DAYS - 1}::int, (now() AT TIME ZONE 'Europe/Warsaw')::date, interval '1 day')::date AS day)
      SELECT to_char(d.day, 'YYYY-MM-DD') AS day, coalesce(sum(t.clicks), 0)::int AS clicks
      FROM days d LEFT JOIN click_daily_totals t ON t.day = d.day
      GROUP BY d.day ORDER BY d.day`),
    executor.execute<{ platform: string; clicks: number }>(sql`
      SELECT platform, sum(clicks)::int AS clicks FROM click_daily_totals
      WHERE day > (now() AT TIME ZONE 'Europe/Warsaw')::date - ${CLICK_CHART_DAYS}::int
      GROUP BY platform HAVING sum(clicks) > 0 ORDER BY clicks DESC, platform`),
    executor
      .select({ id: products.id, title: products.title, code: products.code, clicks: productStats.clicks, views: productStats.views })
      .from(productStats)
      .innerJoin(products, eq(products.id, productStats.productId))
      .where(gt(productStats.clicks, 0))
      .orderBy(desc(productStats.clicks), products.id)
      .limit(TOP_PRODUCTS_LIMIT),
    executor.execute<{ views: string; clicks: string }>(sql`
      SELECT coalesce(sum(views), 0)::bigint::text AS views, coalesce(sum(clicks), 0)::bigint::text AS clicks FROM product_stats`),
  ]);
  const daily = days.rows.map((r) => ({ day: r.day, clicks: Number(r.clicks) }));
  return {
    days: daily,
    totalClicks30: daily.reduce((s, d) => s + d.clicks, 0),
    shops: shops.rows.map((r) => ({ platform: r.platform, clicks: Number(r.clicks) })),
    top: top.map((t) => ({ ...t, clicks: Number(t.clicks), views: Number(t.views) })),
    allTime: { views: Number(totals.rows[0]?.views ?? 0), clicks: Number(totals.rows[0]?.clicks ?? 0) },
  };
}
