CREATE TABLE "role_change_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"role_id" uuid NOT NULL,
	"action" text NOT NULL,
	"permission" text,
	"performed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"performed_by" text,
	CONSTRAINT "role_change_log_action" CHECK ("role_change_log"."action" IN ('created', 'permission_added', 'permission_removed', 'deactivated'))
);
--> statement-breakpoint
ALTER TABLE "role_change_log" ADD CONSTRAINT "role_change_log_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_change_log" ADD CONSTRAINT "role_change_log_performed_by_user_id_fk" FOREIGN KEY ("performed_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "role_change_log_role_idx" ON "role_change_log" USING btree ("role_id","performed_at" DESC NULLS LAST);