-- ADR 122: search finds a product by its tags. The full-text index covers title, description and
-- the product's tags, kept space-joined on the product by statement-level triggers on product_tags
-- (any writer: the panel's replace, the CSV import, the seeds, SQL), one UPDATE per statement.
ALTER TABLE "products" ADD COLUMN "tags_text" text DEFAULT '' NOT NULL;
--> statement-breakpoint
UPDATE products p SET tags_text = t.joined
FROM (SELECT product_id, string_agg(tag, ' ' ORDER BY position, tag) AS joined FROM product_tags GROUP BY product_id) t
WHERE t.product_id = p.id;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_refresh_tags_text() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Each branch names only the transition tables its trigger declares (plpgsql plans a statement
  -- when it first runs it).
  IF TG_OP = 'INSERT' THEN
    UPDATE products p SET tags_text = coalesce((SELECT string_agg(t.tag, ' ' ORDER BY t.position, t.tag) FROM product_tags t WHERE t.product_id = p.id), '')
    WHERE p.id IN (SELECT product_id FROM new_rows);
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE products p SET tags_text = coalesce((SELECT string_agg(t.tag, ' ' ORDER BY t.position, t.tag) FROM product_tags t WHERE t.product_id = p.id), '')
    WHERE p.id IN (SELECT product_id FROM old_rows);
  ELSE
    UPDATE products p SET tags_text = coalesce((SELECT string_agg(t.tag, ' ' ORDER BY t.position, t.tag) FROM product_tags t WHERE t.product_id = p.id), '')
    WHERE p.id IN (SELECT product_id FROM new_rows UNION SELECT product_id FROM old_rows);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER product_tags_text_insert AFTER INSERT ON product_tags
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_refresh_tags_text();
--> statement-breakpoint
CREATE TRIGGER product_tags_text_delete AFTER DELETE ON product_tags
REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_refresh_tags_text();
--> statement-breakpoint
CREATE TRIGGER product_tags_text_update AFTER UPDATE ON product_tags
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_refresh_tags_text();
--> statement-breakpoint
DROP INDEX "products_search_tsv_idx";
--> statement-breakpoint
CREATE INDEX "products_search_tsv_idx" ON "products" USING gin (to_tsvector('simple', f_unaccent(lower("title" || ' ' || "description" || ' ' || "tags_text"))));
