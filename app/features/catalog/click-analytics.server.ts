// Outbound-click analytics for the admin Overview (issue #11 point 4; ADR 041). Clicks per day and
// per shop come from click_daily_totals (one row per Warsaw day and shop, kept by a trigger), so the
// chart reads at most two periods × shops rows (a period is up to 12 months; session 33) at any number of clicks; the top products come from
// product_stats.clicks through product_stats_clicks_idx (an index scan of 10 rows).
import { desc, eq, gt, sql } from "drizzle-orm";
import { db, type Executor } from "~/db/client.server";
import { products, productStats } from "~/db/schema";
import { bucketOf, DEFAULT_CLICK_PERIOD, type ClickBucket, type ClickPeriod } from "./click-periods";

export { parseClickPeriod } from "./click-periods";

export const TOP_PRODUCTS_LIMIT = 10;

/** `start`: the bar's first day (YYYY-MM-DD; a week's or month's first day inside the period). */
export type BucketClicks = { start: string; clicks: number };
export type ShopClicks = { platform: string; clicks: number };
export type TopProduct = { id: string; title: string; code: string | null; clicks: number; views: number };
export type ClickAnalytics = {
  period: ClickPeriod;
  bucket: ClickBucket;
  buckets: BucketClicks[];
  /** Clicks in the period, and in the same number of days just before it (the comparison). */
  total: number;
  previousTotal: number;
  shops: ShopClicks[];
  top: TopProduct[];
  /** All-time sums from product_stats: views → clicks conversion. */
  allTime: { views: number; clicks: number };
};

export async function loadClickAnalytics(period: ClickPeriod = DEFAULT_CLICK_PERIOD, executor: Executor = db): Promise<ClickAnalytics> {
  const bucket = bucketOf(period);
  // The period's days, ending today in Warsaw; 12 months are this month and the eleven before it.
  const today = sql`(now() AT TIME ZONE 'Europe/Warsaw')::date`;
  const first = bucket === "month" ? sql`(date_trunc('month', ${today}) - interval '11 months')::date` : sql`(${today} - ${period - 1}::int)`;
  const [series, totals, shops, top, allTime] = await Promise.all([
    // Every bar of the period, zero when nothing was clicked (no gaps in the chart).
    executor.execute<{ start: string; clicks: number }>(sql`
      WITH b AS (SELECT generate_series(date_trunc(${bucket}, ${first}), date_trunc(${bucket}, ${today}), ('1 ' || ${bucket})::interval)::date AS b)
      SELECT to_char(greatest(b.b, ${first}), 'YYYY-MM-DD') AS start, coalesce(sum(t.clicks), 0)::int AS clicks
      FROM b LEFT JOIN click_daily_totals t ON t.day >= ${first} AND t.day <= ${today} AND date_trunc(${bucket}, t.day)::date = b.b
      GROUP BY b.b ORDER BY b.b`),
    // The period and as many days just before it.
    executor.execute<{ total: number; previous: number }>(sql`
      SELECT coalesce(sum(clicks) FILTER (WHERE day >= ${first}), 0)::int AS total,
             coalesce(sum(clicks) FILTER (WHERE day < ${first}), 0)::int AS previous
      FROM click_daily_totals WHERE day >= ${first} - (${today} - ${first} + 1) AND day <= ${today}`),
    executor.execute<{ platform: string; clicks: number }>(sql`
      SELECT platform, sum(clicks)::int AS clicks FROM click_daily_totals
      WHERE day >= ${first} AND day <= ${today}
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
  return {
    period,
    bucket,
    buckets: series.rows.map((r) => ({ start: r.start, clicks: Number(r.clicks) })),
    total: Number(totals.rows[0]?.total ?? 0),
    previousTotal: Number(totals.rows[0]?.previous ?? 0),
    shops: shops.rows.map((r) => ({ platform: r.platform, clicks: Number(r.clicks) })),
    top: top.map((t) => ({ ...t, clicks: Number(t.clicks), views: Number(t.views) })),
    allTime: { views: Number(allTime.rows[0]?.views ?? 0), clicks: Number(allTime.rows[0]?.clicks ?? 0) },
  };
}
