CREATE TABLE "removed_product_urls" (
	"kind" text NOT NULL,
	"value" text NOT NULL,
	"category_id" uuid,
	"removed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "removed_product_urls_kind_value_pk" PRIMARY KEY("kind","value"),
	CONSTRAINT "removed_product_urls_kind" CHECK ("removed_product_urls"."kind" IN ('id', 'code', 'alias'))
);
--> statement-breakpoint
ALTER TABLE "removed_product_urls" ADD CONSTRAINT "removed_product_urls_category_id_product_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."product_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- ADR 174: before a product row goes (and its former URLs with it, by cascade), its addresses are kept.
CREATE OR REPLACE FUNCTION products_remember_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO removed_product_urls (kind, value, category_id)
  SELECT v.kind, v.value, OLD.category_id
  FROM (
    SELECT 'id' AS kind, OLD.id::text AS value
    UNION ALL SELECT 'code', lower(OLD.code) WHERE OLD.code IS NOT NULL
    UNION ALL SELECT 'alias', lower(OLD.url_alias) WHERE OLD.url_alias IS NOT NULL
    UNION ALL SELECT r.kind, r.old_value FROM product_url_redirects r WHERE r.product_id = OLD.id
  ) v
  ON CONFLICT (kind, value) DO UPDATE SET category_id = EXCLUDED.category_id, removed_at = now();
  RETURN OLD;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_remember_removed BEFORE DELETE ON products
FOR EACH ROW EXECUTE FUNCTION products_remember_removed();
--> statement-breakpoint
-- A code or alias taken again by a product (hidden ones too) is that product's, never "removed".
-- Statement triggers: a 100k-row insert (the bench's seeding) runs one join, not 100k deletes.
CREATE OR REPLACE FUNCTION products_forget_removed_urls() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Two equality joins (hashable), not one OR (a nested loop of both tables).
  DELETE FROM removed_product_urls r USING new_rows n WHERE r.kind = 'code' AND r.value = lower(n.code);
  DELETE FROM removed_product_urls r USING new_rows n WHERE r.kind = 'alias' AND r.value = lower(n.url_alias);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_forget_removed_urls_insert AFTER INSERT ON products
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION products_forget_removed_urls();
--> statement-breakpoint
CREATE TRIGGER products_forget_removed_urls_update AFTER UPDATE ON products
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION products_forget_removed_urls();
