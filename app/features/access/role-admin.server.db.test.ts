import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { roleChangeLog, roles } from "~/db/schema";
import { createUser } from "../../../tests/factories";
import { assignRole } from "./assignments.server";
import type { Permission } from "./permissions";
import { PERMISSIONS } from "./permissions";
import { activateCustomRole, createCustomRole, deactivateCustomRole, listRoles, setRolePermission } from "./role-admin.server";
import { ROLE_MESSAGES } from "./role-rules";
import { loadAccess } from "./session.server";
import { userStats } from "./user-directory.server";

const admin = (id: string) => ({ id, permissions: [...PERMISSIONS] });
const withPerms = (id: string, permissions: Permission[]) => ({ id, permissions });
const unique = () => `rola-${Math.random().toString(36).slice(2, 8)}`;
const roleId = async (name: string) => (await db.select({ id: roles.id }).from(roles).where(eq(roles.name, name)))[0]!.id;

describe("custom roles", () => {
  it("a temporary admin cannot add permissions to a role or switch one on: its holders would keep them (review, session 31)", async () => {
    const owner = await createUser({ traits: ["admin"] });
    const temp = await createUser();
    const name = unique();
    const created = await createCustomRole(admin(owner.id), { name, displayName: `Baza ${name}`, description: "", permissions: ["log:read", "user:read"] });
    if (!created.ok) throw new Error(created.message);
    await assignRole(admin(owner.id), { userId: temp.id, roleName: name, expiresAt: null });
    await assignRole(admin(owner.id), { userId: temp.id, roleName: "admin", expiresAt: new Date(Date.now() + 86_400_000) });
    const actor = admin(temp.id);
    expect(await setRolePermission(actor, { roleId: created.value.id, permission: "role:assign", granted: true })).toEqual({ ok: false, message: ROLE_MESSAGES.temporaryPermission, httpStatus: 403 });
    expect(await setRolePermission(actor, { roleId: created.value.id, permission: "log:read", granted: false })).toMatchObject({ ok: true }); // taking away is fine
    expect(await deactivateCustomRole(admin(owner.id), created.value.id)).toMatchObject({ ok: true });
    expect(await activateCustomRole(actor, created.value.id)).toMatchObject({ ok: false, message: ROLE_MESSAGES.temporaryPermission });
    expect(await activateCustomRole(admin(owner.id), created.value.id)).toMatchObject({ ok: true });
  });

  it("creates a non-system role with chosen permissions, logs who did it, and it grants them when assigned", async () => {
    const me = await createUser({ traits: ["admin"] });
    const name = unique();
    const created = await createCustomRole(admin(me.id), { name, displayName: "Recenzent", description: "", permissions: ["review:moderate", "admin:access"] });
    expect(created.ok).toBe(true);
    const [row] = await db.select().from(roles).where(eq(roles.name, name));
    expect(row).toMatchObject({ isSystemRole: false, isActive: true });
    const log = await db.select().from(roleChangeLog).where(eq(roleChangeLog.roleId, row!.id));
    expect(log.map((l) => l.action).sort()).toEqual(["created", "permission_added", "permission_added"]);
    expect(log.every((l) => l.performedBy === me.id)).toBe(true);
    const target = await createUser();
    await assignRole(admin(me.id), { userId: target.id, roleName: name, expiresAt: null });
    expect((await loadAccess(target.id)).permissions.sort()).toEqual(["admin:access", "review:moderate"]);
    const summary = (await listRoles()).find((r) => r.name === name)!;
    expect(summary).toMatchObject({ activeAssignments: 1, permissions: ["admin:access", "review:moderate"] });
    // The roles page and the users page give the same count for "Użytkownik" (accounts with no role);
    // one of those made here, since tests run in random order (the seed 1795809201520 ran this first).
    await createUser();
    const plainOnRoles = (await listRoles()).find((r) => r.name === "user")!.activeAssignments;
    expect(plainOnRoles).toBeGreaterThan(0);
    expect(plainOnRoles).toBe((await userStats()).perRole.find((r) => r.name === "user")!.assignments);
  });

  it("refuses escalation, bad names, duplicates and unknown permissions, writing nothing", async () => {
    const me = await createUser();
    const manager = withPerms(me.id, ["role:manage", "role:read", "admin:access"]);
    expect(await createCustomRole(manager, { name: unique(), displayName: "Za dużo", description: "", permissions: ["product:delete"] })).toMatchObject({ ok: false, httpStatus: 403, message: ROLE_MESSAGES.escalationPermission });
    expect(await createCustomRole(manager, { name: "Zła Nazwa", displayName: "X y", description: "", permissions: ["role:read"] })).toMatchObject({ ok: false, message: ROLE_MESSAGES.roleNameInvalid });
    expect(await createCustomRole(admin(me.id), { name: "admin", displayName: "Podróba", description: "", permissions: ["role:read"] })).toMatchObject({ ok: false, httpStatus: 409 });
    expect(await createCustomRole(admin(me.id), { name: unique(), displayName: "Nic", description: "", permissions: [] })).toMatchObject({ ok: false, message: ROLE_MESSAGES.noPermissions });
    // Unknown is bad input (400), for an admin and for a manager alike: nobody holds it.
    expect(await createCustomRole(admin(me.id), { name: unique(), displayName: "Obce", description: "", permissions: ["root:everything"] })).toMatchObject({ ok: false, httpStatus: 400, message: ROLE_MESSAGES.unknownPermission });
    expect(await createCustomRole(manager, { name: unique(), displayName: "Obce", description: "", permissions: ["root:everything"] })).toMatchObject({ ok: false, httpStatus: 400 });
    // Two roles may not share a display name (badges and the users filter show it), whatever the case.
    expect(await createCustomRole(admin(me.id), { name: unique(), displayName: "administrator", description: "", permissions: ["role:read"] })).toMatchObject({ ok: false, httpStatus: 409, message: ROLE_MESSAGES.displayNameTaken });
    expect(await db.select().from(roleChangeLog).where(eq(roleChangeLog.performedBy, me.id))).toEqual([]);
  });

  it("adds and removes a permission of a custom role; the holder's next request sees it", async () => {
    const me = await createUser();
    const name = unique();
    const { value } = (await createCustomRole(admin(me.id), { name, displayName: "Pomocnik", description: "", permissions: ["blog:update"] })) as { value: { id: string } };
    const holder = await createUser({ roles: [name] });
    expect(await setRolePermission(admin(me.id), { roleId: value.id, permission: "blog:publish", granted: true })).toEqual({ ok: true, value: undefined });
    expect((await loadAccess(holder.id)).permissions.sort()).toEqual(["blog:publish", "blog:update"]);
    expect(await setRolePermission(admin(me.id), { roleId: value.id, permission: "blog:update", granted: false })).toEqual({ ok: true, value: undefined });
    expect((await loadAccess(holder.id)).permissions).toEqual(["blog:publish"]);
    expect(await setRolePermission(admin(me.id), { roleId: value.id, permission: "blog:update", granted: false })).toMatchObject({ ok: false, message: ROLE_MESSAGES.lacksPermission });
    // The last one stays (session 32): an empty role is refused at creation, and so on the way there.
    expect(await setRolePermission(admin(me.id), { roleId: value.id, permission: "blog:publish", granted: false })).toMatchObject({ ok: false, message: ROLE_MESSAGES.lastPermission, httpStatus: 409 });
    expect((await loadAccess(holder.id)).permissions).toEqual(["blog:publish"]);
    // A manager without product:delete cannot add it.
    expect(await setRolePermission(withPerms(me.id, ["role:manage"]), { roleId: value.id, permission: "product:delete", granted: true })).toMatchObject({ ok: false, httpStatus: 403 });
  });

  it("never changes the admin role (nor other system roles, which are defined in code)", async () => {
    const me = await createUser();
    const adminId = await roleId("admin");
    expect(await setRolePermission(admin(me.id), { roleId: adminId, permission: "role:manage", granted: false })).toMatchObject({ ok: false, httpStatus: 403, message: ROLE_MESSAGES.adminRoleLocked });
    expect(await setRolePermission(admin(me.id), { roleId: await roleId("editor"), permission: "role:manage", granted: true })).toMatchObject({ ok: false, message: ROLE_MESSAGES.systemRoleLocked });
    expect(await deactivateCustomRole(admin(me.id), adminId)).toMatchObject({ ok: false, message: ROLE_MESSAGES.systemRoleDeactivate });
    expect((await listRoles()).find((r) => r.name === "admin")!.permissions.sort()).toEqual([...PERMISSIONS].sort());
  });

  it("deactivating a custom role stops its grants on the next request", async () => {
    const me = await createUser();
    const name = unique();
    const { value } = (await createCustomRole(admin(me.id), { name, displayName: "Tymczasowa", description: "", permissions: ["user:read"] })) as { value: { id: string } };
    const holder = await createUser({ roles: [name] });
    expect((await loadAccess(holder.id)).permissions).toEqual(["user:read"]);
    expect(await deactivateCustomRole(withPerms(me.id, ["role:manage"]), value.id)).toMatchObject({ ok: false, message: ROLE_MESSAGES.escalationDeactivate });
    expect(await deactivateCustomRole(admin(me.id), value.id)).toEqual({ ok: true, value: undefined });
    expect(await loadAccess(holder.id)).toEqual({ roles: [], permissions: [] });
    expect(await assignRole(admin(me.id), { userId: holder.id, roleName: name, expiresAt: null })).toMatchObject({ ok: false, message: ROLE_MESSAGES.roleInactive });
    // Switched on again (review, session 27: it never could be): its assignments grant again, by whoever
    // holds what it grants; system roles and an active role are refused.
    expect(await activateCustomRole(withPerms(me.id, ["role:manage"]), value.id)).toMatchObject({ ok: false, message: ROLE_MESSAGES.escalationActivate, httpStatus: 403 });
    expect(await loadAccess(holder.id)).toEqual({ roles: [], permissions: [] });
    expect(await activateCustomRole(admin(me.id), value.id)).toEqual({ ok: true, value: undefined });
    expect((await loadAccess(holder.id)).permissions).toEqual(["user:read"]);
    expect(await activateCustomRole(admin(me.id), value.id)).toMatchObject({ ok: false, message: ROLE_MESSAGES.roleAlreadyActive, httpStatus: 409 });
    const editorRole = (await listRoles()).find((r) => r.name === "editor")!;
    expect(await activateCustomRole(admin(me.id), editorRole.id)).toMatchObject({ ok: false, httpStatus: 403 });
    const log = await db.select({ action: roleChangeLog.action }).from(roleChangeLog).where(eq(roleChangeLog.roleId, value.id));
    expect(log.filter((l) => l.action === "activated" || l.action === "deactivated").map((l) => l.action).sort()).toEqual(["activated", "deactivated"]);
  });
});
