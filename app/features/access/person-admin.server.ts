// Session 33 (owner review: "a per-user admin page"): everything the panel knows about one account on
// one page — its state, roles, block, what it wrote and the changes made to it — so handling a
// complaint or a sign-in problem needs no hunting across four screens. Read-only; the actions stay
// where they are (the users list's dialogs), reused by the page.
import { and, eq, sql } from "drizzle-orm";
import { db, type Executor } from "~/db/client.server";
import { productLikes, productReviews, profiles, reviewModerationRecords, reviewReports, session, user, userSettings, wishlistItems } from "~/db/schema";
import { consentHistory, type ConsentEvent } from "~/features/accounts/consents.server";
import { MODERATED_REVIEW_RETENTION_MONTHS } from "~/features/content/legal/retention";
import { recentActivityOf } from "~/features/activity/activity-log.server";
import type { ActivityEntry } from "~/features/activity/activity-types";
import { listUsers, type UserRow } from "./user-directory.server";

/**
 * ADR 203 (RODO art. 5(1)(c)): what only a holder of user:read-contact sees — the e-mail's state, the
 * consents and their history, two-step sign-in, sessions, language. A moderator handles abuse with the
 * name, activity, reviews and block, and gets null here (and no e-mail in the row).
 */
export type PersonContact = {
  emailVerified: boolean;
  twoFactor: boolean;
  language: string | null;
  /** The marketing consent as it stands (ADR 203: kept with the newsletter setting). */
  marketingConsent: boolean;
  /** The trend newsletter as the member set it now (the newsletter goes by this, not the registration tick). */
  newsletter: boolean;
  activeSessions: number;
  termsAcceptedAt: Date | null;
  termsVersion: number | null;
  consents: ConsentEvent[];
};

export type PersonDetails = {
  /** When the person asked for their account to be deleted (null: not asked). */
  deletionRequestedAt: Date | null;
  /** When the person last signed in (null: never since sign-ins were kept). */
  lastSeenAt: Date | null;
  counts: { reviews: number; reportedReviews: number; moderatedReviews: number; likes: number; wishlist: number };
  contact: PersonContact | null;
};

export type PersonPage = { row: UserRow; details: PersonDetails; changes: ActivityEntry[] };

export const PERSON_CHANGES_SHOWN = 10;

/** The account's page, or null when no account has this id. */
export async function loadPerson(userId: string, { contact }: { contact: boolean }, executor: Executor = db): Promise<PersonPage | null> {
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(userId)) return null;
  const { rows } = await listUsers({ search: "", role: null, page: 1, id: userId, contact }, executor);
  const row = rows[0];
  if (!row) return null;
  const count = (query: ReturnType<typeof sql>) => sql<number>`(${query})::int`;
  const [[details], changes, consents] = await Promise.all([
    executor
      .select({
        emailVerified: user.emailVerified,
        twoFactor: sql<boolean>`coalesce(${user.twoFactorEnabled}, false)`,
        language: userSettings.language,
        marketingConsent: sql<boolean>`coalesce(${profiles.marketingConsent}, false)`,
        // What the newsletter goes by (ADR 015, 185): the member's setting now, not the tick at registration.
        newsletter: sql<boolean>`coalesce((${userSettings.notificationPreferences}->>'marketing_emails')::boolean, false)`,
        termsAcceptedAt: profiles.termsAcceptedAt,
        termsVersion: profiles.termsVersion,
        deletionRequestedAt: sql<Date | null>`CASE WHEN ${profiles.dataDeletionRequested} THEN ${profiles.dataDeletionRequestedAt} END`.mapWith(profiles.dataDeletionRequestedAt),
        // The last sign-in kept on the profile; else (signed in before it was kept) the newest session's
        // start — not its last refresh, which is activity, not a sign-in (hostile review, session 38).
        lastSeenAt: sql<Date | null>`coalesce(${profiles.lastSignedInAt}, (SELECT max(s.created_at) FROM ${session} s WHERE s.user_id = ${user.id}))`.mapWith(session.createdAt),
        activeSessions: count(sql`SELECT count(*) FROM ${session} s WHERE s.user_id = ${user.id} AND s.expires_at > now()`),
        reviews: count(sql`SELECT count(*) FROM ${productReviews} r WHERE r.user_id = ${user.id}`),
        reportedReviews: count(
          sql`SELECT count(DISTINCT r.id) FROM ${productReviews} r JOIN ${reviewReports} rr ON rr.review_id = r.id AND rr.dismissed_at IS NULL WHERE r.user_id = ${user.id}`,
        ),
        // ADR 197: the kept originals of this person's removed or corrected reviews (the appeal window).
        moderatedReviews: count(
          sql`SELECT count(*) FROM ${reviewModerationRecords} m WHERE m.author_id = ${user.id} AND m.moderated_at >= now() - make_interval(months => ${MODERATED_REVIEW_RETENTION_MONTHS})`,
        ),
        likes: count(sql`SELECT count(*) FROM ${productLikes} l WHERE l.user_id = ${user.id}`),
        wishlist: count(sql`SELECT count(*) FROM ${wishlistItems} w WHERE w.user_id = ${user.id}`),
      })
      .from(user)
      .leftJoin(profiles, eq(profiles.id, user.id))
      .leftJoin(userSettings, eq(userSettings.userId, user.id))
      .where(and(eq(user.id, userId))),
    recentActivityOf("account", userId, PERSON_CHANGES_SHOWN, executor),
    contact ? consentHistory(userId, executor) : Promise.resolve([]),
  ]);
  if (!details) return null;
  const { reviews, reportedReviews, moderatedReviews, likes, wishlist, deletionRequestedAt, lastSeenAt, activeSessions, ...contactFacts } = details;
  const counts = { reviews: Number(reviews), reportedReviews: Number(reportedReviews), moderatedReviews: Number(moderatedReviews), likes: Number(likes), wishlist: Number(wishlist) };
  return {
    row,
    details: { deletionRequestedAt, lastSeenAt, counts, contact: contact ? { ...contactFacts, activeSessions: Number(activeSessions), consents } : null },
    changes,
  };
}

