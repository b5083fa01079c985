import type { Page } from "@playwright/test";
import { MAILBOX_URL } from "../../playwright.config";
import { expectNoA11yViolations, expectNoA11yViolationsAtBothWidths } from "./support/axe";
import { hydrated } from "./support/hydration";
import { DEMO_LOGINS, expect, loginAs, test } from "./support/login";

// ADR 185: the editor runs the trend newsletter from the panel alone — the preview, a test to
// themself, the issue to the subscribers — and Jan, who switched the newsletter on in Ustawienia,
// receives it through the real mailer and SMTP sink and unsubscribes from the link in it. The suite
// shares one database: Jan's newsletter is off again at the end, whatever happened.

/** The messages to `email` whose decoded text mentions `needle` (the unique intro). */
async function mailsAbout(email: string, needle: string): Promise<{ raw: string; text: string }[]> {
  const messages = (await (await fetch(`${MAILBOX_URL}/messages?to=${encodeURIComponent(email)}`)).json()) as { raw: string; text: string }[];
  return messages.filter((m) => m.text.includes(needle));
}

const newsletterToggle = (page: Page) => page.getByRole("button", { name: "Newsletter z trendami" });

async function setNewsletter(page: Page, on: boolean) {
  await page.goto("/profil/ustawienia");
  await hydrated(page);
  const toggle = newsletterToggle(page);
  if ((await toggle.getAttribute("aria-pressed")) !== String(on)) await toggle.click();
  await expect(toggle).toHaveAttribute("aria-pressed", String(on));
}

test("an editor previews, tests and sends the newsletter; a subscriber gets it and unsubscribes from its link", async ({ page, browser, baseURL }) => {
  test.setTimeout(240_000); // axe at two widths, mail through the worker, on a loaded machine
  const jan = await (await browser.newContext()).newPage();
  await loginAs(jan, "user", baseURL!);
  try {
    await setNewsletter(jan, true);

    await loginAs(page, "editor", baseURL!);
    await page.goto("/admin");
    await page.getByRole("navigation", { name: "Menu panelu administracyjnego" }).getByRole("link", { name: "Newsletter" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Newsletter z trendami" })).toBeVisible();
    await hydrated(page);
    const subscribers = Number((await page.locator('[data-stat="subscribers"]').innerText()).replace(/\D/g, ""));
    expect(subscribers).toBeGreaterThanOrEqual(1);
    await expect(page.getByRole("textbox", { name: "Temat" })).toHaveValue("Trendy tygodnia – Viralne Produkty");

    // The intro typed shows in the preview, as the e-mail's own HTML.
    const intro = `Nowości tygodnia ${Date.now().toString(36)}`;
    await page.getByRole("textbox", { name: "Wstęp (opcjonalnie)" }).fill(`${intro}\nDruga linia`);
    const preview = page.frameLocator('iframe[title="Podgląd newslettera tak, jak zobaczy go subskrybent"]');
    await expect(preview.getByText(intro)).toBeVisible();
    await expect(preview.getByRole("heading", { name: "Trendy tygodnia" })).toBeVisible();
    // Each subscriber gets their own language: the preview shows either.
    const previewLanguage = page.getByRole("combobox", { name: "Język podglądu" });
    await previewLanguage.selectOption("en");
    await expect(preview.getByRole("heading", { name: "Trends of the week" })).toBeVisible();
    await expect(preview.getByText(intro)).toBeVisible();
    await previewLanguage.selectOption("pl");
    await expect(preview.getByRole("heading", { name: "Trendy tygodnia" })).toBeVisible();
    // Leaving a product out takes it out of the preview.
    const firstProduct = page.getByRole("group", { name: "Produkty" }).getByRole("checkbox").first();
    const label = page.locator(`label[for="${await firstProduct.getAttribute("id")}"]`);
    const productTitle = (await label.innerText()).split(" – ")[0]!.trim();
    await expect(preview.getByText(productTitle, { exact: true })).toBeVisible();
    await firstProduct.uncheck();
    await expect(preview.getByText(productTitle, { exact: true })).toHaveCount(0);
    await expectNoA11yViolationsAtBothWidths(page);

    // A test to the editor only.
    await page.getByRole("button", { name: "Wyślij próbnie do mnie" }).click();
    await expect(page.getByText("Wysłano próbną wiadomość na Twój adres.")).toBeVisible();
    await expect.poll(() => mailsAbout(DEMO_LOGINS.editor.email, intro).then((m) => m.length)).toBe(1);
    expect(await mailsAbout(DEMO_LOGINS.user.email, intro)).toEqual([]);
    // ADR 200: the test says so, and its link is a sample whose page changes nothing.
    const [trial] = await mailsAbout(DEMO_LOGINS.editor.email, intro);
    expect(trial!.text).toContain("To jest wiadomość testowa wysłana z panelu tylko na Twój adres.");
    const sample = trial!.text.match(/http:\/\/localhost:\d+\/newsletter\/wypisz\?proba=1/)?.[0];
    expect(sample).toBeTruthy();
    const tester = await (await browser.newContext()).newPage();
    await tester.goto(new URL(sample!).pathname + new URL(sample!).search);
    await expect(tester.getByRole("heading", { name: "Link z wiadomości testowej" })).toBeVisible();
    await expect(tester.getByRole("button", { name: "Wypisz mnie" })).toHaveCount(0);
    await expectNoA11yViolations(tester);
    await tester.context().close();

    // To everyone, after a question that names how many.
    await page.getByRole("button", { name: `Wyślij do ${subscribers} subskrybent` }).click();
    const dialog = page.getByRole("dialog", { name: "Wysłać newsletter?" });
    await expect(dialog).toContainText(`trafi do ${subscribers} subskrybent`);
    await dialog.getByRole("button", { name: "Wyślij" }).press("Enter");
    await expect(page.getByText("Newsletter jest wysyłany do subskrybentów. Postęp widać w historii wydań.")).toBeVisible();
    // The sent issue remade the form: its send button has the focus again, not <body> (review, session 49).
    await expect(page.getByRole("button", { name: `Wyślij do ${subscribers} subskrybent` })).toBeFocused();
    const row = page.getByRole("row").filter({ hasText: "Trendy tygodnia – Viralne Produkty" }).first();
    await expect(row).toBeVisible();

    // Jan gets it: his greeting, the intro, not the left-out product, a signed unsubscribe link.
    await expect.poll(() => mailsAbout(DEMO_LOGINS.user.email, intro).then((m) => m.length), { timeout: 60_000 }).toBe(1);
    const [mail] = await mailsAbout(DEMO_LOGINS.user.email, intro);
    expect(mail!.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
    expect(mail!.text).toContain("Cześć Jan");
    expect(mail!.text).not.toContain(productTitle);
    const link = mail!.text.match(/http:\/\/localhost:\d+\/newsletter\/wypisz\?t=[\w.-]+/)?.[0];
    expect(link).toBeTruthy();
    await expect(row).toContainText("Zakończone", { timeout: 30_000 });

    // The link, opened signed out (as from a mail client), asks first; the button turns the newsletter off.
    const reader = await (await browser.newContext()).newPage();
    await reader.goto(new URL(link!).pathname + new URL(link!).search);
    await expect(reader.getByRole("heading", { name: "Wypisać się z newslettera?" })).toBeVisible();
    await expectNoA11yViolations(reader);
    await reader.getByRole("button", { name: "Wypisz mnie" }).press("Enter");
    await expect(reader.getByText("Wypisano Cię z newslettera z trendami.")).toBeVisible();
    await expect(reader.getByRole("heading", { level: 1 })).toBeFocused(); // not <body> (review, session 49)
    await reader.context().close();

    await jan.goto("/profil/ustawienia");
    await expect(newsletterToggle(jan)).toHaveAttribute("aria-pressed", "false");
  } finally {
    await setNewsletter(jan, false);
    await jan.context().close();
  }
});
