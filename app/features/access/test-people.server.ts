// Test helpers for the role-management DB tests: plain users and actors without going through sign-up.
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { roles, user, userRoleAssignments } from "~/db/schema";
import { PERMISSIONS, type Permission } from "./permissions";
import type { Actor } from "./role-rules";

export async function makeUser(name = "Osoba Testowa"): Promise<string> {
  const id = randomUUID();
  await db.insert(user).values({ id, name, email: `${id}@example.com`, emailVerified: true });
  return id;
}

export async function giveRole(userId: string, roleName: string, expiresAt: Date | null = null): Promise<void> {
  const [role] = await db.select({ id: roles.id }).from(roles).where(eq(roles.name, roleName));
  await db.insert(userRoleAssignments).values({ userId, roleId: role!.id, expiresAt });
}

export const adminActor = (id: string): Actor => ({ id, permissions: [...PERMISSIONS] });
export const actorWith = (id: string, permissions: Permission[]): Actor => ({ id, permissions });
