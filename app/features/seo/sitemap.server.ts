// Sitemap queries (spec: public §2 route table; DESIGN §3 APP_URL). The head pages and the category
// lists, products by their canonical /produkt/{id}, published blog posts by /blog/{slug}.
import { and, asc, count, eq, max, sql } from "drizzle-orm";
import { shownToPublic } from "~/features/catalog/visibility.server";
import { categoryListPath } from "~/features/catalog/links";
import { db } from "~/db/client.server";
import { blogPosts, productCategories, productReviews, products, productStats, removedProductUrls } from "~/db/schema";
import { publicPost } from "~/features/blog/posts.server";
import { documentsLastChanged } from "~/features/content/documents/documents.server";
import { STATIC_PAGES } from "~/features/content/pages";
import { renderSitemapIndex, renderUrlset, type SitemapEntry } from "./sitemap-xml";

/** sitemaps.org allows 50 000 URLs per file; we keep a margin. */
export const SITEMAP_PAGE_SIZE = 45_000;

/** Indexable static pages (/verification-required is a utility page and left out). */
export const STATIC_SITEMAP_PATHS: string[] = Object.values(STATIC_PAGES)
  .filter((p) => p.indexable)
  .map((p) => p.path);

/**
 * lastmod says when what a page shows changed (search engines trust it only while it is accurate):
 * a product page also changes with a new, edited, corrected or removed review (its rating, count and
 * JSON-LD), without touching the product row, whose updated_at is an edit form's version (ADR 166).
 * product_stats.reviews_changed_at dates every such write since ADR 199 (a removed review leaves no row);
 * the newest review's own date covers the reviews written before it, and the demo's.
 */
// Spelt out: in a one-table select Drizzle writes columns unqualified, and "id" inside the subquery
// would be the review's own.
const productChanged = sql<Date>`greatest(${products.updatedAt},
  (select max(r.updated_at) from ${productReviews} r where r.product_id = "products"."id"),
  (select s.reviews_changed_at from ${productStats} s where s.product_id = "products"."id"))`.mapWith(products.updatedAt);
// A scheduled post changes the page when it goes live, after its last save.
const postChanged = sql<Date>`greatest(${blogPosts.updatedAt}, ${blogPosts.publishedAt})`.mapWith(blogPosts.updatedAt);

async function counts() {
  const [[p], [everyProduct], [removed], [b], categories, documents] = await Promise.all([
    db.select({ n: count() }).from(products).where(shownToPublic),
    // The lists change when any product is edited, hidden or shown again (every write moves updated_at)…
    db.select({ latest: max(products.updatedAt) }).from(products),
    // …or leaves the catalogue.
    db.select({ latest: max(removedProductUrls.removedAt) }).from(removedProductUrls),
    db.select({ n: count(), latest: max(postChanged).mapWith(blogPosts.updatedAt) }).from(blogPosts).where(publicPost()),
    // A category's list is a landing page of its own (its own canonical and title, ADR 177), listed
    // while it is switched on and shows at least one product.
    db
      .select({ name: productCategories.name, latest: max(products.updatedAt) })
      .from(productCategories)
      .innerJoin(products, and(eq(products.categoryId, productCategories.id), shownToPublic))
      .where(eq(productCategories.isActive, true))
      .groupBy(productCategories.id, productCategories.name)
      .orderBy(asc(productCategories.name)),
    documentsLastChanged(),
  ]);
  const productsLatest = latestOf(everyProduct.latest, removed.latest);
  return { products: p.n, productsLatest, posts: b.n, postsLatest: b.latest, categories, documents };
}

function latestOf(...dates: (Date | null | undefined)[]): Date | null {
  const known = dates.filter((d): d is Date => d instanceof Date);
  return known.length ? new Date(Math.max(...known.map((d) => d.getTime()))) : null;
}

function headEntries(c: Awaited<ReturnType<typeof counts>>): SitemapEntry[] {
  return [
    { path: "/", lastmod: c.productsLatest },
    { path: "/produkty", lastmod: c.productsLatest },
    ...c.categories.map((category) => ({ path: categoryListPath(category.name), lastmod: category.latest })),
    { path: "/blog", lastmod: c.postsLatest },
    // The legal documents say when their version in force began (ADR 172); the other pages are code.
    ...STATIC_SITEMAP_PATHS.map((path) => ({ path, lastmod: c.documents.get(path) })),
  ];
}

/**
 * The URLs in positions [offset, offset + limit) of the whole list: the head pages (/, /produkty,
 * /blog and the static pages), then every product (stable order by id), then every public post.
 */
async function entriesInRange(offset: number, limit: number, c: Awaited<ReturnType<typeof counts>>): Promise<SitemapEntry[]> {
  const head = headEntries(c);
  const out = head.slice(offset, offset + limit);
  let skip = Math.max(0, offset - head.length);
  let room = limit - out.length;

  if (room > 0 && skip < c.products) {
    const rows = await db
      .select({ id: products.id, updatedAt: productChanged })
      .from(products)
      .where(shownToPublic)
      .orderBy(asc(products.id))
      .offset(skip)
      .limit(room);
    out.push(...rows.map((r) => ({ path: `/produkt/${r.id}`, lastmod: r.updatedAt })));
    room -= rows.length;
  }
  skip = Math.max(0, skip - c.products);

  if (room > 0 && skip < c.posts) {
    const rows = await db
      .select({ slug: blogPosts.slug, updatedAt: postChanged })
      .from(blogPosts)
      .where(publicPost())
      .orderBy(asc(blogPosts.id))
      .offset(skip)
      .limit(room);
    out.push(...rows.map((r) => ({ path: `/blog/${encodeURIComponent(r.slug)}`, lastmod: r.updatedAt })));
  }
  return out;
}

/**
 * The XML for `/sitemap.xml` (page = null) or `/sitemap.xml?page=N`; null means "no such page" (404).
 * Up to `pageSize` URLs it is one `<urlset>`; above that `/sitemap.xml` is a `<sitemapindex>`.
 */
export async function buildSitemap(
  page: number | null,
  { appUrl, pageSize = SITEMAP_PAGE_SIZE }: { appUrl: string; pageSize?: number },
): Promise<string | null> {
  const c = await counts();
  const total = headEntries(c).length + c.products + c.posts;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  if (page === null) {
    if (pageCount === 1) return renderUrlset(await entriesInRange(0, total, c), appUrl);
    return renderSitemapIndex(pageCount, appUrl, latestOf(c.productsLatest, c.postsLatest));
  }
  if (!Number.isInteger(page) || page < 1 || page > pageCount) return null;
  return renderUrlset(await entriesInRange((page - 1) * pageSize, pageSize, c), appUrl);
}
