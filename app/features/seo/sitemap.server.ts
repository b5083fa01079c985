// Sitemap queries (spec: public §2 route table; DESIGN §3 APP_URL). Products by their canonical
// /produkt/{id}, published blog posts by /blog/{slug}, then the indexable static pages.
import { asc, count, max } from "drizzle-orm";
import { shownToPublic } from "~/features/catalog/visibility.server";
import { db } from "~/db/client.server";
import { blogPosts, products } from "~/db/schema";
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

async function counts() {
  const [[p], [b], documents] = await Promise.all([
    db.select({ n: count(), latest: max(products.updatedAt) }).from(products).where(shownToPublic),
    db.select({ n: count(), latest: max(blogPosts.updatedAt) }).from(blogPosts).where(publicPost()),
    documentsLastChanged(),
  ]);
  return { products: p.n, productsLatest: p.latest, posts: b.n, postsLatest: b.latest, documents };
}

/**
 * The URLs in positions [offset, offset + limit) of the whole list: the head pages (/, /produkty,
 * /blog and the static pages), then every product (stable order by id), then every public post.
 */
async function entriesInRange(offset: number, limit: number, c: Awaited<ReturnType<typeof counts>>): Promise<SitemapEntry[]> {
  const head: SitemapEntry[] = [
    { path: "/", lastmod: c.productsLatest },
    { path: "/produkty", lastmod: c.productsLatest },
    { path: "/blog", lastmod: c.postsLatest },
    // The legal documents say when their version in force began (ADR 172); the other pages are code.
    ...STATIC_SITEMAP_PATHS.map((path) => ({ path, lastmod: c.documents.get(path) })),
  ];
  const out = head.slice(offset, offset + limit);
  let skip = Math.max(0, offset - head.length);
  let room = limit - out.length;

  if (room > 0 && skip < c.products) {
    const rows = await db
      .select({ id: products.id, updatedAt: products.updatedAt })
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
      .select({ slug: blogPosts.slug, updatedAt: blogPosts.updatedAt })
      .from(blogPosts)
      .where(publicPost())
      .orderBy(asc(blogPosts.id))
      .offset(skip)
      .limit(room);
    out.push(...rows.map((r) => ({ path: `/blog/${encodeURIComponent(r.slug)}`, lastmod: r.updatedAt })));
  }
  return out;
}

const HEAD_COUNT = 3 + STATIC_SITEMAP_PATHS.length;

/**
 * The XML for `/sitemap.xml` (page = null) or `/sitemap.xml?page=N`; null means "no such page" (404).
 * Up to `pageSize` URLs it is one `<urlset>`; above that `/sitemap.xml` is a `<sitemapindex>`.
 */
export async function buildSitemap(
  page: number | null,
  { appUrl, pageSize = SITEMAP_PAGE_SIZE }: { appUrl: string; pageSize?: number },
): Promise<string | null> {
  const c = await counts();
  const total = HEAD_COUNT + c.products + c.posts;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  if (page === null) {
    if (pageCount === 1) return renderUrlset(await entriesInRange(0, total, c), appUrl);
    const latest = [c.productsLatest, c.postsLatest].filter((d): d is Date => d instanceof Date).sort((a, b) => b.getTime() - a.getTime())[0];
    return renderSitemapIndex(pageCount, appUrl, latest ?? null);
  }
  if (!Number.isInteger(page) || page < 1 || page > pageCount) return null;
  return renderUrlset(await entriesInRange((page - 1) * pageSize, pageSize, c), appUrl);
}
