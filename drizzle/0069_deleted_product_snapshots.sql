CREATE TABLE "deleted_product_snapshots" (
	"product_id" uuid PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"data" jsonb NOT NULL,
	"deleted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "deleted_product_snapshots_deleted_at_idx" ON "deleted_product_snapshots" USING btree ("deleted_at");--> statement-breakpoint
-- ADR 209: before a product row goes (and what it owns with it, by cascade), what it owned is kept, so
-- "Usunięte produkty" can bring it back within 30 days. A trigger, like ADR 174's: every way of deleting
-- (the form, the bulk delete, scripts, SQL) is covered. Only the catalogue's own data: likes, wishlists,
-- reviews, clicks, views and the stats counted from them are not kept (an account purge never has to look
-- here). The category's and type's names are kept for the message when they are gone by the restore.
CREATE OR REPLACE FUNCTION products_snapshot_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO deleted_product_snapshots (product_id, title, data, deleted_at)
  VALUES (OLD.id, OLD.title, jsonb_build_object(
    'product', to_jsonb(OLD),
    'category', (SELECT jsonb_build_object('id', c.id, 'name', c.name) FROM product_categories c WHERE c.id = OLD.category_id),
    'type', (SELECT jsonb_build_object('code', t.code, 'name', t.name) FROM product_types t WHERE t.category_id = OLD.category_id AND t.code = OLD.product_type),
    'tags', coalesce((SELECT jsonb_agg(to_jsonb(x) ORDER BY x.position, x.tag) FROM product_tags x WHERE x.product_id = OLD.id), '[]'::jsonb),
    'images', coalesce((SELECT jsonb_agg(to_jsonb(x) ORDER BY x.position, x.id) FROM product_images x WHERE x.product_id = OLD.id), '[]'::jsonb),
    'affiliateLinks', coalesce((SELECT jsonb_agg(to_jsonb(x) ORDER BY x.platform) FROM product_affiliate_links x WHERE x.product_id = OLD.id), '[]'::jsonb),
    'socialLinks', coalesce((SELECT jsonb_agg(to_jsonb(x) ORDER BY x.platform) FROM product_social_links x WHERE x.product_id = OLD.id), '[]'::jsonb),
    'formerAddresses', coalesce((SELECT jsonb_agg(to_jsonb(x) ORDER BY x.kind, x.old_value) FROM product_url_redirects x WHERE x.product_id = OLD.id), '[]'::jsonb),
    'codes', coalesce((SELECT jsonb_agg(to_jsonb(x) ORDER BY x.code) FROM product_codes x WHERE x.product_id = OLD.id), '[]'::jsonb),
    'prices', coalesce((SELECT jsonb_agg(to_jsonb(x) ORDER BY x.recorded_at, x.id) FROM product_price_history x WHERE x.product_id = OLD.id), '[]'::jsonb)
  ), now())
  ON CONFLICT (product_id) DO UPDATE SET title = EXCLUDED.title, data = EXCLUDED.data, deleted_at = EXCLUDED.deleted_at;
  RETURN OLD;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_snapshot_deleted BEFORE DELETE ON products
FOR EACH ROW EXECUTE FUNCTION products_snapshot_deleted();
