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
 * panelu" off, and who can open the panel (admin:access); never `except`, the person whose act it is.
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
        // …and who can open the panel the mail links to (session 37 review: a custom role with the
        // permission but no admin:access would be mailed a link that sends them to /profil).
        sql`EXISTS (SELECT 1 FROM user_role_assignments a2 JOIN roles r2 ON r2.id = a2.role_id
          JOIN role_permissions rp2 ON rp2.role_id = r2.id JOIN permissions p2 ON p2.id = rp2.permission_id
          WHERE a2.user_id = ${user.id} AND a2.is_active AND (a2.expires_at IS NULL OR a2.expires_at > now())
            AND r2.is_active AND p2.name = 'admin:access' AND p2.is_active)`,
        options.except ? ne(user.id, options.except) : undefined,
      ),
    );
}
