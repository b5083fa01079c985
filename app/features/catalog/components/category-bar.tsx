import { Link } from "react-router";
import type { CategoryOption } from "../categories.server";
import { useT } from "~/i18n/i18n";
import { withoutEmptyParams } from "~/components/ui/get-form";

type Props = { categories: CategoryOption[]; current?: string; searchParams: URLSearchParams; pathname?: string };

function hrefFor(searchParams: URLSearchParams, pathname: string, category: string | null) {
  const params = withoutEmptyParams(searchParams); // ADR 188: no empty parameter passed on
  params.delete("page"); // a new filter starts at page 1
  if (category) params.set("category", category);
  else params.delete("category");
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

// spec: public §2 — 'Wszystkie' first, then the active categories from the database (DESIGN §5).
export function CategoryBar({ categories, current, searchParams, pathname = "/produkty" }: Props) {
  const t = useT();
  const active = current?.toLowerCase();
  const items = [
    { key: "all", label: t("categories.all"), href: hrefFor(searchParams, pathname, null), selected: !active },
    ...categories.map((c) => ({
      key: c.slug,
      label: c.name,
      href: hrefFor(searchParams, pathname, c.name),
      selected: active === c.name.toLowerCase() || active === c.slug,
    })),
  ];
  return (
    <nav aria-label={t("categories.label")} className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <ul className="flex gap-2 pb-2 sm:flex-wrap">
        {items.map((item) => (
          <li key={item.key} className="shrink-0">
            <Link
              to={item.href}
              aria-current={item.selected ? "page" : undefined}
              preventScrollReset
              className={`inline-block rounded-full border px-4 py-1.5 text-sm font-medium ${
                item.selected
                  ? "border-brand-600 bg-brand-600 text-white"
                  : "border-slate-300 text-slate-700 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800"
              }`}
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
