import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { roleAuditLog, user, userRoleAssignments } from "~/db/schema";
import { assignRole, revokeRole } from "./assignments.server";
import { expireRoleAssignments } from "./role-expiry.server";
import { ROLE_MESSAGES } from "./role-rules";
import { loadAccess } from "./session.server";
import { assignRole as giveRoleRow, createUser, onlyAdmins } from "../../../tests/factories";
import { PERMISSIONS, type Permission } from "./permissions";
import type { Actor } from "./role-rules";
import { roleHistory } from "./user-directory.server";
import { mailSinkForFile } from "~/features/accounts/test-utils.server";

const sink = mailSinkForFile();

const makeUser = async (name?: string) => (await createUser({ name })).id;
const giveRole = (userId: string, roleName: string, expiresAt: Date | null = null) => giveRoleRow(userId, roleName, { expiresAt });
const adminActor = (id: string): Actor => ({ id, permissions: [...PERMISSIONS] });
const actorWith = (id: string, permissions: Permission[]): Actor => ({ id, permissions });
const tomorrow = () => new Date(Date.now() + 24 * 60 * 60 * 1000);
const audit = (userId: string) => db.select().from(roleAuditLog).where(eq(roleAuditLog.userId, userId)).orderBy(roleAuditLog.performedAt);

describe("assign and revoke", () => {
  it("the holder is told by e-mail when a role is given (with its end) or taken away (ADR 163 addendum)", async () => {
    const admin = await makeUser("Admin");
    const target = await createUser({ name: "Ola Powiadamiana" });
    const until = new Date(Date.now() + 3 * 24 * 60 * 60 * 1000);
    expect(await assignRole(adminActor(admin), { userId: target.id, roleName: "editor", expiresAt: until })).toMatchObject({ ok: true });
    expect(await revokeRole(adminActor(admin), { userId: target.id, roleName: "editor" })).toMatchObject({ ok: true });
    const mails = (await sink.to(target.email)).map((m) => m.text);
    expect(mails).toHaveLength(2);
    expect(mails[0]).toMatch(/Przypisano Ci rol=?\s*ę „Redaktor”, ważną do \d/);
    expect(mails[1]).toContain("Odebrano Ci rolę „Redaktor”.");
  });

  it("nobody assigns roles to themselves; a temporary holder grants only until their own role ends (review, session 31)", async () => {
    const admin = await makeUser();
    await giveRole(admin, "admin");
    expect(await assignRole(adminActor(admin), { userId: admin, roleName: "editor", expiresAt: null })).toEqual({ ok: false, message: ROLE_MESSAGES.selfAssign, httpStatus: 403 });
    const helper = await makeUser();
    const until = new Date(Date.now() + 5 * 24 * 60 * 60 * 1000);
    await giveRole(helper, "admin", until);
    const other = await makeUser();
    const actor = adminActor(helper);
    expect(await assignRole(actor, { userId: helper, roleName: "admin", expiresAt: null })).toMatchObject({ ok: false, message: ROLE_MESSAGES.selfAssign });
    expect(await assignRole(actor, { userId: other, roleName: "editor", expiresAt: null })).toEqual({ ok: false, message: ROLE_MESSAGES.grantOutlasts, httpStatus: 403 });
    expect(await assignRole(actor, { userId: other, roleName: "editor", expiresAt: new Date(until.getTime() + 60_000) })).toMatchObject({ ok: false, message: ROLE_MESSAGES.grantOutlasts });
    expect(await audit(other)).toEqual([]);
    expect(await assignRole(actor, { userId: other, roleName: "editor", expiresAt: until })).toEqual({ ok: true, value: "assigned" });
    // Holding the editor role for good does not help: the right to assign (role:assign) still ends.
    await giveRole(helper, "editor");
    const third = await makeUser();
    expect(await assignRole(actor, { userId: third, roleName: "editor", expiresAt: null })).toMatchObject({ ok: false, message: ROLE_MESSAGES.grantOutlasts });
  });

  it("assigns with an expiry, audits who did it, and the next request carries the role", async () => {
    const admin = await makeUser("Admin");
    const target = await makeUser("Ela");
    const until = tomorrow();
    const result = await assignRole(adminActor(admin), { userId: target, roleName: "editor", expiresAt: until });
    expect(result).toEqual({ ok: true, value: "assigned" });
    expect((await loadAccess(target)).permissions).toContain("blog:update");
    const [entry] = await audit(target);
    expect(entry).toMatchObject({ action: "assigned", roleName: "editor", performedBy: admin });
    expect(new Date(entry!.details.expires_at!).getTime()).toBe(until.getTime());
  });

  it("revokes: the very next access load has no trace of the role, and the history shows both events", async () => {
    const admin = await makeUser("Admin");
    const target = await makeUser("Olek");
    await assignRole(adminActor(admin), { userId: target, roleName: "editor", expiresAt: null });
    expect((await loadAccess(target)).roles).toEqual(["editor"]);
    expect(await revokeRole(adminActor(admin), { userId: target, roleName: "editor" })).toEqual({ ok: true, value: undefined });
    expect(await loadAccess(target)).toEqual({ roles: [], permissions: [] });
    const history = await roleHistory(target);
    expect(history.map((h) => h.action).sort()).toEqual(["assigned", "revoked"]);
    expect(history.every((h) => h.performedBy?.name === "Admin")).toBe(true);
  });

  it("refuses to revoke a role the user does not have, a past expiry, unknown users and roles; nothing is written", async () => {
    const admin = adminActor(await makeUser());
    const target = await makeUser();
    expect(await revokeRole(admin, { userId: target, roleName: "editor" })).toMatchObject({ ok: false, message: ROLE_MESSAGES.notAssigned, httpStatus: 404 });
    expect(await assignRole(admin, { userId: target, roleName: "editor", expiresAt: new Date(Date.now() - 1000) })).toMatchObject({ ok: false, message: ROLE_MESSAGES.expiryInPast });
    expect(await assignRole(admin, { userId: "nobody", roleName: "editor", expiresAt: null })).toMatchObject({ ok: false, message: ROLE_MESSAGES.userNotFound });
    expect(await assignRole(admin, { userId: target, roleName: "wizard", expiresAt: null })).toMatchObject({ ok: false, message: ROLE_MESSAGES.roleNotFound });
    expect(await audit(target)).toEqual([]);
  });

  it("refuses to assign or revoke the base role 'Użytkownik', with or without an expiry (review, session 27)", async () => {
    const admin = adminActor(await makeUser());
    const target = await makeUser();
    for (const expiresAt of [tomorrow(), null]) {
      expect(await assignRole(admin, { userId: target, roleName: "user", expiresAt })).toEqual({ ok: false, message: ROLE_MESSAGES.baseRole, httpStatus: 400 });
    }
    expect(await revokeRole(admin, { userId: target, roleName: "user" })).toEqual({ ok: false, message: ROLE_MESSAGES.baseRole, httpStatus: 400 });
    expect(await audit(target)).toEqual([]);
    expect(await db.select().from(userRoleAssignments).where(eq(userRoleAssignments.userId, target))).toEqual([]);
  });

  it("re-assigning a held role changes its expiry instead of failing", async () => {
    const admin = adminActor(await makeUser());
    const target = await makeUser();
    await assignRole(admin, { userId: target, roleName: "moderator", expiresAt: tomorrow() });
    expect(await assignRole(admin, { userId: target, roleName: "moderator", expiresAt: null })).toEqual({ ok: true, value: "updated" });
    const rows = await db.select().from(userRoleAssignments).where(eq(userRoleAssignments.userId, target));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.expiresAt).toBeNull();
  });

  it("the same role with the same end again writes and announces nothing (session 32)", async () => {
    const admin = adminActor(await makeUser());
    const target = await makeUser();
    const until = tomorrow();
    await assignRole(admin, { userId: target, roleName: "moderator", expiresAt: until });
    const again = await Promise.all([0, 1].map(() => assignRole(admin, { userId: target, roleName: "moderator", expiresAt: new Date(until) })));
    expect(again).toEqual([{ ok: true, value: "updated" }, { ok: true, value: "updated" }]);
    expect(await audit(target)).toHaveLength(1);
    const [person] = await db.select({ email: user.email }).from(user).where(eq(user.id, target));
    expect(await sink.to(person!.email)).toHaveLength(1);
  });
});

describe("escalation", () => {
  it("a moderator with role:assign cannot grant editor or admin, nor revoke admin", async () => {
    const mod = actorWith(await makeUser(), ["role:assign", "user:read", "user:block", "admin:access", "review:moderate"]);
    const target = await makeUser();
    expect(await assignRole(mod, { userId: target, roleName: "editor", expiresAt: null })).toMatchObject({ ok: false, httpStatus: 403, message: ROLE_MESSAGES.escalationAssign });
    expect(await assignRole(mod, { userId: target, roleName: "admin", expiresAt: null })).toMatchObject({ ok: false, httpStatus: 403 });
    const admin = await makeUser();
    await giveRole(admin, "admin");
    expect(await revokeRole(mod, { userId: admin, roleName: "admin" })).toMatchObject({ ok: false, httpStatus: 403, message: ROLE_MESSAGES.escalationRevoke });
    expect((await loadAccess(admin)).roles).toContain("admin");
    // …but can pass on what it holds: the moderator role itself (review:moderate, user:read, user:block, admin:access).
    expect(await assignRole(mod, { userId: target, roleName: "moderator", expiresAt: null })).toMatchObject({ ok: true });
    expect(await audit(target)).toHaveLength(1);
  });
});

describe("last admin", () => {
  it("the only permanent admin can be neither revoked nor given an expiry", async () => {
    const solo = await makeUser("Jedyny");
    await onlyAdmins({ id: solo });
    const me = adminActor(solo);
    expect(await revokeRole(me, { userId: solo, roleName: "admin" })).toMatchObject({ ok: false, httpStatus: 409, message: ROLE_MESSAGES.lastAdminRevoke });
    expect(await assignRole(me, { userId: solo, roleName: "admin", expiresAt: tomorrow() })).toMatchObject({ ok: false, httpStatus: 403, message: ROLE_MESSAGES.selfAssign });
    // An expiring admin elsewhere does not count: it would leave nobody once it lapses.
    const temp = await makeUser();
    const until = tomorrow();
    await assignRole(me, { userId: temp, roleName: "admin", expiresAt: until });
    expect(await assignRole(adminActor(temp), { userId: solo, roleName: "admin", expiresAt: new Date(until.getTime() - 60_000) })).toMatchObject({ ok: false, message: ROLE_MESSAGES.lastAdminExpiry });
    expect(await revokeRole(me, { userId: solo, roleName: "admin" })).toMatchObject({ ok: false, message: ROLE_MESSAGES.lastAdminRevoke });
    // A second permanent admin makes it possible.
    const second = await makeUser();
    await assignRole(me, { userId: second, roleName: "admin", expiresAt: null });
    expect(await revokeRole(me, { userId: solo, roleName: "admin" })).toEqual({ ok: true, value: undefined });
    expect(await revokeRole(adminActor(second), { userId: second, roleName: "admin" })).toMatchObject({ ok: false, message: ROLE_MESSAGES.lastAdminRevoke });
  });

  it("two admins revoking each other at the same time leave one of them", async () => {
    const a = await makeUser();
    const b = await makeUser();
    await onlyAdmins({ id: a }, { id: b });
    const results = await Promise.all([
      revokeRole(adminActor(a), { userId: b, roleName: "admin" }),
      revokeRole(adminActor(b), { userId: a, roleName: "admin" }),
    ]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    const left = [...(await loadAccess(a)).roles, ...(await loadAccess(b)).roles];
    expect(left).toEqual(["admin"]);
  });
});

describe("expiry task", () => {
  it("an expired assignment grants nothing even before the task runs; run twice at once, it logs each expiry once", async () => {
    const people = await Promise.all([makeUser(), makeUser(), makeUser()]);
    const past = new Date(Date.now() - 60_000);
    for (const id of people) await giveRole(id, "editor", past);
    const keeper = await makeUser();
    await giveRole(keeper, "editor", tomorrow());
    expect((await loadAccess(people[0]!)).roles).toEqual([]);
    const counts = await Promise.all([expireRoleAssignments(), expireRoleAssignments()]);
    expect(counts.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(3);
    for (const id of people) {
      const entries = await audit(id);
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({ action: "expired", roleName: "editor", performedBy: null });
      expect(new Date(entries[0]!.details.expires_at!).getTime()).toBe(past.getTime());
    }
    expect(await expireRoleAssignments()).toBe(0);
    expect(await audit(keeper)).toEqual([]);
    expect((await loadAccess(keeper)).roles).toEqual(["editor"]);
  });
});
