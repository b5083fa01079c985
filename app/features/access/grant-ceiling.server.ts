// Review (session 31): what a person holds only for a time they cannot hand on for longer. Used by
// role assignment (a grant ends no later than the granter's access) and by role edits (a permission
// held only for a time cannot be added to a role, whose holders would keep it for good).
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { permissions, rolePermissions, roles, userRoleAssignments } from "~/db/schema";
import { activeAssignment } from "./active-assignment.server";

/**
 * The last moment the actor holds every permission in `needed`: null when each comes from an
 * assignment without an end. A grant may not outlast it, so a temporary holder cannot hand a role
 * on for longer than they have it (review, session 31).
 */
export async function grantCeiling(tx: Executor, actorId: string, needed: string[]): Promise<Date | null> {
  const rows = await tx
    .select({ until: sql<string | null>`CASE WHEN bool_or(${userRoleAssignments.expiresAt} IS NULL) THEN NULL ELSE max(${userRoleAssignments.expiresAt}) END` })
    .from(userRoleAssignments)
    .innerJoin(roles, eq(roles.id, userRoleAssignments.roleId))
    .innerJoin(rolePermissions, eq(rolePermissions.roleId, roles.id))
    .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
    .where(and(eq(userRoleAssignments.userId, actorId), activeAssignment(), eq(permissions.isActive, true), inArray(permissions.name, needed)))
    .groupBy(permissions.name);
  const ends = rows.flatMap((r) => (r.until ? [new Date(r.until).getTime()] : []));
  return ends.length ? new Date(Math.min(...ends)) : null;
}

