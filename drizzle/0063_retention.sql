CREATE TABLE "post_pruned_clicks" (
	"post_id" uuid PRIMARY KEY NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "post_pruned_clicks" ADD CONSTRAINT "post_pruned_clicks_post_id_blog_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."blog_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "session_expires_at_idx" ON "session" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "verification_expires_at_idx" ON "verification" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "outbound_clicks_created_idx" ON "outbound_clicks" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "review_reports_closed_idx" ON "review_reports" USING btree ("dismissed_at") WHERE "review_reports"."dismissed_at" IS NOT NULL;