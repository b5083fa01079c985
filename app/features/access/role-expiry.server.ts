import { sql } from "drizzle-orm";
import { db, type Executor } from "~/db/client.server";

/**
 * Marks assignments past their expiry inactive and writes one 'expired' audit entry for each (issue #10 §4).
 *
 * One statement: the UPDATE … RETURNING feeds the INSERT. Two processes running it at once cannot both
 * log a row: the second UPDATE waits on the first's row lock, then re-checks `is_active` and skips it
 * (READ COMMITTED re-evaluation), so every expiry is recorded exactly once (ADR 035). The entry is dated
 * at the expiry itself, which is when the role stopped granting anything (per-request check).
 */
export async function expireRoleAssignments(executor: Executor = db, only?: { userId: string; roleId: string }): Promise<number> {
  const scope = only ? sql`AND a.user_id = ${only.userId} AND a.role_id = ${only.roleId}` : sql``;
  const result = await executor.execute<{ id: string }>(sql`
    WITH expired AS (
      UPDATE user_role_assignments a
         SET is_active = false
        FROM roles r
       WHERE r.id = a.role_id AND a.is_active AND a.expires_at IS NOT NULL AND a.expires_at <= now() ${scope}
      RETURNING a.user_id, a.role_id, r.name AS role_name, a.expires_at
    )
    INSERT INTO role_audit_log (user_id, role_id, role_name, action, performed_at, performed_by, details)
    SELECT user_id, role_id, role_name, 'expired', expires_at, NULL, jsonb_build_object('expires_at', expires_at)
      FROM expired
    RETURNING id`);
  return result.rows.length;
}
