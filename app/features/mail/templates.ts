// ADR 091: every e-mail (HTML + plain text) in the recipient's language. The texts live in the
// message catalogue (app/i18n/messages/pl-mail.ts, en-mail.ts); the Polish ones are byte-identical
// to those sent before. Every value put into HTML is escaped.
import "~/i18n/mail-messages"; // registers the Polish mail messages (the English ones come with loadCatalogue("en"))
import { translator, type Locale } from "~/i18n/i18n";
import { formatDateTime } from "~/utils/format";
import type { MailMessage } from "./mailer.server";

const SITE = "Viralne Produkty";

/**
 * Who gets the e-mail: the address, the name to greet, and the language the texts are written in
 * (the user's `user_settings.language`, see `recipientLocale`; its catalogue must be loaded).
 */
export type Recipient = { to: string; name: string | null; locale: Locale };

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
}

type Layout = {
  heading: string;
  paragraphs: string[];
  button?: { label: string; url: string };
  footnote: string;
  /** A link under the footnote (the price alert's unsubscribe link). */
  footerLink?: { label: string; url: string };
};

function html(locale: Locale, { heading, paragraphs, button, footnote, footerLink }: Layout): string {
  const t = translator(locale);
  // pre-line: a paragraph written by a person (a publisher’s note) keeps its line breaks (review, session 34).
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px;line-height:1.5;white-space:pre-line">${escapeHtml(p)}</p>`).join("");
  const cta = button
    ? `<p style="margin:24px 0"><a href="${escapeHtml(button.url)}" style="display:inline-block;background:#c3125f;color:#ffffff;text-decoration:none;font-weight:600;padding:12px 24px;border-radius:9999px">${escapeHtml(button.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#475569;line-height:1.5">${escapeHtml(t("mail.buttonFallback"))}<br><a href="${escapeHtml(button.url)}" style="color:#9d0f4d;word-break:break-all">${escapeHtml(button.url)}</a></p>`
    : "";
  return `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><title>${escapeHtml(heading)}</title></head>
<body style="margin:0;padding:24px;background:#f8fafc;font-family:Arial,Helvetica,sans-serif;color:#0f172a">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border:1px solid #e2e8f0;border-radius:12px;padding:32px">
<p style="margin:0 0 24px;font-weight:700;color:#c3125f">${SITE}</p>
<h1 style="margin:0 0 16px;font-size:22px">${escapeHtml(heading)}</h1>
${body}${cta}
<p style="margin:24px 0 0;font-size:13px;color:#475569;line-height:1.5">${escapeHtml(footnote)}</p>
${footerLink ? `<p style="margin:8px 0 0;font-size:13px;line-height:1.5"><a href="${escapeHtml(footerLink.url)}" style="color:#9d0f4d">${escapeHtml(footerLink.label)}</a></p>` : ""}
</div></body></html>`;
}

function text({ heading, paragraphs, button, footnote, footerLink }: Layout): string {
  const tail = footerLink ? [footnote, `${footerLink.label}: ${footerLink.url}`] : [footnote];
  return [heading, "", ...paragraphs.flatMap((p) => [p, ""]), ...(button ? [`${button.label}: ${button.url}`, ""] : []), ...tail, "", `— ${SITE}`].join("\n");
}

export function message(recipient: Recipient, subject: string, layout: Layout): MailMessage {
  return { to: recipient.to, subject, html: html(recipient.locale, layout), text: text(layout), link: layout.button?.url };
}

/**
 * The recipient's translator and the greeting line that opens every e-mail. `anonymous`: for an
 * address nobody has confirmed yet (sign-up, a new address) the name is whatever the sender typed,
 * so it is left out: the site must not carry a stranger's text to any mailbox (review, session 18).
 */
export function writer({ name, locale }: Recipient, anonymous = false) {
  const t = translator(locale);
  const n = anonymous ? "" : name?.trim();
  return { t, greeting: n ? t("mail.greeting", { name: n }) : t("mail.greetingNoName") };
}

export function verificationEmail(recipient: Recipient, url: string, validHours: number): MailMessage {
  const { t, greeting } = writer(recipient, true);
  return message(recipient, t("mail.verify.subject"), {
    heading: t("mail.verify.heading"),
    paragraphs: [greeting, t("mail.verify.text"), t("mail.linkValidHours", { hours: validHours })],
    button: { label: t("mail.verify.button"), url },
    footnote: t("mail.verify.footnote"),
  });
}

export function passwordResetEmail(recipient: Recipient, url: string, validHours: number): MailMessage {
  const { t, greeting } = writer(recipient);
  return message(recipient, t("mail.reset.subject"), {
    heading: t("mail.reset.heading"),
    paragraphs: [greeting, t("mail.reset.text"), t("mail.reset.validity", { hours: validHours })],
    button: { label: t("mail.reset.button"), url },
    footnote: t("mail.reset.footnote"),
  });
}

export function passwordChangedEmail(recipient: Recipient, when: Date, resetUrl: string): MailMessage {
  const { t, greeting } = writer(recipient);
  return message(recipient, t("mail.passwordChanged.subject"), {
    heading: t("mail.passwordChanged.heading"),
    paragraphs: [greeting, t("mail.passwordChanged.text", { when: formatDateTime(when, recipient.locale) }), t("mail.passwordChanged.advice")],
    button: { label: t("mail.resetButton"), url: resetUrl },
    footnote: t("mail.securityFootnote"),
  });
}

/** What changed in two-factor sign-in (review, session 24): each change is announced in writing. */
export type TwoFactorChange = "enabled" | "disabled" | "backupCodes";

export function twoFactorChangedEmail(recipient: Recipient, change: TwoFactorChange, when: Date, resetUrl: string): MailMessage {
  const { t, greeting } = writer(recipient);
  return message(recipient, t(`mail.twoFactor.${change}.subject`), {
    heading: t(`mail.twoFactor.${change}.heading`),
    paragraphs: [greeting, t(`mail.twoFactor.${change}.text`, { when: formatDateTime(when, recipient.locale) }), t("mail.twoFactor.advice")],
    button: { label: t("mail.resetButton"), url: resetUrl },
    footnote: t("mail.securityFootnote"),
  });
}

// Issue #12 point 10: the deletion request and its 7-day grace period, in writing.
export function accountDeletionEmail(recipient: Recipient, dueAt: Date, graceDays: number, signInUrl: string): MailMessage {
  const { t, greeting } = writer(recipient);
  return message(recipient, t("mail.deletion.subject"), {
    heading: t("mail.deletion.heading"),
    paragraphs: [greeting, t("mail.deletion.text", { days: graceDays, when: formatDateTime(dueAt, recipient.locale) }), t("mail.deletion.cancel")],
    button: { label: t("mail.deletion.button"), url: signInUrl },
    footnote: t("mail.deletion.footnote"),
  });
}

// Issue #15 pt 7: the e-mail change — a link to the NEW address, and a notice to the OLD one.
export function emailChangeConfirmEmail(recipient: Recipient, url: string, validHours: number): MailMessage {
  const { t, greeting } = writer(recipient, true);
  return message(recipient, t("mail.emailChange.subject"), {
    heading: t("mail.emailChange.heading"),
    paragraphs: [greeting, t("mail.emailChange.text"), t("mail.linkValidHours", { hours: validHours })],
    button: { label: t("mail.emailChange.button"), url },
    footnote: t("mail.emailChange.footnote"),
  });
}

/** ADR 121: the notice to the old address offers to undo the change for `undoDays` days. */
export function emailChangedNoticeEmail(
  recipient: Recipient,
  c: { newEmail: string; when: Date; undoUrl: string; undoDays: number; contactUrl: string },
): MailMessage {
  const { t, greeting } = writer(recipient);
  return message(recipient, t("mail.emailChanged.subject"), {
    heading: t("mail.emailChanged.heading"),
    paragraphs: [
      greeting,
      t("mail.emailChanged.text", { email: c.newEmail, when: formatDateTime(c.when, recipient.locale) }),
      t("mail.emailChanged.advice", { days: c.undoDays }),
      t("mail.emailChanged.later", { url: c.contactUrl }),
    ],
    button: { label: t("mail.emailChanged.button"), url: c.undoUrl },
    footnote: t("mail.securityFootnote"),
  });
}

/**
 * Issue #13 point 2 (ADR 078): a wished product got cheaper. One e-mail per drop; the unsubscribe
 * link turns off this product's alert and is also offered as one-click List-Unsubscribe (RFC 8058).
 * The prices come formatted in the recipient's locale.
 */
export function priceDropEmail(
  recipient: Recipient,
  p: { title: string; price: string; previous: string; productUrl: string; unsubscribeUrl: string },
): MailMessage {
  const { t, greeting } = writer(recipient);
  const layout: Layout = {
    heading: t("mail.priceDrop.heading"),
    paragraphs: [greeting, t("mail.priceDrop.text", { title: p.title, price: p.price, previous: p.previous })],
    button: { label: t("mail.priceDrop.button"), url: p.productUrl },
    footnote: t("mail.priceDrop.footnote"),
    footerLink: { label: t("mail.priceDrop.unsubscribe"), url: p.unsubscribeUrl },
  };
  return {
    ...message(recipient, t("mail.priceDrop.subject", { title: p.title }), layout),
    headers: { "List-Unsubscribe": `<${p.unsubscribeUrl}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  };
}

/** ADR 162: what the moderator decided about a review the recipient reported. */
export type ReportDecision = "removed" | "kept" | "edited";

export function reportDecisionEmail(recipient: Recipient, decision: ReportDecision, product: string, productUrl: string): MailMessage {
  const { t, greeting } = writer(recipient);
  return message(recipient, t("mail.report.subject"), {
    heading: t("mail.report.heading"),
    paragraphs: [greeting, t(`mail.report.${decision}`, { product })],
    button: { label: t("mail.report.button"), url: productUrl },
    footnote: t("mail.report.footnote"),
  });
}

/** ADR 163 addendum: a role given or taken away is announced to its holder (a demoted admin heard nothing). */
export type RoleChange = { change: "assigned" | "revoked"; role: string; until: string | null };

export function roleChangedEmail(recipient: Recipient, c: RoleChange, siteUrl: string): MailMessage {
  const { t, greeting } = writer(recipient);
  const text =
    c.change === "revoked" ? t("mail.roles.revoked", { role: c.role }) : c.until ? t("mail.roles.assignedUntil", { role: c.role, when: c.until }) : t("mail.roles.assigned", { role: c.role });
  return message(recipient, t("mail.roles.subject"), {
    heading: t("mail.roles.heading"),
    paragraphs: [greeting, text, t("mail.roles.advice")],
    button: { label: t("mail.roles.button"), url: siteUrl },
    footnote: t("mail.securityFootnote"),
  });
}

/** ADR 183: where a staff member switches the panel's mails off (`/profil/ustawienia`). */
export type StaffMailLinks = { action: string; settings: string };

/**
 * Session 32, ADR 183: a review's first open report tells the moderators (at most one such message an
 * hour, review-notices.server); `reason` is already in the recipient's language.
 */
export function reportFiledEmail(recipient: Recipient, report: { product: string; reason: string }, urls: StaffMailLinks): MailMessage {
  const { t, greeting } = writer(recipient);
  return message(recipient, t("mail.reportFiled.subject"), {
    heading: t("mail.reportFiled.heading"),
    paragraphs: [greeting, t("mail.reportFiled.text", { product: report.product }), t("mail.reportFiled.reason", { reason: report.reason }), t("mail.reportFiled.later")],
    button: { label: t("mail.reportFiled.button"), url: urls.action },
    footnote: t("mail.reportFiled.footnote"),
    footerLink: { label: t("mail.staff.settings"), url: urls.settings },
  });
}

/** ADR 183: a draft submitted for publication, to each publisher but the one who submitted it. */
export function postSubmittedEmail(recipient: Recipient, post: { title: string; submitter: string }, urls: StaffMailLinks): MailMessage {
  const { t, greeting } = writer(recipient);
  return message(recipient, t("mail.postSubmitted.subject", { title: post.title }), {
    heading: t("mail.postSubmitted.heading"),
    paragraphs: [greeting, t("mail.postSubmitted.text", { name: post.submitter, title: post.title }), t("mail.postSubmitted.after")],
    button: { label: t("mail.postSubmitted.button"), url: urls.action },
    footnote: t("mail.postSubmitted.footnote"),
    footerLink: { label: t("mail.staff.settings"), url: urls.settings },
  });
}

/** ADR 182: the author of a draft handed back by a publisher reads the note and where to change the post. */
export function postReturnedEmail(recipient: Recipient, post: { title: string; note: string }, editorUrl: string): MailMessage {
  const { t, greeting } = writer(recipient);
  return message(recipient, t("mail.postReturned.subject", { title: post.title }), {
    heading: t("mail.postReturned.heading"),
    paragraphs: [greeting, t("mail.postReturned.text", { title: post.title }), post.note, t("mail.postReturned.after")],
    button: { label: t("mail.postReturned.button"), url: editorUrl },
    footnote: t("mail.postReturned.footnote"),
  });
}
