// spec: admin §2 Products — the list's GET filter form: text, category, and (ADR 128) status and missing
// data. A plain GET form: it filters without JavaScript; the sort travels as hidden fields so filtering
// keeps the order, and the page is left out so a new selection starts on page 1.
import { useFormFollowsUrl } from "~/components/ui/use-form-follows-url";
import { Link, useLocation } from "react-router";
import { GetForm } from "~/components/ui/get-form";
import { inputClass, secondaryButtonClass } from "~/components/ui/classes";
import { SelectField } from "~/components/ui/field";
import { useT, type MessageKey } from "~/i18n/i18n";
import { ADMIN_PRODUCT_GAPS, ADMIN_PRODUCT_STATUSES, GAP_PARAM, STATUS_PARAM, type AdminProductGap, type AdminProductStatus } from "../../admin-product-filters";
import type { AdminProductFilters } from "../../admin-product-list.server";

const STATUS_LABELS: Record<AdminProductStatus, MessageKey> = {
  "na-czasie": "editor.products.status.trending",
  zweryfikowane: "editor.products.status.verified",
  niezweryfikowane: "editor.products.status.unverified",
  "scam-alert": "editor.products.status.scam",
  ukryte: "editor.products.status.hidden",
  widoczne: "editor.products.status.shown",
};
const GAP_LABELS: Record<AdminProductGap, MessageKey> = {
  "bez-kodu": "editor.products.gap.code",
  "bez-zdjec": "editor.products.gap.images",
  "bez-linku": "editor.products.gap.link",
  "niedzialajacy-link": "admin.linkCheck.badge", // as the rows it finds are badged
  "bez-ceny": "editor.products.gap.price",
  "bez-opisu": "editor.products.gap.description",
};
const FILTER_PARAMS = ["q", "kategoria", STATUS_PARAM, GAP_PARAM, "tag", "page"];

export function isFiltered(filters: AdminProductFilters): boolean {
  return Boolean(filters.q || filters.categoryId || filters.status || filters.gap || filters.tag);
}

/** 'Wyczyść filtry': the list without any filter, in the same order. */
export function useClearFiltersHref(): string {
  const params = new URLSearchParams(useLocation().search);
  for (const name of FILTER_PARAMS) params.delete(name);
  return params.size ? `/admin/produkty?${params}` : "/admin/produkty";
}

/** ADR 171: the Tagi screen links each tag here (?tag=); this line says so and takes the filter off. */
export function TagFilterNotice({ tag }: { tag: string | null | undefined }) {
  const t = useT();
  const params = new URLSearchParams(useLocation().search);
  if (!tag) return null;
  params.delete("tag");
  params.delete("page");
  return (
    <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1 text-sm text-slate-700 dark:text-slate-200">
      <span className="font-medium">{t("editor.products.tagFilter", { tag })}</span>
      <Link to={`/admin/produkty${params.size ? `?${params}` : ""}`} className="font-semibold text-brand-700 underline dark:text-brand-100">
        {t("editor.products.allTags")}
      </Link>
    </p>
  );
}

export function ProductListFilters({ filters, categories }: { filters: AdminProductFilters; categories: { id: string; name: string }[] }) {
  const t = useT();
  const { q, categoryId, status, gap } = filters;
  const formRef = useFormFollowsUrl({ q, kategoria: categoryId ?? "", [STATUS_PARAM]: status ?? "", [GAP_PARAM]: gap ?? "" });
  const params = new URLSearchParams(useLocation().search);
  return (
    <GetForm
      ref={formRef}
     
      role="search"
      aria-label={t("editor.products.searchForm")}
      // Phone: the text on its own row, then two controls a row; desktop: one row, each select as wide as its longest option.
      className="grid grid-cols-2 items-end gap-3 lg:grid-cols-[minmax(10rem,1fr)_12.5rem_10.5rem_13.5rem_auto]"
    >
      {params.get("sort") ? <input type="hidden" name="sort" value={filters.sort.key} /> : null}
      {params.get("dir") ? <input type="hidden" name="dir" value={filters.sort.dir} /> : null}
      {filters.tag ? <input type="hidden" name="tag" value={filters.tag} /> : null}
      <div className="col-span-2 space-y-1.5 lg:col-span-1">
        <label htmlFor="admin-products-q" className="block text-sm font-medium">
          {t("editor.products.searchLabel")}
        </label>
        <input id="admin-products-q" name="q" type="search" defaultValue={filters.q} className={inputClass} />
      </div>
      <div className="space-y-1.5">
        <label htmlFor="admin-products-category" className="block text-sm font-medium">
          {t("editor.products.category")}
        </label>
        <select id="admin-products-category" name="kategoria" defaultValue={filters.categoryId ?? ""} className={inputClass}>
          <option value="">{t("editor.products.allCategories")}</option>
          {categories.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
      </div>
      <SelectField
        id="admin-products-status"
        name={STATUS_PARAM}
        label={t("editor.products.status")}
        placeholder={t("editor.products.statusAll")}
        options={ADMIN_PRODUCT_STATUSES.map((value) => ({ value, label: t(STATUS_LABELS[value]) }))}
        defaultValue={filters.status ?? ""}
      />
      <SelectField
        id="admin-products-gap"
        name={GAP_PARAM}
        label={t("editor.products.gap")}
        placeholder={t("editor.products.gapAll")}
        options={ADMIN_PRODUCT_GAPS.map((value) => ({ value, label: t(GAP_LABELS[value]) }))}
        defaultValue={filters.gap ?? ""}
      />
      <button type="submit" className={secondaryButtonClass}>
        {t("editor.products.filter")}
      </button>
    </GetForm>
  );
}
