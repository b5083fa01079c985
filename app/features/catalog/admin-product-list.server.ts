// Admin products list (spec: admin §2 Products): search by title, description or code (the search
// module's index-shaped conditions), a category filter listing only categories that have products,
// sorting and paging in SQL. At 100k products every order has an index or a bounded sort
// (products_created_at_idx, product_stats_views_idx; title uses a top-N heap sort); details and the
// first image are fetched for the page's rows only. Status and missing-data filters: ADR 128; one tag: ADR 171.
import { and, asc, desc, eq, or, sql, type SQL } from "drizzle-orm";
import { db, type Executor } from "~/db/client.server";
import { productCategories, products, productStats, productTags } from "~/db/schema";
import { normalizeQuery, textSearch, withSearchSettings } from "~/features/search/search.server";
import { firstProductImage } from "./first-image.server";
import { productIdPrefix } from "./product-id-prefix.server";
import { parseStatusFilters, type AdminProductGap, type AdminProductStatus } from "./admin-product-filters";
import { gapCondition, listedAsScam, statusCondition } from "./admin-product-filters.server";
import { hasFailingLink } from "./link-checks.server";
import { isUuid } from "~/utils/uuid";
import { byFoldedName } from "~/db/folded-order.server";

export const ADMIN_PAGE_SIZE = 25;
export const ADMIN_SORT_KEYS = ["createdAt", "title", "views", "price"] as const;
export type AdminSortKey = (typeof ADMIN_SORT_KEYS)[number];

export type AdminProductFilters = {
  q: string;
  categoryId: string | null;
  /** `stan` and `braki` (ADR 128); null = no filter. */
  status: AdminProductStatus | null;
  gap: AdminProductGap | null;
  /** ADR 171: products carrying this tag (exactly; the Tagi screen links here); optional for older callers. */
  tag?: string | null;
  sort: { key: AdminSortKey; dir: "asc" | "desc" };
  page: number;
};

export type AdminProductRow = {
  id: string;
  title: string;
  code: string | null;
  urlAlias: string | null;
  categoryName: string | null;
  priceDiscounted: number | null;
  priceOriginal: number | null;
  /** ADR 120: the price the site strikes through, or null (no reduction announced). */
  priceBeforeReduction: number | null;
  priceCurrency: string;
  isTrending: boolean;
  isVerified: boolean;
  /** What the public pages badge as Scam Alert (flag or published scam-alert post, ADR 128). */
  isScam: boolean;
  /** ADR 157: absent from every public path. */
  isHidden: boolean;
  /** ADR 170: a shop link whose last check says it does not work. */
  hasBrokenLink: boolean;
  views: number;
  /** Outbound clicks to shops (issue #11 point 4). */
  clicks: number;
  imageUrl: string | null;
};

export type AdminProductList = { rows: AdminProductRow[]; total: number; page: number; pageCount: number };


export function parseAdminProductFilters(params: URLSearchParams): AdminProductFilters {
  const sortKey = params.get("sort");
  const key = (ADMIN_SORT_KEYS as readonly string[]).includes(sortKey ?? "") ? (sortKey as AdminSortKey) : "createdAt";
  const dir = params.get("dir") === "asc" ? "asc" : params.get("dir") === "desc" ? "desc" : key === "title" ? "asc" : "desc";
  const category = params.get("kategoria");
  const page = Math.min(100_000, Math.max(1, Math.floor(Number(params.get("page")) || 1)));
  return {
    q: normalizeQuery(params.get("q") ?? ""),
    categoryId: category && isUuid(category) ? category : null,
    ...parseStatusFilters(params),
    tag: parseTagFilter(params),
    sort: { key, dir },
    page,
  };
}

/** `?tag=`: one tag as stored (a tag is at most 40 characters; a longer text matches nothing anyway). */
function parseTagFilter(params: URLSearchParams): string | null {
  const tag = params.get("tag") ?? "";
  return tag !== "" && tag.length <= 200 ? tag : null;
}

export function orderOf(sort: AdminProductFilters["sort"]): SQL[] {
  const by = sort.dir === "asc" ? asc : desc;
  switch (sort.key) {
    case "title":
      // Lower case without diacritics first: 'Ładowarka' among the L's and 'Słuchawki' before
      // 'Szczotka' (byte order put them after 'Z'), close to Polish alphabetical order on any locale.
      return [by(products.titleFolded), by(products.title), by(products.id)];
    case "views":
      return [by(sql`coalesce(${productStats.views}, 0)`), desc(products.createdAt), asc(products.id)];
    case "price":
      // Amounts in different currencies are not comparable: złoty first, then each currency apart.
      return [
        sql`(${products.priceCurrency} <> 'PLN')`,
        asc(products.priceCurrency),
        sql`coalesce(${products.priceDiscounted}, ${products.priceOriginal}) ${sql.raw(sort.dir)} NULLS LAST`,
        asc(products.id),
      ];
    default:
      return [by(products.createdAt), by(products.id)];
  }
}

/**
 * The list's WHERE (search, category, status, missing data) and the order that puts code matches first;
 * the CSV export of the filtered list uses both too (issue #11). `status`/`gap` are optional so a caller
 * typed before ADR 128 still compiles; the export route hands over the whole parsed filters, so it
 * exports what the list shows.
 */
export function adminProductConditions(filters: Pick<AdminProductFilters, "q" | "categoryId"> & Partial<Pick<AdminProductFilters, "status" | "gap" | "tag">>) {
  const search = filters.q ? textSearch(filters.q) : null;
  const idPrefix = productIdPrefix(products.id, filters.q);
  const code = codeMatch(filters.q);
  // As a candidate list of its own (the trigram index), like the search module's ways of matching.
  // Sorted by date, title or views, not relevance: several words narrow (each must match), see narrowWhere.
  const text = or(search?.narrowWhere, idPrefix, code && sql`${products.id} IN (SELECT ${products.id} FROM ${products} WHERE ${code})`);
  const where = and(
    text,
    filters.categoryId ? eq(products.categoryId, filters.categoryId) : undefined,
    statusCondition(filters.status),
    gapCondition(filters.gap),
    // The tag's rows by product_tags_tag_idx, then the products by their key.
    filters.tag ? sql`${products.id} IN (SELECT ${productTags.productId} FROM ${productTags} WHERE ${productTags.tag} = ${filters.tag})` : undefined,
  );
  // ADR 143: the code matches above the titles and descriptions that merely contain the letters.
  const first = code ? [desc(sql`coalesce(${code}, false)`)] : [];
  return { where, typoTolerant: Boolean(search?.typoTolerant), first };
}

// ADR 143: the shape of a product code or of its start ("TR", "do-de", "EL-SM-00"): letters, digits
// and dashes only, so the LIKE pattern needs no escaping.
const CODE_LIKE = /^[a-z]{2}(-[a-z]{0,2}(-[0-9]{0,3})?)?$/i;

// The end of a code as editors say it ("KI-002", "ki-00": type and number without the category;
// review, session 28: it found nothing). The category's two characters are '__' in the pattern.
const CODE_TAIL = /^[a-z]{2}-[0-9]{1,3}$/i;

/**
 * Codes starting with `q`, or whose type-and-number part starts with it (products_code_trgm_idx
 * serves both), when `q` looks like one of them; else undefined.
 */
export function codeMatch(q: string): SQL | undefined {
  if (CODE_LIKE.test(q)) return sql`lower(${products.code}) LIKE ${`${q.toLowerCase()}%`}`;
  if (CODE_TAIL.test(q)) return sql`lower(${products.code}) LIKE ${`__-${q.toLowerCase()}%`}`;
  return undefined;
}

/** The list's ORDER BY: code matches first (a code-shaped query), then the chosen sort. */
export const listOrder = (conditions: { first: SQL[] }, sort: AdminProductFilters["sort"]) => [...conditions.first, ...orderOf(sort)];

/** Runs `query` with the search settings the conditions need (typo tolerance: ADR of the search module). */
export function withAdminSearch<T>(conditions: { typoTolerant: boolean }, query: (executor: Executor) => Promise<T>): Promise<T> {
  return conditions.typoTolerant ? withSearchSettings(query) : query(db);
}

export async function listAdminProducts(filters: AdminProductFilters): Promise<AdminProductList> {
  const search = adminProductConditions(filters);
  const where = search.where;
  const run = async (executor: Executor): Promise<AdminProductList> => {
    const [{ total }] = await executor.select({ total: sql<number>`count(*)::int` }).from(products).where(where);
    const pageCount = Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE));
    const page = Math.min(filters.page, pageCount);
    // The page's 25 ids first, then their details: the first-image lateral join then runs 25 times,
    // not once per matching product before the sort (views/price orders have no index to stop early).
    const pageIds = executor
      .select({ id: products.id })
      .from(products)
      .leftJoin(productStats, eq(productStats.productId, products.id))
      .where(where)
      .orderBy(...listOrder(search, filters.sort))
      .limit(ADMIN_PAGE_SIZE)
      .offset((page - 1) * ADMIN_PAGE_SIZE)
      .as("page_ids");
    const image = firstProductImage(executor);
    const rows = await executor
      .select({
        id: products.id,
        title: products.title,
        code: products.code,
        urlAlias: products.urlAlias,
        categoryName: productCategories.name,
        priceDiscounted: products.priceDiscounted,
        priceOriginal: products.priceOriginal,
        priceBeforeReduction: products.priceBeforeReduction,
        priceCurrency: products.priceCurrency,
        isTrending: products.isTrending,
        isVerified: products.isVerified,
        isScam: listedAsScam,
        isHidden: products.isHidden,
        hasBrokenLink: hasFailingLink,
        views: sql<number>`coalesce(${productStats.views}, 0)`.mapWith(Number),
        clicks: sql<number>`coalesce(${productStats.clicks}, 0)`.mapWith(Number),
        imageUrl: image.url,
      })
      .from(pageIds)
      .innerJoin(products, eq(products.id, pageIds.id))
      .leftJoin(productCategories, eq(productCategories.id, products.categoryId))
      .leftJoin(productStats, eq(productStats.productId, products.id))
      .leftJoinLateral(image, sql`true`)
      .orderBy(...listOrder(search, filters.sort));
    return { rows, total, page, pageCount };
  };
  return withAdminSearch(search, run);
}

/**
 * The ids of every product the list's filters match, at most `limit` (the bulk bar's "all matching",
 * review session 30: hiding a category's 53 products took three page-by-page rounds).
 */
export async function matchingProductIds(filters: AdminProductFilters, limit: number): Promise<string[]> {
  const search = adminProductConditions(filters);
  const rows = await withAdminSearch(search, (executor) => executor.select({ id: products.id }).from(products).where(search.where).limit(limit));
  return rows.map((r) => r.id);
}

/** spec: admin §2 — only categories that have products, de-duplicated by name (names are unique). */
export async function listCategoriesWithProducts(executor: Executor = db): Promise<{ id: string; name: string }[]> {
  return executor
    .select({ id: productCategories.id, name: productCategories.name })
    .from(productCategories)
    .where(sql`EXISTS (SELECT 1 FROM ${products} WHERE ${products.categoryId} = ${productCategories.id})`)
    .orderBy(...byFoldedName(productCategories.name));
}
