CREATE TABLE "post_submissions" (
	"post_id" uuid PRIMARY KEY NOT NULL,
	"state" text NOT NULL,
	"submitted_by" text,
	"submitted_at" timestamp with time zone NOT NULL,
	"note" text,
	"returned_by" text,
	"returned_at" timestamp with time zone,
	CONSTRAINT "post_submissions_state" CHECK ("post_submissions"."state" IN ('submitted', 'returned')),
	CONSTRAINT "post_submissions_note" CHECK ("post_submissions"."note" IS NULL OR char_length("post_submissions"."note") <= 1000),
	CONSTRAINT "post_submissions_returned" CHECK ("post_submissions"."state" = 'submitted' OR ("post_submissions"."note" IS NOT NULL AND "post_submissions"."returned_at" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "post_submissions" ADD CONSTRAINT "post_submissions_post_id_blog_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."blog_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_submissions" ADD CONSTRAINT "post_submissions_submitted_by_user_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_submissions" ADD CONSTRAINT "post_submissions_returned_by_user_id_fk" FOREIGN KEY ("returned_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "post_submissions_state_idx" ON "post_submissions" USING btree ("state","submitted_by");