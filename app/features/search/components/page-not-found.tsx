import Search from "lucide-react/icons/search";
import { Link } from "react-router";
import { useT, type MessageKey } from "~/i18n/i18n";

export const PAGE_NOT_FOUND = "Nie znaleziono strony";

const POPULAR: { to: string; label: MessageKey }[] = [
  { to: "/produkty", label: "notFound.allProducts" },
  { to: "/produkty?trending=true", label: "notFound.trending" },
  { to: "/produkty?sort=newest", label: "notFound.newest" },
  { to: "/blog", label: "notFound.blog" },
];

/**
 * Issue #15 point 6: an unknown address that is neither a product code nor an alias gets a general 404
 * with a search (a plain GET form: works without JavaScript) and popular links, not 'Produkt nie znaleziony'.
 */
export function PageNotFound() {
  const t = useT();
  return (
    <div className="container-page py-16 text-center">
      <h1 className="text-3xl font-bold">{t("error.notFound.title")}</h1>
      <p className="mt-4 text-slate-600 dark:text-slate-300">{t("notFound.text")}</p>
      <form method="get" action="/szukaj" role="search" aria-label={t("notFound.searchLabel")} className="mx-auto mt-8 flex max-w-lg gap-2">
        <label htmlFor="nf-q" className="sr-only">{t("notFound.question")}</label>
        <input
          id="nf-q"
          name="q"
          type="search"
          required
          maxLength={100}
          placeholder={t("notFound.placeholder")}
          className="w-full rounded-full border border-slate-400 bg-white px-4 py-2.5 text-sm shadow-sm placeholder:text-slate-500 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/30 dark:border-slate-600 dark:bg-slate-900"
        />
        <button type="submit" className="inline-flex shrink-0 items-center gap-2 rounded-full bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-700">
          <Search aria-hidden className="size-4" />
          {t("search.submit")}
        </button>
      </form>
      <nav aria-label="Popularne strony" className="mt-8">
        <ul className="flex flex-wrap justify-center gap-3">
          {POPULAR.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className="inline-block rounded-full border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800">
                {t(link.label)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
