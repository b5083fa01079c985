ALTER TABLE "uploads" ADD COLUMN "attached_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "uploads_unattached_idx" ON "uploads" USING btree ("created_at") WHERE "uploads"."attached_at" IS NULL;--> statement-breakpoint
-- Images stored before this migration belong to seeded or saved content: never clean them up.
UPDATE "uploads" SET "attached_at" = "created_at";
