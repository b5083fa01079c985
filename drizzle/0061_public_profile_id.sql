ALTER TABLE "user_settings" ADD COLUMN "public_id" text;--> statement-breakpoint
ALTER TABLE "user_settings" ADD CONSTRAINT "user_settings_public_id_unique" UNIQUE("public_id");