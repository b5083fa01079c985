CREATE TABLE "activity_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"performed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"performed_by" text,
	"subject" text NOT NULL,
	"subject_id" text,
	"label" text NOT NULL,
	"action" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "activity_log_subject" CHECK ("activity_log"."subject" IN ('product', 'post', 'category', 'product-type', 'code', 'review', 'account'))
);
--> statement-breakpoint
ALTER TABLE "activity_log" ADD CONSTRAINT "activity_log_performed_by_user_id_fk" FOREIGN KEY ("performed_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_log_time_idx" ON "activity_log" USING btree ("performed_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "activity_log_subject_idx" ON "activity_log" USING btree ("subject","subject_id","performed_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "activity_log_person_idx" ON "activity_log" USING btree ("performed_by","performed_at" DESC NULLS LAST);