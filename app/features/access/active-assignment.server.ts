import { and, eq, gt, isNull, or, sql, type SQL } from "drizzle-orm";
import { roles, userRoleAssignments } from "~/db/schema";

/**
 * DESIGN §5, ADR 018: THE condition for "this role assignment grants something now" — the assignment
 * is active, not past its expiry (checked per request, whether or not a clean-up job has run), and
 * its role is active. Every query that asks "does this user hold role/permission X" uses it; the
 * query must join `roles` on `user_role_assignments.role_id`.
 */
export function activeAssignment(): SQL {
  return and(
    eq(userRoleAssignments.isActive, true),
    or(isNull(userRoleAssignments.expiresAt), gt(userRoleAssignments.expiresAt, sql`now()`)),
    eq(roles.isActive, true),
  )!;
}
