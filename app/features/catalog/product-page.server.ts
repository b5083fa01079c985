import { and, eq } from "drizzle-orm";
import { data, redirect } from "react-router";
import { db } from "~/db/client.server";
import { products } from "~/db/schema";
import { FORMER_ADDRESS_CACHE, findProductRedirect, findRemovedProduct } from "./product-redirects.server";
import { shownToPublic } from "./visibility.server";
import { loadProductPrices } from "./prices.server";
import { isUuid } from "~/utils/uuid";
import { findProductIdByAliasOrCode, getProductDetail } from "./product.server";
import { listProductReviews, type ProductReviewSort } from "./reviews.server";
import { safeAlternatives } from "./scam.server";
import { toCardProduct } from "./card-data";
import { productPath } from "./links";
import { isCodeOrAliasShaped } from "./product-code";

export const PRODUCT_NOT_FOUND = "Przepraszamy, nie możemy znaleźć tego produktu."; // spec: public §8

/**
 * spec: public §2 — /product/{id} is a legacy form; DESIGN §5: a 301 to the canonical /produkt/{id}
 * once the product is known, else this page's 404 at once. One primary-key read: the page itself is
 * not built for a redirect.
 */
export async function legacyProductRedirect(id: string, search: string, { withHidden = false } = {}): Promise<never> {
  const shown = withHidden ? undefined : shownToPublic; // ADR 157: an editor's preview
  const [row] = isUuid(id) ? await db.select({ id: products.id }).from(products).where(and(eq(products.id, id.toLowerCase()), shown)).limit(1) : [];
  if (!row) throw data(PRODUCT_NOT_FOUND, { status: 404 });
  throw redirect(`${productPath(row.id)}${search}`, 301);
}

/**
 * The product page's data for any of its URL forms (spec: public §2): /produkt/{id},
 * /produkty/{urlAlias} and the /{codeOrAlias} catch-all. Unknown → a real 404 (DESIGN §5).
 */
export async function loadProductPage(
  params: { id?: string; urlAlias?: string; codeOrAlias?: string },
  {
    reviewSort,
    notFound = PRODUCT_NOT_FOUND,
    withHidden = false,
  }: { reviewSort?: ProductReviewSort; notFound?: string; /** ADR 157: an editor's preview */ withHidden?: boolean } = {},
) {
  // /produkt/{code or alias}: not one of the page's addresses, but a reader who typed a code there
  // meant the product; sent on to its own address (review, session 44: a 404), kept an hour like a
  // former address (a code can move to another product).
  if (params.id && !isUuid(params.id) && isCodeOrAliasShaped(params.id)) {
    const found = await findProductIdByAliasOrCode(params.id, db, { withHidden });
    if (found) throw redirect(productPath(found), { status: 301, headers: { "Cache-Control": FORMER_ADDRESS_CACHE } });
  }
  // ADR 092: an id in the URL needs no lookup round trip of its own: an unknown one makes
  // getProductDetail() return null (the same 404); a malformed one is refused before any query.
  const id = params.id
    ? isUuid(params.id) ? params.id.toLowerCase() : null
    : await findProductIdByAliasOrCode(params.urlAlias ?? params.codeOrAlias ?? "", db, { withHidden });
  if (!id && !params.id) {
    // ADR 040: a former code or alias → 301 to the product's current URL.
    const moved = await findProductRedirect(params, db, { withHidden });
    if (moved) throw redirect(moved, { status: 301, headers: { "Cache-Control": FORMER_ADDRESS_CACHE } });
  }
  const [row, reviews] = id ? await Promise.all([getProductDetail(id, db, { withHidden }), listProductReviews(id, { sort: reviewSort })]) : [null, null];
  if (!row || !reviews) {
    // ADR 174: a deleted product's old address says so (410, with its category) instead of a bare 404.
    const removed = await findRemovedProduct(params);
    // ADR 206: sent on by an editor to a shown replacement: a 301, kept an hour (the replacement may change).
    if (removed?.replacement) throw redirect(removed.replacement, { status: 301, headers: { "Cache-Control": FORMER_ADDRESS_CACHE } });
    if (removed) throw data({ removed: true, category: removed.category }, { status: 410 });
    throw data(notFound, { status: 404 });
  }
  const { categoryId, ...product } = row;
  // Issue #15 point 1: a flagged product sells nothing; it points to safe products of its category.
  // Issue #13: offers, price history, Omnibus line, review post and related products.
  const [alternatives, prices] = await Promise.all([
    product.isScam ? safeAlternatives(product.id) : Promise.resolve([]),
    loadProductPrices(product.id, { sellable: !product.isScam, categoryId }),
  ]);
  if (product.isScam) product.affiliateLinks = [];
  // ADR 095/097: the HTML carries loader data beside the markup, so cards send only what a card shows.
  return {
    product,
    reviews: reviews.reviews,
    reviewTotal: reviews.total,
    reviewHistogram: reviews.histogram,
    alternatives: alternatives.map(toCardProduct),
    prices: { ...prices, related: prices.related.map(toCardProduct) },
  };
}
