// Issue #13 point 2 (ADR 078): the per-product price-drop alert of a wishlist item. Off by default
// (opt-in: an e-mail the user did not ask for is spam); the user turns it on per product on the
// wishlist page. Sending is in price-alerts-send.server.ts, the unsubscribe link in
// price-alerts-unsubscribe.server.ts.
import { and, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { db, type Executor } from "~/db/client.server";
import { wishlistItems } from "~/db/schema";
import { ProductIdSchema } from "~/features/engagement/schemas";
import { UserError } from "~/utils/action.server";
import { shownToPublic } from "./visibility.server";

export const PRICE_ALERT_MESSAGES = {
  on: "Powiadomimy Cię e-mailem, gdy cena tego produktu spadnie.",
  off: "Powiadomienie o obniżce ceny zostało wyłączone.",
  notOnWishlist: "Tego produktu nie ma na Twojej wishliście.",
  error: "Nie udało się zapisać powiadomienia o obniżce ceny. Spróbuj ponownie.",
} as const;

/**
 * Turns the alert on or off for a product on THIS user's wishlist (the user comes from the session;
 * another user's item is simply not found). Turning it on takes the current headline price as the
 * reference, so an earlier drop is not announced. Throws 404 when the product is not wished.
 */
export async function setPriceAlert(userId: string, productId: string, on: boolean, executor: Executor = db): Promise<void> {
  const latestHeadline = sql`(SELECT h.id FROM product_price_history h WHERE h.product_id = ${productId} AND h.platform IS NULL
    ORDER BY h.recorded_at DESC, h.id DESC LIMIT 1)`;
  const rows = await executor
    .update(wishlistItems)
    .set(on ? { priceAlert: true, priceAlertSentFor: latestHeadline } : { priceAlert: false })
    // ADR 157: a hidden product is off the wishlist page and mails nothing: no alert to switch on.
    .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId), on ? sql`${productId} IN (SELECT id FROM products WHERE ${shownToPublic})` : undefined))
    .returning({ productId: wishlistItems.productId });
  if (rows.length === 0) throw new UserError(PRICE_ALERT_MESSAGES.notOnWishlist, 404);
}

/** The unsubscribe link's write for one product; true when an alert was on. */
export async function turnOffPriceAlert(userId: string, productId: string, executor: Executor = db): Promise<boolean> {
  const rows = await executor
    .update(wishlistItems)
    .set({ priceAlert: false })
    .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId), eq(wishlistItems.priceAlert, true)))
    .returning({ productId: wishlistItems.productId });
  return rows.length > 0;
}

/** Every price alert of the user off; returns how many were on. */
export async function turnOffAllPriceAlerts(userId: string, executor: Executor = db): Promise<number> {
  const rows = await executor
    .update(wishlistItems)
    .set({ priceAlert: false })
    .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.priceAlert, true)))
    .returning({ productId: wishlistItems.productId });
  return rows.length;
}

/** The wishlist page's switch: one product, on or off (the value the switch will have after the click). */
export const PriceAlertSwitchSchema = z.object({
  intent: z.literal("price-alert"),
  productId: ProductIdSchema,
  value: z.enum(["true", "false"], { error: PRICE_ALERT_MESSAGES.error }).transform((v) => v === "true"),
});
