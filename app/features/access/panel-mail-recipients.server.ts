import { and, eq, ne, sql } from "drizzle-orm";
import { db, type Executor } from "~/db/client.server";
import { permissions, profiles, rolePermissions, roles, user, userRoleAssignments, userSettings } from "~/db/schema";
import { activeAssignment } from "./active-assignment.server";
import type { PANEL_MAIL_PERMISSIONS } from "./panel-notifications";
import { blockedNow } from "./user-directory.server";

export type Holder = { id: string; email: string; name: string; language: string | null };

/**
 * ADR 183: who is mailed that work waits for holders of `permission` — everyone holding it now (an
 * active assignment of an active role, the permission active: roles → permissions, no role names),
 * whose account is active (not blocked now, no deletion pending) and who has not switched "Powiadomienia
 * panelu" off; never `except`, the person whose act it is.
 */
export async function panelMailRecipients(
  permission: (typeof PANEL_MAIL_PERMISSIONS)[number],
  options: { except?: string | null } = {},
  executor: Executor = db,
): Promise<Holder[]> {
  return executor
    .selectDistinct({ id: user.id, email: user.email, name: user.name, language: userSettings.language })
    .from(userRoleAssignments)
    .innerJoin(roles, eq(roles.id, userRoleAssignments.roleId))
    .innerJoin(rolePermissions, eq(rolePermissions.roleId, roles.id))
    .innerJoin(permissions, and(eq(permissions.id, rolePermissions.permissionId), eq(permissions.name, permission), eq(permissions.isActive, true)))
    .innerJoin(user, eq(user.id, userRoleAssignments.userId))
    .leftJoin(userSettings, eq(userSettings.userId, user.id))
    .leftJoin(profiles, eq(profiles.id, user.id))
    .where(
      and(
        activeAssignment(),
        // No profile row or no settings row: an active account with the defaults (mail on).
        sql`NOT ${blockedNow}`,
        sql`${profiles.dataDeletionRequested} IS NOT TRUE`,
        sql`${userSettings.panelNotifications} IS NOT FALSE`,
        options.except ? ne(user.id, options.except) : undefined,
      ),
    );
}
