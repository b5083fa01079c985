import { beforeAll, describe, expect, it } from "vitest";
import { loadCatalogue } from "~/i18n/i18n";
import { newsletterEmail } from "./newsletter-templates";

// ADR 200: the editor's test copy of an issue against the subscriber's copy, in both languages.
beforeAll(() => loadCatalogue("en"));

const issue = { subject: "Trendy <tygodnia>", content: { intro: "", products: [], posts: [{ id: "p1", title: "Wpis", excerpt: "", url: "https://x.pl/blog/wpis" }] } };
const real = "https://x.pl/newsletter/wypisz?t=abc.def";
const sample = "https://x.pl/newsletter/wypisz?proba=1";

describe("newsletter e-mail", () => {
  it("a subscriber's copy: the subscription footer, their link, the one-click headers, no test note", () => {
    const mail = newsletterEmail({ to: "a@b.pl", name: "Ala", locale: "pl" }, issue, real);
    expect(mail.subject).toBe("Trendy <tygodnia>");
    expect(mail.text).toContain("Dostajesz tę wiadomość, bo w ustawieniach Twojego konta");
    expect(mail.text).toContain(`Wypisz się z newslettera: ${real}`);
    expect(mail.text).not.toContain("wiadomość testowa");
    expect(mail.html).not.toContain("wiadomość testowa");
    expect(mail.headers).toEqual({ "List-Unsubscribe": `<${real}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" });
  });

  it("the test copy says so in both parts, explains the footer, and carries no List-Unsubscribe", () => {
    const mail = newsletterEmail({ to: "a@b.pl", name: "Ala", locale: "pl" }, issue, sample, { test: true });
    expect(mail.subject).toBe("[Próba] Trendy <tygodnia>");
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain("To jest wiadomość testowa wysłana z panelu tylko na Twój adres.");
      expect(part).toContain("W prawdziwym wydaniu w tym miejscu każda osoba subskrybująca znajdzie własny link");
      expect(part).toContain("Wypisz się z newslettera (przykładowy link)");
      expect(part).not.toContain("Dostajesz tę wiadomość");
    }
    expect(mail.text.indexOf("wiadomość testowa")).toBeLessThan(mail.text.indexOf("Trendy tygodnia")); // at the top
    expect(mail.text).toContain(sample);
    expect(mail.headers).toBeUndefined();
    const english = newsletterEmail({ to: "a@b.pl", name: "Ann", locale: "en" }, issue, sample, { test: true });
    expect(english.text).toContain("This is a test message sent from the panel to your address only.");
    expect(english.html).toContain("Unsubscribe from the newsletter (sample link)");
  });
});
