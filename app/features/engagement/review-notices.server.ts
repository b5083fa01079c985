// Session 32 (owner review): a report waited unseen until someone happened to open Opinie, and the
// author of a removed review was never told (DSA art. 16–17). Both messages go after the commit; a
// failure is logged and changes nothing.
import { and, eq, gt, isNull, ne, sql } from "drizzle-orm";
import { config } from "~/config.server";
import { db } from "~/db/client.server";
import { reviewReports, user, userSettings } from "~/db/schema";
import { holdersOf } from "~/features/access/holders.server";
import { queueMail } from "~/features/mail/mailer.server";
import { mailLocale } from "~/features/mail/recipient.server";
import { reportFiledEmail, reviewRemovedEmail } from "~/features/mail/templates";
import { translator, type MessageKey } from "~/i18n/i18n";
import { logger } from "~/utils/logger.server";
import type { ReportReason } from "./review-report-texts";

/** One message an hour at most: a burst of reports is one notice, the rest wait in the queue. */
export const REPORT_NOTICE_QUIET_MS = 60 * 60_000;

/** Tells the moderators of a new report, unless another open report came in within the last hour. */
export async function tellModeratorsOfReport(reportId: string, product: string): Promise<void> {
  try {
    const since = new Date(Date.now() - REPORT_NOTICE_QUIET_MS);
    const [recent] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(reviewReports)
      .where(and(isNull(reviewReports.dismissedAt), gt(reviewReports.createdAt, since), ne(reviewReports.id, reportId)));
    if (Number(recent?.n ?? 0) > 0) return;
    const queue = `${config().appUrl}/admin/opinie?zgloszone=1`;
    for (const person of await holdersOf("review:moderate")) {
      queueMail(reportFiledEmail({ to: person.email, name: person.name, locale: await mailLocale(person.language) }, product, queue));
    }
  } catch (error) {
    logger.warn({ err: error }, "Nie udało się powiadomić moderatorów o zgłoszeniu");
  }
}

const EXCERPT_CHARS = 200;

/** Tells the author what a moderator removed and why: the open reports' reasons, or the terms. */
export async function tellAuthorOfRemoval(authorId: string, review: { product: string; comment: string; reasons: ReportReason[] }): Promise<void> {
  try {
    const [author] = await db
      .select({ email: user.email, name: user.name, language: userSettings.language })
      .from(user)
      .leftJoin(userSettings, eq(userSettings.userId, user.id))
      .where(eq(user.id, authorId));
    if (!author) return;
    const locale = await mailLocale(author.language);
    const t = translator(locale);
    const reasons = [...new Set(review.reasons)].map((reason) => t(`mail.reviewRemoved.reason.${reason}` as MessageKey));
    const comment = review.comment.trim().replace(/\s+/g, " ");
    const excerpt = comment.length > EXCERPT_CHARS ? `${comment.slice(0, EXCERPT_CHARS - 1)}…` : comment;
    const site = config().appUrl;
    queueMail(reviewRemovedEmail({ to: author.email, name: author.name, locale }, { product: review.product, excerpt, reasons }, { terms: `${site}/regulamin`, contact: `${site}/kontakt` }));
  } catch (error) {
    logger.warn({ err: error }, "Nie udało się powiadomić autora o usunięciu opinii");
  }
}
