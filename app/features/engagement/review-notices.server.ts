// Session 32 (owner review): a report waited unseen until someone happened to open Opinie, and the
// author of a removed review was never told (DSA art. 16–17). Both messages go after the commit; a
// failure is logged and changes nothing. ADR 183: only a review's first open report is announced, with
// its reason, to the moderators who are active and have not switched the panel's mails off.
import { objectionContact } from "~/features/mail/objection-contact.server";
import { eq, sql } from "drizzle-orm";
import { config } from "~/config.server";
import { db } from "~/db/client.server";
import { staffNotices, user, userSettings } from "~/db/schema";
import { panelMailRecipients } from "~/features/access/panel-mail-recipients.server";
import { queueMail } from "~/features/mail/mailer.server";
import { mailLocale } from "~/features/mail/recipient.server";
import { reviewRemovedEmail } from "~/features/mail/moderation-templates";
import { reportFiledEmail, type Recipient } from "~/features/mail/templates";
import { translator, type MessageKey } from "~/i18n/i18n";
import { logger } from "~/utils/logger.server";
import type { ReportReason } from "./review-report-texts";

/** One message an hour at most: a burst of reports is one notice, the rest wait in the queue. */
export const REPORT_NOTICE_QUIET_MS = 60 * 60_000;

/**
 * Claims the hour's notice of `kind`: true for the one caller that may send it (one statement, so
 * two processes never both send), false while the last one is less than `quietMs` old.
 */
export async function claimStaffNotice(kind: string, quietMs: number): Promise<boolean> {
  const since = new Date(Date.now() - quietMs);
  const claimed = await db.execute(sql`
    INSERT INTO ${staffNotices} (kind, sent_at) VALUES (${kind}, now())
    ON CONFLICT (kind) DO UPDATE SET sent_at = now() WHERE ${staffNotices.sentAt} < ${since}
    RETURNING kind`);
  return claimed.rows.length > 0;
}

/**
 * Tells the moderators of a review's first open report (the caller knows it is the first), unless a
 * notice went out within the last hour: the claim also settles two "first" reports of one review.
 */
export async function tellModeratorsOfReport(product: string, reason: ReportReason): Promise<void> {
  try {
    // Who would be told first: with everyone's panel mails off, the hour's notice is not used up.
    const recipients = await panelMailRecipients("review:moderate");
    if (recipients.length === 0 || !(await claimStaffNotice("review-report", REPORT_NOTICE_QUIET_MS))) return;
    const site = config().appUrl;
    const urls = { action: `${site}/admin/opinie?zgloszone=1`, settings: `${site}/profil/ustawienia` };
    for (const person of recipients) {
      const locale = await mailLocale(person.language);
      const reasonText = translator(locale)(`mail.reviewRemoved.reason.${reason}` as MessageKey);
      queueMail(reportFiledEmail({ to: person.email, name: person.name, locale }, { product, reason: reasonText }, urls));
    }
  } catch (error) {
    logger.warn({ err: error }, "Nie udało się powiadomić moderatorów o zgłoszeniu");
  }
}

const EXCERPT_CHARS = 200;

/** A review a moderator removed, as its author's message names it. */
export type RemovedReview = { authorId: string; product: string; comment: string; reasons: ReportReason[]; ground?: ReportReason | null };

/** Cut by characters, not UTF-16 units: an emoji cut in half showed as "�" (hostile review). */
function excerptOf(comment: string): string {
  const chars = [...comment.trim().replace(/\s+/g, " ")];
  return chars.length > EXCERPT_CHARS ? `${chars.slice(0, EXCERPT_CHARS - 1).join("")}…` : chars.join("");
}

/** A review's author as the addressee of a moderator's notice (their language's catalogue loaded); null once gone. */
export async function reviewAuthor(authorId: string): Promise<Recipient | null> {
  const [author] = await db
    .select({ email: user.email, name: user.name, language: userSettings.language })
    .from(user)
    .leftJoin(userSettings, eq(userSettings.userId, user.id))
    .where(eq(user.id, authorId));
  return author ? { to: author.email, name: author.name, locale: await mailLocale(author.language) } : null;
}

/**
 * Tells the author what a moderator removed and why (the moderator's ground, else the open reports'
 * reasons, else the terms; DSA art. 17's statement of reasons): one
 * message for all the reviews of one removal, so a bulk delete of 18 spam reviews is one e-mail.
 */
export async function tellAuthorOfRemoval(authorId: string, reviews: readonly RemovedReview[]): Promise<void> {
  if (reviews.length === 0) return;
  try {
    const author = await reviewAuthor(authorId);
    if (!author) return;
    const t = translator(author.locale);
    const items = reviews.map((review) => ({
      product: review.product,
      excerpt: excerptOf(review.comment),
      reasons: [...new Set(review.reasons)].map((reason) => t(`mail.reviewRemoved.reason.${reason}` as MessageKey)),
      ground: review.ground ? t(`mail.reviewRemoved.reason.${review.ground}` as MessageKey) : null,
    }));
    const site = config().appUrl;
    queueMail(reviewRemovedEmail(author, items, { terms: `${site}/regulamin`, contact: await objectionContact() }));
  } catch (error) {
    logger.warn({ err: error }, "Nie udało się powiadomić autora o usunięciu opinii");
  }
}

/** Sends each author one message about all their reviews in `removals`. */
export async function tellAuthorsOfRemovals(removals: readonly RemovedReview[]): Promise<void> {
  const byAuthor = new Map<string, RemovedReview[]>();
  for (const removal of removals) byAuthor.set(removal.authorId, [...(byAuthor.get(removal.authorId) ?? []), removal]);
  for (const [authorId, reviews] of byAuthor) await tellAuthorOfRemoval(authorId, reviews);
}
