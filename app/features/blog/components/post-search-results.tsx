import { Link } from "react-router";
import { BLOG_FILTER_PARAMS } from "../filters";
import { useT } from "~/i18n/i18n";
import type { BlogTeaserPost } from "../types";
import { BlogCard } from "./blog-card";
import "~/i18n/search-messages"; // ADR 094: the Polish messages it shows come with it

type PostSearchResultsProps = { q: string; posts: BlogTeaserPost[]; total: number };

/** Issue #15 point 12: the blog posts matching a /szukaj text, in their own section after the products. */
export function PostSearchResults({ q, posts, total }: PostSearchResultsProps) {
  const t = useT();
  const allHref = `/blog?${new URLSearchParams({ [BLOG_FILTER_PARAMS.q]: q })}`;
  return (
    <section aria-labelledby="szukaj-wpisy" className="mt-12 border-t border-slate-200 pt-8 dark:border-slate-700">
      <div className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-2">
        <h2 id="szukaj-wpisy" className="text-xl font-bold tracking-tight sm:text-2xl">
          {t("searchPosts.heading")}
        </h2>
        <p className="text-sm text-slate-600 dark:text-slate-300">{total === 0 ? t("blog.noMatches") : t("blog.count", { count: total })}</p>
      </div>
      {posts.length ? (
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {posts.map((post) => (
            <li key={post.id} className="flex">
              <BlogCard post={post} headingLevel={3} />
            </li>
          ))}
        </ul>
      ) : null}
      {total > posts.length ? (
        <p className="mt-6">
          <Link to={allHref} className="font-semibold text-brand-700 underline hover:text-brand-600 dark:text-brand-100">
            {t("searchPosts.all", { total })}
          </Link>
        </p>
      ) : null}
    </section>
  );
}
