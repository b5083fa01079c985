// A new account registered and confirmed through the real forms and the captured e-mail, signed in.
import { expect, type Browser } from "@playwright/test";
import { MAILBOX_URL } from "../../../playwright.config";
import { submitRegistration } from "./registration-flow";

export async function registerFreshUser(browser: Browser, name = "Do Usunięcia") {
  const email = `usun-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`;
  const password = "Haslo123!x";
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto("/rejestracja");
  await submitRegistration(page, email, name, password);
  let link = "";
  await expect
    .poll(async () => {
      const mails = (await (await fetch(`${MAILBOX_URL}/messages?to=${encodeURIComponent(email)}`)).json()) as { raw: string }[];
      const raw = (mails[0]?.raw ?? "").replace(/=\r?\n/g, "").replace(/=3D/gi, "=");
      link = raw.match(/https?:\/\/[^\s"<>]*\/weryfikacja-email\?token=[^\s"<>]+/)?.[0] ?? "";
      return link;
    }, { timeout: 15_000 })
    .not.toBe("");
  await page.goto(new URL(link).pathname + new URL(link).search);
  await page.getByRole("button", { name: "Potwierdź adres email" }).click();
  await page.waitForURL(/\/profil/);
  return { email, password, context, page };
}
