// ADR 203: the moderation mails (a review removed or corrected, an account blocked) say where to
// object: the contact mailbox that /kontakt lists (ADR 179's site settings), and that page. Read from
// the row (one read per moderation mail; the pages' cache module would import the page cache here).
import { config } from "~/config.server";
import { readSiteSettings } from "~/features/site-settings/site-settings-row.server";
import type { ObjectionContact } from "./moderation-templates";

export async function objectionContact(): Promise<ObjectionContact> {
  const { mailboxes } = await readSiteSettings();
  return { address: mailboxes.contact, page: `${config().appUrl}/kontakt` };
}
