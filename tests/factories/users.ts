// Test factories for users, roles and sessions (ADR 003: every test makes its own data). Each call
// builds a fresh, valid row set with unique values; traits add the common shapes.
import { randomUUID } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import { db } from "~/db/client.server";
import { permissions, rolePermissions, roles, session, user, userRoleAssignments, profiles, userSettings } from "~/db/schema";
import { PERMISSIONS, type Permission, type SystemRoleName } from "~/features/access/permissions";
import { loadAccess, type SessionUser } from "~/features/access/session.server";

export type UserTrait = "admin" | "editor" | "moderator" | "expiredRole" | "unverified";

export type TestUser = { id: string; email: string; name: string };

/**
 * A user with a profile and settings. Traits: "admin" / "editor" / "moderator" assign that system
 * role; "expiredRole" makes those assignments already expired (they grant nothing); "unverified"
 * leaves the e-mail unverified.
 */
export async function createUser(options: { traits?: UserTrait[]; name?: string; email?: string; roles?: string[] } = {}): Promise<TestUser> {
  const traits = new Set(options.traits ?? []);
  const id = randomUUID();
  const email = options.email ?? `u-${id.slice(0, 8)}@test.local`;
  const name = options.name ?? "Testowy Użytkownik";
  await db.insert(user).values({ id, name, email, emailVerified: !traits.has("unverified") });
  await db.insert(profiles).values({ id, fullName: name });
  await db.insert(userSettings).values({ userId: id });
  const roleNames = [...(options.roles ?? []), ...(["admin", "editor", "moderator"] as const).filter((r) => traits.has(r))];
  const expiresAt = traits.has("expiredRole") ? new Date(Date.now() - 60_000) : null;
  for (const roleName of roleNames) await assignRole(id, roleName, { expiresAt });
  return { id, email, name };
}

/** Gives a role (by name) to a user; `expiresAt` in the past or `isActive: false` makes it grant nothing. */
export async function assignRole(userId: string, roleName: SystemRoleName | string, options: { expiresAt?: Date | null; isActive?: boolean } = {}) {
  const [role] = await db.select({ id: roles.id }).from(roles).where(eq(roles.name, roleName));
  if (!role) throw new Error(`no role ${roleName}`);
  const [row] = await db
    .insert(userRoleAssignments)
    .values({ userId, roleId: role.id, expiresAt: options.expiresAt ?? null, isActive: options.isActive ?? true })
    .returning({ id: userRoleAssignments.id });
  return row!.id;
}

/**
 * Leaves exactly the given users as active admins: the last-admin rule looks at the whole table, so
 * a test of it first retires every other admin assignment of its database.
 */
export async function onlyAdmins(...entries: { id: string; expiresAt?: Date | null }[]) {
  const [admin] = await db.select({ id: roles.id }).from(roles).where(eq(roles.name, "admin"));
  await db.update(userRoleAssignments).set({ isActive: false }).where(and(eq(userRoleAssignments.roleId, admin!.id), eq(userRoleAssignments.isActive, true)));
  for (const e of entries) await assignRole(e.id, "admin", { expiresAt: e.expiresAt ?? null });
}

/** A custom (non-system) role holding `grants`; `isActive: false` makes an inactive role. */
export async function createRole(grants: Permission[], options: { isActive?: boolean; name?: string } = {}) {
  const name = options.name ?? `rola-${randomUUID().slice(0, 8)}`;
  const [role] = await db.insert(roles).values({ name, displayName: name, isActive: options.isActive ?? true }).returning({ id: roles.id });
  if (grants.length) {
    const rows = await db.select({ id: permissions.id }).from(permissions).where(inArray(permissions.name, grants));
    await db.insert(rolePermissions).values(rows.map((p) => ({ roleId: role!.id, permissionId: p.id })));
  }
  return { id: role!.id, name };
}

/**
 * Switches a permission off for the whole site, restoring it when the returned function runs (the
 * permissions table is shared by the file's tests: call the restore in `finally`/`onTestFinished`).
 */
export async function deactivatePermission(name: Permission): Promise<() => Promise<void>> {
  await db.update(permissions).set({ isActive: false }).where(eq(permissions.name, name));
  return async () => {
    await db.update(permissions).set({ isActive: true }).where(and(eq(permissions.name, name)));
  };
}

/** A Better Auth session row for the user (valid for a day); returns its id and token. */
export async function createSession(userId: string, options: { expiresAt?: Date; createdAt?: Date } = {}) {
  const id = randomUUID();
  const token = randomUUID().replace(/-/g, "");
  await db.insert(session).values({
    id,
    userId,
    token,
    expiresAt: options.expiresAt ?? new Date(Date.now() + 86_400_000),
    ...(options.createdAt ? { createdAt: options.createdAt } : {}),
  });
  return { id, token };
}

/** A SessionUser with the given access, as sessionMiddleware would build it. */
export function testSessionUser(u: TestUser, access: { roles: string[]; permissions: Permission[] }): SessionUser {
  return {
    id: u.id,
    email: u.email,
    name: u.name,
    emailVerified: true,
    twoFactorEnabled: false,
    createdAt: new Date(),
    sessionId: `test-${u.id.slice(0, 8)}`,
    roles: access.roles,
    permissions: access.permissions,
  };
}

/** The SessionUser a request of this user would carry, with roles and permissions read from the database. */
export async function sessionUserFor(u: TestUser): Promise<SessionUser> {
  return testSessionUser(u, await loadAccess(u.id));
}

export { PERMISSIONS };
