import { Link } from "react-router";
import { useT } from "~/i18n/i18n";

/**
 * ADR 174: the page of a deleted product's old address (410 Gone). Someone came from an old link (a
 * video's description, a search result): say plainly that the product left the catalogue and offer
 * the way on — its category, if it is still there, or the whole catalogue.
 */
export function RemovedProduct({ category }: { category: string | null }) {
  const t = useT();
  const button = "inline-block rounded-full px-6 py-3 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600";
  return (
    <div className="container-page py-20 text-center">
      <h1 className="text-3xl font-bold">{t("product.removed")}</h1>
      <p className="mx-auto mt-4 max-w-xl text-slate-700 dark:text-slate-200">{t("product.removed.text")}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {category ? (
          <Link to={`/produkty?${new URLSearchParams({ category })}`} className={`${button} bg-brand-600 text-white hover:bg-brand-700`}>
            {t("product.removed.category", { category })}
          </Link>
        ) : null}
        <Link to="/produkty" className={`${button} ${category ? "border border-slate-300 text-slate-800 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800" : "bg-brand-600 text-white hover:bg-brand-700"}`}>
          {t("product.removed.catalogue")}
        </Link>
      </div>
    </div>
  );
}
