// ADR 185: the trend newsletter's e-mail (HTML + plain text), in the recipient's language. The
// issue's text (subject, intro, titles) was typed by an editor or comes from the catalogue: every
// value put into HTML is escaped. Browser-safe: the panel's preview renders this very HTML.
import "~/i18n/newsletter-messages";
import type { NewsletterContent } from "~/db/schema/newsletter";
import { formatPrice } from "~/features/catalog/format";
import { translator } from "~/i18n/i18n";
import type { MailMessage } from "./mailer.server";
import type { Recipient } from "./templates";

const SITE = "Viralne Produkty";

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
}

export type NewsletterIssueText = { subject: string; content: NewsletterContent };

/**
 * The subscriber's copy of one issue, with their own greeting and unsubscribe link. `test`: the
 * editor's trial copy (ADR 200) — it says so at the top, its footer tells where the subscribers'
 * own link will be instead of claiming the editor subscribed, `unsubscribeUrl` is then the sample
 * link (it changes nothing), and it carries no List-Unsubscribe headers (a one-off mail, not a list's).
 */
export function newsletterEmail(recipient: Recipient, issue: NewsletterIssueText, unsubscribeUrl: string, { test = false } = {}): MailMessage {
  const t = translator(recipient.locale);
  const name = recipient.name?.trim();
  const greeting = name ? t("newsletter.mail.greeting", { name }) : t("newsletter.mail.greetingNoName");
  const { intro, products, posts } = issue.content;
  const price = (p: NewsletterContent["products"][number]) => (p.price === null ? null : formatPrice(p.price, p.currency, recipient.locale));
  const subject = test ? t("newsletter.mail.testSubject", { subject: issue.subject }) : issue.subject;
  const footnote = t(test ? "newsletter.mail.testFootnote" : "newsletter.mail.footnote");
  const unsubscribe = t(test ? "newsletter.mail.testUnsubscribe" : "newsletter.mail.unsubscribe");

  const text = [
    ...(test ? [t("newsletter.mail.testNote"), ""] : []),
    t("newsletter.mail.heading"),
    "",
    greeting,
    "",
    ...(intro ? [intro, ""] : []),
    ...(products.length ? [t("newsletter.mail.products"), "", ...products.flatMap((p) => [[p.title, price(p)].filter(Boolean).join(" – "), p.url, ""])] : []),
    ...(posts.length ? [t("newsletter.mail.posts"), "", ...posts.flatMap((p) => [p.title, ...(p.excerpt ? [p.excerpt] : []), p.url, ""])] : []),
    footnote,
    `${unsubscribe}: ${unsubscribeUrl}`,
    "",
    `— ${SITE}`,
  ].join("\n");

  const link = "color:#9d0f4d";
  const productRows = products
    .map((p) => {
      const image = p.imageUrl ? `<img src="${escapeHtml(p.imageUrl)}" alt="" width="96" height="96" style="display:block;width:96px;height:96px;object-fit:cover;border-radius:8px">` : "";
      const shown = price(p);
      return `<tr><td style="padding:8px 12px 8px 0;vertical-align:top;width:96px">${image}</td><td style="padding:8px 0;vertical-align:top">
<p style="margin:0 0 4px;font-weight:600;line-height:1.4">${escapeHtml(p.title)}</p>${shown ? `<p style="margin:0 0 4px;color:#0f172a">${escapeHtml(shown)}</p>` : ""}
<a href="${escapeHtml(p.url)}" style="${link}">${escapeHtml(t("newsletter.mail.view"))}</a></td></tr>`;
    })
    .join("");
  const postItems = posts
    .map(
      (p) => `<li style="margin:0 0 12px"><a href="${escapeHtml(p.url)}" style="${link};font-weight:600">${escapeHtml(p.title)}</a>${p.excerpt ? `<br><span style="color:#475569;line-height:1.5">${escapeHtml(p.excerpt)}</span>` : ""}</li>`,
    )
    .join("");
  const html = `<!doctype html>
<html lang="${recipient.locale}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f8fafc;font-family:Arial,Helvetica,sans-serif;color:#0f172a">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border:1px solid #e2e8f0;border-radius:12px;padding:32px">
<p style="margin:0 0 24px;font-weight:700;color:#c3125f">${SITE}</p>
${test ? `<p style="margin:0 0 24px;padding:12px 16px;border:1px solid #f59e0b;border-radius:8px;background:#fffbeb;color:#78350f;line-height:1.5">${escapeHtml(t("newsletter.mail.testNote"))}</p>` : ""}
<h1 style="margin:0 0 16px;font-size:22px">${escapeHtml(t("newsletter.mail.heading"))}</h1>
<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(greeting)}</p>
${intro ? `<p style="margin:0 0 16px;line-height:1.5;white-space:pre-line">${escapeHtml(intro)}</p>` : ""}
${products.length ? `<h2 style="margin:24px 0 8px;font-size:18px">${escapeHtml(t("newsletter.mail.products"))}</h2><table role="presentation" style="border-collapse:collapse;width:100%">${productRows}</table>` : ""}
${posts.length ? `<h2 style="margin:24px 0 8px;font-size:18px">${escapeHtml(t("newsletter.mail.posts"))}</h2><ul style="margin:0;padding-left:20px">${postItems}</ul>` : ""}
<p style="margin:24px 0 0;font-size:13px;color:#475569;line-height:1.5">${escapeHtml(footnote)}</p>
<p style="margin:8px 0 0;font-size:13px;line-height:1.5"><a href="${escapeHtml(unsubscribeUrl)}" style="${link}">${escapeHtml(unsubscribe)}</a></p>
</div></body></html>`;

  return {
    to: recipient.to,
    subject,
    text,
    html,
    link: unsubscribeUrl,
    // RFC 2369 / RFC 8058: the mail client's own "unsubscribe" posts to the same signed link.
    ...(test ? {} : { headers: { "List-Unsubscribe": `<${unsubscribeUrl}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" } }),
  };
}
