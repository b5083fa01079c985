import { StarRating } from "~/components/ui/star-rating";
import type { RatingHistogram } from "~/features/catalog/reviews.server";
import { formatCount, formatRating } from "~/utils/format";
import { useLocale, useT } from "~/i18n/i18n";

type Props = { average: number; count: number; histogram: RatingHistogram };

// Issue #13 pt 1: the summary '4,8 (123)' (Polish decimal comma) and one bar per star, 5 to 1.
// The bars are decoration; each row reads out as one sentence ('5 gwiazdek: 80 opinii, 65%').
export function ReviewHistogram({ average, count, histogram }: Props) {
  const t = useT();
  const locale = useLocale();
  const total = histogram.reduce((a, b) => a + b, 0);
  return (
    <div className="flex flex-col gap-4 rounded-2xl border border-slate-200 p-4 sm:flex-row sm:items-center sm:gap-8 dark:border-slate-700">
      <p className="flex flex-col items-start gap-1" data-testid="review-summary">
        <span className="text-3xl font-extrabold tabular-nums">
          {count > 0 ? formatRating(average, locale) : "–"}{" "}
          <span className="text-lg font-semibold text-slate-600 dark:text-slate-300">({formatCount(count, locale)})</span>
        </span>
        <StarRating value={average} count={count} size="md" />
      </p>
      <ul aria-label={t("reviews.distribution")} className="flex min-w-0 flex-1 flex-col gap-1.5">
        {[5, 4, 3, 2, 1].map((stars) => {
          const n = histogram[stars - 1];
          const percent = total > 0 ? Math.round((n / total) * 100) : 0;
          return (
            <li key={stars} className="flex items-center gap-3 text-sm">
              <span aria-hidden className="w-8 shrink-0 tabular-nums text-slate-700 dark:text-slate-200">
                {stars} ★
              </span>
              <span
                aria-hidden
                className="h-2.5 min-w-0 flex-1 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
              >
                <span className="block h-full rounded-full bg-amber-500" style={{ width: `${percent}%` }} />
              </span>
              <span aria-hidden className="w-10 shrink-0 text-right tabular-nums text-slate-700 dark:text-slate-200">
                {formatCount(n, locale)}
              </span>
              <span className="sr-only">
                {t("reviews.row", { stars, count: formatCount(n, locale), n, percent })}
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
