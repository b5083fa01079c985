import { expect, test } from "@playwright/test";
import { hydrated } from "./support/hydration";
import { expectNoA11yViolations } from "./support/axe";
import { accountMenu, disclosureOf } from "./support/header-menus";
import { signOutFromMenu, submitSignIn } from "./support/sign-in-form";
import { linkFromMail, PASSWORD, register, unique, verify } from "./support/registration-flow";

// spec: public §2 Login, Registration, Password reset, Update password, Bezpieczeństwo; §5, §8.
// Every account here is new, so the demo accounts other suites use are never changed.

test("registration: validation order, activation e-mail, verified sign-in, log out and back in", async ({ page }) => {
  test.setTimeout(90_000);
  const email = unique("rejestracja");
  await page.goto("/rejestracja");
  const alert = page.getByRole("alert");
  // The first check is the browser's (ADR 019): click once React owns the form. React Router's
  // globals exist before hydration ends, and a click then was lost in CI rehearsals under load.
  await hydrated(page);
  await page.getByRole("button", { name: "Zarejestruj się" }).click();
  await expect(alert).toHaveText("Musisz zaakceptować regulamin i politykę prywatności");
  await page.getByLabel(/Akceptuję regulamin/).check();
  await page.getByLabel("Hasło", { exact: true }).fill("abc");
  await expect(alert).toHaveText("Hasła nie są identyczne"); // live, after the first attempt
  await expect(page.getByTestId("password-strength")).toHaveAttribute("data-color", "red");
  await page.getByLabel("Hasło", { exact: true }).fill("Abcdefgh");
  await expect(page.getByTestId("password-strength")).toHaveAttribute("data-color", "orange");
  await page.getByLabel("Hasło", { exact: true }).fill(PASSWORD);
  await expect(page.getByTestId("password-strength")).toHaveAttribute("data-color", "green");
  await expectNoA11yViolations(page);

  await register(page, email);
  // An unverified account cannot sign in yet, and says why.
  await submitSignIn(page, email, PASSWORD);
  await expect(page.getByRole("alert")).toContainText("Adres email nie został potwierdzony. Sprawdź swoją skrzynkę pocztową.");
  await expect(page.getByRole("link", { name: "Wyślij ponownie link weryfikacyjny" })).toBeVisible();

  await verify(page, email);
  await expect(accountMenu(page)).toContainText(email);
  // The link works once: opened again by the signed-in account itself it says there is nothing left
  // to do (session 27); signed out, it says the same and offers signing in (session 36).
  const activation = await linkFromMail(email, "/weryfikacja-email");
  await page.goto(activation);
  await page.getByRole("button", { name: "Potwierdź adres email" }).click();
  await expect(page).toHaveURL(/\/profil$/);
  await expect(page.getByText("Twój adres email jest już potwierdzony.")).toBeVisible();

  await signOutFromMenu(page);
  await page.goto(activation);
  await page.getByRole("button", { name: "Potwierdź adres email" }).click();
  await expect(page).toHaveURL(/\/logowanie$/);
  await expect(page.getByText("Twój adres email jest już potwierdzony. Zaloguj się.")).toBeVisible();
  await submitSignIn(page, email, PASSWORD);
  await page.waitForURL("**/profil");
  // Signed in: the sign-in and registration pages send the user to /profil.
  await page.goto("/rejestracja");
  await expect(page).toHaveURL(/\/profil$/);
  // An address that is taken is named as such.
  await page.context().clearCookies();
  await page.goto("/rejestracja");
  await page.getByLabel("Adres email", { exact: true }).fill(email);
  await page.getByLabel("Hasło", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Potwierdź hasło", { exact: true }).fill(PASSWORD);
  await page.getByLabel(/Akceptuję regulamin/).check();
  await page.getByLabel("Potwierdź hasło", { exact: true }).press("Enter"); // sent from another field…
  await expect(page.getByRole("alert")).toHaveText("Użytkownik z tym adresem email już istnieje");
  await expect(page.getByLabel("Adres email", { exact: true })).toBeFocused(); // …the keyboard goes to the one the message is about
});

test("login: messages in the red box, open redirects ignored, back to the requested page", async ({ page }) => {
  test.setTimeout(60_000);
  const email = unique("powrot");
  await register(page, email);
  await verify(page, email);
  await page.context().clearCookies();

  await page.goto("/logowanie");
  await hydrated(page); // before hydration the browser's own check of the required field answers instead (CI, session 45)
  await page.getByRole("button", { name: "Zaloguj się" }).click();
  await expect(page.getByRole("alert")).toHaveText("Wprowadź adres email");
  await page.getByLabel("Adres email", { exact: true }).fill(email);
  await expect(page.getByRole("alert")).toHaveText("Wprowadź hasło");
  await expectNoA11yViolations(page);

  await page.goto(`/logowanie?redirectTo=${encodeURIComponent("//evil.example/x")}`);
  await page.getByLabel("Adres email", { exact: true }).fill(email);
  await page.getByLabel("Hasło", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Zaloguj się" }).click();
  await page.waitForURL((url) => url.host.startsWith("localhost") && url.pathname === "/profil");
  await signOutFromMenu(page);

  // Guarded page → login → back to where the visitor wanted to go.
  await page.goto("/profil/bezpieczenstwo");
  await expect(page).toHaveURL(/\/logowanie\?redirectTo=%2Fprofil%2Fbezpieczenstwo$/);
  await page.getByLabel("Adres email", { exact: true }).fill(email);
  await page.getByLabel("Hasło", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Zaloguj się" }).click();
  await page.waitForURL("**/profil/bezpieczenstwo");
});

test("repeated wrong passwords are stopped with 'Zbyt wiele prób logowania…'", async ({ page }) => {
  const email = unique("blokada");
  for (let i = 0; i < 5; i++) {
    await submitSignIn(page, email, `Zle-haslo${i}!`);
    await expect(page.getByRole("alert")).toHaveText("Nieprawidłowy email lub hasło");
    // The keyboard stays in the form (the disabled submit button gave focus up while pending).
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest("form")))).toBe(true);
  }
  await submitSignIn(page, email, "Zle-haslo9!");
  await expect(page.getByRole("alert")).toHaveText("Zbyt wiele prób logowania. Spróbuj ponownie za chwilę.");
});

test("login works without JavaScript", async ({ browser }) => {
  test.setTimeout(60_000);
  const setup = await browser.newPage();
  const email = unique("bezjs");
  await register(setup, email);
  await verify(setup, email);
  await setup.close();

  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/logowanie");
  await page.getByLabel("Adres email", { exact: true }).fill(email);
  await page.getByLabel("Hasło", { exact: true }).fill("zle");
  await page.getByRole("button", { name: "Zaloguj się" }).click();
  await expect(page.getByRole("alert")).toHaveText("Nieprawidłowy email lub hasło");
  await expect(page.getByLabel("Adres email", { exact: true })).toHaveValue(email);
  await page.getByLabel("Hasło", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Zaloguj się" }).click();
  await expect(page).toHaveURL(/\/profil$/);
  await context.close();
});

test("password reset by e-mail, end to end", async ({ page }) => {
  test.setTimeout(90_000);
  const email = unique("reset");
  const newPassword = "Calkiem-nowe7#";
  await register(page, email);
  await verify(page, email);
  await page.context().clearCookies();

  await page.goto("/reset-hasla");
  await hydrated(page); // CI under load once found no alert after a click made before the page was alive
  await page.getByRole("button", { name: "Wyślij link resetujący" }).click();
  await expect(page.getByRole("alert")).toHaveText("Wprowadź adres email");
  await expectNoA11yViolations(page);
  await page.getByLabel("Adres email", { exact: true }).fill(email);
  await page.getByRole("button", { name: "Wyślij link resetujący" }).press("Enter");
  // The card replaces the form and its button: its heading takes the focus, not <body> (a11y review, session 49).
  await expect(page.getByRole("heading", { name: "Link wysłany!" })).toBeFocused();
  await expect(page.getByText("Link jest ważny przez 24 godziny.", { exact: false })).toBeVisible();
  await page.getByRole("button", { name: "Wyślij ponownie" }).press("Enter");
  await expect(page.getByLabel("Adres email", { exact: true })).toHaveValue(email);
  await expect(page.locator("#tresc")).toBeFocused();

  const link = await linkFromMail(email, "/update-password");
  await page.goto(link);
  const submit = page.getByRole("button", { name: /Spełnij wszystkie wymagania|Ustaw nowe hasło/ });
  await expect(submit).toHaveText("Spełnij wszystkie wymagania");
  await expect(submit).toBeDisabled();
  await expectNoA11yViolations(page);
  await page.getByLabel("Nowe hasło", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Potwierdź nowe hasło", { exact: true }).fill(PASSWORD);
  await expect(submit).toHaveText("Ustaw nowe hasło");
  await submit.click();
  await expect(page.getByRole("alert")).toHaveText("Nowe hasło musi różnić się od poprzedniego");
  await page.getByLabel("Nowe hasło", { exact: true }).fill(newPassword);
  await page.getByLabel("Potwierdź nowe hasło", { exact: true }).fill(newPassword);
  await page.getByRole("button", { name: "Ustaw nowe hasło" }).click();
  await expect(page.getByRole("heading", { name: "Hasło zmienione!" })).toBeFocused();
  await page.waitForURL("**/logowanie", { timeout: 6_000 }); // spec: after 3 seconds

  // The link is used up; the old password no longer works, the new one does.
  await page.goto(link);
  await expect(page).toHaveURL(/\/reset-hasla\?blad=nieprawidlowy$/);
  await expect(page.getByRole("alert")).toHaveText("Link resetowania hasła jest nieprawidłowy.");
  await submitSignIn(page, email, PASSWORD);
  await expect(page.getByRole("alert")).toHaveText("Nieprawidłowy email lub hasło");
  await submitSignIn(page, email, newPassword);
  await page.waitForURL("**/profil");
});

test("the user menu: keyboard, Escape, and closing 300 ms after the pointer leaves", async ({ page }) => {
  test.setTimeout(60_000);
  const email = unique("menu");
  await register(page, email);
  await verify(page, email);
  const button = accountMenu(page);
  const menu = disclosureOf(button);
  await button.focus();
  await page.keyboard.press("ArrowDown");
  await expect(menu).toHaveAttribute("open");
  await expect(page.getByRole("link", { name: "Mój profil" })).toBeFocused();
  await expect(page.getByRole("link", { name: "Panel Admin" })).toHaveCount(0);
  await page.keyboard.press("ArrowDown");
  await expect(page.getByRole("banner").getByRole("button", { name: "Wyloguj się" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(menu).not.toHaveAttribute("open");
  await expect(button).toBeFocused();

  // spec: public §9 — it closes 300 ms after the pointer leaves it.
  await button.hover();
  await button.click();
  await expect(menu).toHaveAttribute("open");
  await page.mouse.move(20, 700);
  await expect(menu).not.toHaveAttribute("open", { timeout: 2_000 });
});
