import ChevronRight from "lucide-react/icons/chevron-right";
import { Link } from "react-router";
import type { BreadcrumbItem } from "~/features/seo/meta";
import { useT } from "~/i18n/i18n";

/** A visible breadcrumb trail; the last item is the current page (spec: /regulamin has one). */
export function Breadcrumbs({ items }: { items: BreadcrumbItem[] }) {
  const t = useT();
  return (
    <nav aria-label={t("crumbs.label")} className="text-sm text-slate-600 dark:text-slate-300">
      <ol className="flex flex-wrap items-center gap-1">
        {items.map((item, i) => {
          const last = i === items.length - 1;
          return (
            <li key={item.path} className="flex min-w-0 items-center gap-1">
              {i > 0 && <ChevronRight aria-hidden className="size-4 text-slate-400" />}
              {last ? (
                <span aria-current="page" className="min-w-0 font-medium text-slate-900 wrap-anywhere dark:text-slate-100">
                  {item.name}
                </span>
              ) : (
                <Link to={item.path} className="inline-block py-0.5 hover:text-brand-700 hover:underline dark:hover:text-brand-100">
                  {item.name}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
