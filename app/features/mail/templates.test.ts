import { describe, expect, it } from "vitest";
import { accountDeletionEmail, passwordChangedEmail, passwordResetEmail, priceDropEmail, verificationEmail } from "./templates";

describe("e-mail templates", () => {
  it("carry the link in both parts and escape the user's name in HTML", () => {
    const mail = verificationEmail("ala@example.com", '<img src=x onerror="alert(1)">', "https://example.pl/weryfikacja-email?token=a&b", 24);
    expect(mail.subject).toBe("Potwierdź swój adres email – Viralne Produkty");
    expect(mail.html).not.toContain("<img src=x");
    expect(mail.html).toContain("&lt;img src=x");
    expect(mail.html).toContain('href="https://example.pl/weryfikacja-email?token=a&amp;b"');
    expect(mail.text).toContain("https://example.pl/weryfikacja-email?token=a&b");
    expect(mail.text).toContain("24 godzin");
    expect(mail.link).toBe("https://example.pl/weryfikacja-email?token=a&b");
  });

  it("state the reset link's 24 hours and what to do after an unexpected password change", () => {
    expect(passwordResetEmail("a@b.pl", null, "https://x.pl/update-password?token=t", 24).text).toContain("ważny przez 24 godziny");
    const changed = passwordChangedEmail("a@b.pl", "Ala", new Date("2026-07-13T10:00:00Z"), "https://x.pl/reset-hasla");
    expect(changed.text).toContain("13 lipca 2026");
    expect(changed.text).toContain("https://x.pl/reset-hasla");
  });
});

describe("accountDeletionEmail (issue #12 point 10)", () => {
  it("states the 7-day grace period, the date and how to cancel", () => {
    const mail = accountDeletionEmail("a@example.com", "Anna", new Date("2026-11-30T10:00:00Z"), 7, "http://localhost:3000/logowanie");
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
    const mail = priceDropEmail("a@b.pl", "Ala", {
      title: "<b>Lampka</b>",
      price: "79,99 zł",
      previous: "100,00 zł",
      productUrl: "https://x.pl/produkt/1",
      unsubscribeUrl,
    });
    expect(mail.subject).toBe("Cena spadła: <b>Lampka</b> – Viralne Produkty");
    expect(mail.text).toContain("<b>Lampka</b> kosztuje teraz 79,99 zł (wcześniej 100,00 zł).");
    expect(mail.html).not.toContain("<b>Lampka</b>");
    expect(mail.text).toContain(`Wyłącz powiadomienia o obniżce ceny tego produktu: ${unsubscribeUrl}`);
    expect(mail.html).toContain(`href="${unsubscribeUrl}"`);
    expect(mail.headers).toEqual({ "List-Unsubscribe": `<${unsubscribeUrl}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" });
    expect(mail.link).toBe("https://x.pl/produkt/1");
  });
});
