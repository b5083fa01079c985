import { sql } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { shownToPublic } from "~/features/catalog/visibility.server";
import { UserError } from "~/utils/action.server";
import { MESSAGES, ProductIdSchema } from "./schemas";

// ADR 157: a new like, review or wishlist entry needs a shown product (a hidden one answers 404, as
// its page does); changing or removing a review already written does not.
type Which = { shownOnly?: boolean };
const onlyShown = ({ shownOnly }: Which) => (shownOnly ? sql` AND ${shownToPublic}` : sql``);

/**
 * Inside a transaction: checks that the product exists and locks its row, so that concurrent
 * likes and reviews of one product are applied one after another and the counters stay exact.
 * FOR NO KEY UPDATE does not block the FOR KEY SHARE taken by foreign keys of new rows.
 */
export async function lockProduct(tx: Executor, productId: string, which: Which = {}): Promise<void> {
  if (!ProductIdSchema.safeParse(productId).success) throw new UserError(MESSAGES.badProduct, 400);
  const result = await tx.execute(sql`SELECT id FROM products WHERE id = ${productId}${onlyShown(which)} FOR NO KEY UPDATE`);
  if (result.rows.length === 0) throw new UserError(MESSAGES.productNotFound, 404);
}

/** A toggle (ADR 149's old forms) that turned out to add: the product must be shown (ADR 157). */
export async function refuseHidden(tx: Executor, productId: string): Promise<void> {
  const result = await tx.execute(sql`SELECT 1 FROM products WHERE id = ${productId} AND ${shownToPublic}`);
  if (result.rows.length === 0) throw new UserError(MESSAGES.productNotFound, 404);
}

/** Existence check without a lock (wishlist rows touch no counter). */
export async function assertProductExists(executor: Executor, productId: string, which: Which = {}): Promise<void> {
  if (!ProductIdSchema.safeParse(productId).success) throw new UserError(MESSAGES.badProduct, 400);
  const result = await executor.execute(sql`SELECT 1 FROM products WHERE id = ${productId}${onlyShown(which)}`);
  if (result.rows.length === 0) throw new UserError(MESSAGES.productNotFound, 404);
}
