CREATE TABLE "saved_list_views" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" text NOT NULL,
	"list" text NOT NULL,
	"name" text NOT NULL,
	"query" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_list_views_name_length" CHECK (char_length("saved_list_views"."name") BETWEEN 1 AND 40),
	CONSTRAINT "saved_list_views_query_length" CHECK (char_length("saved_list_views"."query") BETWEEN 1 AND 1000)
);
--> statement-breakpoint
ALTER TABLE "saved_list_views" ADD CONSTRAINT "saved_list_views_owner_id_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "saved_list_views_name_idx" ON "saved_list_views" USING btree ("owner_id","list",lower("name"));