// ADR 197: the author of a removed review hears that a moderator restored it (an appeal upheld, or
// the removal found a mistake). Beside templates.ts, which is full.
import { message, writer, type Recipient } from "./templates";

export function reviewRestoredEmail(recipient: Recipient, product: string, productUrl: string) {
  const { t, greeting } = writer(recipient);
  return message(recipient, t("mail.reviewRestored.subject"), {
    heading: t("mail.reviewRestored.heading"),
    paragraphs: [greeting, t("mail.reviewRestored.text", { product })],
    button: { label: t("mail.reviewEdited.button"), url: productUrl },
    footnote: t("mail.reviewRemoved.footnote"),
  });
}
