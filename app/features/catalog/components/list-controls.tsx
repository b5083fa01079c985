import { useLayoutEffect } from "react";
import { GetForm, useSubmitFilled } from "~/components/ui/get-form";
import type { ProductListFilters, ProductSort } from "../types";
import { HiddenListState } from "./product-filters";
import { useT } from "~/i18n/i18n";

export const SORT_LABELS: Record<ProductSort, string> = {
  relevance: "Trafność",
  popularity: "Popularność",
  newest: "Najnowsze",
  rating: "Najwyżej oceniane",
  "price-low": "Cena: od najniższej",
  "price-high": "Cena: od najwyższej",
};

type SortSelectProps = { id: string; value: ProductSort; withRelevance: boolean; onChange: (form: HTMLFormElement | null) => void };

// The list pages mount their controls afresh for each address (`key={location.search}`: the default
// values follow the URL), so the control whose change was applied lost the focus and a keyboard user
// went back to the top of the page after each sort or toggle (review, session 23). The id of the
// focused control is kept across the navigation and the new control takes the focus back.
let focusAfterApply: string | null = null;
function rememberFocus() {
  focusAfterApply = document.activeElement?.id || null;
}
function useFocusBack(id: string) {
  // A layout effect: the focus is back before the browser paints or takes the next key press.
  useLayoutEffect(() => {
    if (focusAfterApply !== id) return;
    focusAfterApply = null;
    document.getElementById(id)?.focus();
  }, [id]);
}

/** THE sort control of product lists (/produkty, /szukaj): one set of labels; applies at once with JavaScript. */
export function SortSelect({ id, value, withRelevance, onChange }: SortSelectProps) {
  const t = useT();
  useFocusBack(id);
  const sorts = (Object.keys(SORT_LABELS) as ProductSort[]).filter((s) => s !== "relevance" || withRelevance);
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="max-sm:sr-only text-sm font-medium text-slate-700 dark:text-slate-200">
        {t("sort.label")}
      </label>
      <select
        id={id}
        name="sort"
        defaultValue={value}
        onChange={(e) => {
          rememberFocus();
          onChange(e.currentTarget.form);
        }}
        className="rounded-lg border border-slate-400 bg-white px-3 py-2 text-sm dark:border-slate-600 dark:bg-slate-900"
      >
        {sorts.map((s) => (
          <option key={s} value={s}>
            {t(`sort.${s}`)}
          </option>
        ))}
      </select>
    </div>
  );
}

type Props = { filters: ProductListFilters; action?: string };

const TRENDING_ID = "produkty-trending";

/**
 * Sort select and trending-only toggle of the product list (spec: public §2). A GET form, so the
 * state lives in the URL (sort=…, trending=true); with JavaScript a change applies at once.
 */
export function ListControls({ filters, action = "/produkty" }: Props) {
  const t = useT();
  const submitFilled = useSubmitFilled();
  const apply = (form: HTMLFormElement | null) => form && submitFilled(form, { preventScrollReset: true });
  useFocusBack(TRENDING_ID);
  return (
    <GetForm action={action} className="flex min-w-0 flex-1 flex-wrap items-center gap-x-6 gap-y-2" aria-label={t("controls.label")}>
      {filters.q ? <input type="hidden" name="q" value={filters.q} /> : null}
      {filters.category ? <input type="hidden" name="category" value={filters.category} /> : null}
      {/* Issue #15 pt 10: a new sort keeps the price, rating, shop and discount filters. */}
      <HiddenListState filters={filters} keep="filters" />
      <label className="order-last inline-flex cursor-pointer items-center gap-2 text-sm font-medium text-slate-700 sm:order-none dark:text-slate-200">
        <input
          id={TRENDING_ID}
          type="checkbox"
          name="trending"
          value="true"
          defaultChecked={Boolean(filters.trending)}
          onChange={(e) => {
            rememberFocus();
            apply(e.currentTarget.form);
          }}
          className="peer sr-only"
        />
        <span
          aria-hidden
          className="relative h-6 w-11 rounded-full bg-slate-400 transition after:absolute after:left-0.5 after:top-0.5 after:size-5 after:rounded-full after:bg-white after:transition peer-checked:bg-brand-600 peer-checked:after:translate-x-5 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 dark:bg-slate-600"
        />
        {t("controls.trendingOnly")}
      </label>
      <SortSelect id="produkty-sort" value={filters.sort} withRelevance={Boolean(filters.q)} onChange={apply} />
      <noscript>
        <button type="submit" className="rounded-full bg-brand-600 px-4 py-2 text-sm font-semibold text-white">
          {t("controls.apply")}
        </button>
      </noscript>
    </GetForm>
  );
}
