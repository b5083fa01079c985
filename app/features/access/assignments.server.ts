import { and, eq, isNull, ne, notExists, sql } from "drizzle-orm";
import { db, type Executor } from "~/db/client.server";
import { recordActivity } from "~/features/activity/activity-log.server";
import { config } from "~/config.server";
import { queueMail } from "~/features/mail/mailer.server";
import { recipientOf } from "~/features/mail/recipient.server";
import { roleChangedEmail } from "~/features/mail/templates";
import { logger } from "~/utils/logger.server";
import { formatRoleExpiry } from "./role-format";
import { permissions, profiles, roleAuditLog, rolePermissions, roles, user, userRoleAssignments } from "~/db/schema";
import { ADMIN_ROLE_NAME } from "./permissions";
import { grantCeiling } from "./grant-ceiling.server";
import { expireRoleAssignments } from "./role-expiry.server";
import { blockedNow, PLAIN_USER_ROLE, userExists } from "./user-directory.server";
import { type Actor, type ChangeResult, isAdminRole, missingPermissions, ROLE_MESSAGES } from "./role-rules";

type Tx = Parameters<Parameters<Executor["transaction"]>[0]>[0];
type Failure = Extract<ChangeResult, { ok: false }>;
const fail = (message: string, httpStatus: Failure["httpStatus"]): Failure => ({ ok: false, message, httpStatus });

/**
 * Locks the role row for the rest of the transaction: every assign and revoke of one role runs one at a
 * time, so two admins revoking each other at once cannot both pass the last-admin check (ADR 034).
 */
async function lockRole(tx: Tx, roleName: string) {
  const [role] = await tx
    .select({ id: roles.id, name: roles.name, displayName: roles.displayName, isActive: roles.isActive })
    .from(roles)
    .where(eq(roles.name, roleName))
    .for("update");
  return role;
}

async function activePermissionsOf(tx: Tx, roleId: string): Promise<string[]> {
  const rows = await tx
    .select({ name: permissions.name })
    .from(rolePermissions)
    .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
    .where(and(eq(rolePermissions.roleId, roleId), eq(permissions.isActive, true)));
  return rows.map((r) => r.name);
}

/**
 * Admin assignments other than `userId`'s that never expire, of accounts not waiting for deletion:
 * the invariant keeps at least one (issue #10 §5; an account being deleted loses its roles).
 */
async function otherPermanentAdmins(tx: Tx, adminRoleId: string, userId: string): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(userRoleAssignments)
    .where(
      and(
        eq(userRoleAssignments.roleId, adminRoleId),
        eq(userRoleAssignments.isActive, true),
        isNull(userRoleAssignments.expiresAt),
        ne(userRoleAssignments.userId, userId),
        notExists(
          tx
            .select({ id: profiles.id })
            .from(profiles)
            .where(and(eq(profiles.id, userRoleAssignments.userId), eq(profiles.dataDeletionRequested, true))),
        ),
      ),
    );
  return row?.n ?? 0;
}

/**
 * True when `userId` holds the last permanent admin assignment, so deleting the account would leave
 * the site without an administrator. Locks the admin role row like assign/revoke (ADR 034), so two
 * last admins asking at once are decided one after the other.
 */
export async function holdsLastPermanentAdmin(tx: Tx, userId: string): Promise<boolean> {
  const role = await lockRole(tx, ADMIN_ROLE_NAME);
  if (!role) return false;
  const [own] = await tx
    .select({ id: userRoleAssignments.id })
    .from(userRoleAssignments)
    .where(
      and(
        eq(userRoleAssignments.userId, userId),
        eq(userRoleAssignments.roleId, role.id),
        eq(userRoleAssignments.isActive, true),
        isNull(userRoleAssignments.expiresAt),
      ),
    );
  return Boolean(own) && (await otherPermanentAdmins(tx, role.id, userId)) === 0;
}

/** Assigns `roleName` to `userId`, optionally until `expiresAt`; assigning a held role sets its new expiry. */
export async function assignRole(
  actor: Actor,
  input: { userId: string; roleName: string; expiresAt: Date | null },
  executor: Executor = db,
): Promise<ChangeResult<"assigned" | "updated">> {
  if (input.roleName === PLAIN_USER_ROLE) return fail(ROLE_MESSAGES.baseRole, 400);
  if (actor.id === input.userId) return fail(ROLE_MESSAGES.selfAssign, 403);
  if (input.expiresAt && input.expiresAt.getTime() <= Date.now()) return fail(ROLE_MESSAGES.expiryInPast, 400);
  let shown = "";
  let unchanged = false;
  const result = await executor.transaction(async (tx) => {
    const role = await lockRole(tx, input.roleName);
    if (!role) return fail(ROLE_MESSAGES.roleNotFound, 404);
    if (!role.isActive) return fail(ROLE_MESSAGES.roleInactive, 409);
    shown = role.displayName;
    if (!(await userExists(input.userId, tx))) return fail(ROLE_MESSAGES.userNotFound, 404);
    const granted = await activePermissionsOf(tx, role.id);
    if (missingPermissions(actor, granted).length > 0) return fail(ROLE_MESSAGES.escalationAssign, 403);
    const ceiling = await grantCeiling(tx, actor.id, [...granted, "role:assign"]);
    if (ceiling && (!input.expiresAt || input.expiresAt > ceiling)) return fail(ROLE_MESSAGES.grantOutlasts, 403);
    // ADR 158: the profile row's lock puts this after (or before) a concurrent block, never beside it.
    const [profile] = await tx.select({ blocked: blockedNow.mapWith(Boolean) }).from(profiles).where(eq(profiles.id, input.userId)).for("update");
    if (profile?.blocked) return fail(ROLE_MESSAGES.blockedAccount, 409);
    if (isAdminRole(role.name) && input.expiresAt && (await otherPermanentAdmins(tx, role.id, input.userId)) === 0) {
      return fail(ROLE_MESSAGES.lastAdminExpiry, 409);
    }
    // A lapsed assignment still marked active is closed (and logged as expired) before the new one.
    await expireRoleAssignments(tx, { userId: input.userId, roleId: role.id });
    // The same role with the same end again (a form sent twice, two tabs): nothing to log or announce
    // (concurrency review, session 32: three identical posts gave three log entries and three e-mails).
    const [current] = await tx
      .select({ expiresAt: userRoleAssignments.expiresAt })
      .from(userRoleAssignments)
      .where(and(eq(userRoleAssignments.userId, input.userId), eq(userRoleAssignments.roleId, role.id), eq(userRoleAssignments.isActive, true)));
    if (current && (current.expiresAt?.getTime() ?? null) === (input.expiresAt?.getTime() ?? null)) {
      unchanged = true;
      return { ok: true as const, value: "updated" as const };
    }
    const details = { expires_at: input.expiresAt?.toISOString() ?? null };
    const updated = await tx
      .update(userRoleAssignments)
      .set({ expiresAt: input.expiresAt, assignedBy: actor.id })
      .where(and(eq(userRoleAssignments.userId, input.userId), eq(userRoleAssignments.roleId, role.id), eq(userRoleAssignments.isActive, true)))
      .returning({ id: userRoleAssignments.id });
    if (updated.length === 0) {
      await tx.insert(userRoleAssignments).values({ userId: input.userId, roleId: role.id, expiresAt: input.expiresAt, assignedBy: actor.id });
    }
    await tx.insert(roleAuditLog).values({ userId: input.userId, roleId: role.id, roleName: role.name, action: "assigned", performedBy: actor.id, details });
    // Review (session 31): role changes belong in the change log beside everything else the panel does.
    await recordActivity(tx, actor.id, { subject: "account", subjectId: input.userId, label: "", action: "role-assigned", details: { role: role.displayName, until: details.expires_at } });
    return { ok: true as const, value: updated.length ? ("updated" as const) : ("assigned" as const) };
  });
  if (result.ok && !unchanged && executor === db) await tellRoleHolder(input.userId, { change: "assigned", role: shown, until: input.expiresAt });
  return result;
}

/** Revokes `roleName` from `userId`; the user's next request no longer carries it (access loads per request). */
export async function revokeRole(actor: Actor, input: { userId: string; roleName: string }, executor: Executor = db): Promise<ChangeResult> {
  if (input.roleName === PLAIN_USER_ROLE) return fail(ROLE_MESSAGES.baseRole, 400);
  let shown = "";
  const result = await executor.transaction(async (tx) => {
    const role = await lockRole(tx, input.roleName);
    if (!role) return fail(ROLE_MESSAGES.roleNotFound, 404);
    shown = role.displayName;
    if (!(await userExists(input.userId, tx))) return fail(ROLE_MESSAGES.userNotFound, 404);
    if (missingPermissions(actor, await activePermissionsOf(tx, role.id)).length > 0) return fail(ROLE_MESSAGES.escalationRevoke, 403);
    await expireRoleAssignments(tx, { userId: input.userId, roleId: role.id });
    if (isAdminRole(role.name) && (await otherPermanentAdmins(tx, role.id, input.userId)) === 0) {
      return fail(ROLE_MESSAGES.lastAdminRevoke, 409);
    }
    const revoked = await tx
      .update(userRoleAssignments)
      .set({ isActive: false })
      .where(and(eq(userRoleAssignments.userId, input.userId), eq(userRoleAssignments.roleId, role.id), eq(userRoleAssignments.isActive, true)))
      .returning({ expiresAt: userRoleAssignments.expiresAt });
    if (revoked.length === 0) return fail(ROLE_MESSAGES.notAssigned, 404);
    await tx.insert(roleAuditLog).values({
      userId: input.userId,
      roleId: role.id,
      roleName: role.name,
      action: "revoked",
      performedBy: actor.id,
      details: { expires_at: revoked[0]!.expiresAt?.toISOString() ?? null },
    });
    await recordActivity(tx, actor.id, { subject: "account", subjectId: input.userId, label: "", action: "role-revoked", details: { role: role.displayName } });
    return { ok: true as const, value: undefined };
  });
  // One's own revocation needs no letter.
  if (result.ok && executor === db && input.userId !== actor.id) await tellRoleHolder(input.userId, { change: "revoked", role: shown, until: null });
  return result;
}

/**
 * ADR 163 addendum: the holder hears of a role given or taken away, in their language (a demoted
 * admin learnt it only from a 403; operator and owner reviews, session 31). After the commit; a
 * failed mail is logged by queueMail and changes nothing.
 */
async function tellRoleHolder(userId: string, change: { change: "assigned" | "revoked"; role: string; until: Date | null }) {
  try {
    const [person] = await db.select({ id: user.id, email: user.email, name: user.name }).from(user).where(eq(user.id, userId));
    if (!person) return;
    const recipient = await recipientOf(person);
    const until = change.until ? formatRoleExpiry(change.until, recipient.locale) : null;
    queueMail(roleChangedEmail(recipient, { ...change, until }, `${config().appUrl}/profil`));
  } catch (error) {
    logger.warn({ err: error }, "Nie udało się powiadomić o zmianie roli");
  }
}
