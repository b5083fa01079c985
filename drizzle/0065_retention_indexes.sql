CREATE INDEX "outbound_clicks_keyed_idx" ON "outbound_clicks" USING btree ("created_at") WHERE "outbound_clicks"."visitor_id" IS NOT NULL OR "outbound_clicks"."address_key" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "legal_notice_deliveries_sending_idx" ON "legal_notice_deliveries" USING btree ("sending_at") WHERE "legal_notice_deliveries"."status" = 'sending';--> statement-breakpoint
CREATE INDEX "legal_notice_deliveries_user_idx" ON "legal_notice_deliveries" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "newsletter_deliveries_sending_idx" ON "newsletter_deliveries" USING btree ("sending_at") WHERE "newsletter_deliveries"."status" = 'sending';--> statement-breakpoint
CREATE INDEX "newsletter_deliveries_user_idx" ON "newsletter_deliveries" USING btree ("user_id");