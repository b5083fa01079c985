CREATE TABLE "legal_document_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"document" text NOT NULL,
	"status" text NOT NULL,
	"number" integer,
	"effective_from" date,
	"body" text NOT NULL,
	"intro_html" text NOT NULL,
	"body_html" text NOT NULL,
	"toc" jsonb NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"based_on" integer DEFAULT 0 NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_by" text,
	"published_at" timestamp with time zone,
	CONSTRAINT "legal_document_versions_status" CHECK ("legal_document_versions"."status" IN ('draft', 'published')),
	CONSTRAINT "legal_document_versions_published" CHECK (("legal_document_versions"."status" = 'draft' AND "legal_document_versions"."number" IS NULL) OR ("legal_document_versions"."status" = 'published' AND "legal_document_versions"."number" IS NOT NULL AND "legal_document_versions"."effective_from" IS NOT NULL AND "legal_document_versions"."published_at" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "legal_documents" (
	"key" text PRIMARY KEY NOT NULL,
	CONSTRAINT "legal_documents_key" CHECK ("legal_documents"."key" IN ('terms', 'privacy', 'affiliate'))
);
--> statement-breakpoint
ALTER TABLE "activity_log" DROP CONSTRAINT "activity_log_subject";--> statement-breakpoint
ALTER TABLE "legal_document_versions" ADD CONSTRAINT "legal_document_versions_document_legal_documents_key_fk" FOREIGN KEY ("document") REFERENCES "public"."legal_documents"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legal_document_versions" ADD CONSTRAINT "legal_document_versions_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legal_document_versions" ADD CONSTRAINT "legal_document_versions_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legal_document_versions" ADD CONSTRAINT "legal_document_versions_published_by_user_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "legal_document_versions_number_key" ON "legal_document_versions" USING btree ("document","number");--> statement-breakpoint
CREATE INDEX "legal_document_versions_document_idx" ON "legal_document_versions" USING btree ("document","status","effective_from");--> statement-breakpoint
ALTER TABLE "activity_log" ADD CONSTRAINT "activity_log_subject" CHECK ("activity_log"."subject" IN ('product', 'post', 'category', 'product-type', 'code', 'review', 'account', 'role', 'tag', 'document'));