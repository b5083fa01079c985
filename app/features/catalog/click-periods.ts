// Browser-safe half of the Overview's click analytics (click-analytics.server.ts): its periods.

/** Session 33 (owner review): the Overview's period, `?okres=` — days, with 365 shown as 12 months. */
export const CLICK_PERIODS = [7, 30, 90, 365] as const;
export type ClickPeriod = (typeof CLICK_PERIODS)[number];
export const DEFAULT_CLICK_PERIOD: ClickPeriod = 30;
/** A chart bar: one day (7 and 30 days), one week from Monday (90 days) or one month (12 months). */
export type ClickBucket = "day" | "week" | "month";

export function parseClickPeriod(value: string | null): ClickPeriod {
  return (CLICK_PERIODS as readonly number[]).includes(Number(value)) ? (Number(value) as ClickPeriod) : DEFAULT_CLICK_PERIOD;
}

export const bucketOf = (period: ClickPeriod): ClickBucket => (period <= 30 ? "day" : period === 90 ? "week" : "month");
