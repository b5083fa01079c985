// ADR 203: the rows of one person for the data export (RODO art. 15 and 20). Each query is bound to
// the id the session gave (data-export.server.ts); none reads a secret (password hash, TOTP secret,
// backup codes, session tokens): the columns are named one by one.
import { asc, eq } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import {
  legalDocumentVersions,
  legalNoticeDeliveries,
  legalNoticeDismissals,
  newsletterDeliveries,
  newsletterIssues,
  outboundClicks,
  productLikes,
  productReviews,
  products,
  reviewHelpfulVotes,
  reviewModerationRecords,
  reviewReports,
  roles,
  session,
  userRoleAssignments,
  wishlistItems,
} from "~/db/schema";
import { productPath } from "~/features/catalog/links";
import { absoluteUrl } from "~/features/seo/urls.server";

const productLink = (id: string | null) => (id ? absoluteUrl(productPath(id)) : null);

export async function reviewsOf(executor: Executor, userId: string) {
  const rows = await executor
    .select({
      id: productReviews.id,
      productId: productReviews.productId,
      productTitle: products.title,
      rating: productReviews.rating,
      text: productReviews.comment,
      createdAt: productReviews.createdAt,
      updatedAt: productReviews.updatedAt,
      moderatedAt: productReviews.moderatedAt,
    })
    .from(productReviews)
    .innerJoin(products, eq(products.id, productReviews.productId))
    .where(eq(productReviews.userId, userId))
    .orderBy(asc(productReviews.createdAt));
  return rows.map(({ productId, moderatedAt, ...r }) => ({
    ...r,
    productUrl: productLink(productId),
    // When a moderator took words out of the text (ADR 175; the author's own edit clears it). A removed
    // review is gone (its author was told by e-mail); "checked" misdescribed it (code review, session 39).
    correctedByModeratorAt: moderatedAt,
  }));
}

export async function likesOf(executor: Executor, userId: string) {
  const rows = await executor
    .select({ productId: productLikes.productId, productTitle: products.title, likedAt: productLikes.createdAt })
    .from(productLikes)
    .innerJoin(products, eq(products.id, productLikes.productId))
    .where(eq(productLikes.userId, userId))
    .orderBy(asc(productLikes.createdAt));
  return rows.map(({ productId, ...r }) => ({ ...r, productUrl: productLink(productId) }));
}

export async function wishlistOf(executor: Executor, userId: string) {
  const rows = await executor
    .select({ productId: wishlistItems.productId, productTitle: products.title, addedAt: wishlistItems.createdAt, priceAlert: wishlistItems.priceAlert })
    .from(wishlistItems)
    .innerJoin(products, eq(products.id, wishlistItems.productId))
    .where(eq(wishlistItems.userId, userId))
    .orderBy(asc(wishlistItems.createdAt));
  return rows.map(({ productId, ...r }) => ({ ...r, productUrl: productLink(productId) }));
}

export async function helpfulVotesOf(executor: Executor, userId: string) {
  const rows = await executor
    .select({ reviewId: reviewHelpfulVotes.reviewId, productId: productReviews.productId, productTitle: products.title, votedAt: reviewHelpfulVotes.createdAt })
    .from(reviewHelpfulVotes)
    .innerJoin(productReviews, eq(productReviews.id, reviewHelpfulVotes.reviewId))
    .innerJoin(products, eq(products.id, productReviews.productId))
    .where(eq(reviewHelpfulVotes.userId, userId))
    .orderBy(asc(reviewHelpfulVotes.createdAt));
  return rows.map(({ productId, ...r }) => ({ ...r, productUrl: productLink(productId) }));
}

/** The reports this person made (not the name of the review's author: that is someone else's data). */
export async function reportsMadeBy(executor: Executor, userId: string) {
  const rows = await executor
    .select({
      reviewId: reviewReports.reviewId,
      productId: productReviews.productId,
      productTitle: products.title,
      reason: reviewReports.reason,
      details: reviewReports.details,
      reportedAt: reviewReports.createdAt,
      dismissedAt: reviewReports.dismissedAt,
    })
    .from(reviewReports)
    .innerJoin(productReviews, eq(productReviews.id, reviewReports.reviewId))
    .innerJoin(products, eq(products.id, productReviews.productId))
    .where(eq(reviewReports.reporterId, userId))
    .orderBy(asc(reviewReports.createdAt));
  return rows.map(({ productId, ...r }) => ({ ...r, productUrl: productLink(productId) }));
}

/** Open sessions without their tokens: when, until when, from which address and browser. */
export async function sessionsOf(executor: Executor, userId: string) {
  return executor
    .select({ createdAt: session.createdAt, lastUsedAt: session.updatedAt, expiresAt: session.expiresAt, ipAddress: session.ipAddress, userAgent: session.userAgent })
    .from(session)
    .where(eq(session.userId, userId))
    .orderBy(asc(session.createdAt));
}

export async function newsletterDeliveriesOf(executor: Executor, userId: string) {
  return executor
    .select({ subject: newsletterIssues.subject, issuedAt: newsletterIssues.createdAt, status: newsletterDeliveries.status, settledAt: newsletterDeliveries.settledAt })
    .from(newsletterDeliveries)
    .innerJoin(newsletterIssues, eq(newsletterIssues.id, newsletterDeliveries.issueId))
    .where(eq(newsletterDeliveries.userId, userId))
    .orderBy(asc(newsletterIssues.createdAt));
}

/** Shop links followed while signed in (ADR 147's counter keeps the account for the statistics). */
export async function shopClicksOf(executor: Executor, userId: string) {
  const rows = await executor
    .select({ productId: outboundClicks.productId, postId: outboundClicks.postId, platform: outboundClicks.platform, page: outboundClicks.sourcePage, at: outboundClicks.createdAt })
    .from(outboundClicks)
    .where(eq(outboundClicks.userId, userId))
    .orderBy(asc(outboundClicks.createdAt));
  return rows.map(({ productId, ...r }) => ({ ...r, productUrl: productLink(productId) }));
}

/** The roles the person holds (staff) and when they were given; who gave them is another person's data. */
export async function rolesOf(executor: Executor, userId: string) {
  return executor
    .select({ role: roles.displayName, assignedAt: userRoleAssignments.assignedAt, expiresAt: userRoleAssignments.expiresAt })
    .from(userRoleAssignments)
    .innerJoin(roles, eq(roles.id, userRoleAssignments.roleId))
    .where(eq(userRoleAssignments.userId, userId))
    .orderBy(asc(userRoleAssignments.assignedAt));
}

/**
 * ADR 197: the person's reviews a moderator removed or corrected, as they were (kept for their appeal).
 * The reasons of the reports it closed, not the reporters' own words (other people's data, art. 15(4)).
 */
export async function moderatedReviewsOf(executor: Executor, userId: string) {
  const r = reviewModerationRecords;
  const rows = await executor
    .select({ action: r.action, productId: r.productId, productTitle: r.productTitle, rating: r.rating, text: r.comment, writtenAt: r.reviewCreatedAt, ground: r.ground, reports: r.reports, moderatedAt: r.moderatedAt, restoredAt: r.restoredAt })
    .from(r)
    .where(eq(r.authorId, userId))
    .orderBy(asc(r.moderatedAt));
  return rows.map(({ productId, reports, ...row }) => ({ ...row, productUrl: productLink(productId), reportReasons: reports.map((report) => report.reason) }));
}

/** ADR 198: the notices of new terms or privacy policy versions mailed to the person, and those they closed on the site. */
export async function legalNoticesOf(executor: Executor, userId: string) {
  const v = legalDocumentVersions;
  const [mailed, closed] = await Promise.all([
    executor
      .select({ document: v.document, version: v.number, effectiveFrom: v.effectiveFrom, status: legalNoticeDeliveries.status, settledAt: legalNoticeDeliveries.settledAt })
      .from(legalNoticeDeliveries)
      .innerJoin(v, eq(v.id, legalNoticeDeliveries.versionId))
      .where(eq(legalNoticeDeliveries.userId, userId))
      .orderBy(asc(v.effectiveFrom)),
    executor
      .select({ document: v.document, version: v.number, closedAt: legalNoticeDismissals.dismissedAt })
      .from(legalNoticeDismissals)
      .innerJoin(v, eq(v.id, legalNoticeDismissals.versionId))
      .where(eq(legalNoticeDismissals.userId, userId))
      .orderBy(asc(legalNoticeDismissals.dismissedAt)),
  ]);
  return { mailed, closed };
}
