CREATE TABLE "click_daily_totals" (
	"day" date NOT NULL,
	"platform" text NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "click_daily_totals_day_platform_pk" PRIMARY KEY("day","platform")
);
--> statement-breakpoint
CREATE TABLE "product_url_redirects" (
	"kind" text NOT NULL,
	"old_value" text NOT NULL,
	"product_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_url_redirects_kind_old_value_pk" PRIMARY KEY("kind","old_value"),
	CONSTRAINT "product_url_redirects_kind" CHECK ("product_url_redirects"."kind" IN ('code', 'alias'))
);
--> statement-breakpoint
ALTER TABLE "product_url_redirects" ADD CONSTRAINT "product_url_redirects_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_url_redirects_product_idx" ON "product_url_redirects" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "product_stats_clicks_idx" ON "product_stats" USING btree ("clicks" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "products_created_at_id_idx" ON "products" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "products_title_id_idx" ON "products" USING btree ("title","id");