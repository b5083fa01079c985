import { Link, useLocation } from "react-router";
import { REVIEW_SORT_PARAM, REVIEW_SORTS, type ReviewSort } from "../review-texts";
import { chipLinkClass } from "~/components/ui/classes";
import { useT } from "~/i18n/i18n";
import { withoutEmptyParams } from "~/components/ui/get-form";

// Issue #13 pt 1: the review order is a plain link per choice (?opinie=…), so it works without
// JavaScript; the page does not jump to the top and lands back on the reviews.
export function ReviewSortLinks({ current }: { current: ReviewSort }) {
  const t = useT();
  const location = useLocation();
  const hrefFor = (value: ReviewSort) => {
    const params = withoutEmptyParams(new URLSearchParams(location.search)); // ADR 188
    params.set(REVIEW_SORT_PARAM, value);
    return `${location.pathname}?${params.toString()}#opinie`;
  };
  return (
    <nav aria-label={t("reviews.sortLabel")} className="flex flex-wrap items-center gap-2 text-sm">
      <span className="text-slate-700 dark:text-slate-200">{t("reviews.sort")}</span>
      {REVIEW_SORTS.map((s) => (
        <Link
          key={s.value}
          to={hrefFor(s.value)}
          preventScrollReset
          aria-current={s.value === current ? "true" : undefined}
          className={chipLinkClass}
        >
          {t(`reviews.sort.${s.value}`)}
        </Link>
      ))}
    </nav>
  );
}
