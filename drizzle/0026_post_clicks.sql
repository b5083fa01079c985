ALTER TABLE "outbound_clicks" ALTER COLUMN "product_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "outbound_clicks" ADD COLUMN "post_id" uuid;--> statement-breakpoint
ALTER TABLE "outbound_clicks" ADD CONSTRAINT "outbound_clicks_post_id_blog_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."blog_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbound_clicks_post_dedupe_idx" ON "outbound_clicks" USING btree ("post_id","platform","visitor_id","created_at" DESC NULLS LAST) WHERE "outbound_clicks"."post_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "outbound_clicks_post_address_idx" ON "outbound_clicks" USING btree ("post_id","platform","address_key","created_at" DESC NULLS LAST) WHERE "outbound_clicks"."post_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "outbound_clicks" ADD CONSTRAINT "outbound_clicks_one_target" CHECK (num_nonnulls("outbound_clicks"."product_id", "outbound_clicks"."post_id") = 1);