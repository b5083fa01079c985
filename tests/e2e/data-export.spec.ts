import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { expectNoA11yViolationsAtBothWidths } from "./support/axe";
import { hydrated } from "./support/hydration";
import { loginAs } from "./support/login";

// ADR 203: "Pobierz moje dane" on Ustawienia (RODO art. 15, 20) — the password asked again, the file
// downloaded, the person's own reviews and wishlist in it and no secret.

test("jan downloads his data as JSON: reviews and wishlist in it, no secrets; a wrong password is refused", async ({ page, baseURL }) => {
  await loginAs(page, "user", baseURL!);
  await page.goto("/profil/ustawienia");
  await hydrated(page);
  const section = page.getByRole("region", { name: "Twoje dane" });
  await expect(section).toBeVisible();
  await expectNoA11yViolationsAtBothWidths(page);

  await section.getByLabel("Twoje hasło", { exact: true }).fill("zle-haslo-1");
  await section.getByRole("button", { name: "Pobierz moje dane" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Hasło jest nieprawidłowe. Dane nie zostały pobrane." })).toBeVisible();
  // ADR 048: the refusal is a 400 whose Refresh brings the settings back, with the message as a toast.
  await expect(page).toHaveURL(/\/profil\/ustawienia/);

  await page.getByRole("region", { name: "Twoje dane" }).getByLabel("Twoje hasło", { exact: true }).fill("Uzytkownik1!");
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("region", { name: "Twoje dane" }).getByRole("button", { name: "Pobierz moje dane" }).click()]);
  expect(download.suggestedFilename()).toMatch(/^viralne-produkty-dane-\d{4}-\d{2}-\d{2}\.json$/);
  // The page stays: the earlier refusal is gone, the password not left typed in, the file announced (review, session 49).
  await expect(page.getByRole("alert").filter({ hasText: "Dane nie zostały pobrane." })).toHaveCount(0);
  await expect(page.getByRole("status").filter({ hasText: "Przygotowujemy plik z Twoimi danymi" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Twoje dane" }).getByLabel("Twoje hasło", { exact: true })).toHaveValue("");
  const text = await readFile((await download.path())!, "utf8");
  const file = JSON.parse(text);
  expect(file.profile).toMatchObject({ name: "Jan Kowalski", email: "jan@viralne.local" });
  expect(file.reviews.length).toBeGreaterThan(0);
  expect(file.reviews[0]).toEqual(expect.objectContaining({ productTitle: expect.any(String), productUrl: expect.stringContaining("/produkt/"), rating: expect.any(Number), text: expect.any(String) }));
  expect(file.wishlist.length).toBeGreaterThan(0);
  expect(file.sessions.length).toBeGreaterThan(0);
  expect(file.security).toMatchObject({ twoFactorEnabled: false });
  // No secret of any kind: no password hash, TOTP secret, backup codes or session token.
  expect(text).not.toMatch(/"(password|secret|backupCodes|token|hash)"/i);
  expect(text).not.toContain("$argon2");
  expect(text).not.toContain("scrypt");
});
