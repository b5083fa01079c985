import { formatDate, formatPrice } from "../format";
import type { PricePoint } from "../prices";
import { useLocale, useT } from "~/i18n/i18n";

const WIDTH = 320;
const HEIGHT = 120;
const PAD = 8;

/** 'Najniższa cena z 30 dni przed obniżką: …' — says what the crossed-out price is (Omnibus, ADR 120). */
export function LowestPrice30Days({ amount, currency }: { amount: number | null; currency: string }) {
  const t = useT();
  const locale = useLocale();
  if (amount == null) return null;
  return (
    <p className="text-sm text-slate-600 dark:text-slate-300" data-testid="omnibus">
      {t("omnibus.lowest30", { price: formatPrice(amount, currency, locale) })}
    </p>
  );
}

/**
 * Issue #13 point 1: a small step chart of the headline price (inline SVG, no chart library). The SVG
 * is decorative for screen readers; the summary and the table under it are its text alternative.
 */
export function PriceHistoryChart({ points, days, now }: { points: PricePoint[]; days: number; now: string }) {
  const t = useT();
  const locale = useLocale();
  if (points.length === 0) return null;
  const currency = points[points.length - 1]!.currency;
  const prices = points.map((p) => p.price);
  const min = Math.min(...prices);
  const max = Math.max(...prices);
  const start = new Date(points[0]!.recordedAt).getTime();
  const end = new Date(now).getTime();
  if (min === max && points.every((p) => p.currency === currency)) {
    // Review (session 24): an unchanged price drew a flat line and "lowest X, highest X, now X".
    // The first point starts the window when the price is older than it (listPriceHistory).
    const wholeWindow = start <= end - days * 86_400_000 + 60_000;
    const price = formatPrice(min, currency, locale);
    return (
      <HistorySection
        heading={t("history.heading", { days })}
        sentence={wholeWindow ? t("history.unchangedDays", { days, price }) : t("history.unchangedSince", { date: formatDate(points[0]!.recordedAt, locale), price })}
      />
    );
  }
  const span = Math.max(end - start, 1);
  const x = (t: number) => PAD + ((t - start) / span) * (WIDTH - 2 * PAD);
  const y = (price: number) => (max === min ? HEIGHT / 2 : PAD + ((max - price) / (max - min)) * (HEIGHT - 2 * PAD));
  // A step line: each price holds until the next change, the last one until today.
  const path = points
    .map((p, i) => {
      const px = x(new Date(p.recordedAt).getTime());
      const next = points[i + 1] ? x(new Date(points[i + 1]!.recordedAt).getTime()) : x(end);
      return `${i === 0 ? "M" : "L"}${px.toFixed(1)},${y(p.price).toFixed(1)} H${next.toFixed(1)}`;
    })
    .join(" ");
  return (
    <HistorySection heading={t("history.heading", { days })} sentence={t("history.summary", { min: formatPrice(min, currency, locale), max: formatPrice(max, currency, locale), now: formatPrice(prices[prices.length - 1]!, currency, locale) })}>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="h-28 w-full max-w-md text-brand-600" aria-hidden focusable="false">
        <path d={path} fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinejoin="round" />
        {points.map((p) => (
          <circle key={p.recordedAt} cx={x(new Date(p.recordedAt).getTime())} cy={y(p.price)} r="3" fill="currentColor" />
        ))}
      </svg>
      <details className="text-sm">
        <summary className="cursor-pointer font-medium text-brand-700 dark:text-brand-100">{t("history.table")}</summary>
        <table className="mt-2 text-left">
          <caption className="sr-only">{t("history.caption")}</caption>
          <thead>
            <tr>
              <th scope="col" className="pr-4 font-medium">{t("history.since")}</th>
              <th scope="col" className="font-medium">{t("offers.price")}</th>
            </tr>
          </thead>
          <tbody>
            {points.map((p) => (
              <tr key={p.recordedAt}>
                <td className="pr-4">
                  <time dateTime={p.recordedAt}>{formatDate(p.recordedAt, locale)}</time>
                </td>
                <td>{formatPrice(p.price, p.currency, locale)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </HistorySection>
  );
}

/** The chart's frame: the heading and one sentence, then the chart and its table when the price moved. */
function HistorySection({ heading, sentence, children }: { heading: string; sentence: string; children?: React.ReactNode }) {
  return (
    <section aria-labelledby="historia-cen" className="flex flex-col gap-2" data-testid="price-history">
      <h2 id="historia-cen" className="text-sm font-semibold uppercase tracking-wide text-slate-700 dark:text-slate-200">
        {heading}
      </h2>
      <p className="text-sm text-slate-600 dark:text-slate-300">{sentence}</p>
      {children}
    </section>
  );
}
