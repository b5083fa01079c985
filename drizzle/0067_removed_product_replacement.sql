ALTER TABLE "removed_product_urls" ADD COLUMN "product_id" uuid;--> statement-breakpoint
ALTER TABLE "removed_product_urls" ADD COLUMN "title" text;--> statement-breakpoint
ALTER TABLE "removed_product_urls" ADD COLUMN "replacement_product_id" uuid;--> statement-breakpoint
ALTER TABLE "removed_product_urls" ADD CONSTRAINT "removed_product_urls_replacement_product_id_products_id_fk" FOREIGN KEY ("replacement_product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "removed_product_urls_product_idx" ON "removed_product_urls" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "removed_product_urls_replacement_idx" ON "removed_product_urls" USING btree ("replacement_product_id");--> statement-breakpoint
-- ADR 206: the rows of one deleted product carry its id and title (the panel groups and names them by
-- these); deleting a product again under a taken-back address starts that address afresh (no replacement).
CREATE OR REPLACE FUNCTION products_remember_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO removed_product_urls (kind, value, category_id, product_id, title)
  SELECT v.kind, v.value, OLD.category_id, OLD.id, OLD.title
  FROM (
    SELECT 'id' AS kind, OLD.id::text AS value
    UNION ALL SELECT 'code', lower(OLD.code) WHERE OLD.code IS NOT NULL
    UNION ALL SELECT 'alias', lower(OLD.url_alias) WHERE OLD.url_alias IS NOT NULL
    UNION ALL SELECT r.kind, r.old_value FROM product_url_redirects r WHERE r.product_id = OLD.id
  ) v
  ON CONFLICT (kind, value) DO UPDATE SET category_id = EXCLUDED.category_id, removed_at = now(),
    product_id = EXCLUDED.product_id, title = EXCLUDED.title, replacement_product_id = NULL;
  RETURN OLD;
END $$;
--> statement-breakpoint
-- Rows kept before this migration: an id row names its product; the other rows of the same deletion
-- share its removed_at (one now() per transaction), so they join it when that time has one id row only.
UPDATE removed_product_urls SET product_id = value::uuid WHERE kind = 'id';
--> statement-breakpoint
UPDATE removed_product_urls r SET product_id = one.product_id
FROM (SELECT removed_at, min(product_id::text)::uuid AS product_id FROM removed_product_urls WHERE kind = 'id' GROUP BY removed_at HAVING count(*) = 1) one
WHERE r.kind <> 'id' AND r.product_id IS NULL AND r.removed_at = one.removed_at;
