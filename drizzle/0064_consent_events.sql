CREATE TABLE "consent_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"granted" boolean NOT NULL,
	"source" text NOT NULL,
	"terms_version" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consent_events_kind" CHECK ("consent_events"."kind" IN ('terms', 'marketing')),
	CONSTRAINT "consent_events_source" CHECK ("consent_events"."source" IN ('registration', 'settings', 'profile', 'unsubscribe-link', 'one-click'))
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "terms_version" integer;--> statement-breakpoint
ALTER TABLE "consent_events" ADD CONSTRAINT "consent_events_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consent_events_user_idx" ON "consent_events" USING btree ("user_id","at");