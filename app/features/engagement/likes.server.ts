import { dropTaggedPages } from "~/server/page-cache.server";
import { productPageTag } from "~/server/page-cache-tags.server";
import { and, eq, sql } from "drizzle-orm";
import { db, type Executor } from "~/db/client.server";
import { productLikes, productStats } from "~/db/schema";
import { lockProduct, refuseHidden } from "./product-lock.server";
import type { WantedState } from "./types";

// spec: public §4 Like — a server call that returns a boolean. product_stats.likes moves with the
// like row in the same transaction and never goes below zero.
// ADR 149: the button sends the state the user wants (a tab showing an old state must not flip the
// product the wrong way); "toggle" is left for forms of pages cached before that change.

async function removeLike(tx: Executor, userId: string, productId: string): Promise<boolean> {
  const removed = await tx
    .delete(productLikes)
    .where(and(eq(productLikes.userId, userId), eq(productLikes.productId, productId)))
    .returning({ productId: productLikes.productId });
  if (removed.length === 0) return false;
  await tx
    .update(productStats)
    .set({ likes: sql`GREATEST(${productStats.likes} - 1, 0)` })
    .where(eq(productStats.productId, productId));
  return true;
}

async function addLike(tx: Executor, userId: string, productId: string): Promise<boolean> {
  const added = await tx.insert(productLikes).values({ userId, productId }).onConflictDoNothing().returning({ productId: productLikes.productId });
  if (added.length === 0) return false;
  await tx
    .insert(productStats)
    .values({ productId, likes: 1 })
    .onConflictDoUpdate({ target: productStats.productId, set: { likes: sql`${productStats.likes} + 1` } });
  return true;
}

/**
 * Sets the user's like of the product; returns the state after (true = liked). Asking for the state
 * the product is already in changes nothing, the counter included. The product row's lock puts one
 * user's concurrent tabs one after another.
 */
export async function setLike(userId: string, productId: string, wanted: WantedState, executor: Executor = db): Promise<boolean> {
  const { liked, changed } = await executor.transaction(async (tx) => {
    await lockProduct(tx, productId, { shownOnly: wanted === true });
    if (wanted !== true && (await removeLike(tx, userId, productId))) return { liked: false, changed: true };
    if (wanted === false) return { liked: false, changed: false };
    if (wanted !== true) await refuseHidden(tx, productId);
    return { liked: true, changed: await addLike(tx, userId, productId) };
  });
  // The public like count changed. It shows on the product's own page only (cards and sorts do not use
  // it): that page's cached copies go, after the commit, and the rest of the cache stays (ADR 112). A
  // caller's own transaction drops them itself once it commits. Nothing changed: nothing to drop.
  if (changed && executor === db) await dropTaggedPages(productPageTag(productId));
  return liked;
}

/** Likes or unlikes the product for this user; returns the new state (true = liked). */
export function toggleLike(userId: string, productId: string, executor: Executor = db): Promise<boolean> {
  return setLike(userId, productId, "toggle", executor);
}

/** The public like counter of a product (0 when it has no stats row yet). */
export async function productLikeCount(productId: string, executor: Executor = db): Promise<number> {
  const [row] = await executor.select({ likes: productStats.likes }).from(productStats).where(eq(productStats.productId, productId));
  return row?.likes ?? 0;
}
