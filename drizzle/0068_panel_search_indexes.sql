-- ADR 208: the panel-wide search ("Szukaj w panelu") folds diacritics and case like the public search,
-- and matches inside names ('%text%' from three characters, the start of a word below that). These
-- trigram indexes keep it fast at 100k accounts and 400k product tags; deleted products' titles and old
-- addresses likewise. Trigram indexes live in SQL migrations, as 0006 and 0010 (drizzle cannot declare them).
CREATE INDEX IF NOT EXISTS "user_name_folded_trgm_idx" ON "user" USING gin (f_unaccent(lower("name")) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "product_tags_tag_folded_trgm_idx" ON "product_tags" USING gin (f_unaccent(lower("tag")) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "removed_product_urls_title_trgm_idx" ON "removed_product_urls" USING gin (f_unaccent(lower(coalesce("title", ''))) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "removed_product_urls_value_trgm_idx" ON "removed_product_urls" USING gin ("value" gin_trgm_ops);
