// ADR 203: the moderation mails (a review removed or corrected, an account blocked) say where to
// object: the contact mailbox that /kontakt lists (ADR 179's site settings), and that page.
import { config } from "~/config.server";
import { cachedSiteSettings } from "~/features/site-settings/site-settings.server";
import type { ObjectionContact } from "./templates";

export async function objectionContact(): Promise<ObjectionContact> {
  const { mailboxes } = await cachedSiteSettings();
  return { address: mailboxes.contact, page: `${config().appUrl}/kontakt` };
}
