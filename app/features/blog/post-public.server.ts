import { and, desc, eq, inArray, ne, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { blogPosts, products } from "~/db/schema";
import { loadProductCards } from "~/features/catalog/cards.server";
import { isUuid } from "~/utils/uuid";
import { toCardProduct } from "~/features/catalog/card-data";
import { relatedToShownProducts } from "~/features/catalog/related-products.server";
import { shownToPublic } from "~/features/catalog/visibility.server";
import { scamProductIds } from "~/features/catalog/scam.server";
import type { ProductCardData } from "~/features/catalog/types";
import { publicPost } from "./posts.server";
import { isReviewLink, type PublicPostExtras } from "./public-post";
import type { BlogPostDetail, BlogTeaserPost, CollectionItem } from "./types";

export type { PublicPostExtras };

export const RELATED_POSTS_LIMIT = 3;
export const RELATED_PRODUCTS_LIMIT = 4;

/**
 * Issue #15 point 1: a scam-alert post, or a post about a product flagged as a scam, shows no buy link
 * ('Gdzie kupić') and no /go/ link; a collection keeps its flagged items but without their shop link.
 */
export async function withoutScamShopLinks(post: BlogPostDetail): Promise<BlogPostDetail & { isScam: boolean }> {
  const flagged = await scamProductIds([post.productId, ...post.products.map((item) => item.id)]);
  const isScam = post.type === "scam-alert" || (!!post.productId && flagged.has(post.productId.toLowerCase()));
  const items = post.products.map((item) => (item.id && flagged.has(item.id.toLowerCase()) ? { ...item, shopLink: undefined } : item));
  return { ...post, isScam, productLinks: isScam ? {} : post.productLinks, products: items, countedLinks: isScam ? {} : post.countedLinks };
}

/** The post as the public page shows it: scam rules applied, item prices, related posts and products. */
export async function preparePublicPost(found: BlogPostDetail): Promise<BlogPostDetail & PublicPostExtras> {
  const unflagged = await withoutScamShopLinks(found);
  const post = { ...unflagged, products: await withReviewLinks(unflagged.products) };
  // Only catalogue items have a product id: a typed item's id is "item-{n}" (post-input.ts), and a
  // uuid column refuses it (review, session 24: a published collection answered 500).
  const itemIds = post.products.map((item) => item.id?.toLowerCase()).filter((id): id is string => !!id && isUuid(id));
  const productIds = [...new Set([post.productId?.toLowerCase(), ...itemIds].filter((id): id is string => !!id))];
  // The related products need the shown products' categories, so they follow the prices query;
  // the related posts do not wait for either.
  const relatedPostsRead = relatedPostsOf(post);
  const priced = productIds.length
    ? await db
        .select({ id: products.id, title: products.title, categoryId: products.categoryId, priceOriginal: products.priceOriginal, priceDiscounted: products.priceDiscounted, currency: products.priceCurrency })
        .from(products)
        .where(and(inArray(products.id, productIds), shownToPublic)) // ADR 157: a hidden one reads as deleted
    : [];
  // Products listed in the post but deleted since are shown too (as written): never related.
  const shown = [...priced, ...productIds.filter((id) => !priced.some((p) => p.id === id)).map((id) => ({ id, categoryId: null }))];
  const relatedIds = await relatedToShownProducts(shown, RELATED_PRODUCTS_LIMIT);
  const own = post.productId ? priced.find((p) => p.id === post.productId) : undefined;
  // The reviewed product's card (for its image) comes in the same query as the related cards.
  const [cards, relatedPosts] = await Promise.all([loadProductCards(own ? [own.id, ...relatedIds] : relatedIds), relatedPostsRead]);
  const ownCard = own ? cards.find((c) => c.id === own.id) : undefined;
  // ADR 095: a card's own fields only (the HTML carries the loader data too). ADR 112: so a cached
  // post holds no like count, which only the product's own page shows and drops.
  const relatedProducts = relatedIds
    .map((id) => cards.find((c) => c.id === id))
    .filter((c): c is ProductCardData => !!c)
    .map(toCardProduct);
  const itemPrices = Object.fromEntries(
    priced.map((p) => [p.id, { priceOriginal: toNumber(p.priceOriginal), priceDiscounted: toNumber(p.priceDiscounted), currency: p.currency }]),
  );
  return {
    ...post,
    itemPrices,
    reviewedProduct: own ? { id: own.id, title: own.title, image: ownCard?.imageUrl ?? null } : null,
    related: { posts: relatedPosts, products: relatedProducts },
  };
}

/**
 * Issue #15 point 7: a collection item's 'Przeczytaj recenzję' opens its review post when one is
 * published (the newest review of that product); without one, a catalogue item links to its product
 * page and the link says so ('Zobacz produkt', see isReviewLink). Other stored links stay as written.
 */
export async function withReviewLinks(items: CollectionItem[]): Promise<CollectionItem[]> {
  const ids = [...new Set(items.map((item) => item.id?.toLowerCase()).filter((id): id is string => !!id && isUuid(id)))];
  if (!ids.length) return items;
  const [reviews, known] = await Promise.all([
    db
      .select({ productId: blogPosts.productId, slug: blogPosts.slug })
      .from(blogPosts)
      .where(and(publicPost(), eq(blogPosts.type, "review"), inArray(blogPosts.productId, ids)))
      .orderBy(sql`${blogPosts.publishedAt} DESC NULLS LAST`, desc(blogPosts.createdAt)),
    db.select({ id: products.id }).from(products).where(and(inArray(products.id, ids), shownToPublic)),
  ]);
  const reviewOf = new Map<string, string>();
  for (const r of reviews) if (r.productId && !reviewOf.has(r.productId)) reviewOf.set(r.productId, `/blog/${r.slug}`);
  const exists = new Set(known.map((p) => p.id));
  return items.map((item) => {
    const id = item.id?.toLowerCase();
    if (!id) return item;
    const review = reviewOf.get(id);
    if (review) return { ...item, reviewLink: review };
    if (exists.has(id) && !(item.reviewLink && isReviewLink(item.reviewLink))) return { ...item, reviewLink: `/produkt/${id}` };
    // A catalogue item whose product is deleted or hidden (ADR 157): no link to its page, which answers 404.
    if (!exists.has(id) && isUuid(id) && item.reviewLink && !isReviewLink(item.reviewLink)) return { ...item, reviewLink: undefined };
    return item;
  });
}

function toNumber(v: number | string | null): number | null {
  return v === null ? null : Number(v);
}

/** Issue #15 point 5: every post ends with related posts — same category first, then the newest. */
async function relatedPostsOf(post: BlogPostDetail): Promise<BlogTeaserPost[]> {
  // Without a category there is nothing to rank first (a constant in ORDER BY is a PostgreSQL error).
  const sameCategory = post.category ? [desc(sql`(${blogPosts.category} = ${post.category})`)] : [];
  const rows = await db
    .select({
      id: blogPosts.id, title: blogPosts.title, slug: blogPosts.slug, excerpt: blogPosts.excerpt, featuredImage: blogPosts.featuredImage,
      type: blogPosts.type, labels: blogPosts.labels, publishedAt: blogPosts.publishedAt, category: blogPosts.category,
    })
    .from(blogPosts)
    .where(and(publicPost(), ne(blogPosts.id, post.id)))
    .orderBy(...sameCategory, sql`${blogPosts.publishedAt} DESC NULLS LAST`)
    .limit(RELATED_POSTS_LIMIT);
  return rows.map((r) => ({ ...r, publishedAt: r.publishedAt?.toISOString() ?? null }));
}
