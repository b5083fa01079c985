import { Search } from "lucide-react";
import { Link } from "react-router";
import { GetForm, useSubmitFilled } from "~/components/ui/get-form";
import { BLOG_FILTER_PARAMS, BLOG_SEARCH_MAX, hasActiveFilters } from "../filters";
import { BLOG_LABELS, postTypeName, type BlogLabelKind } from "../labels";
import type { BlogListFilters } from "../types";
import { useFormFollowsUrl } from "~/components/ui/use-form-follows-url";
import { useT } from "~/i18n/i18n";

type BlogFiltersProps = { filters: BlogListFilters; categories: string[]; types: string[] };

// A chosen chip takes its label's colours (same AA pairs as LABEL_KIND_CLASSES) and a thicker ring.
const CHIP_CHECKED_CLASSES: Record<BlogLabelKind, string> = {
  positive: "has-checked:bg-emerald-100 has-checked:text-emerald-800 has-checked:ring-2 has-checked:ring-emerald-700 dark:has-checked:bg-emerald-950 dark:has-checked:text-emerald-200 dark:has-checked:ring-emerald-400",
  neutral: "has-checked:bg-slate-200 has-checked:text-slate-900 has-checked:ring-2 has-checked:ring-slate-700 dark:has-checked:bg-slate-700 dark:has-checked:text-white dark:has-checked:ring-slate-300",
  negative: "has-checked:bg-red-100 has-checked:text-red-800 has-checked:ring-2 has-checked:ring-red-700 dark:has-checked:bg-red-950 dark:has-checked:text-red-200 dark:has-checked:ring-red-400",
  warning: "has-checked:bg-amber-100 has-checked:text-amber-900 has-checked:ring-2 has-checked:ring-amber-700 dark:has-checked:bg-amber-950 dark:has-checked:text-amber-200 dark:has-checked:ring-amber-400",
};

const field =
  "w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100";

// spec: public §2 Blog listing — category, entry type, search text, label chips. A plain GET form:
// without JavaScript the 'Filtruj' button applies it; with JavaScript choices apply at once.
export function BlogFilters({ filters, categories, types }: BlogFiltersProps) {
  const tr = useT();
  const submitFilled = useSubmitFilled();
  const formRef = useFormFollowsUrl({
    [BLOG_FILTER_PARAMS.q]: filters.q ?? "",
    [BLOG_FILTER_PARAMS.category]: filters.category ?? "",
    [BLOG_FILTER_PARAMS.type]: filters.type ?? "",
    [BLOG_FILTER_PARAMS.label]: filters.labels ?? [],
  });
  // A category/type in the URL that no visible post has any more still shows as chosen.
  const category = withSelected(categories, filters.category);
  const type = withSelected(types, filters.type);
  return (
    <GetForm
      ref={formRef}
     
      role="search"
      aria-label={tr("blog.filters")}
      className="space-y-4 rounded-2xl border border-slate-200 bg-slate-50 p-4 dark:border-slate-700 dark:bg-slate-900"
      onChange={(event) => {
        const target = event.target as unknown as HTMLInputElement | HTMLSelectElement;
        if (target.type === "search") return; // text applies on Enter or the button
        void submitFilled(event.currentTarget, { replace: true, preventScrollReset: true });
      }}
    >
      <div className="grid gap-3 sm:grid-cols-[2fr_1fr_1fr_auto] sm:items-end">
        <div>
          <label htmlFor="blog-q" className="mb-1 block text-sm font-medium">{tr("blog.search")}</label>
          <input id="blog-q" type="search" name={BLOG_FILTER_PARAMS.q} defaultValue={filters.q ?? ""} maxLength={BLOG_SEARCH_MAX} className={field} />
        </div>
        <div>
          <label htmlFor="blog-category" className="mb-1 block text-sm font-medium">{tr("blog.category")}</label>
          <select id="blog-category" name={BLOG_FILTER_PARAMS.category} defaultValue={category.value} className={field}>
            <option value="">{tr("blog.allCategories")}</option>
            {category.options.map((c) => (
              <option key={c} value={c}>{c}</option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="blog-type" className="mb-1 block text-sm font-medium">{tr("blog.type")}</label>
          <select id="blog-type" name={BLOG_FILTER_PARAMS.type} defaultValue={type.value} className={field}>
            <option value="">{tr("blog.allTypes")}</option>
            {type.options.map((t) => (
              <option key={t} value={t}>{postTypeName(t)}</option>
            ))}
          </select>
        </div>
        <button type="submit" className="inline-flex items-center justify-center gap-2 rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700">
          <Search aria-hidden="true" className="size-4" />
          {tr("blog.filter")}
        </button>
      </div>
      <fieldset>
        <legend className="mb-2 text-sm font-medium">{tr("blog.labels")}</legend>
        <div className="flex flex-wrap gap-2">
          {BLOG_LABELS.map((label) => (
            <label
              key={label.id}
              className={`group cursor-pointer select-none rounded-full bg-white px-3 py-1 text-sm font-semibold text-slate-700 ring-1 ring-inset ring-slate-300 hover:bg-slate-100 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600 dark:bg-slate-950 dark:text-slate-200 dark:ring-slate-600 dark:hover:bg-slate-800 ${CHIP_CHECKED_CLASSES[label.kind]}`}
            >
              <input
                type="checkbox"
                name={BLOG_FILTER_PARAMS.label}
                value={label.id}
                defaultChecked={filters.labels?.includes(label.id)}
                className="sr-only"
              />
              <span aria-hidden="true" className="hidden group-has-checked:inline">✓ </span>
              {label.name}
            </label>
          ))}
        </div>
      </fieldset>
      {hasActiveFilters(filters) ? (
        <Link to="/blog" className="inline-block text-sm font-medium text-brand-700 underline hover:text-brand-600 dark:text-brand-100">
          {tr("filters.clear")}
        </Link>
      ) : null}
    </GetForm>
  );
}

/** The options plus the chosen value if no visible post has it; the chosen one as spelled in the options. */
function withSelected(options: string[], selected: string | undefined): { options: string[]; value: string } {
  if (!selected) return { options, value: "" };
  const match = options.find((o) => o.toLowerCase() === selected.toLowerCase());
  return match ? { options, value: match } : { options: [...options, selected], value: selected };
}
