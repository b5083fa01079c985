import type { ReactNode } from "react";
import type { BlogTeaserPost } from "../types";
import { BlogCard } from "./blog-card";
import { useT } from "~/i18n/i18n";

/**
 * Issue #15 point 5: every post ends with related posts and products, not a dead end. The product grid
 * is the catalogue's, handed in by the route (features do not reach into each other's components).
 */
export function RelatedContent({ posts, productGrid }: { posts: BlogTeaserPost[]; productGrid: ReactNode }) {
  const t = useT();
  if (!posts.length && !productGrid) return null;
  return (
    <div className="mt-12 space-y-10 border-t border-slate-200 pt-10 dark:border-slate-700">
      {posts.length ? (
        <section aria-labelledby="post-related-posts">
          <h2 id="post-related-posts" className="text-2xl font-bold">{t("post.related")}</h2>
          <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {posts.map((p) => (
              <li key={p.id} className="flex">
                <BlogCard post={p} headingLevel={3} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {productGrid ? (
        <section aria-labelledby="post-related-products">
          <h2 id="post-related-products" className="text-2xl font-bold">{t("post.relatedProducts")}</h2>
          <div className="mt-4">
            {productGrid}
          </div>
        </section>
      ) : null}
    </div>
  );
}
