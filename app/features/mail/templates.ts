// Polish e-mail texts (HTML + plain text). Every value put into HTML is escaped.
import type { MailMessage } from "./mailer.server";

const SITE = "Viralne Produkty";

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
}

function greeting(name?: string | null): string {
  const n = name?.trim();
  return n ? `Cześć ${n},` : "Cześć,";
}

type Layout = {
  heading: string;
  paragraphs: string[];
  button?: { label: string; url: string };
  footnote: string;
  /** A link under the footnote (the price alert's unsubscribe link). */
  footerLink?: { label: string; url: string };
};

function html({ heading, paragraphs, button, footnote, footerLink }: Layout): string {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(p)}</p>`).join("");
  const cta = button
    ? `<p style="margin:24px 0"><a href="${escapeHtml(button.url)}" style="display:inline-block;background:#c3125f;color:#ffffff;text-decoration:none;font-weight:600;padding:12px 24px;border-radius:9999px">${escapeHtml(button.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#475569;line-height:1.5">Jeśli przycisk nie działa, skopiuj ten adres do przeglądarki:<br><a href="${escapeHtml(button.url)}" style="color:#9d0f4d;word-break:break-all">${escapeHtml(button.url)}</a></p>`
    : "";
  return `<!doctype html>
<html lang="pl"><head><meta charset="utf-8"><title>${escapeHtml(heading)}</title></head>
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

function message(to: string, subject: string, layout: Layout): MailMessage {
  return { to, subject, html: html(layout), text: text(layout), link: layout.button?.url };
}

export function verificationEmail(to: string, name: string | null, url: string, validHours: number): MailMessage {
  return message(to, `Potwierdź swój adres email – ${SITE}`, {
    heading: "Potwierdź swój adres email",
    paragraphs: [
      greeting(name),
      `dziękujemy za rejestrację w serwisie ${SITE}. Aby aktywować konto, potwierdź swój adres email.`,
      `Link jest ważny przez ${validHours} godzin${validHours === 1 ? "ę" : ""} i działa tylko raz.`,
    ],
    button: { label: "Potwierdź adres email", url },
    footnote: "Jeśli nie zakładałeś konta, zignoruj tę wiadomość – bez potwierdzenia konto pozostanie nieaktywne.",
  });
}

export function passwordResetEmail(to: string, name: string | null, url: string, validHours: number): MailMessage {
  return message(to, `Resetowanie hasła – ${SITE}`, {
    heading: "Resetowanie hasła",
    paragraphs: [
      greeting(name),
      "otrzymaliśmy prośbę o zresetowanie hasła do Twojego konta. Kliknij przycisk poniżej, aby ustawić nowe hasło.",
      `Link jest ważny przez ${validHours} godziny i działa tylko raz. Po zmianie hasła wszystkie inne sesje zostaną wylogowane.`,
    ],
    button: { label: "Ustaw nowe hasło", url },
    footnote: "Jeśli to nie Ty prosiłeś o reset hasła, zignoruj tę wiadomość – Twoje hasło pozostanie bez zmian.",
  });
}

export function passwordChangedEmail(to: string, name: string | null, when: Date, resetUrl: string): MailMessage {
  const formatted = new Intl.DateTimeFormat("pl-PL", { dateStyle: "long", timeStyle: "short", timeZone: "Europe/Warsaw" }).format(when);
  return message(to, `Twoje hasło zostało zmienione – ${SITE}`, {
    heading: "Twoje hasło zostało zmienione",
    paragraphs: [
      greeting(name),
      `hasło do Twojego konta zostało zmienione (${formatted}). Pozostałe sesje zostały wylogowane.`,
      "Jeśli to nie Ty zmieniłeś hasło, natychmiast ustaw nowe hasło za pomocą przycisku poniżej.",
    ],
    button: { label: "Zresetuj hasło", url: resetUrl },
    footnote: "Wiadomość wysłana automatycznie w celu ochrony Twojego konta.",
  });
}

// Issue #12 point 10: the deletion request and its 7-day grace period, in writing.
export function accountDeletionEmail(to: string, name: string | null, dueAt: Date, graceDays: number, signInUrl: string): MailMessage {
  const formatted = new Intl.DateTimeFormat("pl-PL", { dateStyle: "long", timeStyle: "short", timeZone: "Europe/Warsaw" }).format(dueAt);
  return message(to, `Zgłoszenie usunięcia konta – ${SITE}`, {
    heading: "Otrzymaliśmy prośbę o usunięcie konta",
    paragraphs: [
      greeting(name),
      `Twoje konto i dane osobowe zostaną usunięte po ${graceDays} dniach, ${formatted}. Zostałeś wylogowany na wszystkich urządzeniach.`,
      "Jeśli zmienisz zdanie, zaloguj się przed tym terminem i anuluj usunięcie w ustawieniach konta. Twoje opinie pozostaną widoczne jako „Użytkownik usunięty”.",
    ],
    button: { label: "Zaloguj się, aby anulować", url: signInUrl },
    footnote: "Jeśli to nie Ty prosiłeś o usunięcie konta, zaloguj się i anuluj je, a potem zmień hasło.",
  });
}

// Issue #15 pt 7: the e-mail change — a link to the NEW address, and a notice to the OLD one.
export function emailChangeConfirmEmail(to: string, name: string | null, url: string, validHours: number): MailMessage {
  return message(to, `Potwierdź nowy adres email – ${SITE}`, {
    heading: "Potwierdź nowy adres email",
    paragraphs: [
      greeting(name),
      `poproszono o zmianę adresu email konta w serwisie ${SITE} na ten adres. Adres zmieni się dopiero po kliknięciu przycisku poniżej.`,
      `Link jest ważny przez ${validHours} godzin${validHours === 1 ? "ę" : ""} i działa tylko raz.`,
    ],
    button: { label: "Potwierdź nowy adres email", url },
    footnote: "Jeśli to nie Ty prosiłeś o zmianę, zignoruj tę wiadomość – adres konta pozostanie bez zmian.",
  });
}

export function emailChangedNoticeEmail(to: string, name: string | null, newEmail: string, when: Date, resetUrl: string): MailMessage {
  const formatted = new Intl.DateTimeFormat("pl-PL", { dateStyle: "long", timeStyle: "short", timeZone: "Europe/Warsaw" }).format(when);
  return message(to, `Adres email Twojego konta został zmieniony – ${SITE}`, {
    heading: "Adres email został zmieniony",
    paragraphs: [
      greeting(name),
      `adres email Twojego konta został zmieniony na ${newEmail} (${formatted}). Ten adres nie jest już powiązany z kontem.`,
      "Jeśli to nie Ty zmieniłeś adres, natychmiast zresetuj hasło i skontaktuj się z nami.",
    ],
    button: { label: "Zresetuj hasło", url: resetUrl },
    footnote: "Wiadomość wysłana automatycznie w celu ochrony Twojego konta.",
  });
}

/**
 * Issue #13 point 2 (ADR 078): a wished product got cheaper. One e-mail per drop; the unsubscribe
 * link turns off this product's alert and is also offered as one-click List-Unsubscribe (RFC 8058).
 */
export function priceDropEmail(
  to: string,
  name: string | null,
  p: { title: string; price: string; previous: string; productUrl: string; unsubscribeUrl: string },
): MailMessage {
  const layout: Layout = {
    heading: "Cena produktu z Twojej wishlisty spadła",
    paragraphs: [greeting(name), `${p.title} kosztuje teraz ${p.price} (wcześniej ${p.previous}).`],
    button: { label: "Zobacz produkt", url: p.productUrl },
    footnote: "Dostajesz tę wiadomość, bo włączyłeś powiadomienie o obniżce ceny tego produktu na swojej wishliście.",
    footerLink: { label: "Wyłącz powiadomienia o obniżce ceny tego produktu", url: p.unsubscribeUrl },
  };
  return {
    ...message(to, `Cena spadła: ${p.title} – ${SITE}`, layout),
    headers: { "List-Unsubscribe": `<${p.unsubscribeUrl}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  };
}
