import { Plus, Rss } from "lucide-react";
import { SCRIPTS_AFTER_LOAD } from "~/components/layout/page-scripts";
import { data, Link, useLocation, useNavigation } from "react-router";
import { addressWithout, MissingFilterNotice } from "~/components/ui/missing-filter-notice";
import { ErrorPanel, isForErrorPanel } from "~/components/ui/error-boundary";
import { Pagination } from "~/components/ui/pagination";
import type { Route } from "./+types/blog-list";
import { can } from "~/features/access/permissions";
import { userContext } from "~/features/access/session.server";
import { useOptionalUser } from "~/features/access/use-optional-user";
import { BlogCard } from "~/features/blog/components/blog-card";
import { BlogFilters } from "~/features/blog/components/blog-filters";
import { hasActiveFilters } from "~/features/blog/filters";
import { metaTranslator, useT } from "~/i18n/i18n";
import { listBlog } from "~/features/blog/blog-listing.server";
import { pageMeta } from "~/features/seo/meta";
import { appUrl } from "~/features/seo/urls.server";
import { redirectPastLastPage } from "~/utils/paging.server";
import "~/i18n/blog-messages"; // ADR 094: the blog chrome's Polish messages come with this route

// ADR 215: the page starts its scripts once it has loaded.
export const handle = SCRIPTS_AFTER_LOAD;

const TITLE = "Blog";

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const t = metaTranslator(matches);
  // Page 2 and on of the whole listing are pages of their own (other posts), as on /produkty.
  const page = loaderData && !hasActiveFilters(loaderData.filters) ? loaderData.page : 1;
  const tags = pageMeta({
    appUrl: loaderData?.appUrl ?? "",
    path: page > 1 ? `/blog?page=${page}` : "/blog",
    title: page > 1 ? `${TITLE} – ${t("pagination.page")}${page}` : TITLE,
    description: t("meta.blog.description"),
  });
  // ADR 188: a missing category, type or label is no page to keep in a search engine's index.
  return loaderData?.missing ? [...tags, { name: "robots", content: "noindex, follow" }] : tags;
};

export async function loader({ url, context }: Route.LoaderArgs) {
  // spec: public §2, admin §2 — drafts only for those who edit posts (ADR 018); decided on the server.
  const includeUnpublished = can(context.get(userContext), "blog:update");
  const { result, filters, missing } = await listBlog(url.searchParams, { includeUnpublished });
  // ADR 188: the list of a category, type or label that does not exist: empty, named, 404.
  if (missing) return data({ ...result, filters, missing, appUrl: appUrl() }, { status: 404 });
  redirectPastLastPage(url, result);
  return { ...result, filters, missing, appUrl: appUrl() };
}

export default function BlogList({ loaderData }: Route.ComponentProps) {
  const { posts, total, page, pageCount, filters, categories, types, missing } = loaderData;
  const t = useT();
  const location = useLocation();
  const user = useOptionalUser();
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === "/blog";
  return (
    <div className="container-page py-10">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{TITLE}</h1>
          <p className="mt-2 max-w-2xl text-slate-600 dark:text-slate-300">{t("blog.lead")}</p>
        </div>
        <div className="flex flex-wrap gap-3">
          {/* Issue #9 — the feed, also announced in every page's head (root). */}
          <a
            href="/blog/rss.xml"
            type="application/rss+xml"
            className="inline-flex items-center gap-2 rounded-full border border-slate-300 px-5 py-2.5 text-sm font-semibold text-slate-800 hover:bg-slate-50 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800"
          >
            <Rss aria-hidden="true" className="size-4" />
            {t("blog.rss")}
          </a>
          {can(user, "blog:create") ? (
            <Link
              to="/blog/edytor/nowy"
              className="inline-flex items-center gap-2 rounded-full bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-700"
            >
              <Plus aria-hidden="true" className="size-4" />
              {t("blog.newPost")}
            </Link>
          ) : null}
        </div>
      </div>
      {/* Above the filters: on a phone the filter box fills the first screen (review, session 28). */}
      {missing ? (
        <MissingFilterNotice
          className="mt-6"
          text={t(`blog.noSuch.${missing.kind}`, { name: missing.value })}
          href={addressWithout("/blog", new URLSearchParams(location.search), missing.param)}
          linkText={t("blog.showAllPosts")}
        />
      ) : null}
      <div className="mt-8">
        <BlogFilters filters={filters} categories={categories} types={types} />
      </div>
      <p role="status" className="mt-6 text-sm font-medium text-slate-700 dark:text-slate-300">
        {t("blog.count", { count: total })}
        {pageCount > 1 ? t("list.pageOf", { page, pages: pageCount }) : ""}
      </p>
      {total === 0 ? (
        // An empty list said only "Znaleziono 0 wpisów" (review, session 23); the filters above keep
        // their "Wyczyść filtry" link.
        <p className="mt-4 rounded-2xl border border-dashed border-slate-300 p-8 text-center font-semibold text-slate-800 dark:border-slate-600 dark:text-slate-100">
          {t("blog.noMatches")}
        </p>
      ) : null}
      <ul
        aria-busy={loading}
        className={`mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3 ${loading ? "opacity-60" : ""}`}
      >
        {posts.map((post) => (
          <li key={post.id} className="flex">
            <BlogCard post={post} />
          </li>
        ))}
      </ul>
      <Pagination
        page={page}
        pageCount={pageCount}
        searchParams={new URLSearchParams(location.search)}
        pathname="/blog"
      />
    </div>
  );
}

// spec: public §8 Blog list — the listing screen's load-failure text.
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const t = useT();
  if (isForErrorPanel(error)) return <ErrorPanel error={error} withTitle={false} />;
  return (
    <div className="container-page py-16 text-center">
      <h1 className="text-3xl font-extrabold tracking-tight">{TITLE}</h1>
      <p role="alert" className="mt-4 text-slate-700 dark:text-slate-300">
        {t("blog.loadError")}
      </p>
    </div>
  );
}
