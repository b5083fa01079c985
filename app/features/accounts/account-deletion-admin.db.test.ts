import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { profiles, roleAuditLog, userRoleAssignments } from "~/db/schema";
import { revokeRole } from "~/features/access/assignments.server";
import { PERMISSIONS } from "~/features/access/permissions";
import { ROLE_MESSAGES } from "~/features/access/role-rules";
import { assignRole, createUser, onlyAdmins } from "../../../tests/factories";
import { LAST_ADMIN_DELETION_MESSAGE, pendingDeletion, purgeDueAccounts, requestAccountDeletion } from "./profile-deletion.server";

// Issue #10 §5 and #12 point 10 together: deleting an account must not leave the panel without an
// administrator, and the roles it loses are written to the role history.
const adminActor = (id: string) => ({ id, permissions: [...PERMISSIONS] });

describe("account deletion and the last administrator", () => {
  it("the only permanent admin is refused (409) and nothing changes", async () => {
    const solo = await createUser({ name: "Jedyny admin" });
    await onlyAdmins({ id: solo.id });
    await expect(requestAccountDeletion(solo.id)).rejects.toMatchObject({ message: LAST_ADMIN_DELETION_MESSAGE, status: 409 });
    expect(await pendingDeletion(solo.id)).toBeNull();
  });

  it("of two admins one may go; the other is then the last, for deletion and for revoking", async () => {
    const [first, second] = [await createUser(), await createUser()];
    await onlyAdmins({ id: first.id }, { id: second.id });
    await requestAccountDeletion(first.id);
    expect(await pendingDeletion(first.id)).not.toBeNull();
    await expect(requestAccountDeletion(second.id)).rejects.toMatchObject({ message: LAST_ADMIN_DELETION_MESSAGE });
    // The leaving admin does not count as the one who stays.
    expect(await revokeRole(adminActor(first.id), { userId: second.id, roleName: "admin" })).toMatchObject({ ok: false, httpStatus: 409, message: ROLE_MESSAGES.lastAdminRevoke });
  });

  it("the purge removes the roles and writes them to the role history as revoked", async () => {
    const editor = await createUser();
    await assignRole(editor.id, "editor");
    await requestAccountDeletion(editor.id);
    await db.update(profiles).set({ dataDeletionRequestedAt: sql`now() - make_interval(days => 8)` }).where(eq(profiles.id, editor.id));
    expect(await purgeDueAccounts()).toContain(editor.id);
    expect(await db.select().from(userRoleAssignments).where(eq(userRoleAssignments.userId, editor.id))).toEqual([]);
    const history = await db.select().from(roleAuditLog).where(eq(roleAuditLog.userId, editor.id));
    expect(history).toEqual([expect.objectContaining({ action: "revoked", roleName: "editor", performedBy: null, details: { expires_at: null, reason: "account-deleted" } })]);
  });
});
