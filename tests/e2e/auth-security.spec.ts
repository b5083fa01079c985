import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import * as OTPAuth from "otpauth";
import { expectNoA11yViolations } from "./support/axe";
import { PASSWORD, register, unique, verify } from "./support/registration-flow";
import { signOutFromMenu, submitSignIn } from "./support/sign-in-form";

// spec: public §2 Bezpieczeństwo (two-factor, password checks, sessions); §8. Moved out of auth.spec.ts
// (over 300 lines). Every account here is new.

test("two-factor: switch on in Bezpieczeństwo, then sign in with a code from the app", async ({ page }) => {
  test.setTimeout(120_000);
  const email = unique("dwuetapowa");
  await register(page, email);
  await verify(page, email);
  await page.goto("/profil/bezpieczenstwo");
  await expect(page.getByTestId("two-factor-status")).toHaveText("Status: wyłączona");
  await expectNoA11yViolations(page);

  await page.locator("#haslo-2fa-start").fill(PASSWORD);
  await page.getByRole("button", { name: "Włącz weryfikację dwuetapową" }).click();
  await expect(page.getByRole("img", { name: "Kod QR do zeskanowania w aplikacji uwierzytelniającej" })).toBeVisible();
  await expect(page.getByLabel("Kod z aplikacji", { exact: true })).toBeFocused(); // the step's field, not the page's top
  const secret = (await page.getByTestId("totp-secret").textContent())!.trim();
  const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 });
  await expectNoA11yViolations(page);
  await page.getByLabel("Kod z aplikacji", { exact: true }).fill("000000");
  await page.getByRole("button", { name: "Potwierdź i włącz" }).click();
  await expect(page.getByRole("alert")).toContainText("Nieprawidłowy kod");
  // The previous step's code (still accepted): a used code is refused afterwards (issue #12 point 5),
  // so the sign-in below, with the current step's code, must not reuse it.
  await page.getByLabel("Kod z aplikacji", { exact: true }).fill(totp.generate({ timestamp: Date.now() - 30_000 }));
  await page.getByRole("button", { name: "Potwierdź i włącz" }).click();
  await expect(page.getByTestId("backup-codes").locator("li")).toHaveCount(10);
  await expect(page.getByTestId("two-factor-status")).toHaveText("Status: włączona");
  await expect(page.getByRole("heading", { name: "Twoje kody zapasowe" })).toBeFocused();
  // They can be saved as a file, one per line.
  const codes = await page.getByTestId("backup-codes").locator("li").allTextContents();
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Pobierz kody jako plik .txt" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe("viralne-produkty-kody-zapasowe.txt");
  expect((await readFile(await file.path(), "utf8")).trim().split(/\r\n/)).toEqual(codes.map((c) => c.trim()));
  // …or copied to the clipboard (review, session 24).
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.getByRole("button", { name: "Kopiuj kody zapasowe do schowka" }).click();
  await expect(page.getByText("Skopiowano!", { exact: true })).toBeVisible();
  expect((await page.evaluate(() => navigator.clipboard.readText())).split("\n")).toEqual(codes.map((c) => c.trim()));
  // Later visits count the unused codes; each password field is named by its action's group.
  await page.reload();
  await expect(page.getByTestId("backup-codes-left")).toHaveText("Niewykorzystane kody zapasowe: 10 z 10.");
  await expect(page.getByRole("group", { name: "Nowe kody zapasowe" }).getByLabel("Hasło", { exact: true })).toBeVisible();
  await expect(page.getByRole("group", { name: "Wyłączenie weryfikacji dwuetapowej" }).getByLabel("Hasło", { exact: true })).toBeVisible();
  await expectNoA11yViolations(page);

  await signOutFromMenu(page);
  await submitSignIn(page, email, PASSWORD);
  await page.waitForURL("**/logowanie/weryfikacja**");
  await expectNoA11yViolations(page);
  await page.getByLabel("Kod weryfikacyjny", { exact: true }).fill("111111");
  await page.getByRole("button", { name: "Zweryfikuj" }).click();
  await expect(page.getByRole("alert")).toContainText("Nieprawidłowy kod");
  await page.getByLabel("Kod weryfikacyjny", { exact: true }).fill(totp.generate());
  await page.getByRole("button", { name: "Zweryfikuj" }).click();
  await page.waitForURL("**/profil");
});

test("Bezpieczeństwo: the current password is checked and other sessions are listed and signed out", async ({ page, browser }) => {
  test.setTimeout(90_000);
  const email = unique("bezpieczenstwo");
  await register(page, email);
  await verify(page, email);
  const other = await browser.newPage();
  await submitSignIn(other, email, PASSWORD);
  await other.waitForURL("**/profil");

  await page.goto("/profil/bezpieczenstwo");
  const sessions = page.locator("#sesje li");
  await expect(sessions).toHaveCount(2);
  await expect(sessions.filter({ hasText: "To urządzenie" })).toHaveCount(1);

  await page.getByLabel("Aktualne hasło", { exact: true }).fill("Zle-haslo1!");
  await page.getByLabel("Nowe hasło", { exact: true }).fill("Nowe-haslo2?");
  await page.getByLabel("Potwierdź nowe hasło", { exact: true }).fill("Nowe-haslo2?");
  await page.getByLabel("Potwierdź nowe hasło", { exact: true }).press("Enter");
  await expect(page.getByRole("alert")).toHaveText("Aktualne hasło jest nieprawidłowe");
  await expect(page.getByLabel("Aktualne hasło", { exact: true })).toBeFocused();

  await page.getByRole("button", { name: "Pokaż hasło: Aktualne hasło" }).click();
  await expect(page.getByLabel("Aktualne hasło", { exact: true })).toHaveAttribute("type", "text");
  await expect(page.getByRole("button", { name: "Ukryj hasło: Aktualne hasło" })).toHaveAttribute("aria-pressed", "true");

  await page.getByRole("button", { name: "Wyloguj wszystkie inne" }).focus();
  await page.keyboard.press("Enter");
  await expect(sessions).toHaveCount(1);
  // The pressed button is gone: the keyboard continues from the section's heading (review, session 27).
  await expect(page.getByRole("heading", { level: 2, name: "Aktywne sesje" })).toBeFocused();
  await other.goto("/profil");
  await expect(other).toHaveURL(/\/logowanie/);

  await page.getByLabel("Aktualne hasło", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Nowe hasło", { exact: true }).fill("Nowe-haslo2?");
  await page.getByLabel("Potwierdź nowe hasło", { exact: true }).fill("Nowe-haslo2?");
  await page.getByRole("button", { name: "Zmień hasło" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Hasło zostało zmienione pomyślnie" })).toBeVisible();
  await expect(page.getByLabel("Aktualne hasło", { exact: true })).toHaveValue("");
  await page.reload();
  await expect(page).toHaveURL(/\/profil\/bezpieczenstwo$/); // still signed in on this device
});
