-- Users section (issue #10): search by name or e-mail with a substring match and newest-first paging
-- stay fast at 100k users. The user table belongs to Better Auth's schema, so these live here.
CREATE INDEX IF NOT EXISTS "user_name_trgm_idx" ON "user" USING gin (lower("name") gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "user_email_trgm_idx" ON "user" USING gin (lower("email") gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "user_created_at_idx" ON "user" USING btree ("created_at" DESC, "id");
--> statement-breakpoint
-- Stat cards and the role filter read active assignments by role.
CREATE INDEX IF NOT EXISTS "user_role_assignments_role_active_idx" ON "user_role_assignments" USING btree ("role_id") WHERE "is_active";
