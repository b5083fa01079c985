import { data, isRouteErrorResponse, Link, useLocation, useNavigation } from "react-router";
import { SCRIPTS_AFTER_LOAD } from "~/components/layout/page-scripts";
import type { Route } from "./+types/products";
import { CategoryBar } from "~/features/catalog/components/category-bar";
import { ListControls } from "~/features/catalog/components/list-controls";
import { FilterPanel, FilterSheet } from "~/features/catalog/components/product-filters";
import { listShopOptions } from "~/features/search/list-filters.server";
import { missingListFilter } from "~/features/search/missing-filter.server";
import { categoryNamed } from "~/features/search/list-filters";
import { ProductGrid, ProductGridSkeleton } from "~/features/catalog/components/product-grid";
import { listActiveCategories } from "~/features/catalog/categories.server";
import { metaTranslator, useT } from "~/i18n/i18n";
import { Pagination } from "~/components/ui/pagination";
import { listFilterNotices, listProducts, parseProductListParams } from "~/features/search/listing.server";
import { redirectPastLastPage } from "~/utils/paging.server";
import { pageMeta } from "~/features/seo/meta";
import { categorySearchTexts } from "~/features/catalog/search-listing";
import { appUrl } from "~/features/seo/urls.server";
import { toCardProduct } from "~/features/catalog/card-data";
import { FilterNotices } from "~/components/ui/filter-notices";
import { ErrorPanel, isForErrorPanel } from "~/components/ui/error-boundary";
import { addressWithout, MissingFilterNotice } from "~/components/ui/missing-filter-notice";

// ADR 215: the page starts its scripts once it has loaded.
export const handle = SCRIPTS_AFTER_LOAD;

// spec: public §2 Product list (/produkty), §8 list errors, §9 page 1 / limit 20, 8 skeleton cards.
// Issue #15 pt 10: price range, minimum rating, shop and discount filters; a malformed value is
// ignored with a Polish notice (never a 500). ADR 188: a category or shop that does not exist is a 404
// list page that names it, lists nothing and links to the list without it.

export async function loader({ url }: Route.LoaderArgs) {
  const searchParams = url.searchParams;
  const filters = parseProductListParams(searchParams);
  const [first, categories, shops] = await Promise.all([listProducts(filters), listActiveCategories(), listShopOptions()]);
  const notices = listFilterNotices(searchParams);
  const missing = await missingListFilter(url, filters, categories, shops);
  if (missing) {
    // ADR 188: the list of a category (or shop) that does not exist is empty, and says so by name
    // (review, session 27: not 'Brak produktów' with no word why; shopper review, session 36: not the
    // whole catalogue under a name that filters nothing). 404: a dead link, not a page to keep.
    const empty = { products: [], total: 0, page: 1, pageCount: 1 };
    const payload = { filters, result: empty, categories: categories.map(({ name, slug }) => ({ name, slug })), categorySeo: null, shops, notices, missing, appUrl: appUrl() };
    return data(payload, { status: 404 });
  }
  const list = first;
  redirectPastLastPage(url, list);
  const result = { ...list, products: list.products.map(toCardProduct) }; // ADR 095: the cards' fields only
  // ADR 177: the chosen category's own search-engine texts, for `meta`; the bar gets names and addresses only.
  const chosen = filters.category ? categoryNamed(categories, filters.category) : undefined;
  const categorySeo = chosen ? { seoTitle: chosen.seoTitle, seoDescription: chosen.seoDescription } : null;
  return { filters, result, categories: categories.map(({ name, slug }) => ({ name, slug })), categorySeo, shops, notices, missing, appUrl: appUrl() };
}

/** 'Wyczyść filtry' keeps the text, category, sort and trending toggle, and drops the panel's filters. */
function clearFiltersHref(searchParams: URLSearchParams): string {
  const params = new URLSearchParams();
  for (const key of ["q", "category", "sort", "trending"]) {
    const value = searchParams.get(key);
    if (value) params.set(key, value);
  }
  const query = params.toString();
  return query ? `/produkty?${query}` : "/produkty";
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const t = metaTranslator(matches);
  if (!loaderData) return [{ title: t("meta.products.error") }];
  const { filters } = loaderData;
  // By name or by slug ('dom-i-ogrod'), both of which filter; the canonical address uses the name.
  const category = filters.category ? categoryNamed(loaderData.categories, filters.category) : undefined;
  // Page 2 and on are pages of their own (other products): their own canonical URL and title, or a
  // search engine takes them for copies of page 1.
  const canonical = new URLSearchParams(category ? { category: category.name } : {});
  // "Na topie" (the menu's trending list) holds other products than /produkty: a page of its own.
  if (filters.trending) canonical.set("trending", "true");
  if (filters.page > 1) canonical.set("page", String(filters.page));
  // ADR 177: a category's list says the category's own SEO title and description when set (search-listing.ts).
  const listing = category && !filters.q ? categorySearchTexts({ name: category.name, ...loaderData.categorySeo }, t) : null;
  const title = filters.q ? t("meta.products.results", { q: filters.q }) : (listing?.title ?? t("meta.products.title"));
  return pageMeta({
    appUrl: loaderData.appUrl,
    path: canonical.toString() ? `/produkty?${canonical}` : "/produkty",
    title: filters.page > 1 ? `${title} – ${t("pagination.page")}${filters.page}` : title,
    description: listing?.description ?? t("meta.products.description"),
    // Searches are endless variations of the catalogue, and a missing category or shop (ADR 188) is no
    // page at all: kept out of the index, links still followed.
    noindex: Boolean(filters.q || loaderData.missing),
  });
};

export default function ProductsPage({ loaderData }: Route.ComponentProps) {
  const { filters, result, categories, shops, notices, missing } = loaderData;
  const t = useT();
  const location = useLocation();
  const navigation = useNavigation();
  const searchParams = new URLSearchParams(location.search);
  const loading = navigation.state === "loading" && navigation.location.pathname === "/produkty";

  return (
    // Issue #15 pt 10: compact head on phones so the first cards show on the first screen (390×844).
    <div className="container-page py-4 sm:py-10">
      <h1 className="text-2xl font-extrabold tracking-tight sm:text-4xl">{filters.q ? t("list.resultsFor", { q: filters.q }) : t("list.title")}</h1>
      <p className="mt-1 text-sm text-slate-600 sm:mt-2 sm:text-base dark:text-slate-300" role="status">
        {result.total === 0 ? t("list.none") : t("list.found", { count: result.total })}
        {result.pageCount > 1 ? t("list.pageOf", { page: result.page, pages: result.pageCount }) : ""}
      </p>
      <FilterNotices notices={notices} />
      {missing ? (
        <MissingFilterNotice
          text={t(missing.kind === "category" ? "list.noSuchCategory" : "list.noSuchShop", { name: missing.value })}
          href={addressWithout("/produkty", searchParams, missing.kind)}
          linkText={t(missing.kind === "category" ? "list.withoutCategory" : "list.withoutShop")}
        />
      ) : null}

      <div className="mt-3 flex flex-col gap-2 sm:mt-6 sm:gap-4">
        <CategoryBar categories={categories} current={filters.category} searchParams={searchParams} />
        <div className="flex items-start gap-x-3 md:items-center">
          <div className="shrink-0 md:hidden">
            <FilterSheet key={location.search} filters={filters} shops={shops} clearHref={clearFiltersHref(searchParams)} />
          </div>
          {/* key: after a navigation the uncontrolled fields show the new URL's values. */}
          <ListControls key={location.search} filters={filters} />
        </div>
      </div>

      <div className="mt-4 sm:mt-8 md:grid md:grid-cols-[15rem_minmax(0,1fr)] md:items-start md:gap-6 lg:gap-8">
        <div className="hidden md:block">
          <FilterPanel key={location.search} filters={filters} shops={shops} clearHref={clearFiltersHref(searchParams)} />
        </div>
        <section aria-label={t("list.label")} aria-busy={loading || undefined}>
          {loading ? (
            <ProductGridSkeleton count={8} layout="withSidebar" />
          ) : result.products.length === 0 ? (
            <div className="rounded-2xl border border-dashed border-slate-300 px-6 py-12 text-center dark:border-slate-700">
              <h2 className="text-lg font-semibold">{t("list.empty")}</h2>
              <p className="mt-2 text-slate-600 dark:text-slate-300">{t("list.emptyHint")}</p>
              <Link to="/produkty" className="mt-4 inline-block font-semibold text-brand-700 underline dark:text-brand-100">
                {t("list.showAll")}
              </Link>
            </div>
          ) : (
            <>
              <ProductGrid products={result.products} headingLevel={2} layout="withSidebar" />
              <Pagination page={result.page} pageCount={result.pageCount} searchParams={searchParams} pathname="/produkty" />
            </>
          )}
        </section>
      </div>
    </div>
  );
}

// spec: public §8 — 'Błąd ładowania produktów' plus the message.
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const t = useT();
  if (isForErrorPanel(error)) return <ErrorPanel error={error} withTitle={false} />;
  const message =
    isRouteErrorResponse(error) && typeof error.data === "string" && error.data
      ? error.data
      : t("list.loadErrorText");
  return (
    <div className="container-page py-16 text-center">
      <h1 className="text-2xl font-bold">{t("list.loadError")}</h1>
      <p className="mt-3 text-slate-600 dark:text-slate-300">{message}</p>
      <Link to="/produkty" className="mt-6 inline-block font-semibold text-brand-700 underline dark:text-brand-100">
        {t("list.retry")}
      </Link>
    </div>
  );
}
