ALTER TABLE "outbound_clicks" ADD COLUMN "address_key" text;--> statement-breakpoint
ALTER TABLE "product_views" ADD COLUMN "address_key" text;--> statement-breakpoint
CREATE INDEX "outbound_clicks_address_idx" ON "outbound_clicks" USING btree ("product_id","platform","address_key","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "product_views_address_idx" ON "product_views" USING btree ("product_id","address_key","viewed_at" DESC NULLS LAST);