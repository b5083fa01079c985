// ADR 173: the person whose account was blocked hears of it (DSA art. 17: a statement of reasons for a
// suspension), in their language, after the commit: until when, and the reason picked from the list for
// them (the terms in general when none). The panel's note is not sent: it is staff's own.
import { objectionContact } from "~/features/mail/objection-contact.server";
import { eq } from "drizzle-orm";
import { config } from "~/config.server";
import { db } from "~/db/client.server";
import { user } from "~/db/schema";
import { queueMail } from "~/features/mail/mailer.server";
import { recipientOf } from "~/features/mail/recipient.server";
import { accountBlockedEmail, accountUnblockedEmail } from "~/features/mail/moderation-templates";
import type { ReportReason } from "~/features/engagement/review-report-texts";
import { translator, type MessageKey } from "~/i18n/i18n";
import { formatDateTime } from "~/utils/format";
import { logger } from "~/utils/logger.server";

export async function tellPersonOfBlock(userId: string, until: Date | null, ground: ReportReason | null = null): Promise<void> {
  try {
    const [person] = await db.select({ id: user.id, email: user.email, name: user.name }).from(user).where(eq(user.id, userId));
    if (!person) return;
    const recipient = await recipientOf(person);
    const site = config().appUrl;
    const reason = ground ? translator(recipient.locale)(`mail.reviewRemoved.reason.${ground}` as MessageKey) : null;
    queueMail(accountBlockedEmail(recipient, { until: until ? formatDateTime(until, recipient.locale) : null, reason }, { terms: `${site}/regulamin`, contact: await objectionContact() }));
  } catch (error) {
    logger.warn({ err: error }, "Nie udało się powiadomić o blokadzie konta");
  }
}

/** The block was lifted by staff: the person hears they may sign in again (the block mail named its end). */
export async function tellPersonOfUnblock(userId: string): Promise<void> {
  try {
    const [person] = await db.select({ id: user.id, email: user.email, name: user.name }).from(user).where(eq(user.id, userId));
    if (!person) return;
    queueMail(accountUnblockedEmail(await recipientOf(person), `${config().appUrl}/logowanie`));
  } catch (error) {
    logger.warn({ err: error }, "Nie udało się powiadomić o zdjęciu blokady konta");
  }
}
