CREATE TABLE "shop_link_checks" (
	"product_id" uuid NOT NULL,
	"platform" text NOT NULL,
	"url" text NOT NULL,
	"checked_at" timestamp with time zone,
	"outcome" text,
	"http_status" integer,
	"final_url" text,
	"problem" text,
	"failing_since" timestamp with time zone,
	"failures" integer DEFAULT 0 NOT NULL,
	"lease_until" timestamp with time zone,
	CONSTRAINT "shop_link_checks_product_id_platform_pk" PRIMARY KEY("product_id","platform"),
	CONSTRAINT "shop_link_checks_outcome" CHECK ("shop_link_checks"."outcome" IS NULL OR "shop_link_checks"."outcome" IN ('ok', 'broken', 'unreachable', 'refused')),
	CONSTRAINT "shop_link_checks_problem" CHECK ("shop_link_checks"."problem" IS NULL OR "shop_link_checks"."problem" IN ('timeout', 'network', 'redirects', 'address', 'status')),
	CONSTRAINT "shop_link_checks_failures" CHECK ("shop_link_checks"."failures" >= 0)
);
--> statement-breakpoint
ALTER TABLE "shop_link_checks" ADD CONSTRAINT "shop_link_checks_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shop_link_checks_checked_at_idx" ON "shop_link_checks" USING btree ("checked_at" NULLS FIRST);--> statement-breakpoint
CREATE INDEX "shop_link_checks_failing_idx" ON "shop_link_checks" USING btree ("product_id") WHERE "shop_link_checks"."outcome" = 'broken' OR ("shop_link_checks"."outcome" = 'unreachable' AND "shop_link_checks"."failures" >= 2);