// Issue #13 point 2 (ADR 061): wishlist price-drop alerts. Opt-in per wished product; one e-mail per
// drop (the alert remembers the price-history row it was sent for, claimed in one UPDATE so two
// saves cannot both send it); the user's notification settings are honoured; every e-mail carries
// an unsubscribe link signed for that user and product.
import { createHmac, timingSafeEqual } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { authSecret } from "~/config.server";
import { db, type Executor } from "~/db/client.server";
import { wishlistItems } from "~/db/schema";
import { queueMail } from "~/features/mail/mailer.server";
import { priceDropEmail } from "~/features/mail/templates";
import { absoluteUrl } from "~/features/seo/urls.server";
import { formatPrice } from "./format";
import { productPath } from "./links";

export const PRICE_ALERT_UNSUBSCRIBE_PATH = "/alert-cenowy/wypisz";

/** Turns the alert on or off for a product on the user's wishlist; false when it is not wished. */
export async function setPriceAlert(userId: string, productId: string, on: boolean, executor: Executor = db): Promise<boolean> {
  // Turning it on starts from the current price: an earlier drop is not announced.
  const latest = sql`(SELECT max(id) FROM product_price_history WHERE product_id = ${productId} AND platform IS NULL)`;
  const rows = await executor
    .update(wishlistItems)
    .set(on ? { priceAlert: true, priceAlertSentFor: latest } : { priceAlert: false })
    .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId)))
    .returning({ productId: wishlistItems.productId });
  return rows.length > 0;
}

function signature(userId: string, productId: string): string {
  return createHmac("sha256", authSecret()).update(`price-alert:${userId}:${productId}`).digest("hex");
}

export function unsubscribeUrl(userId: string, productId: string): string {
  const query = new URLSearchParams({ u: userId, p: productId, t: signature(userId, productId) });
  return absoluteUrl(`${PRICE_ALERT_UNSUBSCRIBE_PATH}?${query}`);
}

/** The link's own signature is the permission: no sign-in needed to stop the e-mails. */
export function verifyUnsubscribe(userId: string, productId: string, token: string): boolean {
  const expected = Buffer.from(signature(userId, productId));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

type AlertRow = { email: string; name: string | null; user_id: string; product_id: string; title: string; price: string; previous: string; currency: string; allowed: boolean };

/**
 * After a save or import has committed: for each product whose latest headline price is lower than
 * the one before, claims every opted-in alert not yet sent for that history row and mails those whose
 * notification settings allow it (e-mail notifications and product updates on). Returns the count sent.
 */
export async function sendPriceDropAlerts(productIds: string[], executor: Executor = db): Promise<number> {
  if (productIds.length === 0) return 0;
  const ids = sql.join(productIds.map((id) => sql`${id}::uuid`), sql`, `);
  const result = await executor.execute<AlertRow>(sql`
    WITH last_two AS (
      SELECT h.product_id, h.id, h.price, h.currency,
             lead(h.price) OVER (PARTITION BY h.product_id ORDER BY h.recorded_at DESC, h.id DESC) AS previous,
             row_number() OVER (PARTITION BY h.product_id ORDER BY h.recorded_at DESC, h.id DESC) AS n
      FROM product_price_history h
      WHERE h.product_id IN (${ids}) AND h.platform IS NULL
    ), drops AS (
      SELECT * FROM last_two WHERE n = 1 AND price < previous
    )
    UPDATE wishlist_items w SET price_alert_sent_for = d.id
    FROM drops d, "user" u, products p
    WHERE w.product_id = d.product_id AND w.price_alert AND (w.price_alert_sent_for IS NULL OR w.price_alert_sent_for < d.id)
      AND u.id = w.user_id AND p.id = w.product_id
    RETURNING u.email, u.name, w.user_id, w.product_id, p.title, d.price, d.previous, d.currency,
      COALESCE((SELECT (s.notification_preferences->>'email_notifications')::boolean AND (s.notification_preferences->>'product_updates')::boolean
                FROM user_settings s WHERE s.user_id = w.user_id), true) AS allowed`);
  let sent = 0;
  for (const row of result.rows) {
    if (!row.allowed) continue;
    queueMail(
      priceDropEmail(row.email, row.name, {
        title: row.title,
        price: formatPrice(Number(row.price), row.currency),
        previous: formatPrice(Number(row.previous), row.currency),
        productUrl: absoluteUrl(productPath(row.product_id)),
        unsubscribeUrl: unsubscribeUrl(row.user_id, row.product_id),
      }),
    );
    sent++;
  }
  return sent;
}
