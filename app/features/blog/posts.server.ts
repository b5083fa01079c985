import { and, count, desc, eq, getTableColumns, gt, inArray, isNull, lte, min, or, sql, type SQL } from "drizzle-orm";
import { db } from "~/db/client.server";
import { blogPosts, productAffiliateLinks, products, profiles, user } from "~/db/schema";
import { affiliateHrefFor, postAffiliateHref } from "~/features/catalog/links";
import { isPlatformParam } from "~/features/catalog/clicks.server";
import { shownToPublic } from "~/features/catalog/visibility.server";
import { itemLinkKey } from "./post-click-keys";
import { clearPageCacheAt } from "~/server/page-cache.server";
import type { BlogListFilters, BlogListItem, BlogListResult, BlogPostDetail, BlogTeaserPost, RenderedPostBody } from "./types";
import { searchTerm, searchWords } from "~/features/search/search.server";
import { isUuid } from "~/utils/uuid";
import { normalizedHttpUrl } from "~/utils/http-url";
import { pageCountOf } from "~/utils/paging.server";
import { BLOG_PAGE_SIZE } from "./filters";
import { storedRendering } from "./post-render-version";

// spec: public §2 Home page, §9 — the teaser shows up to 3 posts drawn from up to 2 featured and up to
// 2 newest non-featured published posts. Merge: featured first (newest first), then non-featured
// (newest first), cut at 3. So 2 featured + 1 non-featured when both exist, 2 + 0 or 0 + 2 otherwise.
export const TEASER_FEATURED = 2;
export const TEASER_NON_FEATURED = 2;
export const TEASER_LIMIT = 3;

export const cardColumns = {
  id: blogPosts.id,
  title: blogPosts.title,
  slug: blogPosts.slug,
  excerpt: blogPosts.excerpt,
  featuredImage: blogPosts.featuredImage,
  type: blogPosts.type,
  labels: blogPosts.labels,
  publishedAt: blogPosts.publishedAt,
  category: blogPosts.category,
  isPublished: blogPosts.isPublished,
  isFeatured: blogPosts.isFeatured,
};

/**
 * Issue #9 scheduled publishing: a published post is public once its publishedAt has come. Checked
 * in every public query, so no job is needed to make a scheduled post appear.
 */
export function publicPost(now: Date = new Date()): SQL {
  return and(eq(blogPosts.isPublished, true), or(isNull(blogPosts.publishedAt), lte(blogPosts.publishedAt, now)))!;
}

/**
 * Cached pages (home, /blog, a post) would show a scheduled post only after the cache entry's TTL:
 * each public render tells the page cache when the next scheduled post goes live, and the cache
 * empties itself at that moment.
 */
async function noteNextScheduledPost(now: Date): Promise<void> {
  const [row] = await db
    .select({ next: min(blogPosts.publishedAt) })
    .from(blogPosts)
    .where(and(eq(blogPosts.isPublished, true), gt(blogPosts.publishedAt, now)));
  if (row?.next) clearPageCacheAt(new Date(row.next).getTime());
}

type CardRow = { [K in keyof typeof cardColumns]: (typeof blogPosts.$inferSelect)[K] };

export function toListItem(row: CardRow): BlogListItem {
  return { ...row, publishedAt: row.publishedAt?.toISOString() ?? null };
}

export function toTeaser({ isPublished: _p, isFeatured: _f, ...rest }: BlogListItem): BlogTeaserPost {
  return rest;
}

// spec: admin §9 — featured first, then newest publishedAt (drafts without a date last, then newest created).
const listingOrder = [
  desc(blogPosts.isFeatured),
  sql`${blogPosts.publishedAt} DESC NULLS LAST`,
  desc(blogPosts.createdAt),
];

export async function listHomeTeaserPosts(): Promise<BlogTeaserPost[]> {
  const now = new Date();
  const newestPublished = (featured: boolean, limit: number) =>
    db
      .select(cardColumns)
      .from(blogPosts)
      .where(and(publicPost(now), eq(blogPosts.isFeatured, featured)))
      .orderBy(sql`${blogPosts.publishedAt} DESC NULLS LAST`, desc(blogPosts.createdAt))
      .limit(limit);
  const [featured, regular] = await Promise.all([
    newestPublished(true, TEASER_FEATURED),
    newestPublished(false, TEASER_NON_FEATURED),
    noteNextScheduledPost(now),
  ]);
  return [...featured, ...regular].slice(0, TEASER_LIMIT).map((row) => toTeaser(toListItem(row)));
}

export type VisibilityOptions = { includeUnpublished?: boolean };

/** The filter conditions of /blog; every value is a bound parameter. */
function filterConditions(filters: BlogListFilters, options: VisibilityOptions, now: Date): SQL[] {
  const conditions: SQL[] = [];
  if (!options.includeUnpublished) conditions.push(publicPost(now));
  if (filters.category) conditions.push(sql`lower(${blogPosts.category}) = lower(${filters.category})`);
  if (filters.type) conditions.push(eq(blogPosts.type, filters.type));
  if (filters.labels?.length) {
    // Any of the chosen labels (OR within one facet): docs/decisions/016-blog-reading.md.
    conditions.push(sql`${blogPosts.labels} && ${sql.param(filters.labels)}::text[]`);
  }
  const q = filters.q?.trim();
  if (q) conditions.push(postTextMatches(q));
  return conditions;
}

/** Every stored field of a post but the search's folded copies (for SQL only). */
const { titleFolded: _title, excerptFolded: _excerpt, contentFolded: _content, ...storedPostColumns } = getTableColumns(blogPosts);
export { storedPostColumns };

type FoldedText = typeof blogPosts.titleFolded | typeof blogPosts.excerptFolded | typeof blogPosts.contentFolded;

/**
 * Whether a folded column contains the text, folded the same way (lower case, no diacritics), taken
 * literally. Session 14: `strpos` over the stored folded copies; ILIKE lower-cased every body on every
 * search (7–11 ms of a /szukaj on PGlite for 20 posts, against about 1 ms).
 */
export function foldedContains(column: FoldedText, q: string): SQL {
  return sql`strpos(${column}, lower(f_unaccent(${q.trim()}))) > 0`;
}

/**
 * The text search of /blog and of /szukaj's posts section (one rule, so their counts agree): every
 * word of the text (function words aside) is in the title, excerpt or body, as its stem (ADR 122:
 * "telefonów" finds "telefon"), ignoring case and Polish diacritics. A text with no word at all
 * ('%', '—') is looked for as it is.
 */
export function postTextMatches(q: string): SQL {
  const inPost = (text: string) =>
    sql`(${foldedContains(blogPosts.titleFolded, text)} OR ${foldedContains(blogPosts.excerptFolded, text)} OR ${foldedContains(blogPosts.contentFolded, text)})`;
  const terms = searchWords(q).map((word) => searchTerm(word).text);
  return terms.length ? sql`(${sql.join(terms.map(inPost), sql` AND `)})` : inPost(q);
}

export async function listPublishedPosts(
  filters: BlogListFilters = {},
  options: VisibilityOptions = {},
): Promise<BlogListResult> {
  const now = new Date();
  const visible = options.includeUnpublished ? undefined : publicPost(now);
  const where = and(...filterConditions(filters, options, now));
  const page = filters.page ?? 1;
  // Session 27: /blog sent every post (640 kB of HTML at 280 posts). One page of cards, and the count
  // from the same scan (a window count runs before LIMIT; a search reads each matching body once).
  const [rows, facets] = await Promise.all([
    db
      .select({ ...cardColumns, total: sql<number>`count(*) OVER ()`.mapWith(Number) })
      .from(blogPosts)
      .where(where)
      .orderBy(...listingOrder, blogPosts.id)
      .limit(BLOG_PAGE_SIZE)
      .offset((page - 1) * BLOG_PAGE_SIZE),
    db
      .select({ category: blogPosts.category, type: blogPosts.type, n: count() })
      .from(blogPosts)
      .where(visible)
      .groupBy(blogPosts.category, blogPosts.type),
    noteNextScheduledPost(now),
  ]);
  // A page past the last has no row to carry the count (the route then sends the visitor back).
  const total = rows[0]?.total ?? (page > 1 ? await countPosts(where) : 0);
  const collator = new Intl.Collator("pl-PL");
  return {
    posts: rows.map(({ total: _total, ...row }) => toListItem(row)),
    total,
    page,
    pageCount: pageCountOf(total, BLOG_PAGE_SIZE),
    categories: mergeCaseVariants(facets).sort(collator.compare),
    types: [...new Set(facets.map((f) => f.type))].sort(collator.compare),
  };
}

async function countPosts(where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(blogPosts).where(where);
  return row?.n ?? 0;
}

/**
 * Case variants ("Elektronika", "elektronika") are one category (the filter compares lower-case);
 * the spelling most posts use wins, a capitalised one on a tie.
 */
function mergeCaseVariants(facets: { category: string | null; n: number }[]): string[] {
  const counts = new Map<string, Map<string, number>>();
  for (const { category, n } of facets) {
    const name = category?.trim();
    if (!name) continue;
    const variants = counts.get(name.toLowerCase()) ?? new Map<string, number>();
    variants.set(name, (variants.get(name) ?? 0) + n);
    counts.set(name.toLowerCase(), variants);
  }
  const capitalised = (s: string) => (s[0] !== s[0].toLowerCase() ? 1 : 0);
  return [...counts.values()].map(
    (variants) =>
      [...variants.entries()].sort(([a, na], [b, nb]) => nb - na || capitalised(b) - capitalised(a) || a.localeCompare(b))[0][0],
  );
}

/** One post by slug (case-insensitive); drafts and scheduled posts only with includeUnpublished (editors). */
export async function getPostBySlug(
  slug: string,
  options: VisibilityOptions = {},
): Promise<(BlogPostDetail & { renderedBody: RenderedPostBody | null }) | null> {
  const now = new Date();
  if (!options.includeUnpublished) await noteNextScheduledPost(now);
  const [row] = await db
    .select({
      post: storedPostColumns,
      authorName: sql<string | null>`coalesce(nullif(btrim(${profiles.fullName}), ''), nullif(btrim(${user.name}), ''))`,
    })
    .from(blogPosts)
    .leftJoin(user, eq(user.id, blogPosts.authorId))
    .leftJoin(profiles, eq(profiles.id, blogPosts.authorId))
    .where(
      and(
        sql`lower(${blogPosts.slug}) = lower(${slug})`,
        options.includeUnpublished ? undefined : publicPost(now),
      ),
    )
    .limit(1);
  if (!row) return null;
  const { post } = row;
  const countedLinks = await countedShopLinks(post);
  return {
    id: post.id,
    title: post.title,
    slug: post.slug,
    excerpt: post.excerpt,
    featuredImage: post.featuredImage,
    type: post.type,
    labels: post.labels,
    publishedAt: post.publishedAt?.toISOString() ?? null,
    category: post.category,
    isPublished: post.isPublished,
    isFeatured: post.isFeatured,
    content: post.content,
    tags: post.tags,
    pros: post.pros,
    cons: post.cons,
    updatedAt: post.updatedAt.toISOString(),
    authorName: row.authorName,
    seo: post.seo ?? {},
    productId: post.productId,
    overallRating: post.overallRating,
    sectionRatings: post.sectionRatings,
    notForWho: post.notForWho,
    ratings: post.ratings ?? {},
    productLinks: post.productLinks ?? {},
    tiktokVideo: post.tiktokVideo,
    products: post.products ?? [],
    scamReason: post.scamReason,
    originalProductLink: post.originalProductLink,
    countedLinks,
    renderedBody: storedRendering(post), // ADR 192: an older renderer's HTML counts as none: rendered again
  };
}


/**
 * DESIGN §5: shop links go through the counting redirect /go/{productId}/{platform}. That route sends
 * the visitor to the catalogue's stored URL, so a post's link is routed through it only when it is
 * exactly that URL (the post's product, or a collection item's product). ADR 147: the post's own
 * "Gdzie kupić" links that the catalogue does not hold go through /go/wpis/{postId}/{platform},
 * which sends the visitor to the post's stored URL; a collection item's own link through
 * /go/wpis/{postId}/pozycja-{n}.
 */
async function countedShopLinks(post: Pick<typeof blogPosts.$inferSelect, "id" | "type" | "productId" | "productLinks" | "products" | "slug">): Promise<Record<string, string>> {
  const from = `/blog/${post.slug}`;
  const counted: Record<string, string> = {};
  const productIds = [post.productId, ...(post.products ?? []).map((item) => item.id)].filter(
    (id): id is string => typeof id === "string" && isUuid(id),
  );
  const links = productIds.length
    ? await db
        .select({ productId: productAffiliateLinks.productId, platform: productAffiliateLinks.platform, url: productAffiliateLinks.url })
        .from(productAffiliateLinks)
        // ADR 157: a hidden product's /go/ links answer 404: its stored links go as a deleted one's do.
        .innerJoin(products, and(eq(products.id, productAffiliateLinks.productId), shownToPublic))
        .where(inArray(productAffiliateLinks.productId, [...new Set(productIds.map((id) => id.toLowerCase()))]))
    : [];
  const own = new Set(post.productId ? [post.productId.toLowerCase()] : []);
  for (const link of links) {
    const usedByPost = own.has(link.productId) && Object.values(post.productLinks ?? {}).includes(link.url);
    const usedByItem = (post.products ?? []).some((item) => item.id?.toLowerCase() === link.productId && item.shopLink === link.url);
    if (usedByPost || usedByItem) counted[link.url] = affiliateHrefFor(link.productId, link.platform, from);
  }
  // Only a link the page would show (http/https); the redirect refuses anything else anyway.
  // A collection's page shows its items, not these links (and /go/wpis refuses them for it).
  for (const [platform, url] of post.type === "collection" ? [] : Object.entries(post.productLinks ?? {})) {
    if (url && !counted[url] && isPlatformParam(platform) && normalizedHttpUrl(url)) counted[url] = postAffiliateHref(post.id, platform, from);
  }
  (post.products ?? []).forEach((item, i) => {
    const url = item.shopLink;
    if (url && !counted[url] && normalizedHttpUrl(url)) counted[url] = postAffiliateHref(post.id, itemLinkKey(i), from);
  });
  return counted;
}
