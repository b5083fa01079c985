CREATE TABLE "product_price_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"product_id" uuid NOT NULL,
	"platform" text,
	"price" numeric(12, 2),
	"price_original" numeric(12, 2),
	"currency" text NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_affiliate_links" ADD COLUMN "price" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "product_affiliate_links" ADD COLUMN "currency" text DEFAULT 'PLN' NOT NULL;--> statement-breakpoint
ALTER TABLE "product_affiliate_links" ADD COLUMN "checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "wishlist_items" ADD COLUMN "price_alert" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "wishlist_items" ADD COLUMN "price_alert_sent_for" bigint;--> statement-breakpoint
ALTER TABLE "product_price_history" ADD CONSTRAINT "product_price_history_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_price_history_product_idx" ON "product_price_history" USING btree ("product_id","platform","recorded_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "product_affiliate_links" ADD CONSTRAINT "product_affiliate_links_price_nonneg" CHECK ("product_affiliate_links"."price" IS NULL OR "product_affiliate_links"."price" >= 0);--> statement-breakpoint
ALTER TABLE "product_affiliate_links" ADD CONSTRAINT "product_affiliate_links_currency" CHECK ("product_affiliate_links"."currency" IN ('PLN', 'EUR', 'USD'));