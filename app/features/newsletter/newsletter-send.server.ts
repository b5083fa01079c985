// ADR 185: an issue goes out in two steps. On the editor's confirmation ONE transaction stores the
// issue (its content as it is now) and one pending delivery per subscriber; the worker
// (newsletter-worker.server.ts) then sends them in small batches. The form's key is unique: a second
// click or a resubmitted form finds the issue already stored and stores nothing.
import { eq, sql } from "drizzle-orm";
import { db, type Executor } from "~/db/client.server";
import { newsletterIssues } from "~/db/schema";
import { recordActivity } from "~/features/activity/activity-log.server";
import { sendMail } from "~/features/mail/mailer.server";
import { newsletterEmail } from "~/features/mail/newsletter-templates";
import { recipientOf } from "~/features/mail/recipient.server";
import { UserError } from "~/utils/action.server";
import { logger } from "~/utils/logger.server";
import { consume, LIMITS, RateLimitedError } from "~/server/rate-limit.server";
import { IS_SUBSCRIBER, issueContent, SUBSCRIBER_JOINS } from "./newsletter-draft.server";
import { NEWSLETTER_MESSAGES, type NewsletterIssueInput } from "./newsletter-rules";
import { newsletterSampleUnsubscribeUrl } from "./newsletter-unsubscribe.server";
import { kickNewsletterWorker } from "./newsletter-worker.server";

type Sender = { id: string; email: string; name?: string | null };

/** The issue's content from the editor's choice; refused when none of it is shown any more. */
async function contentOf(input: NewsletterIssueInput, executor: Executor) {
  const content = await issueContent(input, executor);
  if (content.products.length + content.posts.length === 0) throw new UserError(NEWSLETTER_MESSAGES.nothingChosen, 400, { product: NEWSLETTER_MESSAGES.nothingChosen });
  return content;
}

/**
 * "Wyślij próbnie do mnie": the issue as a subscriber would get it, to the signed-in editor's own
 * address only — marked as a test, with the sample unsubscribe link (ADR 200: the editor's own signed
 * link would unsubscribe them for real, or name someone who never subscribed).
 */
export async function sendTestIssue(input: NewsletterIssueInput, sender: Sender, executor: Executor = db): Promise<void> {
  const content = await contentOf(input, executor);
  try {
    await consume(LIMITS.newsletterTest, sender.id);
  } catch (error) {
    if (error instanceof RateLimitedError) throw new UserError(NEWSLETTER_MESSAGES.testTooMany, 429);
    throw error;
  }
  const message = newsletterEmail(await recipientOf(sender), { subject: input.subject, content }, newsletterSampleUnsubscribeUrl(), { test: true });
  try {
    await sendMail(message); // the editor waits for it: the answer says whether it went
  } catch (error) {
    logger.warn({ err: error }, "Nie udało się wysłać próbnego newslettera");
    throw new UserError(NEWSLETTER_MESSAGES.testFailed, 422);
  }
}

export type StartedIssue = { issueId: string; recipients: number };

/**
 * Stores the issue and its deliveries, then wakes the worker. Refused when the form's key was used
 * already (409) or nobody would receive it (409: nothing is stored).
 */
export async function startIssue(input: NewsletterIssueInput, actorId: string, executor: Executor = db): Promise<StartedIssue> {
  const content = await contentOf(input, executor);
  const started = await executor.transaction(async (tx) => {
    const [issue] = await tx
      .insert(newsletterIssues)
      .values({ idempotencyKey: input.key, subject: input.subject, content, sentBy: actorId, recipientCount: 0 })
      .onConflictDoNothing({ target: newsletterIssues.idempotencyKey })
      .returning({ id: newsletterIssues.id });
    // The key is taken: this is the same form sent again (a double click, a resent post).
    if (!issue) throw new UserError(NEWSLETTER_MESSAGES.alreadySent, 409);
    // Counted in the database: a large list's ids never travel to the app.
    const inserted = await tx.execute<{ n: number }>(sql`
      WITH added AS (
        INSERT INTO newsletter_deliveries (issue_id, user_id)
        SELECT ${issue.id}::uuid, u.id ${SUBSCRIBER_JOINS} WHERE ${IS_SUBSCRIBER}
        RETURNING 1
      )
      SELECT count(*)::int AS n FROM added`);
    const recipients = Number(inserted.rows[0]?.n ?? 0);
    if (recipients === 0) throw new UserError(NEWSLETTER_MESSAGES.noSubscribers, 409); // rolls the issue back
    await tx.update(newsletterIssues).set({ recipientCount: recipients }).where(eq(newsletterIssues.id, issue.id));
    await recordActivity(tx, actorId, { subject: "newsletter", subjectId: issue.id, label: input.subject, action: "sent" });
    return { issueId: issue.id, recipients };
  });
  kickNewsletterWorker();
  return started;
}
