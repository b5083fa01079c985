import SlidersHorizontal from "lucide-react/icons/sliders-horizontal";
import X from "lucide-react/icons/x";
import { useRef, type KeyboardEvent } from "react";
import { CompactIcon } from "~/components/ui/compact-icon";
import { Link } from "react-router";
import { GetForm } from "~/components/ui/get-form";
import type { ProductListFilters } from "../types";
import { useT } from "~/i18n/i18n";
import { ActiveCountBadge } from "~/components/ui/active-count-badge";
import { RatingChips } from "~/components/ui/rating-chips";

// Issue #15 pt 10: price range, minimum rating, shop, discount; verified too (spec public §2's advanced
// filters; review, session 27: /produkty?verified=true filtered with nothing on screen saying so, and
// the next sort or 'Zastosuj' dropped it). Plain GET forms, so the filters
// live in the URL and work without JavaScript; each form carries the other controls' state as hidden
// fields (sort and trending here, the filters in ListControls), so nothing is lost on submit.
// Desktop: an always-open panel beside the list. Phone: a <details> that opens as a bottom sheet —
// its own <summary> turns into the sheet's header with 'Zamknij', so it closes without JavaScript too.

export type ShopChoice = { value: string; label: string };

type FilterState = Pick<ProductListFilters, "minPrice" | "maxPrice" | "minRating" | "shop" | "discounted" | "verified">;

export function activeFilterCount(f: FilterState): number {
  return [f.minPrice !== undefined || f.maxPrice !== undefined, f.minRating, f.shop, f.discounted, f.verified].filter(Boolean).length;
}

/** The list's state that a form does not edit itself, as hidden fields (names as in the URL). */
export function HiddenListState({ filters, keep }: { filters: ProductListFilters; keep: "filters" | "sort" }) {
  const fields: [string, string | undefined][] =
    keep === "sort"
      ? [
          ["q", filters.q],
          ["category", filters.category],
          ["sort", filters.sort === "popularity" && !filters.q ? undefined : filters.sort],
          ["trending", filters.trending ? "true" : undefined],
        ]
      : [
          ["minPrice", filters.minPrice?.toString()],
          ["maxPrice", filters.maxPrice?.toString()],
          ["minRating", filters.minRating?.toString()],
          ["shop", filters.shop],
          ["discounted", filters.discounted ? "true" : undefined],
          ["verified", filters.verified ? "true" : undefined],
        ];
  return (
    <>
      {fields.map(([name, value]) => (value ? <input key={name} type="hidden" name={name} value={value} /> : null))}
    </>
  );
}

type Props = { filters: ProductListFilters; shops: ShopChoice[]; clearHref: string; action?: string };

/** Desktop: the filter panel beside the list. */
export function FilterPanel(props: Props) {
  const t = useT();
  return (
    <section aria-labelledby="filtry-panel" className="rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900">
      <h2 id="filtry-panel" className="flex items-center gap-2 text-base font-bold">
        <CompactIcon icon={SlidersHorizontal} aria-hidden className="size-4" />
        {t("filters.title")}
      </h2>
      <FilterForm {...props} idPrefix="panel" />
    </section>
  );
}

/** Phone: the 'Filtry' button that opens the same form as a bottom sheet. */
export function FilterSheet(props: Props) {
  const t = useT();
  const active = activeFilterCount(props.filters);
  const sheet = useRef<HTMLDetailsElement>(null);
  // With JavaScript the open sheet behaves like a dialog (session 22 review): Escape or a tap on the
  // dimmed page closes it, focus back on its button, and Tab cycles inside it instead of reaching the
  // list behind the overlay.
  const close = () => {
    if (!sheet.current?.open) return;
    sheet.current.open = false;
    sheet.current.querySelector("summary")?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDetailsElement>) => {
    if (!sheet.current?.open) return;
    if (event.key === "Escape") {
      event.preventDefault();
      close();
    } else if (event.key === "Tab") {
      const stops = [...sheet.current.querySelectorAll<HTMLElement>("summary, a[href], button, select, input:not([type=hidden])")];
      const edge = event.shiftKey ? stops[0] : stops[stops.length - 1];
      if (document.activeElement !== edge) return;
      event.preventDefault();
      (event.shiftKey ? stops[stops.length - 1] : stops[0])?.focus();
    }
  };
  return (
    <details ref={sheet} className="group" onKeyDown={onKeyDown}>
      <summary className="relative inline-flex min-h-10 cursor-pointer list-none items-center gap-2 rounded-full border border-slate-400 bg-white px-4 py-2 text-sm font-semibold text-slate-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 [&::-webkit-details-marker]:hidden group-open:fixed group-open:z-50 group-open:inset-x-0 group-open:bottom-[min(75dvh,27rem)] group-open:justify-between group-open:rounded-none group-open:rounded-t-2xl group-open:border-0 group-open:border-b group-open:px-5 group-open:py-4">
        <span className="inline-flex items-center gap-2">
          <CompactIcon icon={SlidersHorizontal} aria-hidden className="size-4" />
          {t("filters.title")}
          <ActiveCountBadge count={active} />
        </span>
        <span className="hidden items-center gap-1 text-sm font-medium group-open:inline-flex">
          <CompactIcon icon={X} aria-hidden className="size-4" />
          {t("common.close")}
        </span>
      </summary>
      {/* While open, the summary is the sheet's fixed header; this invisible copy of the closed button
          (shown only while open, like all of details' content) keeps its place in the toolbar, so the sort
          select and the switch beside it do not jump left behind the overlay (phone review, session 40). */}
      <span aria-hidden className="invisible inline-flex min-h-10 items-center gap-2 border border-transparent px-4 py-2 text-sm font-semibold">
        <CompactIcon icon={SlidersHorizontal} className="size-4" />
        {t("filters.title")}
        <ActiveCountBadge count={active} />
      </span>
      {/* The dimmed page behind the sheet (decorative; the keyboard closes the sheet with Escape). */}
      <div aria-hidden className="fixed inset-0 z-40 bg-slate-950/60" onClick={close} />
      <div className="fixed inset-x-0 bottom-0 z-50 h-[min(75dvh,27rem)] overflow-y-auto bg-white px-5 pb-6 dark:bg-slate-900">
        <FilterForm {...props} idPrefix="arkusz" />
      </div>
    </details>
  );
}

function FilterForm({ filters, shops, clearHref, action = "/produkty", idPrefix }: Props & { idPrefix: string }) {
  const t = useT();
  const id = (name: string) => `${idPrefix}-${name}`;
  const inputClass =
    "mt-1 w-full rounded-lg border border-slate-400 bg-white px-2.5 py-2 text-base lg:text-sm dark:border-slate-600 dark:bg-slate-950";
  return (
    <GetForm action={action} preventScrollReset className="mt-3 flex flex-col gap-5" aria-label={t("filters.form")}>
      <HiddenListState filters={filters} keep="sort" />
      <fieldset>
        <legend className="text-sm font-semibold text-slate-800 dark:text-slate-100">{t("filters.price")}</legend>
        <div className="mt-1 grid grid-cols-2 gap-3">
          <div>
            <label htmlFor={id("cena-od")} className="text-sm text-slate-700 dark:text-slate-200">
              {t("filters.from")}
            </label>
            <input id={id("cena-od")} name="minPrice" inputMode="decimal" autoComplete="off" defaultValue={filters.minPrice ?? ""} placeholder="0" className={inputClass} />
          </div>
          <div>
            <label htmlFor={id("cena-do")} className="text-sm text-slate-700 dark:text-slate-200">
              {t("filters.to")}
            </label>
            <input id={id("cena-do")} name="maxPrice" inputMode="decimal" autoComplete="off" defaultValue={filters.maxPrice ?? ""} placeholder={t("filters.noLimit")} className={inputClass} />
          </div>
        </div>
      </fieldset>
      <RatingChips minRating={filters.minRating} />
      <div>
        <label htmlFor={id("sklep")} className="text-sm font-semibold text-slate-800 dark:text-slate-100">
          {t("filters.shop")}
        </label>
        <select id={id("sklep")} name="shop" defaultValue={filters.shop ?? ""} className={inputClass}>
          <option value="">{t("filters.allShops")}</option>
          {shops.map((s) => (
            <option key={s.value} value={s.value}>
              {s.label}
            </option>
          ))}
        </select>
      </div>
      <label className="inline-flex cursor-pointer items-center gap-2 text-sm font-medium text-slate-800 dark:text-slate-100">
        <input type="checkbox" name="discounted" value="true" defaultChecked={Boolean(filters.discounted)} className="size-4 accent-brand-600" />
        {t("filters.discounted")}
      </label>
      <label className="inline-flex cursor-pointer items-center gap-2 text-sm font-medium text-slate-800 dark:text-slate-100">
        <input type="checkbox" name="verified" value="true" defaultChecked={Boolean(filters.verified)} className="size-4 accent-brand-600" />
        {t("filters.verified")}
      </label>
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className="rounded-full bg-brand-600 px-5 py-2 text-sm font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600">
          {t("filters.apply")}
        </button>
        <Link to={clearHref} preventScrollReset className="text-sm font-semibold text-brand-700 underline dark:text-brand-100">
          {t("filters.clear")}
        </Link>
      </div>
    </GetForm>
  );
}
