// ADR 183: a draft handed to the publishers (ADR 182) is also announced to them by mail, after the save's
// commit: each active publisher who has not switched the panel's mails off, in their language, never the
// person who submitted it. A failure is logged and changes nothing; the save has already succeeded.
import { eq, sql } from "drizzle-orm";
import { config } from "~/config.server";
import { db } from "~/db/client.server";
import { profiles, user } from "~/db/schema";
import { panelMailRecipients } from "~/features/access/panel-mail-recipients.server";
import { queueMail } from "~/features/mail/mailer.server";
import { mailLocale } from "~/features/mail/recipient.server";
import { postSubmittedEmail } from "~/features/mail/templates";
import { logger } from "~/utils/logger.server";

/** The name the panel shows for a person (their profile's name, else the account's), as submissionOf does. */
async function displayName(personId: string): Promise<string | null> {
  const [person] = await db
    .select({ name: sql<string>`coalesce(nullif(btrim(${profiles.fullName}), ''), ${user.name})` })
    .from(user)
    .leftJoin(profiles, eq(profiles.id, user.id))
    .where(eq(user.id, personId));
  return person?.name ?? null;
}

/** Mails the publishers that `post` waits for them, submitted by `submitterId`. */
export async function tellPublishers(post: { title: string; slug: string }, submitterId: string): Promise<void> {
  try {
    const recipients = await panelMailRecipients("blog:publish", { except: submitterId });
    if (recipients.length === 0) return;
    const submitter = (await displayName(submitterId)) ?? "";
    const site = config().appUrl;
    const urls = { action: `${site}/blog/edytor/${post.slug}`, settings: `${site}/profil/ustawienia` };
    for (const person of recipients) {
      const recipient = { to: person.email, name: person.name, locale: await mailLocale(person.language) };
      queueMail(postSubmittedEmail(recipient, { title: post.title, submitter }, urls));
    }
  } catch (error) {
    logger.warn({ err: error }, "Nie udało się powiadomić publikujących o zgłoszonym wpisie");
  }
}
