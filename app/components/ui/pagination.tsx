import ChevronLeft from "lucide-react/icons/chevron-left";
import ChevronRight from "lucide-react/icons/chevron-right";
import { CompactIcon } from "./compact-icon";
import { Link } from "react-router";
import { FOCUS_CONTENT_STATE } from "~/components/layout/route-focus";
import { useT } from "~/i18n/i18n";
import { withoutEmptyParams } from "./get-form";

type Props = {
  page: number;
  pageCount: number;
  /** The current query; each link keeps it and only changes `page`. */
  searchParams: URLSearchParams;
  pathname: string;
};

/** Page numbers to show: first, last, and two either side of the current one; null marks a gap. */
export function pageWindow(page: number, pageCount: number): (number | null)[] {
  const shown = new Set([1, pageCount, page - 2, page - 1, page, page + 1, page + 2]);
  const pages = [...shown].filter((p) => p >= 1 && p <= pageCount).sort((a, b) => a - b);
  const out: (number | null)[] = [];
  for (const p of pages) {
    const last = out[out.length - 1];
    if (typeof last === "number" && p - last > 1) out.push(p - last === 2 ? last + 1 : null);
    out.push(p);
  }
  return out;
}

const itemClass =
  "inline-flex min-w-10 pointer-coarse:min-w-11 items-center justify-center gap-1 rounded-md border px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600";

/** Links to result pages that work without JavaScript (plain GET links); in the browser the new page
 *  of results takes the focus (RouteFocus), not the page number that was clicked. */
export function Pagination({ page, pageCount, searchParams, pathname }: Props) {
  const t = useT();
  if (pageCount <= 1) return null;
  const href = (p: number) => {
    // ADR 188: an empty parameter of the current address (an old link, a form sent without JavaScript) is not passed on.
    const params = withoutEmptyParams(searchParams);
    if (p === 1) params.delete("page");
    else params.set("page", String(p));
    const query = params.toString();
    return query ? `${pathname}?${query}` : pathname;
  };
  const idle =
    "border-slate-300 text-slate-700 hover:bg-slate-100 dark:border-slate-700 dark:text-slate-200 dark:hover:bg-slate-800";
  return (
    <nav aria-label={t("pagination.label")} className="mt-10 flex flex-wrap items-center justify-center gap-2">
      {page > 1 ? (
        <Link state={FOCUS_CONTENT_STATE} to={href(page - 1)} rel="prev" className={`${itemClass} ${idle}`}>
          <CompactIcon icon={ChevronLeft} aria-hidden className="size-4" />
          {t("pagination.prev")}
        </Link>
      ) : null}
      <ul className="flex flex-wrap items-center gap-2">
        {pageWindow(page, pageCount).map((p, i) =>
          p === null ? (
            <li key={`gap-${i}`} aria-hidden className="px-1 text-slate-600 dark:text-slate-300">
              …
            </li>
          ) : (
            <li key={p}>
              {p === page ? (
                <span aria-current="page" className={`${itemClass} border-brand-600 bg-brand-600 text-white`}>
                  <span className="sr-only">{t("pagination.page")}</span>
                  {p}
                </span>
              ) : (
                <Link state={FOCUS_CONTENT_STATE} to={href(p)} className={`${itemClass} ${idle}`}>
                  <span className="sr-only">{t("pagination.page")}</span>
                  {p}
                </Link>
              )}
            </li>
          ),
        )}
      </ul>
      {page < pageCount ? (
        <Link state={FOCUS_CONTENT_STATE} to={href(page + 1)} rel="next" className={`${itemClass} ${idle}`}>
          {t("pagination.next")}
          <CompactIcon icon={ChevronRight} aria-hidden className="size-4" />
        </Link>
      ) : null}
    </nav>
  );
}
