import type { Page } from "@playwright/test";
import { expectNoA11yViolations, expectNoA11yViolationsAtBothWidths } from "./support/axe";
import { registerFreshUser } from "./support/fresh-user";
import { hydrated } from "./support/hydration";
import { expect, test } from "./support/login";

// ADR 158: a moderator blocks an account from the users screen; it is signed out at once, cannot sign
// in (told why, after the right password), and can again once unblocked.

async function signInWith(page: Page, email: string, password: string) {
  await page.goto("/logowanie");
  await hydrated(page);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Hasło", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Zaloguj się" }).click();
}

test("a moderator blocks an account and unblocks it; the person is signed out and kept out meanwhile", async ({ page, login, browser }) => {
  test.slow(); // a registration with its e-mail, three sign-ins
  const name = `Blokowany ${Date.now()}`;
  const member = await registerFreshUser(browser, name);
  await login("moderator");
  // ADR 203: a moderator searches by name (the e-mail is not theirs to see or search by).
  await page.goto(`/admin/uzytkownicy?q=${encodeURIComponent(name)}`);
  await hydrated(page);
  await page.getByRole("button", { name: `Zablokuj konto: ${name}` }).click();
  const dialog = page.getByRole("dialog", { name: `Zablokuj konto: ${name}` });
  await expect(dialog).toContainText("Zablokowane konto nie może się zalogować");
  await expect(dialog.getByRole("link", { name: `Opinie tej osoby (${name}) w sekcji Opinie` })).toHaveAttribute("href", /^\/admin\/opinie\?autor=/);
  await expectNoA11yViolations(page);
  await dialog.getByLabel("Na jak długo").selectOption({ label: "7 dni" }); // ADR 173: a block for a time
  await dialog.getByLabel("Powód podany tej osobie").selectOption({ label: "Spam lub reklama" });
  await dialog.getByLabel("Powód (opcjonalnie)").fill("Spam w opiniach");
  await expect(dialog.getByLabel(/Wyślij tej osobie e-mail o blokadzie/)).toBeChecked();
  await dialog.getByRole("button", { name: "Zablokuj" }).click();
  await expect(page.getByText("Konto zostało zablokowane, a jego sesje zakończone.").first()).toBeVisible();
  const row = page.getByRole("row", { name: new RegExp(name) });
  await expect(row.getByText(/^Zablokowane do \d{1,2} \p{L}+ 20\d\d \d\d:\d\d$/u)).toBeVisible();

  // The account's own page (session 33): its state, block and the change made to it.
  await row.getByRole("link", { name: `Otwórz stronę konta: ${name}` }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  const blockCard = page.getByRole("region", { name: "Blokada konta" });
  await expect(blockCard).toContainText("Blokada skończy się sama");
  await expect(blockCard).toContainText("Powód: Spam w opiniach");
  // ADR 203: a moderator sees activity and the block, not the e-mail, consents, 2FA or sessions.
  await expect(page.getByRole("region", { name: "Konto" })).toContainText("E-mail, zgody, logowanie dwuetapowe i sesje widzą tylko osoby z uprawnieniem do danych kontaktowych.");
  await expect(page.getByText(member.email)).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Zgody" })).toHaveCount(0);
  await expect(page.getByText("Ostatnie zmiany")).toBeVisible();
  await expectNoA11yViolationsAtBothWidths(page);
  await page.goBack();

  // The member's open tab is signed out; signing in again says why.
  await member.page.goto("/profil");
  await expect(member.page).toHaveURL(/\/logowanie/);
  await signInWith(member.page, member.email, member.password);
  await expect(member.page.getByRole("alert").filter({ hasText: "To konto zostało zablokowane przez administrację serwisu." })).toBeVisible();
  await expect(member.page.getByRole("link", { name: "Przejdź do strony Kontakt" })).toHaveAttribute("href", "/kontakt");

  // The reason is in the panel; unblocking lets the person in again.
  await row.getByRole("button", { name: `Odblokuj konto: ${name}` }).click();
  const unblock = page.getByRole("dialog", { name: `Odblokuj konto: ${name}` });
  await expect(unblock).toContainText("Powód: Spam w opiniach");
  await expect(unblock).toContainText("Zablokowane przez: Marek Moderator"); // who did it
  await expect(unblock).toContainText("Blokada skończy się sama");
  await unblock.getByRole("button", { name: "Odblokuj" }).click();
  await expect(page.getByText("Konto zostało odblokowane.").first()).toBeVisible();
  await expect(row.getByText(/^Zablokowane/)).toHaveCount(0);
  await signInWith(member.page, member.email, member.password);
  await expect(member.page).not.toHaveURL(/\/logowanie/);
  await member.context.close();
});

test("an editor sees no block control", async ({ page, login }) => {
  await login("editor");
  const answer = await page.goto("/admin/uzytkownicy");
  // The users screen needs user:read, which editors do not hold: refused before any control shows.
  expect(answer!.status()).toBe(403);
  await expect(page.getByRole("button", { name: /^Zablokuj konto/ })).toHaveCount(0);
});
