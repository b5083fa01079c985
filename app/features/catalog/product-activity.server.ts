// ADR 160: what a product save changed, for the change log. One read of every field the form edits,
// before and after the save (inside its transaction); an update entry names the fields that differ.
import { sql } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { recordActivity, type ActivityRecord } from "~/features/activity/activity-log.server";
import { PRODUCT_FIELDS, VALUED_PRODUCT_FIELDS, type ProductField, type ValuedProductField, type ValueChange } from "~/features/activity/activity-types";

type Snapshot = Record<ProductField, string>;

export async function productSnapshot(tx: Executor, id: string): Promise<Snapshot | null> {
  const result = await tx.execute<Snapshot>(sql`
    SELECT p.title, p.description, coalesce((SELECT c.name FROM product_categories c WHERE c.id = p.category_id), '') AS category,
      coalesce(p.product_type, '') AS type,
      coalesce(p.price_original::text, '') || '|' || coalesce(p.price_discounted::text, '') AS price, p.price_currency AS currency,
      p.is_verified::text AS verified, p.is_trending::text AS trending, p.is_scam::text AS scam,
      p.is_hidden::text AS hidden, coalesce(p.code, '') AS code, coalesce(p.url_alias, '') AS alias,
      (SELECT coalesce(string_agg(t.tag, '|' ORDER BY t.position), '') FROM product_tags t WHERE t.product_id = p.id) AS tags,
      (SELECT coalesce(string_agg(i.url || ' ' || i.alt, '|' ORDER BY i.position), '') FROM product_images i WHERE i.product_id = p.id) AS images,
      (SELECT coalesce(string_agg(a.platform || ' ' || a.url || ' ' || coalesce(a.price::text, ''), '|' ORDER BY a.platform), '')
         FROM product_affiliate_links a WHERE a.product_id = p.id) AS shops,
      (SELECT coalesce(string_agg(s.platform || ' ' || s.url, '|' ORDER BY s.platform), '') FROM product_social_links s WHERE s.product_id = p.id) AS social,
      coalesce(p.seo_title, '') AS "seoTitle", coalesce(p.seo_description, '') AS "seoDescription"
    FROM products p WHERE p.id = ${id}`);
  return result.rows[0] ?? null;
}

function valuesOf(fields: ProductField[], before: Snapshot, after: Snapshot): Partial<Record<ValuedProductField, ValueChange>> {
  const valued = VALUED_PRODUCT_FIELDS.filter((field) => fields.includes(field));
  return Object.fromEntries(valued.map((field) => [field, { before: before[field], after: after[field] }]));
}

function changedFields(before: Snapshot, after: Snapshot): ProductField[] {
  return PRODUCT_FIELDS.filter((field) => before[field] !== after[field]);
}

/**
 * The entry of one save: 'created' for a new product; for an edit, 'hidden'/'shown' when only that
 * changed, else 'updated' with the changed fields; nothing when the save changed nothing.
 */
export async function recordProductSave(tx: Executor, actorId: string | null | undefined, productId: string, before: Snapshot | null): Promise<void> {
  if (!actorId) return;
  const after = await productSnapshot(tx, productId);
  if (!after) return;
  const base = { subject: "product", subjectId: productId, label: after.title } as const;
  if (!before) return recordActivity(tx, actorId, { ...base, action: "created" });
  const fields = changedFields(before, after);
  if (fields.length === 0) return;
  const entry: ActivityRecord =
    fields.length === 1 && fields[0] === "hidden" ? { ...base, action: after.hidden === "true" ? "hidden" : "shown" } : { ...base, action: "updated", details: { fields, values: valuesOf(fields, before, after) } };
  await recordActivity(tx, actorId, entry);
}
