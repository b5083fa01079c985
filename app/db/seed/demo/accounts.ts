import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { ADMIN_ROLE_NAME } from "../../../features/access/permissions";
import { hashPassword } from "../../../features/accounts/password.server";
import type { Executor } from "../../client.server";
import { account, profiles, roleAuditLog, roles, user, userRoleAssignments, userSettings } from "../../schema";

// DESIGN §3: printed at start by the server; created only by seedDemo, never in a deployment.
export const DEMO_ACCOUNTS = [
  { email: "admin@viralne.local", password: "Admin123!", role: ADMIN_ROLE_NAME, name: "Administrator Demo" },
  { email: "jan@viralne.local", password: "Uzytkownik1!", role: "user", name: "Jan Kowalski" },
  // ADR 018: the panel's other roles, so editors' and moderators' journeys can be tried (and tested).
  { email: "redaktor@viralne.local", password: "Redaktor1!", role: "editor", name: "Ewa Redaktorska" },
  { email: "moderator@viralne.local", password: "Moderator1!", role: "moderator", name: "Marek Moderator" },
] as const;

// Reviewers exist only so that ratings come from real review rows; they have no password and
// therefore cannot sign in.
const REVIEWER_NAMES = [
  "Anna Nowak", "Katarzyna Wiśniewska", "Piotr Wójcik", "Magdalena Kamińska", "Tomasz Lewandowski",
  "Agnieszka Zielińska", "Michał Szymański", "Joanna Woźniak", "Paweł Dąbrowski", "Ewa Kozłowska",
  "Łukasz Jankowski",
];

export type DemoUsers = { adminId: string; janId: string; reviewerIds: string[] };

function emailFor(name: string): string {
  const ascii = name.replace(/ł/g, "l").replace(/Ł/g, "L").normalize("NFD").replace(/[\u0300-\u036f]/g, "");
  return `${ascii.toLowerCase().replace(/ /g, ".")}@demo.viralne.local`;
}

async function insertUser(db: Executor, name: string, email: string, createdAt: Date, password?: string) {
  const id = randomUUID();
  await db.insert(user).values({ id, name, email, emailVerified: true, createdAt, updatedAt: createdAt });
  if (password) {
    await db.insert(account).values({
      id: randomUUID(),
      accountId: id,
      providerId: "credential",
      userId: id,
      password: await hashPassword(password),
      createdAt,
      updatedAt: createdAt,
    });
  }
  await db.insert(profiles).values({ id, fullName: name, termsAcceptedAt: createdAt, createdAt, updatedAt: createdAt });
  await db.insert(userSettings).values({ userId: id });
  return id;
}

export async function createDemoUsers(db: Executor, now: Date): Promise<DemoUsers> {
  const daysAgo = (d: number) => new Date(now.getTime() - d * 86_400_000);
  const [admin, jan] = DEMO_ACCOUNTS;
  const adminId = await insertUser(db, admin.name, admin.email, daysAgo(120), admin.password);
  const janId = await insertUser(db, jan.name, jan.email, daysAgo(95), jan.password);
  const [adminRole] = await db.select({ id: roles.id }).from(roles).where(eq(roles.name, ADMIN_ROLE_NAME));
  if (!adminRole) throw new Error("Reference data missing: apply it before seedDemo");
  await db.insert(userRoleAssignments).values({ userId: adminId, roleId: adminRole.id, assignedAt: daysAgo(120) });
  await db.insert(roleAuditLog).values({ userId: adminId, roleId: adminRole.id, roleName: ADMIN_ROLE_NAME, action: "assigned", performedAt: daysAgo(120) });

  for (const staff of DEMO_ACCOUNTS.slice(2)) {
    const staffId = await insertUser(db, staff.name, staff.email, daysAgo(100), staff.password);
    const [role] = await db.select({ id: roles.id }).from(roles).where(eq(roles.name, staff.role));
    if (!role) throw new Error(`Reference data missing: role ${staff.role}`);
    await db.insert(userRoleAssignments).values({ userId: staffId, roleId: role.id, assignedAt: daysAgo(100) });
    await db.insert(roleAuditLog).values({ userId: staffId, roleId: role.id, roleName: staff.role, action: "assigned", performedAt: daysAgo(100) });
  }

  const reviewerIds: string[] = [];
  for (const [i, name] of REVIEWER_NAMES.entries()) {
    reviewerIds.push(await insertUser(db, name, emailFor(name), daysAgo(110 - i * 2)));
  }
  return { adminId, janId, reviewerIds };
}
