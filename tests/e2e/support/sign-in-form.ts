import { expect, type Page } from "@playwright/test";
import { accountMenu } from "./header-menus";

// The sign-in form and the header's sign-out, as a person uses them (the demo accounts sign in over
// HTTP instead: login.ts). Shared by the specs of accounts made during the run.

/** Fills and sends the sign-in form; the caller checks where it lands (or the refusal). */
export async function submitSignIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto("/logowanie");
  await page.getByLabel("Adres email", { exact: true }).fill(email);
  await page.getByLabel("Hasło", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Zaloguj się" }).click();
}

/** Signs in with the form and waits until the page has left it (a success). */
export async function signInWithForm(page: Page, email: string, password: string): Promise<void> {
  await submitSignIn(page, email, password);
  await page.waitForURL((url) => !url.pathname.startsWith("/logowanie"));
}

/** Signs out from the header's account menu and waits for the home page of a visitor. */
export async function signOutFromMenu(page: Page): Promise<void> {
  await accountMenu(page).click();
  await page.getByRole("banner").getByRole("button", { name: "Wyloguj się" }).click();
  await page.waitForURL((url) => url.pathname === "/");
  await expect(page.getByRole("link", { name: "Logowanie" }).first()).toBeVisible();
}
