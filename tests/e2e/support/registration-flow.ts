import { expect, type Page } from "@playwright/test";
import { MAILBOX_URL } from "../../../playwright.config";

// Registration through the form and the activation link, for the specs whose accounts are made during the
// run (auth.spec.ts, auth-security.spec.ts): the demo accounts other suites use are never changed.

export const PASSWORD = "Bezpieczne1!";
export const unique = (label: string) => `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;

function decodeQuotedPrintable(raw: string): string {
  const joined = raw.replace(/=\r?\n/g, "");
  return Buffer.from(joined.replace(/=([0-9A-F]{2})/gi, (_, h: string) => String.fromCharCode(parseInt(h, 16))), "latin1").toString("utf8");
}

/** The newest link to `path` in the mailbox of `email` (waits for the message to arrive). */
export async function linkFromMail(email: string, path: string): Promise<string> {
  const pattern = new RegExp(`https?://[^\\s"<>]+${path}\\?token=[^\\s"<>]+`, "g");
  let found: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await fetch(`${MAILBOX_URL}/messages?to=${encodeURIComponent(email)}`);
        const messages = (await response.json()) as { raw: string }[];
        const links = messages.flatMap((m) => decodeQuotedPrintable(m.raw).match(pattern) ?? []);
        found = links.at(-1)?.replace(/&amp;/g, "&");
        return Boolean(found);
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return found!;
}

/** Fills /rejestracja's form (terms accepted) and sends it; the caller is on the page. */
export async function submitRegistration(page: Page, email: string, name = "Ewa Testowa", password = PASSWORD) {
  await page.getByLabel("Imię i nazwisko", { exact: true }).fill(name);
  await page.getByLabel("Adres email", { exact: true }).fill(email);
  await page.getByLabel("Hasło", { exact: true }).fill(password);
  await page.getByLabel("Potwierdź hasło", { exact: true }).fill(password);
  await page.getByLabel(/Akceptuję regulamin/).check();
  await page.getByRole("button", { name: "Zarejestruj się" }).click();
}

export async function register(page: Page, email: string, password = PASSWORD) {
  await page.goto("/rejestracja");
  await submitRegistration(page, email, "Ewa Testowa", password);
  await page.waitForURL("**/verification-required");
  // A way to a new link from here, not only an address to write to (review, session 23).
  await expect(page.getByRole("link", { name: "Wyślij ponownie link weryfikacyjny" })).toHaveAttribute("href", "/weryfikacja-email");
}

export async function verify(page: Page, email: string) {
  await page.goto(await linkFromMail(email, "/weryfikacja-email"));
  await page.getByRole("button", { name: "Potwierdź adres email" }).click();
  await page.waitForURL("**/profil");
}
