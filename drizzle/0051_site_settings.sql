CREATE TABLE "site_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"footer_description" text NOT NULL,
	"tiktok_url" text,
	"instagram_url" text,
	"youtube_url" text,
	"facebook_url" text,
	"contact_email" text NOT NULL,
	"affiliate_email" text NOT NULL,
	"privacy_email" text NOT NULL,
	"announcement_enabled" boolean DEFAULT false NOT NULL,
	"announcement_text" text DEFAULT '' NOT NULL,
	"announcement_link" text,
	"announcement_starts_at" timestamp with time zone,
	"announcement_ends_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	CONSTRAINT "site_settings_single_row" CHECK ("site_settings"."id" = 1),
	CONSTRAINT "site_settings_announcement_length" CHECK (char_length("site_settings"."announcement_text") <= 140),
	CONSTRAINT "site_settings_announcement_text" CHECK (NOT "site_settings"."announcement_enabled" OR btrim("site_settings"."announcement_text") <> ''),
	CONSTRAINT "site_settings_announcement_span" CHECK ("site_settings"."announcement_starts_at" IS NULL OR "site_settings"."announcement_ends_at" IS NULL OR "site_settings"."announcement_starts_at" < "site_settings"."announcement_ends_at")
);
--> statement-breakpoint
ALTER TABLE "activity_log" DROP CONSTRAINT "activity_log_subject";--> statement-breakpoint
ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_log" ADD CONSTRAINT "activity_log_subject" CHECK ("activity_log"."subject" IN ('product', 'post', 'category', 'product-type', 'code', 'review', 'account', 'role', 'tag', 'document', 'settings'));