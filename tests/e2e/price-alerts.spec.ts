import { hydrated } from "./support/hydration";
import type { Browser, Page } from "@playwright/test";
import { MAILBOX_URL } from "../../playwright.config";
import { expectNoA11yViolations } from "./support/axe";
import { expect, loginAs, test, type DemoRole } from "./support/login";
import { nuHtmlErrors } from "./support/nu-checker";
import { toggleWishlist } from "./support/wishlist";

// Issue #13 point 2 (ADR 078): wishlist price alerts through the real mailer and SMTP sink. The demo
// accounts are used (sign-ups are rate-limited per IP for the whole suite); the product is new, and
// the one setting changed (the moderator's product updates) is put back at the end.

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

function decodeQuotedPrintable(raw: string): string {
  const joined = raw.replace(/=\r?\n/g, "");
  return Buffer.from(joined.replace(/=([0-9A-F]{2})/gi, (_, h: string) => String.fromCharCode(parseInt(h, 16))), "latin1").toString("utf8");
}

/** The decoded messages to `email` that mention `needle` (the product's unique title). */
async function mailsAbout(email: string, needle: string): Promise<string[]> {
  const messages = (await (await fetch(`${MAILBOX_URL}/messages?to=${encodeURIComponent(email)}`)).json()) as { raw: string }[];
  return messages.map((m) => decodeQuotedPrintable(m.raw)).filter((m) => m.includes(needle));
}

async function signedIn(browser: Browser, baseURL: string, role: DemoRole): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await loginAs(page, role, baseURL);
  return page;
}

async function wishWithAlert(page: Page, code: string, title: string) {
  await page.goto(`/${code}`);
  await expect(page.getByRole("button", { name: "Lista życzeń" })).toHaveAttribute("aria-pressed", "false");
  await toggleWishlist(page);
  await page.goto("/profil/wishlist");
  const alert = page.getByRole("button", { name: `Powiadom mnie o obniżce ceny: ${title}` });
  await expect(alert).toHaveAttribute("aria-pressed", "false"); // off until the user asks
  await alert.focus();
  await page.keyboard.press("Enter"); // keyboard only
  await expect(page.getByRole("status").filter({ hasText: "Powiadomimy Cię e-mailem, gdy cena tego produktu spadnie." })).toBeVisible();
  await expect(alert).toHaveAttribute("aria-pressed", "true");
  await page.reload();
  await expect(alert).toHaveAttribute("aria-pressed", "true");
  return alert;
}

async function setProductUpdates(page: Page, on: boolean) {
  await page.goto("/profil/ustawienia");
  const toggle = page.getByRole("button", { name: "Powiadomienia o nowych produktach" });
  if ((await toggle.getAttribute("aria-pressed")) !== String(on)) await toggle.click();
  await expect(toggle).toHaveAttribute("aria-pressed", String(on));
  await page.reload();
  await expect(toggle).toHaveAttribute("aria-pressed", String(on));
}

test("a price drop in the panel mails the wisher exactly once with an unsubscribe link, and nobody whose notifications are off", async ({ page, login, browser, baseURL }) => {
  test.setTimeout(150_000);
  // The editor adds a product at 100 zł.
  await login("editor");
  await page.goto("/admin/produkty/nowy");
  await hydrated(page); // typed before hydration, a controlled field may be reset
  const dialog = page.getByRole("dialog", { name: "Nowy produkt" });
  const title = `Lampka alert ${Date.now()}`;
  await dialog.getByLabel("Tytuł *").fill(title);
  await dialog.getByLabel("Opis *").fill("Lampka nocna z czujnikiem ruchu.");
  await dialog.getByLabel("Kategoria *").selectOption("EL");
  await dialog.getByLabel("Cena oryginalna").fill("100");
  await dialog.getByRole("button", { name: "Generuj kod" }).click();
  await expect(dialog.getByText(/^Wygenerowano kod: EL-[A-Z]{2}-\d{3}$/)).toBeVisible();
  const code = await dialog.getByLabel("Kod produktu").inputValue();
  await dialog.getByRole("button", { name: "Dodaj produkt" }).click();
  await expect(page).toHaveURL(/\/admin\/produkty$/);

  // Jan wishes it and turns the alert on; the moderator does too, but has product updates off.
  const jan = await signedIn(browser, baseURL!, "user");
  const janAlert = await wishWithAlert(jan, code, title);
  await expectNoA11yViolations(jan);
  await jan.setViewportSize(PHONE);
  await expectNoA11yViolations(jan);
  await jan.setViewportSize(DESKTOP);
  const moderator = await signedIn(browser, baseURL!, "moderator");
  await wishWithAlert(moderator, code, title);
  await setProductUpdates(moderator, false);

  try {
    // The editor lowers the price in the panel.
    await page.getByLabel("Szukaj po tytule, opisie lub kodzie").fill(code);
    await page.getByRole("button", { name: "Filtruj" }).click();
    await page.getByRole("row", { name: new RegExp(title) }).getByRole("link", { name: /Edytuj/ }).click();
    const edit = page.getByRole("dialog", { name: /Edytuj produkt/ });
    await edit.getByLabel("Cena oryginalna").fill("79.99");
    await edit.getByRole("button", { name: "Zapisz zmiany" }).click();
    await expect(page).toHaveURL(/\/admin\/produkty\?/);

    // Exactly one e-mail to Jan, through SMTP, with the product, both prices and the unsubscribe link.
    await expect.poll(async () => (await mailsAbout("jan@viralne.local", title)).length, { timeout: 15_000 }).toBe(1);
    const [mail] = await mailsAbout("jan@viralne.local", title);
    expect(mail).toMatch(/wynosi teraz 79,99\s+zł \(wcześniej 100,00\s+zł\)/);
    expect(mail).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
    const link = mail!.match(/https?:\/\/[^\s"<>]+\/alert-cenowy\/wypisz\?t=[\w.-]+/)?.[0];
    expect(link).toBeTruthy();
    expect(mail).toContain(`/produkt/`);
    // Nothing for the moderator; and still one for Jan a moment later (no second send).
    await jan.waitForTimeout(1_500);
    expect(await mailsAbout("jan@viralne.local", title)).toHaveLength(1);
    expect(await mailsAbout("moderator@viralne.local", title)).toHaveLength(0);

    // The link works without signing in: opening it changes nothing, the button turns the alert off.
    const visitor = await browser.newContext();
    const outside = await visitor.newPage();
    const unsubscribePath = new URL(link!).pathname + new URL(link!).search;
    await outside.goto(unsubscribePath);
    await expect(outside.getByRole("heading", { level: 1 })).toHaveText("Wyłączyć powiadomienie o obniżce ceny?");
    await expect(outside.getByText(`„${title}”`)).toBeVisible();
    await expectNoA11yViolations(outside);
    await outside.setViewportSize(PHONE);
    await expectNoA11yViolations(outside);
    const forgedPath = unsubscribePath.replace(/.$/, (c) => (c === "A" ? "B" : "A"));
    expect(await nuHtmlErrors(outside.request, [unsubscribePath, forgedPath])).toEqual([]);
    await jan.reload();
    await expect(janAlert).toHaveAttribute("aria-pressed", "true"); // the GETs changed nothing
    await outside.getByRole("button", { name: "Wyłącz powiadomienie" }).press("Enter");
    await expect(outside.getByRole("heading", { level: 1 })).toHaveText("Powiadomienie wyłączone");
    // The card replaced the button: its heading has the focus, not <body> (review, session 49).
    await expect(outside.getByRole("heading", { level: 1 })).toBeFocused();
    await expectNoA11yViolations(outside);
    await jan.reload();
    await expect(janAlert).toHaveAttribute("aria-pressed", "false");

    // A forged link: a Polish 400 page, nothing changes.
    const forged = await outside.goto(forgedPath);
    expect(forged?.status()).toBe(400);
    await expect(outside.getByRole("heading", { level: 1 })).toHaveText("Nieprawidłowy link");
    await expectNoA11yViolations(outside);
    await visitor.close();
  } finally {
    await setProductUpdates(moderator, true);
  }
});

test("without JavaScript the price-alert switch is a plain form that answers on the page", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await loginAs(page, "user", baseURL!);
  await page.goto("/profil/wishlist");
  const title = (await page.getByRole("region", { name: "Wishlist" }).getByRole("heading", { level: 3 }).first().textContent())!.trim();
  const sameSwitch = page.getByRole("button", { name: `Powiadom mnie o obniżce ceny: ${title}`, exact: true });
  const name = (await sameSwitch.getAttribute("aria-pressed")) === "true" ? "off" : "on";
  await sameSwitch.click();
  await expect(page.getByText(name === "on" ? "Powiadomimy Cię e-mailem, gdy cena tego produktu spadnie." : "Powiadomienie o obniżce ceny zostało wyłączone.")).toBeVisible();
  await expect(sameSwitch).toHaveAttribute("aria-pressed", name === "on" ? "true" : "false");
  await sameSwitch.click(); // back as it was (a demo account)
  await expect(sameSwitch).toHaveAttribute("aria-pressed", name === "on" ? "false" : "true");
  await context.close();
});
