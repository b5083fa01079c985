CREATE TABLE "review_moderation_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"review_id" uuid NOT NULL,
	"action" text NOT NULL,
	"product_id" uuid NOT NULL,
	"product_title" text NOT NULL,
	"author_id" text NOT NULL,
	"rating" smallint NOT NULL,
	"comment" text NOT NULL,
	"review_created_at" timestamp with time zone NOT NULL,
	"ground" text,
	"reports" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"moderated_by" text,
	"moderated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"restored_at" timestamp with time zone,
	"restored_by" text,
	CONSTRAINT "review_moderation_records_action" CHECK ("review_moderation_records"."action" IN ('removed', 'corrected'))
);
--> statement-breakpoint
ALTER TABLE "review_moderation_records" ADD CONSTRAINT "review_moderation_records_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_moderation_records" ADD CONSTRAINT "review_moderation_records_author_id_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_moderation_records" ADD CONSTRAINT "review_moderation_records_moderated_by_user_id_fk" FOREIGN KEY ("moderated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_moderation_records" ADD CONSTRAINT "review_moderation_records_restored_by_user_id_fk" FOREIGN KEY ("restored_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "review_moderation_records_review_idx" ON "review_moderation_records" USING btree ("review_id");--> statement-breakpoint
CREATE INDEX "review_moderation_records_author_idx" ON "review_moderation_records" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "review_moderation_records_moderated_idx" ON "review_moderation_records" USING btree ("moderated_at" DESC NULLS LAST);