// Issue #13 point 2 (ADR 078): the unsubscribe link of a price-alert e-mail. The link's HMAC
// signature (the app secret, like the view-counter salt) is the permission: it works without
// signing in, and it can only turn alerts OFF, so it does not expire. A GET only shows the
// confirmation page (mail scanners prefetch links); the POST changes state.
import { createHmac, timingSafeEqual } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { authSecret } from "~/config.server";
import { db, type Executor } from "~/db/client.server";
import { products, wishlistItems } from "~/db/schema";
import { absoluteUrl } from "~/features/seo/urls.server";
import { turnOffAllPriceAlerts, turnOffPriceAlert } from "./price-alerts.server";
import { isUuid } from "~/utils/uuid";

export const PRICE_ALERT_UNSUBSCRIBE_PATH = "/alert-cenowy/wypisz";


export type UnsubscribeSubject = { userId: string; productId: string };

function sign(payload: string): string {
  // The purpose prefix keeps this signature from ever matching one made for something else.
  return createHmac("sha256", authSecret()).update(`price-alert-unsubscribe:v1:${payload}`).digest("base64url");
}

/** `<base64url(userId \n productId)>.<signature>` — opaque in the link, bound to one user and product. */
export function unsubscribeToken(userId: string, productId: string): string {
  const payload = Buffer.from(`${userId}\n${productId}`, "utf8").toString("base64url");
  return `${payload}.${sign(payload)}`;
}

export function unsubscribeUrl(userId: string, productId: string): string {
  return absoluteUrl(`${PRICE_ALERT_UNSUBSCRIBE_PATH}?${new URLSearchParams({ t: unsubscribeToken(userId, productId) })}`);
}

/** The user and product a genuine token names; null for anything forged, altered or malformed. */
export function readUnsubscribeToken(token: unknown): UnsubscribeSubject | null {
  if (typeof token !== "string" || token.length > 512) return null;
  const [payload, signature, ...rest] = token.split(".");
  if (!payload || !signature || rest.length > 0) return null;
  const expected = Buffer.from(sign(payload));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const [userId, productId, ...extra] = Buffer.from(payload, "base64url").toString("utf8").split("\n");
  if (!userId || !productId || extra.length > 0 || !isUuid(productId)) return null;
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
