ALTER TABLE "product_categories" ADD COLUMN "seo_title" text;--> statement-breakpoint
ALTER TABLE "product_categories" ADD COLUMN "seo_description" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "seo_title" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "seo_description" text;--> statement-breakpoint
ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_seo_title_length" CHECK (char_length("product_categories"."seo_title") BETWEEN 1 AND 60);--> statement-breakpoint
ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_seo_description_length" CHECK (char_length("product_categories"."seo_description") BETWEEN 1 AND 155);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_seo_title_length" CHECK (char_length("products"."seo_title") BETWEEN 1 AND 60);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_seo_description_length" CHECK (char_length("products"."seo_description") BETWEEN 1 AND 155);