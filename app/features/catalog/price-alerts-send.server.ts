// Issue #13 point 2 (ADR 078): price-drop e-mails, run after a panel save or a CSV import has
// committed. A drop = the headline price (discounted, else original; platform NULL in the history)
// is lower than the reference price: the price when the alert was turned on or last fired. The item
// remembers that history row in `price_alert_sent_for`; one UPDATE claims the new row, so the same
// drop never mails twice (also with two saves at once), a rise mails nothing, and a later drop
// below the reference mails again.
import { sql } from "drizzle-orm";
import { db, type Executor } from "~/db/client.server";
import { queueMail } from "~/features/mail/mailer.server";
import { mayReceiveMemberMail } from "~/features/mail/member-mail-rule.server";
import { mailLocale } from "~/features/mail/recipient.server";
import { priceDropEmail } from "~/features/mail/templates";
import { absoluteUrl } from "~/features/seo/urls.server";
import { logger } from "~/utils/logger.server";
import { formatPrice } from "./format";
import { productPath } from "./links";
import { unsubscribeUrl } from "./price-alerts-unsubscribe.server";
import { shownToPublic } from "./visibility.server";

type ClaimedAlert = {
  user_id: string;
  product_id: string;
  email: string;
  name: string | null;
  /** user_settings.language: the e-mail is written in it (ADR 091). */
  language: string | null;
  title: string;
  price: string;
  reference_price: string | null;
  currency: string;
  dropped: boolean;
  may_mail: boolean;
};

/**
 * Claims every opted-in alert of these products whose latest headline price differs from its
 * reference row and is a drop (or a currency change, which only moves the reference), then mails
 * the drops whose owner may receive them. Returns the number of e-mails queued.
 */
export async function sendPriceDropAlerts(productIds: string[], executor: Executor = db): Promise<number> {
  if (productIds.length === 0) return 0;
  // One text parameter, not one per id: a CSV import may update thousands of products.
  const ids = sql`string_to_array(${productIds.join(",")}, ',')::uuid[]`;
  const result = await executor.execute<ClaimedAlert>(sql`
    WITH latest AS (
      SELECT DISTINCT ON (h.product_id) h.product_id, h.id, h.price, h.currency
      FROM product_price_history h
      WHERE h.product_id = ANY(${ids}) AND h.platform IS NULL
      ORDER BY h.product_id, h.recorded_at DESC, h.id DESC
    ), due AS (
      SELECT w.user_id, w.product_id, w.price_alert_sent_for AS reference_id, l.id AS latest_id, l.price, l.currency,
             ref.price AS reference_price,
             COALESCE(ref.currency = l.currency AND l.price < ref.price, false) AS dropped,
             -- Who may be mailed (member-mail-rule.server.ts; ADR 015: product news reads product_updates
             -- under the master switch), about a product still shown and not marked a scam.
             (${mayReceiveMemberMail("product_updates")} AND NOT products.is_scam AND ${shownToPublic}) AS may_mail,
             u.email, u.name, s.language, products.title
      FROM wishlist_items w
      JOIN latest l ON l.product_id = w.product_id
      JOIN products ON products.id = w.product_id
      JOIN "user" u ON u.id = w.user_id
      LEFT JOIN profiles pr ON pr.id = w.user_id
      LEFT JOIN user_settings s ON s.user_id = w.user_id
      LEFT JOIN product_price_history ref ON ref.id = w.price_alert_sent_for
      WHERE w.price_alert AND w.price_alert_sent_for IS DISTINCT FROM l.id
        AND (ref.id IS NULL OR ref.currency <> l.currency OR l.price < ref.price)
    )
    UPDATE wishlist_items w SET price_alert_sent_for = d.latest_id
    FROM due d
    WHERE w.user_id = d.user_id AND w.product_id = d.product_id AND w.price_alert
      -- Re-checked on the row as committed by a concurrent save: whoever claims first sends.
      AND w.price_alert_sent_for IS NOT DISTINCT FROM d.reference_id
    RETURNING d.user_id, d.product_id, d.email, d.name, d.language, d.title, d.price, d.reference_price, d.currency, d.dropped, d.may_mail`);
  let queued = 0;
  for (const row of result.rows) {
    if (!row.dropped || !row.may_mail || row.reference_price === null) continue;
    const locale = await mailLocale(row.language);
    queueMail(
      priceDropEmail({ to: row.email, name: row.name, locale }, {
        title: row.title,
        price: formatPrice(Number(row.price), row.currency, locale),
        previous: formatPrice(Number(row.reference_price), row.currency, locale),
        productUrl: absoluteUrl(productPath(row.product_id)),
        unsubscribeUrl: unsubscribeUrl(row.user_id, row.product_id),
      }),
    );
    queued++;
  }
  return queued;
}

/**
 * The hook after a save or import: never throws (the save has committed and must be answered as
 * saved); a failure is logged and those drops are simply not announced.
 */
export async function notifyPriceDrops(productIds: string[], executor: Executor = db): Promise<void> {
  try {
    await sendPriceDropAlerts(productIds, executor);
  } catch (error) {
    logger.error({ err: error, products: productIds.length }, "price-drop alerts failed");
  }
}
