CREATE TABLE "category_former_names" (
	"value" text PRIMARY KEY NOT NULL,
	"category_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "category_former_names" ADD CONSTRAINT "category_former_names_category_id_product_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."product_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- ADR 176: a renamed category's old name and address keep working (301); a live one always wins.
CREATE OR REPLACE FUNCTION categories_remember_names() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO category_former_names (value, category_id)
  -- DISTINCT: a one-word name's slug is the same text ("Uroda"/"uroda": one conflict target twice was a 500).
  SELECT DISTINCT v, NEW.id FROM (VALUES (lower(OLD.name)), (lower(OLD.slug))) AS old(v)
  WHERE v NOT IN (lower(NEW.name), lower(NEW.slug))
  ON CONFLICT (value) DO UPDATE SET category_id = EXCLUDED.category_id, created_at = now();
  DELETE FROM category_former_names WHERE value IN (lower(NEW.name), lower(NEW.slug));
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER categories_remember_names AFTER UPDATE OF name, slug ON product_categories
FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.slug IS DISTINCT FROM NEW.slug)
EXECUTE FUNCTION categories_remember_names();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION categories_forget_live_names() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM category_former_names WHERE value IN (lower(NEW.name), lower(NEW.slug));
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER categories_forget_live_names AFTER INSERT ON product_categories
FOR EACH ROW EXECUTE FUNCTION categories_forget_live_names();
