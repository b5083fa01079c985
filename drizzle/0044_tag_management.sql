-- ADR 171: the Tagi screen — its change log entries (subject "tag") and the lookup of a new name's spellings.
ALTER TABLE "activity_log" DROP CONSTRAINT "activity_log_subject";--> statement-breakpoint
CREATE INDEX "product_tags_tag_lower_idx" ON "product_tags" USING btree (lower("tag"));--> statement-breakpoint
ALTER TABLE "activity_log" ADD CONSTRAINT "activity_log_subject" CHECK ("activity_log"."subject" IN ('product', 'post', 'category', 'product-type', 'code', 'review', 'account', 'role', 'tag'));