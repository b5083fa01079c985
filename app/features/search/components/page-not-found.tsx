import Search from "lucide-react/icons/search";
import { Link, useLocation } from "react-router";
import { useT, type MessageKey } from "~/i18n/i18n";
import { nearPage, SITE_PAGES } from "../near-page";

export const PAGE_NOT_FOUND = "Nie znaleziono strony";

const POPULAR: { to: string; label: MessageKey }[] = [
  { to: "/produkty", label: "notFound.allProducts" },
  { to: "/produkty?trending=true", label: "notFound.trending" },
  { to: "/produkty?sort=newest", label: "notFound.newest" },
  { to: "/blog", label: "notFound.blog" },
];

const pill =
  "inline-block rounded-full border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800";

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
      <NotFoundHelp />
    </div>
  );
}

/**
 * What every miss offers under its own heading and text (ADR 210): the site page the address nearly
 * names ('Czy chodziło o …?'), a search, the popular catalogue links and the site's pages.
 */
export function NotFoundHelp() {
  const t = useT();
  const near = nearPage(useLocation().pathname);
  return (
    <>
      {near ? (
        <p className="mt-6 text-lg">
          {t("notFound.didYouMean")}{" "}
          <Link to={near.path} className="font-semibold text-brand-700 underline dark:text-brand-100">
            {t(near.label)}
          </Link>
          ?
        </p>
      ) : null}
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
      <LinkRow label={t("notFound.popular")} links={POPULAR.map((l) => ({ to: l.to, text: t(l.label) }))} />
      <LinkRow label={t("notFound.sitePages")} links={SITE_PAGES.map((p) => ({ to: p.path, text: t(p.label) }))} small />
    </>
  );
}

function LinkRow({ label, links, small = false }: { label: string; links: { to: string; text: string }[]; small?: boolean }) {
  return (
    <nav aria-label={label} className={small ? "mt-4" : "mt-8"}>
      <ul className={`flex flex-wrap justify-center ${small ? "gap-x-4 gap-y-2" : "gap-3"}`}>
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={small ? "inline-block py-1 text-sm text-slate-700 underline hover:text-brand-700 dark:text-slate-200" : pill}>
              {link.text}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
