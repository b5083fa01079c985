import { and, eq, sql } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { roleAuditLog, roles, user, userRoleAssignments } from "~/db/schema";

export class RoleError extends Error {}

/** Gives `roleName` to the user with `email` (idempotent); used by ADMIN_EMAIL and `npm run admin:grant`. */
export async function grantRoleByEmail(
  executor: Executor,
  email: string,
  roleName: string,
  performedBy: string | null = null,
): Promise<"granted" | "already"> {
  return executor.transaction(async (tx) => {
    const [target] = await tx.select({ id: user.id }).from(user).where(eq(sql`lower(${user.email})`, email.toLowerCase()));
    if (!target) throw new RoleError(`Nie znaleziono użytkownika o adresie ${email}`);
    const [role] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.name, roleName));
    if (!role) throw new RoleError(`Nie znaleziono roli ${roleName}`);
    const inserted = await tx
      .insert(userRoleAssignments)
      .values({ userId: target.id, roleId: role.id, assignedBy: performedBy })
      .onConflictDoNothing()
      .returning({ id: userRoleAssignments.id });
    if (inserted.length === 0) {
      // An active assignment exists; clear any expiry so the grant is permanent, as asked.
      await tx
        .update(userRoleAssignments)
        .set({ expiresAt: null })
        .where(and(eq(userRoleAssignments.userId, target.id), eq(userRoleAssignments.roleId, role.id), eq(userRoleAssignments.isActive, true)));
      return "already";
    }
    await tx.insert(roleAuditLog).values({ userId: target.id, roleId: role.id, roleName, action: "assigned", performedBy });
    return "granted";
  });
}
