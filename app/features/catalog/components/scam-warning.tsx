import TriangleAlert from "lucide-react/icons/triangle-exclamation-point";
import { CompactIcon } from "~/components/ui/compact-icon";
import { Link } from "react-router";
import { productPath } from "../links";
import type { CardProduct } from "../card-data";
import { effectivePrice, formatPrice } from "../format";
import { useLocale, useT } from "~/i18n/i18n";

/**
 * Issue #15 point 1: the scam warning comes first on the page (above the fold) and, instead of a buy
 * link, points to safe products from the same category.
 */
export function ScamProductWarning({ alternatives, categoryName }: { alternatives: CardProduct[]; categoryName: string | null }) {
  const t = useT();
  const locale = useLocale();
  return (
    <section
      aria-labelledby="scam-alert"
      className="mb-6 rounded-2xl border-2 border-red-700 bg-red-50 p-4 text-red-950 sm:p-5 dark:border-red-400 dark:bg-red-950 dark:text-red-50"
    >
      <h2 id="scam-alert" className="flex items-center gap-2 text-lg font-bold">
        <CompactIcon icon={TriangleAlert} aria-hidden className="size-6 shrink-0 text-red-700 dark:text-red-300" />
        {t("scam.heading")}
      </h2>
      <p className="mt-2 text-sm">
        {t("scam.text")}
      </p>
      {alternatives.length ? (
        <>
          <h3 className="mt-4 text-sm font-semibold">
            {categoryName ? t("scam.alternativesIn", { category: categoryName }) : t("scam.alternatives")}
          </h3>
          {/* grid-cols-1: a column of minmax(0, 1fr), so a long title is cut, not the page widened (390 px). */}
          <ul className="mt-2 grid grid-cols-1 gap-2 sm:grid-cols-2">
            {alternatives.map((p) => (
              <li key={p.id}>
                <Link
                  to={productPath(p.id)}
                  className="flex items-center justify-between gap-3 rounded-xl bg-white px-3 py-2 text-sm font-semibold text-slate-900 ring-1 ring-red-200 hover:bg-red-100 dark:bg-slate-900 dark:text-slate-100 dark:ring-red-800 dark:hover:bg-slate-800"
                >
                  <span className="min-w-0 truncate">{p.title}</span>
                  <span className="shrink-0 whitespace-nowrap">{formatPrice(effectivePrice(p), p.currency, locale)}</span>
                </Link>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
