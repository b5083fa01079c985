-- ADR 157: a hidden product stays in the panel and is absent from every public path.
ALTER TABLE "products" ADD COLUMN "is_hidden" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
-- The suggestion index (ADR 098) holds only shown products: hiding or showing one changes it, so the
-- titles counter counts that too (migration 0018's trigger, one more column).
DROP TRIGGER products_titles_version ON products;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER products_titles_version AFTER INSERT OR DELETE OR UPDATE OF title, code, is_hidden ON products
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION search_bump_titles_version_at_commit();
