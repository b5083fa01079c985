-- ADR 133: indexes in the exact order of the /produkty sorts (popularity, rating, price), so a page
-- walks an index and stops instead of sorting the whole catalogue.
DROP INDEX "product_stats_views_idx";--> statement-breakpoint
DROP INDEX "product_stats_rating_idx";--> statement-breakpoint
CREATE INDEX "products_price_to_pay_idx" ON "products" USING btree (coalesce("price_discounted", "price_original", 0),"id");--> statement-breakpoint
CREATE INDEX "product_stats_views_idx" ON "product_stats" USING btree ("views" DESC NULLS LAST,"product_id");--> statement-breakpoint
CREATE INDEX "product_stats_rating_idx" ON "product_stats" USING btree ("rating_average" DESC NULLS LAST,"rating_count" DESC NULLS LAST,"product_id");