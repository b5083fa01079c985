// ADR 203: "Pobierz moje dane" (RODO art. 15 access, art. 20 portability) — everything the site keeps
// about the signed-in person, as one JSON file. The id comes from the session only (the route takes
// no parameter naming an account). Never exported: secrets (the password hash, the TOTP secret, the
// backup codes, session and verification tokens). EXPORT_COVERAGE names, for every column of the
// schema that points at an account, where it is exported or why not; a DB test fails when a table
// is added and forgotten here.
import { eq, sql } from "drizzle-orm";
import { db, type Executor } from "~/db/client.server";
import { profiles, user, userSettings } from "~/db/schema";
import { consume, LIMITS } from "~/server/rate-limit.server";
import { absoluteUrl } from "~/features/seo/urls.server";
import { warsawDay } from "~/utils/format";
import { consentHistory } from "./consents.server";
import {
  helpfulVotesOf,
  legalNoticesOf,
  likesOf,
  moderatedReviewsOf,
  newsletterDeliveriesOf,
  reportsMadeBy,
  reviewsOf,
  rolesOf,
  sessionsOf,
  shopClicksOf,
  wishlistOf,
} from "./data-export-queries.server";
import { loadSettings } from "./settings.server";


/** `table.column` → the export's section, or `excluded: <reason>`. */
export const EXPORT_COVERAGE: Record<string, string> = {
  "profiles.id": "profile, consents",
  "user_settings.user_id": "settings",
  "consent_events.user_id": "consents.history",
  "product_reviews.user_id": "reviews",
  "product_likes.user_id": "likes",
  "wishlist_items.user_id": "wishlist, priceAlerts",
  "review_helpful_votes.user_id": "helpfulVotes",
  "review_reports.reporter_id": "reportsMade",
  "session.user_id": "sessions (without tokens)",
  "newsletter_deliveries.user_id": "newsletterDeliveries",
  "review_moderation_records.author_id": "moderatedReviews (the reports' reasons, not the reporters' words)",
  "legal_notice_deliveries.user_id": "legalNotices.mailed",
  "legal_notice_dismissals.user_id": "legalNotices.closed",
  "review_moderation_records.moderated_by": "excluded: the moderator who removed or corrected a review (staff's work record)",
  "review_moderation_records.restored_by": "excluded: the moderator who restored a review (staff's work record)",
  "outbound_clicks.user_id": "shopClicks",
  "user_role_assignments.user_id": "roles",
  "two_factor.user_id": "excluded: secrets (TOTP secret, backup codes); only on/off is exported (security.twoFactorEnabled)",
  "account.user_id": "excluded: the password hash and provider tokens; the sign-in method is exported (security.signInMethods)",
  "role_audit_log.user_id": "excluded: staff's record of role changes; the roles held now are exported (roles)",
  "saved_list_views.owner_id": "excluded: the panel's saved table filters (staff's working settings, no data about the person)",
  "profiles.blocked_by": "excluded: identifies the staff member who blocked someone (that staff member's data, not the person's)",
  "review_reports.dismissed_by": "excluded: the moderator who dismissed a report (staff's work record)",
  "user_role_assignments.assigned_by": "excluded: the staff member who gave a role (staff's work record)",
  "role_audit_log.performed_by": "excluded: staff's work record (the change log)",
  "role_change_log.performed_by": "excluded: staff's work record (the change log)",
  "activity_log.performed_by": "excluded: staff's work record (the change log)",
  "blog_posts.author_id": "excluded: published authorship is shown on the blog itself; staff's work record",
  "blog_post_revisions.saved_by": "excluded: staff's work record (the editor's versions)",
  "post_submissions.submitted_by": "excluded: staff's work record (the publication queue)",
  "post_submissions.returned_by": "excluded: staff's work record (the publication queue)",
  "uploads.uploaded_by": "excluded: staff's work record (the media library)",
  "legal_document_versions.created_by": "excluded: staff's work record (the legal documents' editor)",
  "legal_document_versions.updated_by": "excluded: staff's work record (the legal documents' editor)",
  "legal_document_versions.published_by": "excluded: staff's work record (the legal documents' editor)",
  "site_settings.updated_by": "excluded: staff's work record (the site settings)",
  "newsletter_issues.sent_by": "excluded: staff's work record (the newsletter's sender)",
};

export const EXPORT_FORMAT_VERSION = 1;

/** `viralne-produkty-dane-2026-12-01.json` (the Warsaw day of the download). */
export function exportFileName(now = new Date()): string {
  return `viralne-produkty-dane-${warsawDay(now)}.json`;
}

/** The export's own limit (besides the password check's): a few files an hour are plenty. */
export async function consumeExportAllowance(userId: string): Promise<void> {
  await consume(LIMITS.dataExport, userId);
}

async function accountOf(executor: Executor, userId: string) {
  const [row] = await executor
    .select({
      email: user.email,
      emailVerified: user.emailVerified,
      userName: user.name,
      twoFactorEnabled: sql<boolean>`coalesce(${user.twoFactorEnabled}, false)`,
      createdAt: user.createdAt,
      fullName: profiles.fullName,
      avatarUrl: profiles.avatarUrl,
      lastSignedInAt: profiles.lastSignedInAt,
      marketingConsent: profiles.marketingConsent,
      termsAcceptedAt: profiles.termsAcceptedAt,
      termsVersion: profiles.termsVersion,
      deletionRequestedAt: sql<Date | null>`CASE WHEN ${profiles.dataDeletionRequested} THEN ${profiles.dataDeletionRequestedAt} END`.mapWith(profiles.dataDeletionRequestedAt),
      blockedAt: profiles.blockedAt,
      blockedUntil: profiles.blockedUntil,
      // ADR 202: the public profile's address (kept while switched off, so it comes back the same).
      publicId: userSettings.publicId,
      signInMethods: sql<string[]>`coalesce((SELECT array_agg(a.provider_id ORDER BY a.provider_id) FROM account a WHERE a.user_id = ${user.id}), '{}')`,
    })
    .from(user)
    .leftJoin(profiles, eq(profiles.id, user.id))
    .leftJoin(userSettings, eq(userSettings.userId, user.id))
    .where(eq(user.id, userId));
  return row ?? null;
}

/** Everything about this person, ready for JSON.stringify; null when the account is gone. */
export async function buildDataExport(userId: string, executor: Executor = db, now = new Date()) {
  const account = await accountOf(executor, userId);
  if (!account) return null;
  const [settings, history, reviews, moderatedReviews, likes, wishlist, helpfulVotes, reportsMade, sessions, newsletterDeliveries, legalNotices, shopClicks, heldRoles] = await Promise.all([
    loadSettings(userId, executor),
    consentHistory(userId, executor),
    reviewsOf(executor, userId),
    moderatedReviewsOf(executor, userId),
    likesOf(executor, userId),
    wishlistOf(executor, userId),
    helpfulVotesOf(executor, userId),
    reportsMadeBy(executor, userId),
    sessionsOf(executor, userId),
    newsletterDeliveriesOf(executor, userId),
    legalNoticesOf(executor, userId),
    shopClicksOf(executor, userId),
    rolesOf(executor, userId),
  ]);
  return {
    format: { name: "viralne-produkty-dane", version: EXPORT_FORMAT_VERSION, exportedAt: now.toISOString() },
    profile: {
      name: account.fullName ?? account.userName,
      email: account.email,
      emailVerified: account.emailVerified,
      avatarUrl: account.avatarUrl,
      createdAt: account.createdAt,
      lastSignedInAt: account.lastSignedInAt,
      deletionRequestedAt: account.deletionRequestedAt,
      // Absolute like every other address in the file; `shown` says whether it answers now (ADR 202).
      publicProfile: account.publicId ? { url: absoluteUrl(`/osoby/${account.publicId}`), shown: settings.privacySettings.public_profile } : null,
      block: account.blockedAt && (!account.blockedUntil || account.blockedUntil > now) ? { since: account.blockedAt, until: account.blockedUntil } : null,
    },
    settings,
    consents: {
      termsAcceptedAt: account.termsAcceptedAt,
      termsVersion: account.termsVersion,
      marketing: account.marketingConsent ?? settings.notificationPreferences.marketing_emails,
      history,
    },
    security: { twoFactorEnabled: account.twoFactorEnabled, signInMethods: account.signInMethods },
    roles: heldRoles,
    reviews,
    moderatedReviews,
    likes,
    wishlist,
    priceAlerts: wishlist.filter((item) => item.priceAlert).map(({ productTitle, productUrl }) => ({ productTitle, productUrl })),
    helpfulVotes,
    reportsMade,
    sessions,
    newsletterDeliveries,
    legalNotices,
    shopClicks,
  };
}

export type DataExport = NonNullable<Awaited<ReturnType<typeof buildDataExport>>>;
