// issue #11 point 4: the Overview's outbound-click analytics. The chart is an SVG drawn on the server
// (no charting library; ADR 041), named for screen readers (role="img", title and a summary) and
// backed by a data table that assistive technology and keyboard users can read in full.
import { Link } from "react-router";
import { shopName } from "~/utils/shop-name";
import { useFormat, useLocale, useT, type Locale } from "~/i18n/i18n";
import type { BucketClicks, ClickAnalytics } from "~/features/catalog/click-analytics.server";
import { CLICK_PERIODS, DEFAULT_CLICK_PERIOD, type ClickBucket, type ClickPeriod } from "~/features/catalog/click-periods";

const WIDTH = 640;
const HEIGHT = 200;
const PAD = { top: 12, right: 8, bottom: 28, left: 40 };

const intlLocale = (locale: Locale) => (locale === "en" ? "en-GB" : "pl-PL");
const dayLabel = (day: string, locale: Locale) => new Date(`${day}T12:00:00Z`).toLocaleDateString(intlLocale(locale), { day: "numeric", month: "short", timeZone: "UTC" });
const monthLabel = (day: string, locale: Locale) => new Date(`${day}T12:00:00Z`).toLocaleDateString(intlLocale(locale), { month: "short", year: "numeric", timeZone: "UTC" });

/** A bar's name: its day, the week's first day inside the period, or its month. */
function bucketLabel(start: string, bucket: ClickBucket, locale: Locale): string {
  return bucket === "month" ? monthLabel(start, locale) : dayLabel(start, locale);
}

/** Which bars carry a label under them: all of 7 days, 12 months or 13 weeks; every 7th day of 30 (counted back from today). */
const labelled = (index: number, count: number, bucket: ClickBucket) => bucket !== "day" || count <= 7 || (count - 1 - index) % 7 === 0;

export function percent(part: number, whole: number, locale: Locale = "pl"): string {
  if (whole <= 0) return "—";
  return `${((part / whole) * 100).toLocaleString(locale === "en" ? "en-GB" : "pl-PL", { maximumFractionDigits: 2, minimumFractionDigits: 0 })}%`;
}

function niceMax(n: number): number {
  if (n <= 4) return 4;
  const step = 10 ** Math.floor(Math.log10(n));
  return Math.ceil(n / step) * step;
}

export function ClicksChart({ buckets, bucket, period, total }: { buckets: BucketClicks[]; bucket: ClickBucket; period: ClickPeriod; total: number }) {
  const t = useT();
  const locale = useLocale();
  const format = useFormat();
  const max = niceMax(Math.max(0, ...buckets.map((d) => d.clicks)));
  const innerW = WIDTH - PAD.left - PAD.right;
  const innerH = HEIGHT - PAD.top - PAD.bottom;
  const slot = innerW / Math.max(1, buckets.length);
  const best = buckets.reduce<BucketClicks | null>((b, d) => (!b || d.clicks > b.clicks ? d : b), null);
  const counts = { period: t(`admin.clicks.period.${period}`), total: format.count(total) };
  const summary =
    best && best.clicks > 0
      ? t(`admin.clicks.summaryBest.${bucket}`, { ...counts, best: format.count(best.clicks), when: bucketLabel(best.start, bucket, locale) })
      : t("admin.clicks.summary", counts);
  const title = t(`admin.clicks.chartTitle.${bucket}`, { period: t(`admin.clicks.period.${period}`) });
  return (
    <div className="space-y-2">
      <figure className="space-y-2">
        {/* On a phone the chart keeps a readable size (its labels were 5 px tall) and scrolls sideways,
            starting at its right end: the newest days (a row-reverse flex box scrolls from the end, no
            script needed; review, session 27: today was off screen with no cue). */}
        <div className="flex flex-row-reverse overflow-x-auto" role="region" aria-label={title} tabIndex={0}>
          <svg
            viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
            role="img"
            aria-labelledby="clicks-chart-title"
            aria-describedby="clicks-chart-desc"
            className="h-auto w-full min-w-[560px] text-brand-600 dark:text-brand-100"
            data-chart="clicks-per-day"
          >
            <title id="clicks-chart-title">{title}</title>
            <desc id="clicks-chart-desc">{summary}</desc>
            {[0, 0.5, 1].map((f) => {
              const y = PAD.top + innerH * (1 - f);
              return (
                <g key={f}>
                  <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y} y2={y} stroke="currentColor" strokeOpacity={0.15} />
                  <text
                    x={PAD.left - 6}
                    y={y + 4}
                    textAnchor="end"
                    fontSize={11}
                    fill="currentColor"
                    className="text-slate-700 dark:text-slate-200"
                  >
                    {format.count(Math.round(max * f))}
                  </text>
                </g>
              );
            })}
            {buckets.map((d, i) => {
              const h = (d.clicks / max) * innerH;
              const x = PAD.left + i * slot + slot * 0.15;
              return (
                <g key={d.start}>
                  <rect x={x} y={PAD.top + innerH - h} width={slot * 0.7} height={h} fill="currentColor" rx={1.5}>
                    <title>{`${bucketLabel(d.start, bucket, locale)}: ${format.count(d.clicks)}`}</title>
                  </rect>
                  {/* The last bar is always labelled (with every 7th day before it, the last two overlapped). */}
                  {labelled(i, buckets.length, bucket) ? (
                    <text
                      x={x + slot * 0.35}
                      y={HEIGHT - 8}
                      textAnchor="middle"
                      fontSize={11}
                      fill="currentColor"
                      className="text-slate-700 dark:text-slate-200"
                    >
                      {bucketLabel(d.start, bucket, locale)}
                    </text>
                  ) : null}
                </g>
              );
            })}
          </svg>
        </div>
        <figcaption className="text-sm text-slate-700 dark:text-slate-200">{summary}</figcaption>
      </figure>
      {/* The data table follows the figure: a figure holds its caption first or last, nothing after it. */}
      <details className="text-sm">
        <summary className="cursor-pointer font-semibold focus-visible:outline-2 focus-visible:outline-brand-600">
          {t("admin.clicks.showData")}
        </summary>
        <table className="mt-2 text-sm">
          <caption className="sr-only">{t(`admin.clicks.per.${bucket}`)}</caption>
          <thead>
            <tr>
              <th scope="col" className="pr-4 text-left">
                {t(`admin.clicks.when.${bucket}`)}
              </th>
              <th scope="col" className="text-right">
                {t("admin.clicks.clicks")}
              </th>
            </tr>
          </thead>
          <tbody>
            {buckets.map((d) => (
              <tr key={d.start}>
                <th scope="row" className="pr-4 text-left font-normal">
                  <time dateTime={d.start}>{bucketLabel(d.start, bucket, locale)}</time>
                </th>
                <td className="text-right tabular-nums">{format.count(d.clicks)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </div>
  );
}

/** The period's change against as many days just before it ("+12% względem poprzedniego okresu"). */
function changeText(total: number, previous: number, t: ReturnType<typeof useT>, locale: Locale): string {
  if (previous === 0) return total === 0 ? t("admin.clicks.change.none") : t("admin.clicks.change.new");
  const change = Math.round(((total - previous) / previous) * 100);
  if (change === 0) return t("admin.clicks.change.same");
  const value = `${change > 0 ? "+" : "−"}${Math.abs(change).toLocaleString(intlLocale(locale))}%`;
  return t("admin.clicks.change", { value, previous: previous.toLocaleString(intlLocale(locale)) });
}

/** Links, so the period is in the address (bookmarked, shared, works without JavaScript). */
function PeriodPicker({ current }: { current: ClickPeriod }) {
  const t = useT();
  return (
    <nav aria-label={t("admin.clicks.periodPicker")}>
      <ul className="flex flex-wrap gap-2">
        {CLICK_PERIODS.map((period) => (
          <li key={period}>
            <Link
              to={period === DEFAULT_CLICK_PERIOD ? "?" : `?okres=${period}`}
              preventScrollReset
              aria-current={period === current ? "true" : undefined}
              className={`inline-block rounded-full border px-3 py-1.5 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${
                period === current
                  ? "border-brand-600 bg-brand-600 text-white"
                  : "border-slate-300 text-slate-800 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800"
              }`}
            >
              {t(`admin.clicks.period.${period}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function ClickAnalyticsPanel({ analytics }: { analytics: ClickAnalytics }) {
  const t = useT();
  const locale = useLocale();
  const format = useFormat();
  const { allTime, shops, top, period, total, previousTotal } = analytics;
  const periodName = t(`admin.clicks.period.${period}`);
  return (
    <div className="space-y-6">
      <PeriodPicker current={period} />
      <ClicksChart buckets={analytics.buckets} bucket={analytics.bucket} period={period} total={total} />
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <div className="rounded-xl border border-slate-200 p-3 dark:border-slate-700">
          <dt className="text-xs text-slate-600 dark:text-slate-300">{t("admin.clicks.total", { period: periodName })}</dt>
          <dd className="text-lg font-bold tabular-nums" data-stat="clicks-period">
            {format.count(total)}
          </dd>
          <dd className="text-xs text-slate-700 dark:text-slate-200" data-stat="clicks-change">
            {changeText(total, previousTotal, t, locale)}
          </dd>
        </div>
        <div className="rounded-xl border border-slate-200 p-3 dark:border-slate-700">
          <dt className="text-xs text-slate-600 dark:text-slate-300">{t("admin.clicks.allTime")}</dt>
          <dd className="text-lg font-bold tabular-nums">{format.count(allTime.clicks)}</dd>
        </div>
        <div className="rounded-xl border border-slate-200 p-3 dark:border-slate-700">
          <dt className="text-xs text-slate-600 dark:text-slate-300">{t("admin.clicks.conversion")}</dt>
          <dd className="text-lg font-bold tabular-nums" data-stat="conversion">
            {percent(allTime.clicks, allTime.views, locale)}
          </dd>
        </div>
      </dl>
      <div className="grid gap-6 lg:grid-cols-2">
        <div className="space-y-2">
          <h3 id="top-clicked" className="font-bold">
            {t("admin.clicks.topProducts")}
          </h3>
          {top.length === 0 ? (
            <p className="text-sm">{t("admin.clicks.noneYet")}</p>
          ) : (
            <table className="w-full text-sm" aria-labelledby="top-clicked">
              <thead>
                <tr className="text-left">
                  <th scope="col">{t("admin.common.product")}</th>
                  <th scope="col" className="pl-3 text-right">
                    {t("admin.clicks.clicks")}
                  </th>
                  <th scope="col" className="pl-3 text-right">
                    {t("admin.clicks.conversionShort")}
                  </th>
                </tr>
              </thead>
              <tbody>
                {top.map((p) => (
                  <tr key={p.id} className="border-t border-slate-200 dark:border-slate-700">
                    <th scope="row" className="py-1 text-left font-normal">
                      {p.title}
                      {p.code ? <span className="text-slate-600 dark:text-slate-300"> ({p.code})</span> : null}
                    </th>
                    <td className="py-1 text-right tabular-nums">{format.count(p.clicks)}</td>
                    <td className="py-1 text-right tabular-nums">{percent(p.clicks, p.views, locale)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </div>
        <div className="space-y-2">
          <h3 id="shop-clicks" className="font-bold">
            {t("admin.clicks.shops", { period: periodName })}
          </h3>
          {shops.length === 0 ? (
            <p className="text-sm">{t("admin.clicks.none", { period: periodName })}</p>
          ) : (
            <table className="w-full text-sm" aria-labelledby="shop-clicks">
              <thead>
                <tr className="text-left">
                  <th scope="col">{t("admin.clicks.shop")}</th>
                  <th scope="col" className="pl-3 text-right">
                    {t("admin.clicks.clicks")}
                  </th>
                  <th scope="col" className="pl-3 text-right">
                    {t("admin.clicks.share")}
                  </th>
                </tr>
              </thead>
              <tbody>
                {shops.map((s) => (
                  <tr key={s.platform} className="border-t border-slate-200 dark:border-slate-700">
                    <th scope="row" className="py-1 text-left font-normal">
                      {shopName(s.platform)}
                    </th>
                    <td className="py-1 text-right tabular-nums">{format.count(s.clicks)}</td>
                    <td className="py-1 text-right tabular-nums">
                      {percent(s.clicks, total, locale)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </div>
      </div>
    </div>
  );
}
