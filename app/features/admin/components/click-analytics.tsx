// issue #11 point 4: the Overview's outbound-click analytics. The chart is an SVG drawn on the server
// (no charting library; ADR 041), named for screen readers (role="img", title and a summary) and
// backed by a data table that assistive technology and keyboard users can read in full.
import { useFormat, useLocale, useT, type Locale } from "~/i18n/i18n";
import type { ClickAnalytics, DailyClicks } from "~/features/catalog/click-analytics.server";

const WIDTH = 640;
const HEIGHT = 200;
const PAD = { top: 12, right: 8, bottom: 28, left: 40 };

const dayLabel = (day: string, locale: Locale) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString(locale === "en" ? "en-GB" : "pl-PL", {
    day: "numeric",
    month: "short",
    timeZone: "UTC",
  });

export function percent(part: number, whole: number, locale: Locale = "pl"): string {
  if (whole <= 0) return "—";
  return `${((part / whole) * 100).toLocaleString(locale === "en" ? "en-GB" : "pl-PL", { maximumFractionDigits: 2, minimumFractionDigits: 0 })}%`;
}

function niceMax(n: number): number {
  if (n <= 4) return 4;
  const step = 10 ** Math.floor(Math.log10(n));
  return Math.ceil(n / step) * step;
}

export function ClicksChart({ days, total }: { days: DailyClicks[]; total: number }) {
  const t = useT();
  const locale = useLocale();
  const format = useFormat();
  const max = niceMax(Math.max(0, ...days.map((d) => d.clicks)));
  const innerW = WIDTH - PAD.left - PAD.right;
  const innerH = HEIGHT - PAD.top - PAD.bottom;
  const slot = innerW / Math.max(1, days.length);
  const best = days.reduce<DailyClicks | null>((b, d) => (!b || d.clicks > b.clicks ? d : b), null);
  const counts = { days: String(days.length), total: format.count(total) };
  const summary =
    best && best.clicks > 0
      ? t("admin.clicks.summaryBest", { ...counts, best: format.count(best.clicks), day: dayLabel(best.day, locale) })
      : t("admin.clicks.summary", counts);
  return (
    <div className="space-y-2">
      <figure className="space-y-2">
        {/* On a phone the chart keeps a readable size (its labels were 5 px tall) and scrolls sideways,
            starting at its right end: the newest days (a row-reverse flex box scrolls from the end, no
            script needed; review, session 27: today was off screen with no cue). */}
        <div className="flex flex-row-reverse overflow-x-auto" role="region" aria-label={t("admin.clicks.chartTitle")} tabIndex={0}>
          <svg
            viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
            role="img"
            aria-labelledby="clicks-chart-title"
            aria-describedby="clicks-chart-desc"
            className="h-auto w-full min-w-[560px] text-brand-600 dark:text-brand-100"
            data-chart="clicks-per-day"
          >
            <title id="clicks-chart-title">{t("admin.clicks.chartTitle")}</title>
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
            {days.map((d, i) => {
              const h = (d.clicks / max) * innerH;
              const x = PAD.left + i * slot + slot * 0.15;
              return (
                <g key={d.day}>
                  <rect x={x} y={PAD.top + innerH - h} width={slot * 0.7} height={h} fill="currentColor" rx={1.5}>
                    <title>{`${dayLabel(d.day, locale)}: ${format.count(d.clicks)}`}</title>
                  </rect>
                  {/* Every 7th day counted back from the last, which is always labelled (the last two overlapped). */}
                  {(days.length - 1 - i) % 7 === 0 ? (
                    <text
                      x={x + slot * 0.35}
                      y={HEIGHT - 8}
                      textAnchor="middle"
                      fontSize={11}
                      fill="currentColor"
                      className="text-slate-700 dark:text-slate-200"
                    >
                      {dayLabel(d.day, locale)}
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
          <caption className="sr-only">{t("admin.clicks.perDay")}</caption>
          <thead>
            <tr>
              <th scope="col" className="pr-4 text-left">
                {t("admin.clicks.day")}
              </th>
              <th scope="col" className="text-right">
                {t("admin.clicks.clicks")}
              </th>
            </tr>
          </thead>
          <tbody>
            {days.map((d) => (
              <tr key={d.day}>
                <th scope="row" className="pr-4 text-left font-normal">
                  <time dateTime={d.day}>{dayLabel(d.day, locale)}</time>
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

export function ClickAnalyticsPanel({ analytics }: { analytics: ClickAnalytics }) {
  const t = useT();
  const locale = useLocale();
  const format = useFormat();
  const { allTime, shops, top } = analytics;
  return (
    <div className="space-y-6">
      <ClicksChart days={analytics.days} total={analytics.totalClicks30} />
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <div className="rounded-xl border border-slate-200 p-3 dark:border-slate-700">
          <dt className="text-xs text-slate-600 dark:text-slate-300">{t("admin.clicks.total30")}</dt>
          <dd className="text-lg font-bold tabular-nums" data-stat="clicks30">
            {format.count(analytics.totalClicks30)}
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
            {t("admin.clicks.shops")}
          </h3>
          {shops.length === 0 ? (
            <p className="text-sm">{t("admin.clicks.none30")}</p>
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
                    <th scope="row" className="py-1 text-left font-normal capitalize">
                      {s.platform}
                    </th>
                    <td className="py-1 text-right tabular-nums">{format.count(s.clicks)}</td>
                    <td className="py-1 text-right tabular-nums">
                      {percent(s.clicks, analytics.totalClicks30, locale)}
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
