// ADR 185: what the next issue offers (the screen's checkboxes), who would receive it now, and the
// snapshot stored with an issue: titles, prices and absolute links as they were when it was sent.
import { and, asc, desc, eq, gte, inArray, sql, type SQL } from "drizzle-orm";
import { db, type Executor } from "~/db/client.server";
import { blogPosts, productStats, productViews, products, type NewsletterContent, type NewsletterPost, type NewsletterProduct } from "~/db/schema";
import { publicPost } from "~/features/blog/posts.server";
import { loadProductCards } from "~/features/catalog/cards.server";
import { productPath } from "~/features/catalog/links";
import { shownToPublic } from "~/features/catalog/visibility.server";
import { absoluteUrl } from "~/features/seo/urls.server";
import { mayReceiveMemberMail } from "~/features/mail/member-mail-rule.server";
import { NEWSLETTER_POST_LIMIT, NEWSLETTER_PRODUCT_LIMIT, NEWSLETTER_WINDOW_DAYS } from "./newsletter-rules";

/**
 * THE subscriber: a confirmed address, the newsletter (marketing_emails, ADR 015) and e-mail as a
 * whole (the master switch) on, no account deletion pending, not blocked now. `u`, `s` and `pr` are
 * "user", user_settings and profiles (the latter two may be missing: no row, no newsletter).
 */
export const IS_SUBSCRIBER: SQL = mayReceiveMemberMail("marketing_emails");

export const SUBSCRIBER_JOINS: SQL = sql`FROM "user" u
  LEFT JOIN user_settings s ON s.user_id = u.id
  LEFT JOIN profiles pr ON pr.id = u.id`;

/** How many members would receive an issue sent now. */
export async function countSubscribers(executor: Executor = db): Promise<number> {
  const result = await executor.execute<{ n: number }>(sql`SELECT count(*)::int AS n ${SUBSCRIBER_JOINS} WHERE ${IS_SUBSCRIBER}`);
  return Number(result.rows[0]?.n ?? 0);
}

const since = () => new Date(Date.now() - NEWSLETTER_WINDOW_DAYS * 24 * 60 * 60 * 1000);

/**
 * The catalogue's trending products as the home page ranks them (the trending flag, then views), with
 * the views of the window first: the site keeps single views for a day only (VIEW_RETENTION_HOURS),
 * so "most viewed lately" is what that window holds, then the all-time count. Shown products only.
 */
export async function trendingProductsForNewsletter(executor: Executor = db): Promise<NewsletterProduct[]> {
  const recentViews = sql<number>`(SELECT count(*) FROM ${productViews} v WHERE v.product_id = ${products.id} AND v.viewed_at >= ${since()})`;
  const ids = await executor
    .select({ id: products.id })
    .from(products)
    .leftJoin(productStats, eq(productStats.productId, products.id))
    .where(shownToPublic)
    .orderBy(desc(products.isTrending), sql`${recentViews} desc`, sql`coalesce(${productStats.views}, 0) desc`, desc(products.createdAt), asc(products.id))
    .limit(NEWSLETTER_PRODUCT_LIMIT);
  return productSnapshots(ids.map((r) => r.id), executor);
}

/** Shown products as an issue keeps them (in the given order; hidden or deleted ones left out). */
export async function productSnapshots(ids: string[], executor: Executor = db): Promise<NewsletterProduct[]> {
  const cards = await loadProductCards(ids, executor);
  return cards.map((c) => {
    return {
      id: c.id,
      title: c.title,
      url: absoluteUrl(productPath(c.id)),
      price: c.priceDiscounted ?? c.priceOriginal, // the price to pay, as the cards show it
      currency: c.currency,
      imageUrl: c.imageUrl ? (c.imageUrl.startsWith("/") ? absoluteUrl(c.imageUrl) : c.imageUrl) : null,
    };
  });
}

/** The newest public posts of the window. */
export async function newestPostsForNewsletter(executor: Executor = db): Promise<NewsletterPost[]> {
  const rows = await executor
    .select({ id: blogPosts.id, title: blogPosts.title, slug: blogPosts.slug, excerpt: blogPosts.excerpt })
    .from(blogPosts)
    .where(and(publicPost(), gte(blogPosts.publishedAt, since())))
    .orderBy(desc(blogPosts.publishedAt), asc(blogPosts.id))
    .limit(NEWSLETTER_POST_LIMIT);
  return rows.map(postSnapshot);
}

function postSnapshot(r: { id: string; title: string; slug: string; excerpt: string }): NewsletterPost {
  return { id: r.id, title: r.title, url: absoluteUrl(`/blog/${r.slug}`), excerpt: r.excerpt };
}

/** Public posts as an issue keeps them (in the given order). */
export async function postSnapshots(ids: string[], executor: Executor = db): Promise<NewsletterPost[]> {
  if (ids.length === 0) return [];
  const rows = await executor
    .select({ id: blogPosts.id, title: blogPosts.title, slug: blogPosts.slug, excerpt: blogPosts.excerpt })
    .from(blogPosts)
    .where(and(publicPost(), inArray(blogPosts.id, ids)));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => (byId.has(id) ? [postSnapshot(byId.get(id)!)] : []));
}

/** The content of an issue from the editor's choice: what is still shown now, as it is now. */
export async function issueContent(input: { intro: string; product: string[]; post: string[] }, executor: Executor = db): Promise<NewsletterContent> {
  const [productList, postList] = await Promise.all([productSnapshots(input.product, executor), postSnapshots(input.post, executor)]);
  return { intro: input.intro, products: productList, posts: postList };
}
