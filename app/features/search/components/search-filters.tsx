import SlidersHorizontal from "lucide-react/icons/sliders-horizontal";
import { CompactIcon } from "~/components/ui/compact-icon";
import { Link } from "react-router";
import type { ProductListFilters } from "~/features/catalog/types";
import { useT } from "~/i18n/i18n";
import { ActiveCountBadge } from "~/components/ui/active-count-badge";
import { RatingChips } from "~/components/ui/rating-chips";
import "~/i18n/search-messages"; // ADR 094: the Polish messages it shows come with it

// spec: public §2 Search box — the advanced-filters panel: minimum rating (4+, 3+, 2+ stars),
// only trending, verified, with discount, clear filters, apply filters. Plain GET form fields, so
// it works without JavaScript; the surrounding <Form> carries q and sort.

export function activeFilterCount(
  f: Pick<ProductListFilters, "minRating" | "trending" | "verified" | "discounted">,
): number {
  return [f.minRating, f.trending, f.verified, f.discounted].filter(Boolean).length;
}

type Props = {
  filters: ProductListFilters;
  /** Where 'Wyczyść filtry' goes: the same text without any filter. */
  clearHref: string;
};

export function SearchFilters({ filters, clearHref }: Props) {
  const t = useT();
  const active = activeFilterCount(filters);
  return (
    <details
      open={active > 0 || undefined}
      className="group rounded-xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900"
    >
      <summary className="flex cursor-pointer list-none items-center gap-2 rounded-xl px-4 py-3 text-sm font-semibold text-slate-800 hover:bg-slate-50 dark:text-slate-100 dark:hover:bg-slate-800 [&::-webkit-details-marker]:hidden">
        <CompactIcon icon={SlidersHorizontal} aria-hidden className="size-4" />
        {t("searchFilters.title")}
        <ActiveCountBadge count={active} />
      </summary>
      <div className="grid gap-5 border-t border-slate-200 px-4 py-4 sm:grid-cols-2 dark:border-slate-800">
        <RatingChips minRating={filters.minRating} />
        <fieldset>
          <legend className="text-sm font-semibold text-slate-800 dark:text-slate-100">{t("searchFilters.only")}</legend>
          <div className="mt-2 flex flex-col gap-2 text-sm text-slate-700 dark:text-slate-200">
            <Checkbox name="trending" label={t("controls.trendingOnly")} checked={filters.trending} />
            <Checkbox name="verified" label={t("searchFilters.verified")} checked={filters.verified} />
            <Checkbox name="discounted" label={t("searchFilters.discounted")} checked={filters.discounted} />
          </div>
        </fieldset>
        <div className="flex flex-wrap gap-3 sm:col-span-2">
          <button
            type="submit"
            className="rounded-full bg-brand-600 px-5 py-2 text-sm font-semibold text-white hover:bg-brand-700"
          >
            {t("filters.apply")}
          </button>
          <Link
            to={clearHref}
            className="rounded-full border border-slate-300 px-5 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-100 dark:border-slate-700 dark:text-slate-200 dark:hover:bg-slate-800"
          >
            {t("filters.clear")}
          </Link>
        </div>
      </div>
    </details>
  );
}

function Checkbox({ name, label, checked }: { name: string; label: string; checked?: boolean }) {
  return (
    <label className="inline-flex cursor-pointer items-center gap-2">
      <input
        type="checkbox"
        name={name}
        value="true"
        defaultChecked={checked}
        className="size-4 rounded border-slate-400 accent-brand-600"
      />
      {label}
    </label>
  );
}
