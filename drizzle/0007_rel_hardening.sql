ALTER TABLE "two_factor" ADD COLUMN "last_totp_step" bigint;--> statement-breakpoint
ALTER TABLE "outbound_clicks" ADD COLUMN "visitor_id" text;--> statement-breakpoint
CREATE INDEX "outbound_clicks_dedupe_idx" ON "outbound_clicks" USING btree ("product_id","platform","visitor_id","created_at" DESC NULLS LAST);