// Session 32, ADR 173, 175, 197, 203 (DSA art. 17): the mails of moderation decisions — a review
// removed, corrected or restored, an account blocked or unblocked — each saying why and where to object.
import { message, writer, type Recipient } from "./templates";
import type { MailMessage } from "./mailer.server";

/**
 * ADR 203: where a person objects to a moderation decision — the contact mailbox the /kontakt page
 * lists (that page has no form), and the page itself for the other addresses.
 */
export type ObjectionContact = { address: string; page: string };

const objectionLink = (t: ReturnType<typeof writer>["t"], contact: ObjectionContact) => ({ label: t("mail.objection.write", { address: contact.address }), url: `mailto:${contact.address}` });

/**
 * Session 32 (DSA art. 17): the author of a review a moderator removed is told what was removed,
 * why (the reports' reasons, or the terms), and where to object.
 */
export function reviewRemovedEmail(recipient: Recipient, reviews: readonly { product: string; excerpt: string; reasons: string[]; ground?: string | null }[], urls: { terms: string; contact: ObjectionContact }): MailMessage {
  const { t, greeting } = writer(recipient);
  const why = ({ reasons, ground }: { reasons: string[]; ground?: string | null }) =>
    ground ? t("mail.reviewRemoved.ground", { reason: ground }) : reasons.length > 0 ? t("mail.reviewRemoved.reported", { reasons: reasons.join(", ") }) : t("mail.reviewRemoved.terms");
  const one = reviews.length === 1;
  // Several reviews removed at once (a bulk delete): one message naming each, with its own reason.
  const about = one
    ? [t("mail.reviewRemoved.text", { product: reviews[0]!.product, excerpt: reviews[0]!.excerpt }), why(reviews[0]!)]
    : [t("mail.reviewRemoved.textMany"), ...reviews.map((review) => `${t("mail.reviewRemoved.item", { product: review.product, excerpt: review.excerpt })} ${why(review)}`)];
  return message(recipient, t(one ? "mail.reviewRemoved.subject" : "mail.reviewRemoved.subjectMany"), {
    heading: t(one ? "mail.reviewRemoved.heading" : "mail.reviewRemoved.headingMany"),
    paragraphs: [greeting, ...about, t("mail.reviewRemoved.objection", { contact: urls.contact.address, page: urls.contact.page })],
    button: { label: t("mail.reviewRemoved.button"), url: urls.terms },
    footnote: t("mail.reviewRemoved.footnote"),
    footerLink: objectionLink(t, urls.contact),
  });
}

/** ADR 173: a blocked person is told that, until when, and where to object (DSA art. 17); the panel's note stays internal. */
export function accountBlockedEmail(recipient: Recipient, block: { until: string | null; reason: string | null }, urls: { terms: string; contact: ObjectionContact }): MailMessage {
  const { t, greeting } = writer(recipient);
  const why = block.reason ? [t("mail.reviewEdited.reason", { reason: block.reason })] : [];
  return message(recipient, t("mail.blocked.subject"), {
    heading: t("mail.blocked.heading"),
    paragraphs: [greeting, t("mail.blocked.text"), ...why, block.until ? t("mail.blocked.until", { when: block.until }) : t("mail.blocked.indefinite"), t("mail.blocked.objection", { contact: urls.contact.address, page: urls.contact.page })],
    button: { label: t("mail.blocked.button"), url: urls.terms },
    footnote: t("mail.blocked.footnote"),
    footerLink: objectionLink(t, urls.contact),
  });
}

/** Session 37: the block was lifted early by staff; the person may sign in again (the block mail gave its end). */
export function accountUnblockedEmail(recipient: Recipient, loginUrl: string): MailMessage {
  const { t, greeting } = writer(recipient);
  return message(recipient, t("mail.unblocked.subject"), {
    heading: t("mail.unblocked.heading"),
    paragraphs: [greeting, t("mail.unblocked.text")],
    button: { label: t("mail.unblocked.button"), url: loginUrl },
    footnote: t("mail.unblocked.footnote"),
  });
}

/** ADR 175: the author hears that a moderator corrected their review's text, why, and where to object. */
export function reviewEditedEmail(recipient: Recipient, review: { product: string; reason: string }, urls: { product: string; contact: ObjectionContact }): MailMessage {
  const { t, greeting } = writer(recipient);
  return message(recipient, t("mail.reviewEdited.subject"), {
    heading: t("mail.reviewEdited.heading"),
    paragraphs: [greeting, t("mail.reviewEdited.text", { product: review.product }), t("mail.reviewEdited.reason", { reason: review.reason }), t("mail.reviewRemoved.objection", { contact: urls.contact.address, page: urls.contact.page })],
    button: { label: t("mail.reviewEdited.button"), url: urls.product },
    footnote: t("mail.reviewRemoved.footnote"),
    footerLink: objectionLink(t, urls.contact),
  });
}

/** ADR 197: the author of a removed review hears that a moderator restored it (an appeal upheld, or a mistake found). */
export function reviewRestoredEmail(recipient: Recipient, product: string, productUrl: string) {
  const { t, greeting } = writer(recipient);
  return message(recipient, t("mail.reviewRestored.subject"), {
    heading: t("mail.reviewRestored.heading"),
    paragraphs: [greeting, t("mail.reviewRestored.text", { product })],
    button: { label: t("mail.reviewEdited.button"), url: productUrl },
    footnote: t("mail.reviewRemoved.footnote"),
  });
}

/** ADR 197 addendum: the author of a corrected review hears that a moderator put the original text back. */
export function reviewTextRestoredEmail(recipient: Recipient, product: string, productUrl: string) {
  const { t, greeting } = writer(recipient);
  return message(recipient, t("mail.reviewTextRestored.subject"), {
    heading: t("mail.reviewTextRestored.heading"),
    paragraphs: [greeting, t("mail.reviewTextRestored.text", { product })],
    button: { label: t("mail.reviewEdited.button"), url: productUrl },
    footnote: t("mail.reviewRemoved.footnote"),
  });
}
