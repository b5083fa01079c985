// ADR 198: the account holder's e-mail about a new version of the terms or the privacy policy: which
// document, from which day, what changes, where to read the new and the current version, and what the
// person can do if they disagree (the terms' §8 ust. 1: delete the account before that day). A service
// message: no unsubscribe link (it goes to every account holder whatever they chose about newsletters).
import { formatDate } from "~/utils/format";
import { message, writer, type Recipient } from "./templates";
import type { MailMessage } from "./mailer.server";

export type DocumentChange = {
  document: "terms" | "privacy" | "affiliate";
  number: number;
  /** YYYY-MM-DD, Warsaw. */
  effectiveFrom: string;
  summary: string;
  /** The contact mailbox (site settings): a blocked member cannot sign in to delete the account. */
  mailbox: string;
  urls: { version: string; previous: string | null; settings: string; contact: string; page: string };
};

export function documentChangeEmail(recipient: Recipient, change: DocumentChange): MailMessage {
  const { t, greeting } = writer(recipient);
  // "privacy" has its own texts; the affiliate page is never e-mailed (NOTIFIED_DOCUMENTS), it reads as the terms would.
  const doc = change.document === "privacy" ? "privacy" : "terms";
  const date = `${formatDate(`${change.effectiveFrom}T12:00:00Z`, recipient.locale)}${recipient.locale === "pl" ? " r." : ""}`;
  const summary = change.summary.trim();
  return message(recipient, t(`mail.documentChange.${doc}.subject`, { date }), {
    heading: t(`mail.documentChange.${doc}.heading`),
    paragraphs: [
      greeting,
      t(`mail.documentChange.${doc}.text`, { date, number: change.number }),
      summary ? `${t("mail.documentChange.summary")}\n${summary}` : t("mail.documentChange.noSummary"),
      change.urls.previous
        ? t("mail.documentChange.previous", { url: change.urls.previous })
        : t("mail.documentChange.page", { url: change.urls.page }),
      t(`mail.documentChange.${doc}.disagree`, { date, url: change.urls.settings, mailbox: change.mailbox }),
      t("mail.documentChange.questions", { url: change.urls.contact }),
    ],
    button: { label: t("mail.documentChange.button"), url: change.urls.version },
    footnote: t("mail.documentChange.footnote"),
  });
}
