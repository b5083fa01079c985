import { and, desc, eq, inArray, lte, or, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { db, type Executor } from "~/db/client.server";
import { type SystemRoleName } from "./permissions";
import { activeAssignment } from "./active-assignment.server";
import { permissions, profiles, roleAuditLog, rolePermissions, roles, user, userRoleAssignments } from "~/db/schema";
import { byFoldedName } from "~/db/folded-order.server";

export const USERS_PAGE_SIZE = 20;

/**
 * THE "blocked now" condition on a profiles row (ADR 173): blocked, and not for a time that has passed.
 * A block whose time is up needs no sweep: every reader asks this, so it ends to the second.
 */
export const blockedNow = sql`(${profiles.blockedAt} IS NOT NULL AND (${profiles.blockedUntil} IS NULL OR ${profiles.blockedUntil} > now()))`;

// ADR 018: the one "assignment grants now" condition (active, unexpired, active role).
export const grantingAssignment = activeAssignment;

export type UserRoleBadge = { name: string; displayName: string; expiresAt: Date | null };

/**
 * Whether a role opens the panel (grants an active admin:access). Staff, who cannot be blocked (ADR 158),
 * are the holders of such a role — not of any role but "user": a role of the site's own making with no
 * panel access (a trusted reviewer, say) made its holders unblockable (session 37 review).
 */
export const roleOpensPanel = sql<boolean>`EXISTS (SELECT 1 FROM ${rolePermissions} rp JOIN ${permissions} p ON p.id = rp.permission_id WHERE rp.role_id = ${roles.id} AND p.name = 'admin:access' AND p.is_active)`;
/** `blockedAt`: ADR 158 (a blocked account cannot sign in); the reason is the panel's note. */
export type UserRow = {
  id: string;
  name: string;
  /** Null for a viewer without user:read-contact (ADR 203). */
  email: string | null;
  createdAt: Date;
  roles: UserRoleBadge[];
  /** Holds a role that opens the panel (staff cannot be blocked: their roles go first, ADR 158). */
  staff: boolean;
  /** Null when not blocked now (never, lifted, or a block for a time that has ended). */
  blockedAt: Date | null;
  /** The end of a block for a time (null: until lifted). */
  blockedUntil: Date | null;
  blockedReason: string | null;
  /** Who blocked the account (null: not blocked, or that account is gone). */
  blockedByName: string | null;
};
/** `blocked`: only blocked accounts (ADR 158, `?zablokowane=1`); `id`: one account (its panel page). */
export type UserListQuery = { search: string; role: string | null; page: number; blocked?: boolean; id?: string; contact?: boolean };

/**
 * The users table's filters as its address holds them (`?q=&rola=&zablokowane=1&page=`); the saved
 * views of Użytkownicy keep the same parameters (saved-view-lists.ts, checked against this parser).
 */
export function parseUserFilters(params: URLSearchParams): UserListQuery {
  return {
    search: (params.get("q") ?? "").slice(0, 100),
    role: params.get("rola") || null,
    // `page`: the name the Pagination links use (review, session 27: "strona" left page 2 unreachable).
    page: Number(params.get("page") ?? 1),
    blocked: params.get("zablokowane") === "1", // ADR 158
  };
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The role an account without any assignment is shown as (the badge of the users table). */
export const PLAIN_USER_ROLE: SystemRoleName = "user";

/** The listed user holds a role now (`roleName`, or any). */
const holdsRole = (roleName?: string) => sql`EXISTS (SELECT 1 FROM ${userRoleAssignments} JOIN ${roles} ON ${roles.id} = ${userRoleAssignments.roleId}
  WHERE ${userRoleAssignments.userId} = ${user.id} AND ${grantingAssignment()}${roleName ? sql` AND ${roles.name} = ${roleName}` : sql``})`;

/** One page of users, newest first; search and role filter run in SQL (trigram indexes, issue #10 §1). */
export async function listUsers(query: UserListQuery, executor: Executor = db): Promise<{ rows: UserRow[]; total: number; page: number; pageCount: number }> {
  const filters: SQL[] = [];
  const needle = query.search.trim().toLowerCase();
  if (needle) {
    const pattern = `%${escapeLike(needle)}%`;
    // ADR 203: without user:read-contact the e-mail is neither shown nor searched (a search would tell it).
    filters.push(query.contact === false ? sql`lower(${user.name}) LIKE ${pattern}` : or(sql`lower(${user.name}) LIKE ${pattern}`, sql`lower(${user.email}) LIKE ${pattern}`)!);
  }
  if (query.role) {
    // The table shows "Użytkownik" for an account with no role: filtering by it finds those too.
    const holds = holdsRole(query.role);
    filters.push(query.role === PLAIN_USER_ROLE ? or(holds, sql`NOT ${holdsRole()}`)! : holds);
  }
  if (query.id !== undefined) filters.push(eq(user.id, query.id));
  if (query.blocked) filters.push(sql`EXISTS (SELECT 1 FROM ${profiles} WHERE ${profiles.id} = ${user.id} AND ${blockedNow})`);
  const where = filters.length ? and(...filters) : undefined;
  const [{ total } = { total: 0 }] = await executor.select({ total: sql<number>`count(*)::int` }).from(user).where(where);
  const pageCount = Math.max(1, Math.ceil(total / USERS_PAGE_SIZE));
  const page = Math.min(Math.max(1, Math.floor(query.page) || 1), pageCount);
  const people = await executor
    .select({
      id: user.id,
      name: user.name,
      email: query.contact === false ? sql<string | null>`NULL::text` : sql<string | null>`${user.email}`,
      createdAt: user.createdAt,
      blockedAt: sql<Date | null>`CASE WHEN ${blockedNow} THEN ${profiles.blockedAt} END`.mapWith(profiles.blockedAt),
      blockedUntil: sql<Date | null>`CASE WHEN ${blockedNow} THEN ${profiles.blockedUntil} END`.mapWith(profiles.blockedUntil),
      blockedReason: sql<string | null>`CASE WHEN ${blockedNow} THEN ${profiles.blockedReason} END`,
      blockedByName: sql<string | null>`CASE WHEN ${blockedNow} THEN (SELECT b.name FROM ${user} AS b WHERE b.id = ${profiles.blockedBy}) END`,
    })
    .from(user)
    .leftJoin(profiles, eq(profiles.id, user.id))
    .where(where)
    .orderBy(desc(user.createdAt), desc(user.id))
    .limit(USERS_PAGE_SIZE)
    .offset((page - 1) * USERS_PAGE_SIZE);
  const badges = people.length
    ? await executor
        .select({ userId: userRoleAssignments.userId, name: roles.name, displayName: roles.displayName, expiresAt: userRoleAssignments.expiresAt, panel: roleOpensPanel })
        .from(userRoleAssignments)
        .innerJoin(roles, eq(roles.id, userRoleAssignments.roleId))
        .where(and(inArray(userRoleAssignments.userId, people.map((p) => p.id)), grantingAssignment()))
        .orderBy(...byFoldedName(roles.displayName))
    : [];
  const rows = people.map((p) => {
    const own = badges.filter((b) => b.userId === p.id);
    return { ...p, roles: own.map(({ name, displayName, expiresAt }) => ({ name, displayName, expiresAt })), staff: own.some((b) => b.panel) };
  });
  return { rows, total, page, pageCount };
}

/**
 * Accounts with no role: they count as "Użytkownik", as the table's badge shows them (the users
 * page and the roles page give the same figure).
 */
export async function accountsWithoutRole(executor: Executor = db): Promise<number> {
  const [{ plain } = { plain: 0 }] = await executor.select({ plain: sql<number>`count(*)::int` }).from(user).where(sql`NOT ${holdsRole()}`);
  return plain;
}

export type UserStats = { users: number; expiringSoon: number; blocked: number; perRole: { name: string; displayName: string; assignments: number }[] };

/** Stat cards: users, active assignments per role, assignments that expire within 7 days (issue #10 §1). */
export async function userStats(executor: Executor = db): Promise<UserStats> {
  const [{ users } = { users: 0 }] = await executor.select({ users: sql<number>`count(*)::int` }).from(user);
  const perRole = await executor
    .select({ name: roles.name, displayName: roles.displayName, assignments: sql<number>`count(${userRoleAssignments.id})::int` })
    .from(roles)
    .leftJoin(userRoleAssignments, and(eq(userRoleAssignments.roleId, roles.id), grantingAssignment()))
    .where(eq(roles.isActive, true))
    .groupBy(roles.id)
    .orderBy(...byFoldedName(roles.displayName));
  const plain = await accountsWithoutRole(executor);
  for (const role of perRole) if (role.name === PLAIN_USER_ROLE) role.assignments += plain;
  const [{ expiringSoon } = { expiringSoon: 0 }] = await executor
    .select({ expiringSoon: sql<number>`count(*)::int` })
    .from(userRoleAssignments)
    .innerJoin(roles, eq(roles.id, userRoleAssignments.roleId))
    .where(and(grantingAssignment(), lte(userRoleAssignments.expiresAt, sql`now() + interval '7 days'`)));
  const [{ blocked } = { blocked: 0 }] = await executor.select({ blocked: sql<number>`count(*)::int` }).from(profiles).where(blockedNow);
  return { users, perRole, expiringSoon, blocked };
}

export type RoleHistoryEntry = {
  id: string;
  action: "assigned" | "revoked" | "expired";
  roleName: string;
  roleDisplayName: string | null;
  performedAt: Date;
  performedBy: { name: string; email: string } | null;
  expiresAt: string | null;
};

export async function userExists(userId: string, executor: Executor = db): Promise<boolean> {
  const [row] = await executor.select({ id: user.id }).from(user).where(eq(user.id, userId));
  return Boolean(row);
}

/** A user's role history from role_audit_log, newest first, with who made each change (spec §7 Roles). */
export async function roleHistory(userId: string, executor: Executor = db): Promise<RoleHistoryEntry[]> {
  const performer = alias(user, "performer");
  const rows = await executor
    .select({
      id: roleAuditLog.id,
      action: roleAuditLog.action,
      roleName: roleAuditLog.roleName,
      roleDisplayName: roles.displayName,
      performedAt: roleAuditLog.performedAt,
      performerName: performer.name,
      performerEmail: performer.email,
      details: roleAuditLog.details,
    })
    .from(roleAuditLog)
    .leftJoin(roles, eq(roles.id, roleAuditLog.roleId))
    .leftJoin(performer, eq(performer.id, roleAuditLog.performedBy))
    .where(eq(roleAuditLog.userId, userId))
    .orderBy(desc(roleAuditLog.performedAt), desc(roleAuditLog.id))
    .limit(200);
  return rows.map((r) => ({
    id: r.id,
    action: r.action as RoleHistoryEntry["action"],
    roleName: r.roleName,
    roleDisplayName: r.roleDisplayName,
    performedAt: r.performedAt,
    performedBy: r.performerEmail ? { name: r.performerName ?? "", email: r.performerEmail } : null,
    expiresAt: r.details.expires_at ?? null,
  }));
}
