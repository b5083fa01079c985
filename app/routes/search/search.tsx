import Search from "lucide-react/icons/search";
import { SCRIPTS_AFTER_LOAD } from "~/components/layout/page-scripts";
import { data, isRouteErrorResponse, Link, useLocation, useNavigation } from "react-router";
import { GetForm, useSubmitFilled, withoutEmptyParams } from "~/components/ui/get-form";
import type { Route } from "./+types/search";
import { ProductGrid, ProductGridSkeleton } from "~/features/catalog/components/product-grid";
import { metaTranslator, useT } from "~/i18n/i18n";
import { truncateTitle } from "~/features/seo/meta";
import { SortSelect } from "~/features/catalog/components/list-controls";
import { Pagination } from "~/components/ui/pagination";
import { SearchFilters } from "~/features/search/components/search-filters";
import { listProducts, parseProductListParams } from "~/features/search/listing.server";
import { missingListFilter } from "~/features/search/missing-filter.server";
import { listShopOptions } from "~/features/search/list-filters.server";
import { listActiveCategories } from "~/features/catalog/categories.server";
import { addressWithout, MissingFilterNotice } from "~/components/ui/missing-filter-notice";
import { redirectPastLastPage } from "~/utils/paging.server";
import { didYouMean } from "~/features/search/did-you-mean.server";
import { PostSearchResults } from "~/features/blog/components/post-search-results";
import { searchPublishedPosts } from "~/features/blog/search.server";
import { toCardProduct } from "~/features/catalog/card-data";
import { ErrorPanel, isForErrorPanel } from "~/components/ui/error-boundary";
import "~/i18n/blog-messages"; // ADR 094: the blog chrome's Polish messages come with this route
import "~/i18n/search-messages"; // ADR 094: the search page's Polish messages come with this route

// ADR 215: the page starts its scripts once it has loaded.
export const handle = SCRIPTS_AFTER_LOAD;

// spec: public §2 (/szukaj, Product list, advanced filters), §5 Search, §8 Catalogue errors.

export async function loader({ url }: Route.LoaderArgs) {
  const filters = parseProductListParams(url.searchParams);
  // ADR 188 (as /produkty): a category or shop that does not exist is a 404 that names it and lists
  // nothing (review, session 36: an empty list without a word). Looked up only when one is named.
  const missing = filters.category || filters.shop ? await missingListFilter(url, filters, await listActiveCategories(), await listShopOptions()) : null;
  if (missing) return data({ filters, result: null, posts: null, correction: null, missing }, { status: 404 });
  // An empty text shows the form and a prompt, not the whole catalogue.
  const [list, posts] = filters.q ? await Promise.all([listProducts(filters), searchPublishedPosts(filters.q)]) : [null, null];
  if (list) redirectPastLastPage(url, list);
  const result = list && { ...list, products: list.products.map(toCardProduct) }; // ADR 095: the cards' fields only
  // Nothing found: "Czy chodziło Ci o …?" when a corrected spelling finds something (ADR 130), else
  // the text with words left out (ADR 134).
  const correction = list && list.total === 0 ? await didYouMean(filters) : null;
  return { filters, result, posts, correction, missing };
}

export const meta: Route.MetaFunction = ({ data, matches }) => {
  const q = data?.filters.q;
  const t = metaTranslator(matches);
  return [
    // spec: public §5 — at most 60 characters; a long query loses the site's name first (ADR 012).
    { title: truncateTitle(q ? t("meta.search.results", { q }) : t("meta.search.title")) },
    // Result pages are endless variations of the catalogue: keep them out of the index, follow links.
    { name: "robots", content: "noindex, follow" },
  ];
};


export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { filters, result, posts, correction, missing } = loaderData;
  const t = useT();
  const location = useLocation();
  const navigation = useNavigation();
  const submitFilled = useSubmitFilled();
  const q = filters.q ?? "";
  const loading = navigation.state === "loading" && navigation.location.pathname === "/szukaj";
  const clearHref = q ? `/szukaj?${new URLSearchParams({ q })}` : "/szukaj";

  return (
    <div className="container-page py-8 sm:py-10">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{q ? t("list.resultsFor", { q }) : t("searchPage.title")}</h1>
      {result ? (
        <p className="mt-2 text-slate-600 dark:text-slate-300" role="status">
          {result.total === 0
            ? t("searchPage.noResults")
            : t("list.found", { count: result.total })}
        </p>
      ) : null}

      {/* key: after a navigation the uncontrolled fields show the new URL's values. */}
      <GetForm
       
        action="/szukaj"
        key={location.search}
        className="mt-6 flex flex-col gap-4"
        role="search"
        aria-label={t("searchPage.form")}
      >
        <div className="flex gap-2">
          <label htmlFor="szukaj-q" className="sr-only">
            {t("searchPage.phrase")}
          </label>
          <input
            id="szukaj-q"
            name="q"
            type="search"
            defaultValue={q}
            maxLength={100}
            placeholder={t("searchPage.placeholder")}
            className="w-full rounded-full border border-slate-300 bg-white px-4 py-2.5 text-sm shadow-sm placeholder:text-slate-500 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/30 dark:border-slate-700 dark:bg-slate-900"
          />
          <button
            type="submit"
            className="inline-flex shrink-0 items-center gap-2 rounded-full bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-700"
          >
            <Search aria-hidden className="size-4" />
            {t("search.submit")}
          </button>
        </div>
        <div className="flex flex-col gap-4 lg:flex-row lg:items-start">
          <div className="flex-1">
            <SearchFilters filters={filters} clearHref={clearHref} />
          </div>
          {/* With JavaScript the order applies at once; without it, 'Szukaj' or 'Zastosuj filtry' applies it. */}
          <SortSelect id="szukaj-sort" value={filters.sort} withRelevance={Boolean(q)} onChange={(form) => form && submitFilled(form)} />
        </div>
      </GetForm>

      <section aria-label={t("searchPage.results")} aria-busy={loading || undefined} className="mt-8">
        {loading ? (
          <ProductGridSkeleton count={8} />
        ) : missing ? (
          <MissingFilterNotice
            className=""
            text={t(missing.kind === "category" ? "list.noSuchCategory" : "list.noSuchShop", { name: missing.value })}
            href={addressWithout("/szukaj", new URLSearchParams(location.search), missing.kind)}
            linkText={t(missing.kind === "category" ? "list.withoutCategory" : "list.withoutShop")}
          />
        ) : !result ? (
          <p className="rounded-xl border border-dashed border-slate-300 px-6 py-12 text-center text-slate-600 dark:border-slate-700 dark:text-slate-300">
            {t("searchPage.prompt")}
          </p>
        ) : result.products.length === 0 ? (
          <div className="rounded-xl border border-dashed border-slate-300 px-6 py-12 text-center dark:border-slate-700">
            <h2 className="text-lg font-semibold">{t("list.empty")}</h2>
            {result.total > 0 ? (
              // A page number past the end (an old link): point back to the first page.
              <p className="mt-2 text-slate-600 dark:text-slate-300">
                {t("searchPage.emptyPage")}{" "}
                <Link
                  to={firstPageHref(location.search)}
                  className="font-semibold text-brand-700 underline dark:text-brand-100"
                >
                  {t("searchPage.firstPage")}
                </Link>
              </p>
            ) : (
              <>
                {correction ? (
                  <p className="mt-2 text-slate-700 dark:text-slate-200">
                    {t(correction.kind === "spelling" ? "searchPage.didYouMean" : "searchPage.fewerWords")}{" "}
                    <Link to={correctionHref(location.search, correction.text)} className="font-semibold text-brand-700 underline dark:text-brand-100">
                      „{correction.text}”
                    </Link>
                    {correction.kind === "spelling" ? "?" : "."}
                  </p>
                ) : null}
                <p className="mt-2 text-slate-600 dark:text-slate-300">{t("searchPage.tryOther")}</p>
              </>
            )}
          </div>
        ) : (
          <>
            <ProductGrid products={result.products} headingLevel={2} />
            <Pagination
              page={result.page}
              pageCount={result.pageCount}
              searchParams={new URLSearchParams(location.search)}
              pathname="/szukaj"
            />
          </>
        )}
      </section>
      {posts && q ? <PostSearchResults q={q} posts={posts.posts} total={posts.total} /> : null}
    </div>
  );
}

function firstPageHref(search: string): string {
  const params = withoutEmptyParams(new URLSearchParams(search));
  params.delete("page");
  return `/szukaj?${params}`;
}

/** The same search (filters kept) with the corrected text, from the first page. */
function correctionHref(search: string, corrected: string): string {
  const params = withoutEmptyParams(new URLSearchParams(search));
  params.set("q", corrected);
  params.delete("page");
  return `/szukaj?${params}`;
}

// spec: public §8 — list error: 'Błąd ładowania produktów' plus the message.
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const t = useT();
  if (isForErrorPanel(error)) return <ErrorPanel error={error} withTitle={false} />;
  const message =
    isRouteErrorResponse(error) && typeof error.data === "string" ? error.data : t("searchPage.errorText");
  return (
    <div className="container-page py-16 text-center">
      <h1 className="text-2xl font-bold">{t("list.loadError")}</h1>
      <p className="mt-3 text-slate-600 dark:text-slate-300">{message}</p>
    </div>
  );
}
