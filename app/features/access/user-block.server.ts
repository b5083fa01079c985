// ADR 158: a moderator or administrator blocks an account that abuses the site (spam reviews, abuse).
// Blocked: it cannot sign in (Better Auth's session hook refuses, auth.server.ts) and its sessions end
// at once. What it wrote stays until moderated (the reviews screen). Staff cannot be blocked: their roles
// go first (role:assign), so blocking is never a way around the role rules.
import { and, eq, sql } from "drizzle-orm";
import { db, type Executor } from "~/db/client.server";
import { profiles, roles, session, userRoleAssignments } from "~/db/schema";
import { activeAssignment } from "./active-assignment.server";
import { type Actor, type ChangeResult, ROLE_MESSAGES } from "./role-rules";
import { BLOCK_MESSAGES } from "./user-block";
import { blockedNow, roleOpensPanel, userExists } from "./user-directory.server";
import { recordActivity } from "~/features/activity/activity-log.server";
import { tellPersonOfBlock, tellPersonOfUnblock } from "./user-block-notice.server";
import type { ReportReason } from "~/features/engagement/review-report-texts";
import { dropReviewedProductPages } from "~/features/accounts/reviewed-pages.server";

const fail = (message: string, httpStatus: 400 | 403 | 404 | 409): ChangeResult => ({ ok: false, message, httpStatus });

async function holdsPanelRole(executor: Executor, userId: string): Promise<boolean> {
  const [row] = await executor
    .select({ id: userRoleAssignments.id })
    .from(userRoleAssignments)
    .innerJoin(roles, eq(roles.id, userRoleAssignments.roleId))
    .where(and(eq(userRoleAssignments.userId, userId), activeAssignment(), roleOpensPanel))
    .limit(1);
  return Boolean(row);
}

/**
 * Blocks the account and ends its sessions, in one transaction; then ends them once more: a sign-in
 * whose session hook ran before the commit may insert its session after the first delete. (One that
 * inserts after this second delete is caught by the hook's after-check, auth.server.ts.)
 */
export async function blockUser(actor: Actor, input: BlockInput, executor: Executor = db): Promise<ChangeResult> {
  if (input.userId === actor.id) return fail(BLOCK_MESSAGES.self, 400);
  if (!(await userExists(input.userId, executor))) return fail(ROLE_MESSAGES.userNotFound, 404);
  const result = await blockInTransaction(input, actor.id, executor);
  if (result.ok) {
    await executor.delete(session).where(eq(session.userId, input.userId));
    // ADR 202: the person's reviews lose the link to their (now 404) public profile on cached pages too.
    if (executor === db) await dropReviewedProductPages(input.userId);
    if (input.notify && executor === db) await tellPersonOfBlock(input.userId, input.until ?? null, input.ground ?? null);
  }
  return result;
}

/** `until`: the end of a block for a time (null: until lifted); `notify`: the person is told by e-mail (DSA art. 17). */
export type BlockInput = { userId: string; reason: string; until?: Date | null; notify?: boolean; ground?: ReportReason | null; silentReason?: string | null };

function blockInTransaction(input: BlockInput, actorId: string, executor: Executor): Promise<ChangeResult> {
  return executor.transaction(async (tx) => {
    // An account from before profiles existed has no row to mark: it gets one (else 'already blocked').
    await tx.insert(profiles).values({ id: input.userId }).onConflictDoNothing();
    // The profile row's lock orders this with a concurrent role assignment (assignments.server.ts).
    await tx.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, input.userId)).for("update");
    if (await holdsPanelRole(tx, input.userId)) return fail(BLOCK_MESSAGES.staff, 409);
    const blocked = await tx
      .update(profiles)
      .set({ blockedAt: sql`now()`, blockedUntil: input.until ?? null, blockedReason: input.reason || null, blockedBy: actorId, updatedAt: sql`now()` })
      .where(and(eq(profiles.id, input.userId), sql`NOT ${blockedNow}`))
      .returning({ id: profiles.id });
    if (blocked.length === 0) return fail(BLOCK_MESSAGES.already, 409);
    await tx.delete(session).where(eq(session.userId, input.userId));
    // ADR 160: the account's name is read when the log is shown, never copied into it.
    const details = { ...(input.reason ? { reason: input.reason } : {}), ...(input.until ? { until: input.until.toISOString() } : {}), ...(input.ground ? { ground: input.ground } : {}), ...(input.silentReason ? { noNotice: input.silentReason } : {}) };
    await recordActivity(tx, actorId, { subject: "account", subjectId: input.userId, label: "", action: "blocked", details });
    return { ok: true, value: undefined };
  });
}

export async function unblockUser(actor: Actor, input: { userId: string }, executor: Executor = db): Promise<ChangeResult> {
  if (!(await userExists(input.userId, executor))) return fail(ROLE_MESSAGES.userNotFound, 404);
  const result = await executor.transaction(async (tx): Promise<ChangeResult> => {
    const cleared = await tx
      .update(profiles)
      .set({ blockedAt: null, blockedUntil: null, blockedReason: null, blockedBy: null, updatedAt: sql`now()` })
      .where(and(eq(profiles.id, input.userId), blockedNow))
      .returning({ id: profiles.id });
    if (cleared.length === 0) return fail(BLOCK_MESSAGES.notBlocked, 409);
    await recordActivity(tx, actor.id, { subject: "account", subjectId: input.userId, label: "", action: "unblocked" });
    return { ok: true, value: undefined };
  });
  if (result.ok && executor === db) {
    await dropReviewedProductPages(input.userId); // the profile link comes back
    await tellPersonOfUnblock(input.userId);
  }
  return result;
}

/** Deletes one session (the sign-in hook's after-check, when the account was blocked meanwhile). */
export async function endSession(id: string, executor: Executor = db): Promise<void> {
  await executor.delete(session).where(eq(session.id, id));
}

/** Whether the account is blocked (the sign-in hook asks before any session is made). */
export async function isBlocked(userId: string, executor: Executor = db): Promise<boolean> {
  const [row] = await executor.select({ id: profiles.id }).from(profiles).where(and(eq(profiles.id, userId), blockedNow)).limit(1);
  return Boolean(row);
}
