import { expect, test } from "@playwright/test";
import { MAILBOX_URL } from "../../playwright.config";
import { expectNoA11yViolations } from "./support/axe";
import { hydrated } from "./support/hydration";
import { DEMO_LOGINS, loginAs } from "./support/login";
import { registerFreshUser } from "./support/fresh-user";
import { signInWithForm } from "./support/sign-in-form";

// spec: public §4 Account deletion, §8 Account messages; issue #10 §5 (the only administrator), issue #12
// point 10 (the 7-day grace period). Moved out of account.spec.ts (over 300 lines).


test("account deletion: confirm dialog, request flagged, every session signed out, home after 3 s", async ({ browser }) => {
  const { email, password, context, page } = await registerFreshUser(browser);
  // A second device of the same user must be signed out too.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await signInWithForm(otherPage, email, password);
  await otherPage.goto("/profil");
  await expect(otherPage).toHaveURL(/\/profil$/);

  await page.goto("/profil/ustawienia");
  // It opens a dialog: a button (once the script runs), which Space presses (review, session 49).
  await page.getByRole("button", { name: "Usuń konto" }).press("Space");
  const dialog = page.getByRole("dialog", { name: "Czy na pewno chcesz usunąć konto?" });
  await expect(dialog).toBeVisible();
  await expectNoA11yViolations(page);
  await dialog.getByRole("button", { name: "Anuluj" }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole("button", { name: "Usuń konto" }).click();
  // The password is asked again; a wrong one is answered in the dialog, which stays open.
  await dialog.getByRole("button", { name: "Tak, usuń konto" }).click();
  await expect(dialog.getByText("Wpisz hasło, aby potwierdzić usunięcie konta.")).toBeVisible();
  await dialog.getByLabel("Twoje hasło", { exact: true }).fill(`${password}x`);
  await dialog.getByRole("button", { name: "Tak, usuń konto" }).click();
  await expect(dialog.getByText("Hasło jest nieprawidłowe")).toBeVisible();
  await expect(dialog.getByLabel("Twoje hasło", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await expect(dialog.getByLabel("Twoje hasło", { exact: true })).toBeFocused(); // the error is its description
  await expectNoA11yViolations(page);
  await dialog.getByLabel("Twoje hasło", { exact: true }).fill(password);
  await dialog.getByRole("button", { name: "Tak, usuń konto" }).click();
  await expect(page.getByText("Żądanie usunięcia konta zostało zarejestrowane. Konto zostanie usunięte za 7 dni – do tego czasu możesz się zalogować i anulować usunięcie.")).toBeVisible();
  await expect(page).toHaveURL(/\/profil\/ustawienia$/); // the message stays readable first
  await page.waitForURL((url) => url.pathname === "/", { timeout: 6_000 });
  await expect(page.getByRole("banner").getByRole("link", { name: "Logowanie" })).toBeVisible();
  // The home page says what happened (review, session 24): a flash toast with the deletion date.
  await expect(page.getByText(/^Wylogowano\. Twoje konto zostanie usunięte \d+ \S+ \d{4} \d{1,2}:\d{2} – do tego czasu/)).toBeVisible();

  await otherPage.goto("/profil");
  await expect(otherPage).toHaveURL(/\/logowanie\?redirectTo=%2Fprofil$/);
  await context.close();
  await other.close();
});

test("the only administrator cannot delete the account: the refusal is shown, the session stays (issue #10 §5)", async ({ page, baseURL }) => {
  await loginAs(page, "admin", baseURL!);
  await page.goto("/profil/ustawienia");
  await page.getByRole("button", { name: "Usuń konto" }).click();
  const dialog = page.getByRole("dialog", { name: "Czy na pewno chcesz usunąć konto?" });
  await dialog.getByLabel("Twoje hasło", { exact: true }).fill(DEMO_LOGINS.admin.password);
  await dialog.getByRole("button", { name: "Tak, usuń konto" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "to jedyne konto administratora" })).toBeVisible();
  await expect(dialog).toBeHidden();
  await page.goto("/admin");
  await expect(page.getByRole("heading", { name: "Przegląd", level: 1 })).toBeVisible();
});

test("account deletion grace period: signing in again offers to cancel (issue #12 point 10)", async ({ browser }) => {
  test.slow(); // registration, deletion, sign-in and every /profil tab
  const { email, password, context, page } = await registerFreshUser(browser);
  await page.goto("/profil/ustawienia");
  await expect(page.getByText(/Konto zostanie usunięte po 7 dniach/)).toBeVisible();
  await page.getByRole("button", { name: "Usuń konto" }).click();
  const dialog = page.getByRole("dialog", { name: "Czy na pewno chcesz usunąć konto?" });
  await dialog.getByLabel("Twoje hasło", { exact: true }).fill(password);
  await dialog.getByRole("button", { name: "Tak, usuń konto" }).click();
  await page.waitForURL((url) => url.pathname === "/", { timeout: 6_000 });
  // The e-mail states the grace period.
  await expect
    .poll(async () => {
      const mails = (await (await fetch(`${MAILBOX_URL}/messages?to=${encodeURIComponent(email)}`)).json()) as { raw: string }[];
      return mails.some((m) => m.raw.includes("usuni") && /7 dniach/.test(m.raw.replace(/=\r?\n/g, "")));
    }, { timeout: 15_000 })
    .toBe(true);

  await signInWithForm(page, email, password);
  const banner = page.getByRole("region", { name: "Twoje konto czeka na usunięcie" });
  // Every /profil tab offers to cancel, not only Ustawienia.
  for (const tab of ["/profil", "/profil/wishlist", "/profil/recenzje", "/profil/bezpieczenstwo"]) {
    await page.goto(tab);
    await expect(banner, tab).toBeVisible();
  }
  await expectNoA11yViolations(page);
  // The answer takes the banner's place on the same tab and has the focus the button had (review, session 27).
  await hydrated(page);
  await banner.getByRole("button", { name: "Anuluj usunięcie konta" }).click();
  const answer = page.getByText("Anulowano usunięcie konta. Twoje konto pozostaje aktywne.");
  await expect(answer).toBeVisible();
  await expect(page).toHaveURL(/\/profil\/bezpieczenstwo$/);
  await expect(page.locator(":focus")).toContainText("Anulowano usunięcie konta.");
  await expect(banner).toHaveCount(0);
  await page.reload();
  await expect(banner).toHaveCount(0);
  await expect(answer).toHaveCount(0);
  await context.close();
});
