// Issue #13 point 2 (ADR 078): the unsubscribe link of a price-alert e-mail. The link's HMAC
// signature (the app secret, like the view-counter salt) is the permission: it works without
// signing in, and it can only turn alerts OFF, so it does not expire. A GET only shows the
// confirmation page (mail scanners prefetch links); the POST changes state.
import { and, eq } from "drizzle-orm";
import { db, type Executor } from "~/db/client.server";
import { products, wishlistItems } from "~/db/schema";
import { absoluteUrl } from "~/features/seo/urls.server";
import { turnOffAllPriceAlerts, turnOffPriceAlert } from "./price-alerts.server";
import { isUuid } from "~/utils/uuid";
import { readSignedToken, signedToken } from "~/utils/signed-token.server";

export const PRICE_ALERT_UNSUBSCRIBE_PATH = "/alert-cenowy/wypisz";


export type UnsubscribeSubject = { userId: string; productId: string };

// The purpose keeps this token from ever opening a link made for something else.
const PURPOSE = "price-alert-unsubscribe";

/** Opaque in the link, bound to one user and product. */
export function unsubscribeToken(userId: string, productId: string): string {
  return signedToken(PURPOSE, [userId, productId]);
}

export function unsubscribeUrl(userId: string, productId: string): string {
  return absoluteUrl(`${PRICE_ALERT_UNSUBSCRIBE_PATH}?${new URLSearchParams({ t: unsubscribeToken(userId, productId) })}`);
}

/** The user and product a genuine token names; null for anything forged, altered or malformed. */
export function readUnsubscribeToken(token: unknown): UnsubscribeSubject | null {
  const [userId, productId] = readSignedToken(PURPOSE, token, 2) ?? [];
  if (!userId || !productId || !isUuid(productId)) return null;
  return { userId, productId };
}

export type UnsubscribeScope = "product" | "all";

/**
 * Turns off the named product's alert, or every price alert of that user. Returns how many alerts
 * were on (0 when already off, or the product left the wishlist: the answer is still a success,
 * the user wanted no more e-mails and gets none).
 */
export async function unsubscribe(subject: UnsubscribeSubject, scope: UnsubscribeScope, executor: Executor = db): Promise<number> {
  if (scope === "all") return turnOffAllPriceAlerts(subject.userId, executor);
  return (await turnOffPriceAlert(subject.userId, subject.productId, executor)) ? 1 : 0;
}

/** What the confirmation page names: the product's title (null when it is gone) and whether its alert is on. */
export async function unsubscribeDetails(subject: UnsubscribeSubject, executor: Executor = db): Promise<{ title: string | null; alertOn: boolean }> {
  const [product] = await executor.select({ title: products.title }).from(products).where(eq(products.id, subject.productId));
  const [item] = await executor
    .select({ on: wishlistItems.priceAlert })
    .from(wishlistItems)
    .where(and(eq(wishlistItems.userId, subject.userId), eq(wishlistItems.productId, subject.productId)));
  return { title: product?.title ?? null, alertOn: item?.on ?? false };
}
