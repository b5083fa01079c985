CREATE TABLE "legal_notice_deliveries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"version_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"due_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	"sending_at" timestamp with time zone,
	CONSTRAINT "legal_notice_deliveries_status" CHECK ("legal_notice_deliveries"."status" IN ('pending', 'sending', 'sent', 'failed', 'skipped', 'unknown'))
);
--> statement-breakpoint
CREATE TABLE "legal_notice_dismissals" (
	"user_id" text NOT NULL,
	"version_id" uuid NOT NULL,
	"dismissed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "legal_notice_dismissals_user_id_version_id_pk" PRIMARY KEY("user_id","version_id")
);
--> statement-breakpoint
ALTER TABLE "legal_notice_deliveries" ADD CONSTRAINT "legal_notice_deliveries_version_id_legal_document_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."legal_document_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legal_notice_deliveries" ADD CONSTRAINT "legal_notice_deliveries_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legal_notice_dismissals" ADD CONSTRAINT "legal_notice_dismissals_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legal_notice_dismissals" ADD CONSTRAINT "legal_notice_dismissals_version_id_legal_document_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."legal_document_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "legal_notice_deliveries_version_user_key" ON "legal_notice_deliveries" USING btree ("version_id","user_id");--> statement-breakpoint
CREATE INDEX "legal_notice_deliveries_due_idx" ON "legal_notice_deliveries" USING btree ("due_at") WHERE "legal_notice_deliveries"."status" = 'pending';