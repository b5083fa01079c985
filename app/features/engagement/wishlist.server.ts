import { and, asc, desc, eq, sql } from "drizzle-orm";
import { firstProductImage } from "~/features/catalog/first-image.server";
import { db, type Executor } from "~/db/client.server";
import { products, wishlistItems } from "~/db/schema";
import { shownToPublic } from "~/features/catalog/visibility.server";
import { assertProductExists, refuseHidden } from "./product-lock.server";
import type { WantedState } from "./types";

// spec: public §4 Wishlist — toggles per user and product; the user always comes from the session.
// ADR 149: the heart sends the state the user wants; "toggle" is left for forms of pages cached before.

/** Puts the product on the list or takes it off (asking for the present state changes nothing); returns the state after. */
export async function setWishlist(userId: string, productId: string, wanted: WantedState, executor: Executor = db): Promise<boolean> {
  return executor.transaction(async (tx) => {
    await assertProductExists(tx, productId, { shownOnly: wanted === true });
    if (wanted !== true && (await removeFromWishlist(userId, productId, tx))) return false;
    if (wanted === false) return false;
    if (wanted !== true) await refuseHidden(tx, productId);
    await tx.insert(wishlistItems).values({ userId, productId }).onConflictDoNothing();
    return true;
  });
}

/** Adds or removes the product; returns the new state (true = now on the wishlist). */
export function toggleWishlist(userId: string, productId: string, executor: Executor = db): Promise<boolean> {
  return setWishlist(userId, productId, "toggle", executor);
}

/** Removes the product from this user's wishlist (idempotent: a repeated click changes nothing). */
export async function removeFromWishlist(userId: string, productId: string, executor: Executor = db): Promise<boolean> {
  const removed = await executor
    .delete(wishlistItems)
    .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId)))
    .returning({ productId: wishlistItems.productId });
  return removed.length > 0;
}

/** `priceAlert`: the item's price-drop e-mail is on (issue #13 pt 2, ADR 078). The prices (review,
 *  session 24): the price to pay and its Omnibus reference, as a product card shows them. */
export type WishlistEntry = {
  productId: string;
  title: string;
  imageUrl: string | null;
  imageAlt: string;
  priceAlert: boolean;
  priceOriginal: number | null;
  priceDiscounted: number | null;
  priceBeforeReduction: number | null;
  currency: string;
};

/** The account-area grid: newest first, each with its first image by position. */
export async function listWishlist(userId: string, executor: Executor = db): Promise<WishlistEntry[]> {
  const firstImage = firstProductImage(executor);
  const rows = await executor
    .select({
      productId: products.id,
      title: products.title,
      imageUrl: firstImage.url,
      imageAlt: firstImage.alt,
      priceAlert: wishlistItems.priceAlert,
      priceOriginal: products.priceOriginal,
      priceDiscounted: products.priceDiscounted,
      priceBeforeReduction: products.priceBeforeReduction,
      currency: products.priceCurrency,
    })
    .from(wishlistItems)
    .innerJoin(products, eq(products.id, wishlistItems.productId))
    .leftJoinLateral(firstImage, sql`true`)
    .where(and(eq(wishlistItems.userId, userId), shownToPublic)) // ADR 157: back when shown again
    .orderBy(desc(wishlistItems.createdAt), asc(products.title));
  return rows.map((r) => ({ ...r, imageAlt: r.imageAlt ?? "" }));
}
