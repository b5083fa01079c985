-- ADR 132: at most one default type per category. A database with several keeps the first by code.
UPDATE product_types SET is_default = false
WHERE is_default AND id NOT IN (SELECT DISTINCT ON (category_id) id FROM product_types WHERE is_default ORDER BY category_id, code);
--> statement-breakpoint
CREATE UNIQUE INDEX "product_types_one_default_key" ON "product_types" USING btree ("category_id") WHERE "product_types"."is_default";