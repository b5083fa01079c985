import { and, asc, desc, eq, sql } from "drizzle-orm";
import { db, type Executor } from "~/db/client.server";
import { preparedQuery } from "~/db/prepared.server";
import { productStats, productTags, products } from "~/db/schema";
import { firstImageAltOfProduct, firstImageUrlOfProduct } from "./first-image.server";
import { flaggedAsScam } from "./scam-flag.server";
import { shownToPublic } from "./visibility.server";
import type { ProductCardData } from "./types";
import { isUuid } from "~/utils/uuid";

// Issue #14 (ADR 097): the first image and the tags come back inside each card's row (a scalar
// subquery and a json_agg on the same indexes, same order as before), so a set of cards is one
// round trip, not three.
const firstImageUrl = firstImageUrlOfProduct();
const firstImageAlt = firstImageAltOfProduct();
const tagsJson = sql<string[] | string>`coalesce((SELECT json_agg(${productTags.tag} ORDER BY ${productTags.position}, ${productTags.tag})
  FROM ${productTags} WHERE ${productTags.productId} = ${products.id}), '[]'::json)`;

// ADR 103: built once per database handle; the ids are one array parameter (any number of cards).
// ADR 157: the public cards are of shown products only; the panel's (overview) of any.
const cardRowsQuery = (name: string, shownOnly: boolean) => preparedQuery(name, (executor) =>
  executor
    .select({
      id: products.id,
      title: products.title,
      code: products.code,
      urlAlias: products.urlAlias,
      priceOriginal: products.priceOriginal,
      priceDiscounted: products.priceDiscounted,
      priceBeforeReduction: products.priceBeforeReduction,
      currency: products.priceCurrency,
      isVerified: products.isVerified,
      isTrending: products.isTrending,
      isScam: flaggedAsScam,
      createdAt: products.createdAt,
      views: productStats.views,
      likes: productStats.likes,
      ratingAverage: productStats.ratingAverage,
      ratingCount: productStats.ratingCount,
      imageUrl: firstImageUrl,
      imageAlt: firstImageAlt,
      tags: tagsJson,
      isHidden: products.isHidden,
    })
    .from(products)
    .leftJoin(productStats, eq(productStats.productId, products.id))
    .where(and(sql`${products.id} = ANY(${sql.placeholder("ids")}::uuid[])`, shownOnly ? shownToPublic : undefined)),
);
const shownCardRows = cardRowsQuery("product_cards", true);
const anyCardRows = cardRowsQuery("product_cards_any", false);

/**
 * Card data for the given product ids, in the given order (search and listing rank in SQL and hand
 * the ids here). Unknown ids are skipped. One query whatever the number of ids.
 * spec: public §2 Product card — first image by position, tags by position, stats.
 */
export async function loadProductCards(
  ids: string[],
  executor: Executor = db,
  { withHidden = false }: { withHidden?: boolean } = {},
): Promise<ProductCardData[]> {
  const wanted = [...new Set(ids.filter(isUuid).map((id) => id.toLowerCase()))];
  if (wanted.length === 0) return [];

  const rows = await (withHidden ? anyCardRows : shownCardRows)(executor).execute({ ids: wanted });
  const rowBy = new Map(rows.map((r) => [r.id, r]));

  return wanted.flatMap((id) => {
    const r = rowBy.get(id);
    if (!r) return [];
    return [
      {
        id: r.id,
        title: r.title,
        code: r.code,
        urlAlias: r.urlAlias,
        imageUrl: r.imageUrl ?? null,
        imageAlt: r.imageAlt ?? "",
        tags: (typeof r.tags === "string" ? JSON.parse(r.tags) : r.tags) as string[],
        priceOriginal: toNumberOrNull(r.priceOriginal),
        priceDiscounted: toNumberOrNull(r.priceDiscounted),
        // A scam's page sells nothing (issue #15 pt 1): no reduction is announced for it either.
        priceBeforeReduction: r.isScam ? null : toNumberOrNull(r.priceBeforeReduction),
        currency: r.currency,
        views: Number(r.views ?? 0),
        likes: Number(r.likes ?? 0),
        ratingAverage: Number(r.ratingAverage ?? 0),
        ratingCount: Number(r.ratingCount ?? 0),
        isVerified: r.isVerified,
        isTrending: r.isTrending,
        isScam: Boolean(r.isScam),
        createdAt: r.createdAt.toISOString(),
        ...(withHidden && r.isHidden ? { isHidden: true } : {}),
      } satisfies ProductCardData,
    ];
  });
}

function toNumberOrNull(value: number | string | null): number | null {
  return value === null ? null : Number(value);
}

export const HOME_TRENDING_LIMIT = 8; // spec: public §9
export const HOME_NEWEST_LIMIT = 4;

export type HomeSections = { trending: ProductCardData[]; newest: ProductCardData[]; productCount: number };

/** Home page sections (spec: public §2 Home page): top trending 8 by views, newest 4, and the total. */
export async function listHomeSections(executor: Executor = db): Promise<HomeSections> {
  const [trendingIds, newestIds, [{ n }]] = await Promise.all([
    executor
      .select({ id: products.id })
      .from(products)
      .leftJoin(productStats, eq(productStats.productId, products.id))
      .where(and(eq(products.isTrending, true), shownToPublic))
      .orderBy(sql`coalesce(${productStats.views}, 0) desc`, desc(products.createdAt), asc(products.id))
      .limit(HOME_TRENDING_LIMIT),
    executor
      .select({ id: products.id })
      .from(products)
      .where(shownToPublic)
      .orderBy(desc(products.createdAt), asc(products.id))
      .limit(HOME_NEWEST_LIMIT),
    executor.select({ n: sql<number>`count(*)::int` }).from(products).where(shownToPublic),
  ]);
  const [trending, newest] = await Promise.all([
    loadProductCards(trendingIds.map((r) => r.id), executor),
    loadProductCards(newestIds.map((r) => r.id), executor),
  ]);
  return { trending, newest, productCount: Number(n) };
}
