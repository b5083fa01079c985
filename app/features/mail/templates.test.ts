import { beforeAll, describe, expect, it } from "vitest";
import { loadCatalogue } from "~/i18n/i18n";
import {
  accountDeletionEmail,
  emailChangeConfirmEmail,
  emailChangedNoticeEmail,
  passwordChangedEmail,
  passwordResetEmail,
  postSubmittedEmail,
  priceDropEmail,
  reportFiledEmail,
  verificationEmail,
  type Recipient,
} from "./templates";

const pl = (to: string, name: string | null): Recipient => ({ to, name, locale: "pl" });
const en = (to: string, name: string | null): Recipient => ({ to, name, locale: "en" });

beforeAll(() => loadCatalogue("en")); // ADR 091: the sender loads it through localeOf / mailLocale

describe("e-mail templates", () => {
  it("carry the link in both parts and escape the user's name in HTML", () => {
    const reset = passwordResetEmail(pl("ala@example.com", '<img src=x onerror="alert(1)">'), "https://example.pl/update-password?token=a", 24);
    expect(reset.html).not.toContain("<img src=x");
    expect(reset.html).toContain("&lt;img src=x");
    // The sign-up mail goes to an address nobody has confirmed: no name at all.
    const mail = verificationEmail(pl("ala@example.com", '<img src=x onerror="alert(1)">'), "https://example.pl/weryfikacja-email?token=a&b", 24);
    expect(mail.subject).toBe("Potwierdź swój adres email – Viralne Produkty");
    expect(mail.text).toContain("Cześć,\n\n");
    expect(mail.html).not.toContain("img src=x");
    expect(mail.html).toContain('href="https://example.pl/weryfikacja-email?token=a&amp;b"');
    expect(mail.html).toContain('<html lang="pl">');
    expect(mail.text).toContain("https://example.pl/weryfikacja-email?token=a&b");
    expect(mail.text).toContain("Link jest ważny przez 24 godziny i działa tylko raz.");
    expect(mail.link).toBe("https://example.pl/weryfikacja-email?token=a&b");
  });

  it("state the reset link's 24 hours and what to do after an unexpected password change", () => {
    expect(passwordResetEmail(pl("a@b.pl", null), "https://x.pl/update-password?token=t", 24).text).toContain("ważny przez 24 godziny");
    const changed = passwordChangedEmail(pl("a@b.pl", "Ala"), new Date("2026-07-13T10:00:00Z"), "https://x.pl/reset-hasla");
    expect(changed.text).toContain("13 lipca 2026");
    expect(changed.text).toContain("https://x.pl/reset-hasla");
  });
});

describe("accountDeletionEmail (issue #12 point 10)", () => {
  it("states the 7-day grace period, the date and how to cancel", () => {
    const mail = accountDeletionEmail(pl("a@example.com", "Anna"), new Date("2026-11-30T10:00:00Z"), 7, "http://localhost:3000/logowanie");
    expect(mail.subject).toContain("usunięcia konta");
    expect(mail.text).toContain("po 7 dniach");
    expect(mail.text).toContain("30 listopada 2026");
    expect(mail.text).toContain("anuluj");
    expect(mail.text).toContain("http://localhost:3000/logowanie");
  });
});

describe("priceDropEmail (issue #13 point 2, ADR 078)", () => {
  it("names the product and both prices, escapes the title, and carries the unsubscribe link in both parts and as one-click headers", () => {
    const unsubscribeUrl = "https://x.pl/alert-cenowy/wypisz?t=abc.def";
    const mail = priceDropEmail(pl("a@b.pl", "Ala"), {
      title: "<b>Lampka</b>",
      price: "79,99 zł",
      previous: "100,00 zł",
      productUrl: "https://x.pl/produkt/1",
      unsubscribeUrl,
    });
    expect(mail.subject).toBe("Cena spadła: <b>Lampka</b> – Viralne Produkty");
    expect(mail.text).toContain("Cena produktu „<b>Lampka</b>” wynosi teraz 79,99 zł (wcześniej 100,00 zł).");
    expect(mail.html).not.toContain("<b>Lampka</b>");
    expect(mail.text).toContain(`Wyłącz powiadomienia o obniżce ceny tego produktu: ${unsubscribeUrl}`);
    expect(mail.html).toContain(`href="${unsubscribeUrl}"`);
    expect(mail.headers).toEqual({ "List-Unsubscribe": `<${unsubscribeUrl}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" });
    expect(mail.link).toBe("https://x.pl/produkt/1");
  });
});

// ADR 091: the same e-mails in the recipient's language. Polish is pinned by the tests above (and
// the e2e suites); each template is checked here in English: subject, body, dates, the layout's lines.
describe("e-mails to an English user (ADR 091)", () => {
  const when = new Date("2026-07-13T10:00:00Z");
  const noPolish = (s: string) => expect(s).not.toMatch(/[ąćęłńóśźż]|Cześć|Jeśli|Link jest/i);

  it("verification: English subject, greeting, validity and button, html lang=en", () => {
    const mail = verificationEmail(en("a@b.pl", "Ann"), "https://x.pl/weryfikacja-email?token=t", 24);
    expect(mail.subject).toBe("Confirm your e-mail address – Viralne Produkty");
    // Nobody has confirmed this address yet: the name typed at sign-up is not carried to it.
    expect(mail.text).toContain("Hi,\n\n");
    expect(mail.text).not.toContain("Ann");
    expect(mail.text).toContain("The link is valid for 24 hours and works only once.");
    expect(mail.text).toContain("Confirm e-mail address: https://x.pl/weryfikacja-email?token=t");
    expect(mail.html).toContain('<html lang="en">');
    expect(mail.html).toContain("If the button does not work, copy this address into your browser:");
    noPolish(mail.text);
    expect(verificationEmail(en("a@b.pl", null), "u", 1).text).toContain("Hi,\n\n");
    expect(verificationEmail(en("a@b.pl", null), "u", 1).text).toContain("valid for 1 hour and");
  });

  it("password reset and password changed, with the date in en-GB", () => {
    const reset = passwordResetEmail(en("a@b.pl", null), "https://x.pl/update-password?token=t", 24);
    expect(reset.subject).toBe("Password reset – Viralne Produkty");
    expect(reset.text).toContain("The link is valid for 24 hours and works only once.");
    expect(reset.text).toContain("Set a new password: https://x.pl/update-password?token=t");
    noPolish(reset.text);
    const changed = passwordChangedEmail(en("a@b.pl", "Ann"), when, "https://x.pl/reset-hasla");
    expect(changed.subject).toBe("Your password has been changed – Viralne Produkty");
    expect(changed.text).toContain("the password of your account was changed (13 July 2026 at 12:00).");
    expect(changed.text).toContain("Reset password: https://x.pl/reset-hasla");
    noPolish(changed.text);
  });

  it("account deletion: the grace period and the date", () => {
    const mail = accountDeletionEmail(en("a@b.pl", "Ann"), new Date("2026-11-30T10:00:00Z"), 7, "http://x.pl/logowanie");
    expect(mail.subject).toBe("Account deletion request – Viralne Produkty");
    expect(mail.text).toContain("deleted after 7 days, 30 November 2026 at 11:00.");
    expect(mail.text).toContain("Sign in to cancel: http://x.pl/logowanie");
    noPolish(mail.text);
  });

  it("e-mail change: the confirmation to the new address and the notice to the old one", () => {
    const confirm = emailChangeConfirmEmail(en("new@b.pl", "Ann"), "https://x.pl/weryfikacja-email?token=t", 24);
    expect(confirm.to).toBe("new@b.pl");
    expect(confirm.subject).toBe("Confirm your new e-mail address – Viralne Produkty");
    expect(confirm.text).toContain("Confirm new e-mail address: https://x.pl/weryfikacja-email?token=t");
    noPolish(confirm.text);
    const undoUrl = "https://x.pl/cofnij-zmiane-email?token=u";
    const notice = emailChangedNoticeEmail(en("old@b.pl", "Ann"), { newEmail: "new@b.pl", when, undoUrl, undoDays: 7, contactUrl: "https://x.pl/kontakt" });
    expect(notice.subject).toBe("The e-mail address of your account has been changed – Viralne Produkty");
    expect(notice.text).toContain("changed to new@b.pl (13 July 2026 at 12:00).");
    // ADR 121: the remedy is the undo link (this address no longer opens the account), then writing to us.
    expect(notice.text).toContain(`Undo the change: ${undoUrl}`);
    expect(notice.text).toContain("the link works for 7 days");
    expect(notice.text).toContain("Once the link has expired, write to us from this address: https://x.pl/kontakt");
    noPolish(notice.text);
  });

  it("price drop: English texts around the prices it is given, and the same one-click headers", () => {
    const unsubscribeUrl = "https://x.pl/alert-cenowy/wypisz?t=abc.def";
    const mail = priceDropEmail(en("a@b.pl", "Ann"), { title: "Lampka", price: "PLN 79.99", previous: "PLN 1,100.00", productUrl: "https://x.pl/p", unsubscribeUrl });
    expect(mail.subject).toBe("Price drop: Lampka – Viralne Produkty");
    expect(mail.text).toContain("Lampka now costs PLN 79.99 (previously PLN 1,100.00).");
    expect(mail.text).toContain(`Turn off price-drop alerts for this product: ${unsubscribeUrl}`);
    expect(mail.headers).toEqual({ "List-Unsubscribe": `<${unsubscribeUrl}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" });
    noPolish(mail.text);
  });
});

describe("the panel's mails to staff (ADR 183)", () => {
  const urls = { action: "https://x.pl/blog/edytor/lampka", settings: "https://x.pl/profil/ustawienia" };

  it("a submitted draft names the post and who submitted it, both escaped in HTML, with the editor and the way out", () => {
    const mail = postSubmittedEmail(pl("p@b.pl", "Piotr"), { title: 'Lampka <img src=x onerror="alert(1)">', submitter: "Ola & <b>Ala</b>" }, urls);
    expect(mail.subject).toBe('Wpis „Lampka <img src=x onerror="alert(1)">” czeka na publikację – Viralne Produkty');
    expect(mail.text).toContain('Ola & <b>Ala</b> zgłasza do publikacji wpis „Lampka <img src=x onerror="alert(1)">”.');
    expect(mail.text).toContain("Otwórz wpis w edytorze: https://x.pl/blog/edytor/lampka");
    expect(mail.text).toContain("Powiadomienia panelu możesz wyłączyć w ustawieniach konta: https://x.pl/profil/ustawienia");
    expect(mail.html).not.toContain("<img src=x");
    expect(mail.html).not.toContain("<b>Ala</b>");
    expect(mail.html).toContain("Ola &amp; &lt;b&gt;Ala&lt;/b&gt; zgłasza do publikacji wpis „Lampka &lt;img src=x onerror=&quot;alert(1)&quot;&gt;”.");
    expect(mail.html).toContain('href="https://x.pl/profil/ustawienia"');
    expect(mail.link).toBe(urls.action);
  });

  it("a report names the product and the reason; both mails in English for an English recipient", () => {
    const report = reportFiledEmail(pl("m@b.pl", "Marta"), { product: "Kubek <script>", reason: "spam lub reklama" }, { ...urls, action: "https://x.pl/admin/opinie?zgloszone=1" });
    expect(report.text).toContain("Ktoś zgłosił opinię o produkcie „Kubek <script>”.");
    expect(report.text).toContain("Powód zgłoszenia: spam lub reklama.");
    expect(report.html).toContain("„Kubek &lt;script&gt;”");
    expect(report.html).toContain('href="https://x.pl/admin/opinie?zgloszone=1"');
    const english = postSubmittedEmail(en("p@b.pl", "Peter"), { title: "Lamp", submitter: "Ola" }, urls);
    expect(english.subject).toBe("The post “Lamp” waits for publication – Viralne Produkty");
    expect(english.text).toContain("Ola submitted the post “Lamp” for publication.");
    expect(english.text).toContain("You can switch panel notifications off in your account settings: https://x.pl/profil/ustawienia");
    expect(english.text).not.toMatch(/[ąćęłńóśźż]|Cześć/);
    const englishReport = reportFiledEmail(en("m@b.pl", "Mark"), { product: "Mug", reason: "spam or advertising" }, urls);
    expect(englishReport.text).toContain("Reason given: spam or advertising.");
  });
});
