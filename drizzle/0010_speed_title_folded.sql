DROP INDEX "products_title_trgm_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "title_folded" text GENERATED ALWAYS AS (f_unaccent(lower("products"."title"))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "products_title_folded_trgm_idx" ON "products" USING gin ("title_folded" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_title_folded_prefix_idx" ON "products" USING btree ("title_folded" text_pattern_ops);