import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import { db, type Executor } from "~/db/client.server";
import { recordActivity } from "~/features/activity/activity-log.server";
import { activeAssignment } from "./active-assignment.server";
import { grantCeiling } from "./grant-ceiling.server";
import { isPermission } from "./permissions";
import { accountsWithoutRole, PLAIN_USER_ROLE } from "./user-directory.server";
import { permissions, roleChangeLog, rolePermissions, roles, userRoleAssignments } from "~/db/schema";
import { type Actor, type ChangeResult, isAdminRole, missingPermissions, ROLE_MESSAGES, ROLE_NAME_PATTERN } from "./role-rules";
import { byFoldedName } from "~/db/folded-order.server";

type Failure = Extract<ChangeResult, { ok: false }>;
const fail = (message: string, httpStatus: Failure["httpStatus"]): Failure => ({ ok: false, message, httpStatus });

export type RoleSummary = {
  id: string;
  name: string;
  displayName: string;
  description: string;
  isSystemRole: boolean;
  isActive: boolean;
  permissions: string[];
  activeAssignments: number;
};

export type PermissionOption = { name: string; resource: string; action: string; description: string };

/** Active permissions, by resource then action (spec §7 Roles). */
export async function listPermissions(executor: Executor = db): Promise<PermissionOption[]> {
  return executor
    .select({ name: permissions.name, resource: permissions.resource, action: permissions.action, description: permissions.description })
    .from(permissions)
    .where(eq(permissions.isActive, true))
    .orderBy(asc(permissions.resource), asc(permissions.action));
}

/** Roles (system first, then by display name) with their active permissions and active assignment counts. */
export async function listRoles(executor: Executor = db): Promise<RoleSummary[]> {
  const base = await executor
    .select({
      id: roles.id,
      name: roles.name,
      displayName: roles.displayName,
      description: roles.description,
      isSystemRole: roles.isSystemRole,
      isActive: roles.isActive,
    })
    .from(roles)
    .orderBy(desc(roles.isActive), desc(roles.isSystemRole), ...byFoldedName(roles.displayName));
  const links = await executor
    .select({ roleId: rolePermissions.roleId, name: permissions.name })
    .from(rolePermissions)
    .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
    .where(eq(permissions.isActive, true))
    .orderBy(asc(permissions.resource), asc(permissions.action));
  const counts = await executor
    .select({ roleId: userRoleAssignments.roleId, n: sql<number>`count(*)::int` })
    .from(userRoleAssignments)
    .innerJoin(roles, eq(roles.id, userRoleAssignments.roleId))
    .where(activeAssignment())
    .groupBy(userRoleAssignments.roleId);
  const plain = await accountsWithoutRole(executor);
  return base.map((r) => ({
    ...r,
    permissions: links.filter((l) => l.roleId === r.id).map((l) => l.name),
    activeAssignments: (counts.find((c) => c.roleId === r.id)?.n ?? 0) + (r.name === PLAIN_USER_ROLE ? plain : 0),
  }));
}

type RoleChoice = { name: string; displayName: string };
export type RoleChoices = { roles: RoleChoice[]; offered: RoleChoice[] };

/**
 * The active roles (the users list's filter), and what the roles dialog offers (the list and a person's
 * page): the roles this person may hand on, and the base role, whose name the dialog shows for an
 * account without any. The server checks the handing on again (`assignRole`).
 */
export async function roleChoicesFor(actor: Actor, executor: Executor = db): Promise<RoleChoices> {
  const all = (await listRoles(executor)).filter((r) => r.isActive);
  const choice = (r: RoleChoice): RoleChoice => ({ name: r.name, displayName: r.displayName });
  return {
    roles: all.map(choice),
    offered: all.filter((r) => r.name === PLAIN_USER_ROLE || missingPermissions(actor, r.permissions).length === 0).map(choice),
  };
}

export type NewRole = { name: string; displayName: string; description: string; permissions: string[] };

async function permissionIds(executor: Executor, names: string[]) {
  if (names.length === 0) return [];
  return executor
    .select({ id: permissions.id, name: permissions.name })
    .from(permissions)
    .where(and(eq(permissions.isActive, true), inArray(permissions.name, names)));
}

/** Creates a custom role (is_system_role false) with chosen permissions, none beyond the actor's own. */
export async function createCustomRole(actor: Actor, input: NewRole, executor: Executor = db): Promise<ChangeResult<{ id: string }>> {
  const name = input.name.trim();
  const displayName = input.displayName.trim();
  const description = input.description.trim();
  const wanted = [...new Set(input.permissions)];
  if (!ROLE_NAME_PATTERN.test(name)) return fail(ROLE_MESSAGES.roleNameInvalid, 400);
  if (displayName.length < 2 || displayName.length > 60) return fail(ROLE_MESSAGES.displayNameInvalid, 400);
  if (description.length > 300) return fail(ROLE_MESSAGES.descriptionTooLong, 400);
  if (wanted.length === 0) return fail(ROLE_MESSAGES.noPermissions, 400);
  // An unknown name is bad input (400), not an escalation: nobody holds it (review, session 18).
  if (!wanted.every(isPermission)) return fail(ROLE_MESSAGES.unknownPermission, 400);
  if (missingPermissions(actor, wanted).length > 0) return fail(ROLE_MESSAGES.escalationPermission, 403);
  return executor.transaction(async (tx) => {
    const found = await permissionIds(tx, wanted);
    if (found.length !== wanted.length) return fail(ROLE_MESSAGES.unknownPermission, 400);
    // Badges and the users filter show the display name: two roles must not look the same.
    const [sameLabel] = await tx.select({ id: roles.id }).from(roles).where(sql`lower(${roles.displayName}) = lower(${displayName})`).limit(1);
    if (sameLabel) return fail(ROLE_MESSAGES.displayNameTaken, 409);
    const [created] = await tx
      .insert(roles)
      .values({ name, displayName, description, isSystemRole: false })
      .onConflictDoNothing()
      .returning({ id: roles.id });
    if (!created) return fail(ROLE_MESSAGES.roleNameTaken, 409);
    await tx.insert(rolePermissions).values(found.map((p) => ({ roleId: created.id, permissionId: p.id })));
    await tx.insert(roleChangeLog).values([
      { roleId: created.id, action: "created", performedBy: actor.id },
      ...found.map((p) => ({ roleId: created.id, action: "permission_added", permission: p.name, performedBy: actor.id })),
    ]);
    await recordActivity(tx, actor.id, { subject: "role", subjectId: created.id, label: displayName, action: "created", details: { permissions: found.map((p) => p.name) } });
    return { ok: true as const, value: { id: created.id } };
  });
}

async function lockEditableRole(tx: Parameters<Parameters<Executor["transaction"]>[0]>[0], roleId: string) {
  const [role] = await tx
    .select({ id: roles.id, name: roles.name, displayName: roles.displayName, isSystemRole: roles.isSystemRole, isActive: roles.isActive })
    .from(roles)
    .where(eq(roles.id, roleId))
    .for("update");
  if (!role) return fail(ROLE_MESSAGES.roleNotFound, 404);
  if (isAdminRole(role.name)) return fail(ROLE_MESSAGES.adminRoleLocked, 403);
  // System roles are re-synced from code at every start (seed/reference.ts), so a panel edit would not last.
  if (role.isSystemRole) return fail(ROLE_MESSAGES.systemRoleLocked, 403);
  if (!role.isActive) return fail(ROLE_MESSAGES.roleInactive, 409);
  return role;
}

/** Adds (`granted` true) or removes one permission of a custom role; the actor must hold that permission. */
export async function setRolePermission(
  actor: Actor,
  input: { roleId: string; permission: string; granted: boolean },
  executor: Executor = db,
): Promise<ChangeResult> {
  if (!isPermission(input.permission)) return fail(ROLE_MESSAGES.unknownPermission, 400);
  if (missingPermissions(actor, [input.permission]).length > 0) return fail(ROLE_MESSAGES.escalationPermission, 403);
  return executor.transaction(async (tx) => {
    const role = await lockEditableRole(tx, input.roleId);
    if ("ok" in role) return role;
    const [permission] = await permissionIds(tx, [input.permission]);
    if (!permission) return fail(ROLE_MESSAGES.unknownPermission, 400);
    if (input.granted && (await grantCeiling(tx, actor.id, [permission.name, "role:manage"]))) return fail(ROLE_MESSAGES.temporaryPermission, 403);
    if (!input.granted) {
      const held = await grantsOf(tx, role.id);
      if (held.length === 1 && held[0] === permission.name) return fail(ROLE_MESSAGES.lastPermission, 409);
    }
    const link = and(eq(rolePermissions.roleId, role.id), eq(rolePermissions.permissionId, permission.id));
    const changed = input.granted
      ? await tx.insert(rolePermissions).values({ roleId: role.id, permissionId: permission.id }).onConflictDoNothing().returning({ r: rolePermissions.roleId })
      : await tx.delete(rolePermissions).where(link).returning({ r: rolePermissions.roleId });
    if (changed.length === 0) return fail(input.granted ? ROLE_MESSAGES.alreadyHasPermission : ROLE_MESSAGES.lacksPermission, 409);
    await tx.insert(roleChangeLog).values({
      roleId: role.id,
      action: input.granted ? "permission_added" : "permission_removed",
      permission: permission.name,
      performedBy: actor.id,
    });
    const action = input.granted ? "permission-added" : "permission-removed";
    await recordActivity(tx, actor.id, { subject: "role", subjectId: role.id, label: role.displayName, action, details: { permission: permission.name } });
    return { ok: true as const, value: undefined };
  });
}

/** The permissions a role grants (switching it off or on needs each of them: no escalation). */
async function grantsOf(tx: Parameters<Parameters<Executor["transaction"]>[0]>[0], roleId: string): Promise<string[]> {
  const rows = await tx
    .select({ name: permissions.name })
    .from(rolePermissions)
    .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
    .where(eq(rolePermissions.roleId, roleId));
  return rows.map((p) => p.name);
}

/** Deactivates a custom role: from the next request its assignments grant nothing (roles.is_active check). */
export async function deactivateCustomRole(actor: Actor, roleId: string, executor: Executor = db): Promise<ChangeResult> {
  return executor.transaction(async (tx) => {
    const role = await lockEditableRole(tx, roleId);
    if ("ok" in role) return role.message === ROLE_MESSAGES.systemRoleLocked || role.message === ROLE_MESSAGES.adminRoleLocked ? fail(ROLE_MESSAGES.systemRoleDeactivate, 403) : role;
    if (missingPermissions(actor, await grantsOf(tx, role.id)).length > 0) return fail(ROLE_MESSAGES.escalationDeactivate, 403);
    await tx.update(roles).set({ isActive: false }).where(eq(roles.id, role.id));
    await tx.insert(roleChangeLog).values({ roleId: role.id, action: "deactivated", performedBy: actor.id });
    await recordActivity(tx, actor.id, { subject: "role", subjectId: role.id, label: role.displayName, action: "deactivated" });
    return { ok: true as const, value: undefined };
  });
}

/**
 * Switches a deactivated custom role on again (review, session 27: a switched-off role could never
 * come back, and its name stayed taken). Its assignments grant again from the next request, so the
 * actor must hold every permission the role grants, as for switching it off.
 */
export async function activateCustomRole(actor: Actor, roleId: string, executor: Executor = db): Promise<ChangeResult> {
  return executor.transaction(async (tx) => {
    const [role] = await tx
      .select({ id: roles.id, name: roles.name, displayName: roles.displayName, isSystemRole: roles.isSystemRole, isActive: roles.isActive })
      .from(roles)
      .where(eq(roles.id, roleId))
      .for("update");
    if (!role) return fail(ROLE_MESSAGES.roleNotFound, 404);
    if (isAdminRole(role.name) || role.isSystemRole) return fail(ROLE_MESSAGES.systemRoleDeactivate, 403);
    if (role.isActive) return fail(ROLE_MESSAGES.roleAlreadyActive, 409);
    const grants = await grantsOf(tx, role.id);
    if (missingPermissions(actor, grants).length > 0) return fail(ROLE_MESSAGES.escalationActivate, 403);
    if (await grantCeiling(tx, actor.id, [...grants, "role:manage"])) return fail(ROLE_MESSAGES.temporaryPermission, 403);
    await tx.update(roles).set({ isActive: true }).where(eq(roles.id, role.id));
    await tx.insert(roleChangeLog).values({ roleId: role.id, action: "activated", performedBy: actor.id });
    await recordActivity(tx, actor.id, { subject: "role", subjectId: role.id, label: role.displayName, action: "activated" });
    return { ok: true as const, value: undefined };
  });
}
