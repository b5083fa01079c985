import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { products, userSettings, wishlistItems } from "~/db/schema";
import { CookieJar, createVerifiedUser, mailSinkForFile } from "~/features/accounts/test-utils.server";
import { requestPasswordReset } from "~/features/accounts/password-reset.server";
import { sendPriceDropAlerts } from "~/features/catalog/price-alerts-send.server";
import { setPriceAlert } from "~/features/catalog/price-alerts.server";
import { closePageCacheListener } from "~/server/page-cache.server";
import { createProduct, createUser } from "../../../tests/factories";
import { recipientOf } from "./recipient.server";

// ADR 091: an e-mail is written in its recipient's language (user_settings.language), through the
// real senders and a real SMTP peer; Polish for everyone else.
const sink = mailSinkForFile();
afterAll(() => closePageCacheListener());

const PASSWORD = "Stare-haslo1!";
const unique = (label: string) => `${label}-${crypto.randomUUID().slice(0, 8)}@example.com`;
const speaks = (userId: string, language: "pl" | "en") =>
  db.insert(userSettings).values({ userId, language }).onConflictDoUpdate({ target: userSettings.userId, set: { language } });
describe("e-mails in the recipient's language (ADR 091)", () => {
  it("a password reset goes out in English to an English user, and in Polish to a Polish one", async () => {
    const english = unique("reset-en");
    const polish = unique("reset-pl");
    await speaks(await createVerifiedUser(english, PASSWORD, "Ann Smith"), "en");
    await createVerifiedUser(polish, PASSWORD, "Anna Nowak");
    for (const email of [english, polish]) await requestPasswordReset(new CookieJar().request("/reset-hasla"), email);

    // The sign-up's own verification e-mail went out before any language was chosen: Polish.
    const [signUp, toEnglish] = await sink.to(english);
    expect(signUp!.subject).toBe("Potwierdź swój adres email – Viralne Produkty");
    expect(toEnglish!.subject).toBe("Password reset – Viralne Produkty");
    expect(toEnglish!.text).toContain("Hi Ann Smith,");
    expect(toEnglish!.text).toContain("The link is valid for 24 hours and works only once.");
    expect(toEnglish!.text).toContain('<html lang="en">');
    expect(toEnglish!.text).not.toContain("Cześć");

    const toPolish = (await sink.to(polish)).at(-1);
    expect(toPolish!.subject).toBe("Resetowanie hasła – Viralne Produkty");
    expect(toPolish!.text).toContain("Cześć Anna Nowak,");
    expect(toPolish!.text).toContain("Link jest ważny przez 24 godziny i działa tylko raz.");
    expect(toPolish!.text).toContain('<html lang="pl">');
  });

  it("a price drop goes out in English with en-GB prices to an English user, in Polish to a Polish one", async () => {
    const title = `Lampka ${crypto.randomUUID().slice(0, 8)}`;
    const product = await createProduct({ priceOriginal: 1100, title });
    const english = await createUser({ name: "Ann Smith", email: unique("drop-en") });
    const polish = await createUser({ name: "Anna Nowak", email: unique("drop-pl") });
    await speaks(english.id, "en");
    for (const u of [english, polish]) {
      await db.insert(wishlistItems).values({ userId: u.id, productId: product.id });
      await setPriceAlert(u.id, product.id, true);
    }
    await db.update(products).set({ priceOriginal: 999.5 }).where(eq(products.id, product.id));
    expect(await sendPriceDropAlerts([product.id])).toBe(2);

    const [toEnglish] = await sink.to(english.email);
    expect(toEnglish!.subject).toBe(`Price drop: ${title} – Viralne Produkty`);
    expect(toEnglish!.text).toContain(`${title} now costs PLN\u00A0999.50 (previously PLN\u00A01,100.00).`);
    expect(toEnglish!.text).toContain("Turn off price-drop alerts for this product: http");
    expect(toEnglish!.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);

    const [toPolish] = await sink.to(polish.email);
    expect(toPolish!.subject).toBe(`Cena spadła: ${title} – Viralne Produkty`);
    expect(toPolish!.text).toContain(`Cena produktu „${title}” wynosi teraz 999,50\u00A0zł (wcześniej 1\u00A0100,00\u00A0zł).`);
    expect(toPolish!.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
  });

  it("a user with no settings row yet (a brand-new registration) is written to in Polish", async () => {
    const u = await createUser();
    await db.delete(userSettings).where(eq(userSettings.userId, u.id));
    expect((await recipientOf(u)).locale).toBe("pl");
    await speaks(u.id, "en");
    expect(await recipientOf(u, "other@example.com")).toEqual({ to: "other@example.com", name: u.name, locale: "en" });
  });
});
