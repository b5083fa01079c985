import { and, eq } from "drizzle-orm";
import { db, type Executor } from "~/db/client.server";
import { permissions, rolePermissions, roles, user, userRoleAssignments, userSettings } from "~/db/schema";
import { activeAssignment } from "./active-assignment.server";
import type { Permission } from "./permissions";

export type Holder = { id: string; email: string; name: string; language: string | null };

/** Everyone who holds `permission` right now (an active assignment of an active role, the permission active). */
export async function holdersOf(permission: Permission, executor: Executor = db): Promise<Holder[]> {
  return executor
    .selectDistinct({ id: user.id, email: user.email, name: user.name, language: userSettings.language })
    .from(userRoleAssignments)
    .innerJoin(roles, eq(roles.id, userRoleAssignments.roleId))
    .innerJoin(rolePermissions, eq(rolePermissions.roleId, roles.id))
    .innerJoin(permissions, and(eq(permissions.id, rolePermissions.permissionId), eq(permissions.name, permission), eq(permissions.isActive, true)))
    .innerJoin(user, eq(user.id, userRoleAssignments.userId))
    .leftJoin(userSettings, eq(userSettings.userId, user.id))
    .where(activeAssignment());
}
