import { and, eq, inArray, isNotNull, sql } from "drizzle-orm";
import { db, type Executor } from "~/db/client.server";
import { holdsLastPermanentAdmin } from "~/features/access/assignments.server";
import { UserError } from "~/utils/action.server";
import { dropReviewedProductPagesForMember } from "./reviewed-pages.server";
import {
  account,
  activityLog,
  legalNoticeDeliveries,
  legalNoticeDismissals,
  newsletterDeliveries,
  outboundClicks,
  productLikes,
  productReviews,
  productStats,
  profiles,
  reviewHelpfulVotes,
  reviewModerationRecords,
  reviewReports,
  roleAuditLog,
  roles,
  savedListViews,
  session,
  twoFactor,
  user,
  userRoleAssignments,
  userSettings,
  verification,
  wishlistItems,
} from "~/db/schema";

// spec: public §4 Account deletion; issue #12 point 10. A request starts a 7-day grace period (shown
// on screen and in an e-mail) and signs the account out everywhere. Signing in during the grace
// period offers to cancel. Afterwards `purgeDueAccounts` (hourly, once across processes) deletes the
// personal data. Reviews stay, shown as 'Użytkownik usunięty'; product stats are corrected. ADR 201
// lists every table that names a person and what the purge does with it.

export const DELETION_GRACE_DAYS = 7;
export const DELETED_USER_NAME = "Użytkownik usunięty";
export const LAST_ADMIN_DELETION_MESSAGE =
  "Nie możesz usunąć konta: to jedyne konto administratora. Najpierw nadaj rolę administratora innej osobie.";

/**
 * Flags the deletion request and revokes every session of the user, in one transaction. The last
 * permanent administrator is refused (409): the purge would otherwise leave the panel without one.
 */
export async function requestAccountDeletion(userId: string, executor: Executor = db): Promise<{ revokedSessions: number; dueAt: Date }> {
  const result = await executor.transaction(async (tx) => {
    if (await holdsLastPermanentAdmin(tx, userId)) throw new UserError(LAST_ADMIN_DELETION_MESSAGE, 409);
    const now = sql`now()`;
    const [row] = await tx
      .insert(profiles)
      .values({ id: userId, dataDeletionRequested: true, dataDeletionRequestedAt: now, updatedAt: now })
      .onConflictDoUpdate({
        target: profiles.id,
        // A repeated pending request keeps the first timestamp: the grace period counts from it.
        set: {
          dataDeletionRequested: true,
          dataDeletionRequestedAt: sql`CASE WHEN ${profiles.dataDeletionRequested} THEN COALESCE(${profiles.dataDeletionRequestedAt}, now()) ELSE now() END`,
          updatedAt: now,
        },
      })
      .returning({ requestedAt: profiles.dataDeletionRequestedAt });
    const revoked = await tx.delete(session).where(eq(session.userId, userId)).returning({ id: session.id });
    return { revokedSessions: revoked.length, dueAt: deletionDueAt(row.requestedAt!) };
  });
  // ADR 202: the reviews' link to the public profile (now 404) goes from cached product pages too.
  if (executor === db) await dropReviewedProductPagesForMember(userId);
  return result;
}

export function deletionDueAt(requestedAt: Date): Date {
  return new Date(requestedAt.getTime() + DELETION_GRACE_DAYS * 24 * 60 * 60 * 1000);
}

/** When the account of a signed-in user is due to be deleted, or null when no request is pending. */
export async function pendingDeletion(userId: string, executor: Executor = db): Promise<Date | null> {
  const [row] = await executor
    .select({ at: profiles.dataDeletionRequestedAt })
    .from(profiles)
    .where(and(eq(profiles.id, userId), eq(profiles.dataDeletionRequested, true), isNotNull(profiles.dataDeletionRequestedAt)))
    .limit(1);
  return row?.at ? deletionDueAt(row.at) : null;
}

/** Cancels a pending request (the user signed in during the grace period and chose to stay). */
export async function cancelAccountDeletion(userId: string, executor: Executor = db): Promise<boolean> {
  const rows = await executor
    .update(profiles)
    .set({ dataDeletionRequested: false, dataDeletionRequestedAt: null, updatedAt: sql`now()` })
    .where(and(eq(profiles.id, userId), eq(profiles.dataDeletionRequested, true)))
    .returning({ id: profiles.id });
  if (rows.length > 0 && executor === db) await dropReviewedProductPagesForMember(userId); // the profile link comes back
  return rows.length > 0;
}

/**
 * Deletes the personal data of every account whose grace period is over. The claim is one atomic
 * `DELETE … RETURNING` on the profile rows, so two processes running this at once never handle the
 * same account (the second finds the rows gone). The `user` row stays as an anonymous tombstone
 * (no e-mail, no password, no sessions, name 'Użytkownik usunięty') so the reviews keep their author
 * key and the rating statistics stay exactly as they are. Returns the ids that were deleted.
 */
export async function purgeDueAccounts(executor: Executor = db): Promise<string[]> {
  return executor.transaction(async (tx) => {
    const claimed = await tx
      .delete(profiles)
      .where(
        and(
          eq(profiles.dataDeletionRequested, true),
          sql`${profiles.dataDeletionRequestedAt} <= now() - make_interval(days => ${DELETION_GRACE_DAYS})`,
        ),
      )
      .returning({ id: profiles.id });
    const ids = claimed.map((c) => c.id);
    if (ids.length === 0) return [];
    // ADR 199: the pages of the products they reviewed now name 'Użytkownik usunięty' (the sitemap's lastmod).
    await tx.execute(sql`
      UPDATE ${productStats} s SET reviews_changed_at = now()
      WHERE s.product_id IN (SELECT r.product_id FROM ${productReviews} r WHERE ${inArray(sql`r.user_id`, ids)})`);
    // Likes disappear with the account: take them off the products' counters first.
    await tx.execute(sql`
      UPDATE ${productStats} s SET likes = GREATEST(s.likes - l.n, 0)
      FROM (SELECT ${productLikes.productId} AS product_id, count(*)::int AS n FROM ${productLikes}
            WHERE ${inArray(productLikes.userId, ids)} GROUP BY ${productLikes.productId}) l
      WHERE s.product_id = l.product_id`);
    await tx.delete(productLikes).where(inArray(productLikes.userId, ids));
    await tx.delete(wishlistItems).where(inArray(wishlistItems.userId, ids)); // with their price alerts
    // ADR 201: what the person did to others' reviews goes too: the helpful votes (the count shown is
    // counted from them), and their reports, open or closed, with the reporter's own words — a report
    // nobody can be told the outcome of; the moderators were mailed of the first report (ADR 183).
    await tx.delete(reviewHelpfulVotes).where(inArray(reviewHelpfulVotes.userId, ids));
    await tx.delete(reviewReports).where(inArray(reviewReports.reporterId, ids));
    // Which newsletters went to the address (a pending one would go to the tombstone's address).
    await tx.delete(newsletterDeliveries).where(inArray(newsletterDeliveries.userId, ids));
    // ADR 198: which terms notices went to them, and which they closed.
    await tx.delete(legalNoticeDeliveries).where(inArray(legalNoticeDeliveries.userId, ids));
    await tx.delete(legalNoticeDismissals).where(inArray(legalNoticeDismissals.userId, ids));
    // ADR 197: a removed or corrected review's original is kept for its author's appeal; no author, no appeal.
    await tx.delete(reviewModerationRecords).where(inArray(reviewModerationRecords.authorId, ids));
    await tx.delete(session).where(inArray(session.userId, ids));
    await tx.delete(account).where(inArray(account.userId, ids));
    await tx.delete(twoFactor).where(inArray(twoFactor.userId, ids));
    await tx.delete(userSettings).where(inArray(userSettings.userId, ids));
    // ADR 178: the panel's saved list views are personal settings (the tombstone keeps the user row,
    // so the foreign key's cascade does not take them).
    await tx.delete(savedListViews).where(inArray(savedListViews.ownerId, ids));
    // The roles go with the account, written to the role history like any revocation (issue #10 §5).
    const held = await tx
      .delete(userRoleAssignments)
      .where(and(inArray(userRoleAssignments.userId, ids), eq(userRoleAssignments.isActive, true)))
      .returning({ userId: userRoleAssignments.userId, roleId: userRoleAssignments.roleId, expiresAt: userRoleAssignments.expiresAt });
    await tx.delete(userRoleAssignments).where(inArray(userRoleAssignments.userId, ids));
    if (held.length > 0) {
      const names = new Map((await tx.select({ id: roles.id, name: roles.name }).from(roles)).map((r) => [r.id, r.name]));
      await tx.insert(roleAuditLog).values(
        held.map((a) => ({
          userId: a.userId,
          roleId: a.roleId,
          roleName: names.get(a.roleId) ?? "",
          action: "revoked",
          performedBy: null,
          details: { expires_at: a.expiresAt?.toISOString() ?? null, reason: "account-deleted" as const },
        })),
      );
    }
    await tx.delete(verification).where(inArray(verification.value, ids));
    // ADR 160: a block's reason is about the person; the entry stays (who blocked, when), the reason goes.
    await tx
      .update(activityLog)
      .set({ details: sql`${activityLog.details} - 'reason'` })
      .where(and(eq(activityLog.subject, "account"), inArray(activityLog.subjectId, ids)));
    // ADR 201: so does the ground a moderator gave for correcting or removing the person's review.
    await tx
      .update(activityLog)
      .set({ details: sql`${activityLog.details} - 'reason' - 'ground'` })
      .where(and(eq(activityLog.subject, "review"), sql`${activityLog.details}->>'authorId' IN (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`));
    await tx.update(outboundClicks).set({ userId: null }).where(inArray(outboundClicks.userId, ids));
    await tx
      .update(user)
      .set({
        name: DELETED_USER_NAME,
        email: sql`'usuniety-' || ${user.id} || '@usuniete.invalid'`,
        emailVerified: false,
        image: null,
        twoFactorEnabled: false,
        updatedAt: sql`now()`,
      })
      .where(inArray(user.id, ids));
    return ids;
  });
}
