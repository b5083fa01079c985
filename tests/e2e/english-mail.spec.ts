import type { Browser, Page } from "@playwright/test";
import { MAILBOX_URL } from "../../playwright.config";
import { hydrated } from "./support/hydration";
import { expectNoA11yViolations } from "./support/axe";
import { expect, loginAs, test, type DemoRole } from "./support/login";
import { toggleWishlist } from "./support/wishlist";

// ADR 091 (issue #15 point 15): e-mails are written in the recipient's language, and the price-alert
// unsubscribe page is shown in the language of the user its link was mailed to, <html lang> included.
// Demo accounts (sign-ups are rate-limited per IP for the whole suite): Jan is switched to English
// and back; the moderator stays Polish. The product is new on every run.

type Mail = { raw: string; text: string };
const mailsTo = async (email: string) => (await (await fetch(`${MAILBOX_URL}/messages?to=${encodeURIComponent(email)}`)).json()) as Mail[];
const mailsAbout = async (email: string, needle: string) => (await mailsTo(email)).filter((m) => m.text.includes(needle));
const unsubscribeLinkIn = (mail: Mail) => {
  const link = mail.text.match(/https?:\/\/[^\s"<>]+\/alert-cenowy\/wypisz\?t=[\w.-]+/)?.[0];
  if (!link) throw new Error("no unsubscribe link in the e-mail");
  return new URL(link).pathname + new URL(link).search;
};

async function signedIn(browser: Browser, baseURL: string, role: DemoRole): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await loginAs(page, role, baseURL);
  return page;
}

async function chooseLanguage(page: Page, field: string, language: string, save: string) {
  await page.goto("/profil?edytuj=1");
  await page.getByLabel(field, { exact: true }).selectOption({ label: language });
  await page.getByRole("button", { name: save }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", language === "English" ? "en" : "pl");
}

async function wishWithAlert(page: Page, code: string, title: string) {
  await page.goto(`/${code}`);
  expect(await toggleWishlist(page)).toBe("true");
  await page.goto("/profil/wishlist");
  const alert = page.getByRole("button", { name: `Powiadom mnie o obniżce ceny: ${title}` });
  await alert.click();
  await expect(alert).toHaveAttribute("aria-pressed", "true");
}

test("an English user gets English e-mails and an English unsubscribe page; a Polish user's stay Polish", async ({ page, login, browser, baseURL }) => {
  test.setTimeout(180_000);
  // The editor adds a product at 1 100 zł.
  await login("editor");
  await page.goto("/admin/produkty/nowy");
  await hydrated(page); // typed before hydration, a controlled field may be reset
  const dialog = page.getByRole("dialog", { name: "Nowy produkt" });
  const title = `Lampka english ${Date.now()}`;
  await dialog.getByLabel("Tytuł *").fill(title);
  await dialog.getByLabel("Opis *").fill("Lampka nocna z czujnikiem ruchu.");
  await dialog.getByLabel("Kategoria *").selectOption("EL");
  await dialog.getByLabel("Cena oryginalna").fill("1100");
  await dialog.getByRole("button", { name: "Generuj kod" }).click();
  await expect(dialog.getByText(/^Wygenerowano kod: EL-[A-Z]{2}-\d{3}$/)).toBeVisible();
  const code = await dialog.getByLabel("Kod produktu").inputValue();
  await dialog.getByRole("button", { name: "Dodaj produkt" }).click();
  await expect(page).toHaveURL(/\/admin\/produkty$/, { timeout: 30_000 }); // a save on a busy machine

  // Jan and the moderator wish it with the alert on; then Jan picks English.
  const jan = await signedIn(browser, baseURL!, "user");
  await wishWithAlert(jan, code, title);
  const moderator = await signedIn(browser, baseURL!, "moderator");
  await wishWithAlert(moderator, code, title);
  await chooseLanguage(jan, "Język", "English", "Zapisz zmiany");

  try {
    // A password reset asked for Jan's address by a signed-out visitor: written in Jan's language.
    const visitor = await browser.newContext();
    const outside = await visitor.newPage();
    const resetsBefore = (await mailsAbout("jan@viralne.local", "/update-password?token=")).length;
    await outside.goto("/reset-hasla");
    await outside.getByLabel("Adres email", { exact: true }).fill("jan@viralne.local");
    await outside.getByRole("button", { name: "Wyślij link resetujący" }).click();
    await expect(outside.getByRole("heading", { name: "Link wysłany!" })).toBeVisible(); // the page itself: a visitor's, Polish
    await expect.poll(async () => (await mailsAbout("jan@viralne.local", "/update-password?token=")).length, { timeout: 15_000 }).toBe(resetsBefore + 1);
    const reset = (await mailsAbout("jan@viralne.local", "/update-password?token=")).at(-1)!;
    expect(reset.text).toContain("we received a request to reset the password of your account.");
    expect(reset.text).toContain("The link is valid for 24 hours and works only once.");
    expect(reset.text).toContain('<html lang="en">');
    expect(reset.text).not.toContain("Resetowanie hasła");

    // The editor lowers the price: Jan's e-mail is English with en-GB prices, the moderator's Polish.
    await page.getByLabel("Szukaj po tytule, opisie lub kodzie").fill(code);
    await page.getByRole("button", { name: "Filtruj" }).click();
    // The row is on the unfiltered page too: wait for the filter, so the edit link carries it (CI flake).
    await expect(page).toHaveURL(/[?&]q=/);
    await page.getByRole("row", { name: new RegExp(title) }).getByRole("link", { name: /Edytuj/ }).click();
    const edit = page.getByRole("dialog", { name: /Edytuj produkt/ });
    await edit.getByLabel("Cena oryginalna").fill("999.50");
    await edit.getByRole("button", { name: "Zapisz zmiany" }).click();
    await expect(page).toHaveURL(/\/admin\/produkty\?/, { timeout: 30_000 });

    await expect.poll(async () => (await mailsAbout("jan@viralne.local", title)).length, { timeout: 15_000 }).toBe(1);
    const [english] = await mailsAbout("jan@viralne.local", title);
    expect(english!.text).toMatch(/now costs PLN\s999\.50 \(previously PLN\s1,100\.00\)/);
    expect(english!.text).toContain("Turn off price-drop alerts for this product:");
    expect(english!.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
    await expect.poll(async () => (await mailsAbout("moderator@viralne.local", title)).length, { timeout: 15_000 }).toBe(1);
    const [polish] = await mailsAbout("moderator@viralne.local", title);
    expect(polish!.text).toMatch(/wynosi teraz 999,50\s+zł \(wcześniej 1\s100,00\s+zł\)/);
    expect(polish!.text).toContain("Wyłącz powiadomienia o obniżce ceny tego produktu:");
    expect(polish!.text).toContain('<html lang="pl">');

    // Jan's link, opened signed out: the page and its chrome in English, lang="en", never cached.
    const path = unsubscribeLinkIn(english!);
    const response = await outside.goto(path);
    expect(response?.headers()["cache-control"]).toBe("private, no-store");
    expect(response?.headers()["x-cache"]).toBeUndefined(); // the page cache (ADR 010) never took it
    await expect(outside.locator("html")).toHaveAttribute("lang", "en");
    await expect(outside).toHaveTitle("Turning off price-drop alerts | Viralne Produkty");
    await expect(outside.getByRole("heading", { level: 1 })).toHaveText("Turn off the price-drop alert?");
    await expect(outside.getByText(`“${title}”`)).toBeVisible();
    await expect(outside.getByRole("navigation", { name: "Main navigation" })).toBeVisible();
    await hydrated(outside);
    await expectNoA11yViolations(outside); // at a phone's width: the Polish page's check (price-alerts.spec.ts)
    await outside.getByRole("button", { name: "Turn off the alert", exact: true }).click();
    await expect(outside.getByRole("heading", { level: 1 })).toHaveText("Alert turned off");
    await expect(outside.getByText("We will no longer send e-mails about price drops of this product.")).toBeVisible();
    await expect(outside.locator("html")).toHaveAttribute("lang", "en");
    await expectNoA11yViolations(outside);

    // A forged link names no user: the page follows the request — English for signed-in Jan, with
    // the action message looked up by its Polish wording (msg.mail.*).
    const forged = await jan.goto(path.replace(/.$/, (c) => (c === "A" ? "B" : "A")));
    expect(forged?.status()).toBe(400);
    await expect(jan.locator("html")).toHaveAttribute("lang", "en");
    await expect(jan.getByRole("heading", { level: 1 })).toHaveText("Invalid link");
    await expect(jan.getByText("This link for turning off alerts is invalid or incomplete. Nothing has been changed.")).toBeVisible();

    // The moderator's link in the same browser: Polish, lang="pl".
    await outside.goto(unsubscribeLinkIn(polish!));
    await expect(outside.locator("html")).toHaveAttribute("lang", "pl");
    await expect(outside.getByRole("heading", { level: 1 })).toHaveText("Wyłączyć powiadomienie o obniżce ceny?");
    await expect(outside.getByRole("navigation", { name: "Główna nawigacja" })).toBeVisible();
    await visitor.close();
  } finally {
    await chooseLanguage(jan, "Language", "Polski", "Save changes"); // a demo account: back as it was
  }
});
