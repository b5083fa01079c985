// The products CSV's shop columns (review, session 28): each built-in shop's link and price, read for
// the export and the import's change check, and written by the import.
import { sql, type SQL } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { products } from "~/db/schema";
import { AFFILIATE_PLATFORMS } from "./product-form-schema";
import type { Shop, ShopOffers } from "./products-csv-rows";

type StoredOffer = { url: string; price: number | null; currency: string } | null;
export type StoredOffers = Record<Shop, StoredOffer>;

/**
 * One JSON object per product: { temu: { url, price } | absent, … } from the links' primary key
 * (product_id, platform): a correlated read per product, as the tags column.
 */
export const storedOffers: SQL<StoredOffers> =
  sql<StoredOffers>`(SELECT coalesce(json_object_agg(l.platform, json_build_object('url', l.url, 'price', l.price, 'currency', l.currency)), '{}'::json)
  FROM product_affiliate_links l WHERE l.product_id = ${products.id} AND l.platform IN ('temu', 'aliexpress', 'amazon'))`.mapWith(
    (value: unknown) => {
      const raw = (typeof value === "string" ? JSON.parse(value) : value) as Record<
        string,
        { url: string; price: number | string | null; currency: string }
      >;
      const offer = (o: (typeof raw)[string] | undefined) =>
        o ? { url: o.url, price: o.price == null ? null : Number(o.price), currency: o.currency } : null;
      return Object.fromEntries(AFFILIATE_PLATFORMS.map((shop) => [shop, offer(raw[shop])])) as StoredOffers;
    },
  );

/**
 * Whether the file's offers (only the shops it has columns for) match what is stored, and every stored
 * offer is in the product's currency (the form keeps them so; an import that changed only the
 * currency left them behind, review session 28).
 */
export function sameOffers(offers: ShopOffers, stored: StoredOffers, currency: string): boolean {
  if (Object.values(stored).some((before) => before && before.currency !== currency)) return false;
  return Object.entries(offers).every(([shop, offer]) => {
    const before = stored[shop as Shop];
    if (!offer || !before) return !offer && !before;
    return (
      (offer.url === undefined || offer.url === before.url) &&
      (offer.price === undefined || offer.price === before.price)
    );
  });
}

/**
 * The file's offers with a price-only shop given its stored link; the shop whose price has no link
 * to go with it, else.
 */
export function withStoredLinks(
  offers: ShopOffers,
  stored: StoredOffers | null,
): { ok: true; offers: ShopOffers } | { ok: false; shop: Shop } {
  const resolved: ShopOffers = {};
  for (const [shop, offer] of Object.entries(offers) as [Shop, ShopOffers[Shop]][]) {
    if (offer && offer.url === undefined) {
      const link = stored?.[shop]?.url;
      if (!link) return { ok: false, shop };
      resolved[shop] = { url: link, price: offer.price };
    } else resolved[shop] = offer;
  }
  return { ok: true, offers: resolved };
}

/**
 * Writes the offers of the changed products: a link is upserted (a price column left out keeps the
 * shop's price; the checked date moves only when the price or currency changes, as in the form), a
 * shop without a link loses its row. The price-history triggers record the price changes.
 */
export async function writeShopOffers(
  tx: Executor,
  changed: { id: string; currency: string; offers: ShopOffers }[],
): Promise<void> {
  const rows = changed.flatMap(({ id, currency, offers }) =>
    Object.entries(offers).map(([platform, offer]) => ({
      pid: id,
      platform,
      currency,
      url: offer?.url ?? null,
      price: offer?.price,
    })),
  );
  const removals = rows.filter((r) => r.url === null);
  const priced = rows.filter((r) => r.url !== null && r.price !== undefined);
  const kept = rows.filter((r) => r.url !== null && r.price === undefined);
  if (removals.length) {
    await tx.execute(sql`DELETE FROM product_affiliate_links l USING json_to_recordset(${JSON.stringify(removals)}::json) AS v(pid uuid, platform text)
      WHERE l.product_id = v.pid AND l.platform = v.platform`);
  }
  if (priced.length) {
    await tx.execute(sql`INSERT INTO product_affiliate_links AS l (product_id, platform, url, price, currency, checked_at)
      SELECT v.pid, v.platform, v.url, v.price, v.currency, CASE WHEN v.price IS NULL THEN NULL ELSE clock_timestamp() END
      FROM json_to_recordset(${JSON.stringify(priced)}::json) AS v(pid uuid, platform text, url text, price numeric, currency text)
      ON CONFLICT (product_id, platform) DO UPDATE SET url = EXCLUDED.url, price = EXCLUDED.price, currency = EXCLUDED.currency,
        checked_at = CASE WHEN l.price IS NOT DISTINCT FROM EXCLUDED.price AND l.currency = EXCLUDED.currency THEN l.checked_at ELSE EXCLUDED.checked_at END`);
  }
  // Every offer of an updated product in the product's currency, as a form save leaves them (a
  // price keeps its number; its checked date moves, the offer having changed).
  const currencies = changed.map(({ id, currency }) => ({ pid: id, currency }));
  if (currencies.length) {
    await tx.execute(sql`UPDATE product_affiliate_links l SET currency = v.currency, checked_at = CASE WHEN l.price IS NULL THEN l.checked_at ELSE clock_timestamp() END
      FROM json_to_recordset(${JSON.stringify(currencies)}::json) AS v(pid uuid, currency text) WHERE l.product_id = v.pid AND l.currency <> v.currency`);
  }
  if (kept.length) {
    // No price column: a new link has no price yet; an existing one keeps its price.
    await tx.execute(sql`INSERT INTO product_affiliate_links AS l (product_id, platform, url, currency)
      SELECT v.pid, v.platform, v.url, v.currency FROM json_to_recordset(${JSON.stringify(kept)}::json) AS v(pid uuid, platform text, url text, currency text)
      ON CONFLICT (product_id, platform) DO UPDATE SET url = EXCLUDED.url, currency = EXCLUDED.currency,
        checked_at = CASE WHEN l.currency = EXCLUDED.currency OR l.price IS NULL THEN l.checked_at ELSE clock_timestamp() END`);
  }
}
