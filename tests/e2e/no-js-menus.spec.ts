import type { Browser, Page } from "@playwright/test";
import { expectNoA11yViolations } from "./support/axe";
import { accountMenu, disclosureOf, phoneMenu } from "./support/header-menus";
import { hydrated } from "./support/hydration";
import { DEMO_LOGINS, expect, loginAs, test } from "./support/login";

// ADR 150, found by a review of the running site: without JavaScript (or before hydration) a member
// could neither open the account menu nor sign out, and on a phone not even open the menu holding it;
// an admin's plain form post answered 200, so a reload sent it again.

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

async function noScriptPage(browser: Browser, baseURL: string, role: keyof typeof DEMO_LOGINS, viewport = DESKTOP): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL, viewport });
  const page = await context.newPage();
  await loginAs(page, role, baseURL);
  return page;
}

async function expectSignedOut(page: Page) {
  await expect(page).toHaveURL((url) => url.pathname === "/");
  // On a phone the sign-in links are in the closed phone menu: present, not shown.
  await expect(page.getByRole("banner").locator('a[href="/logowanie"]').first()).toBeAttached();
  await expect(page.getByRole("banner").locator("summary").filter({ hasText: /Menu konta/ })).toHaveCount(0);
  await page.goto("/profil");
  await expect(page).toHaveURL(/\/logowanie\?redirectTo=%2Fprofil$/);
}

test.describe("without JavaScript", () => {
  test("desktop: the account menu opens, its links work and 'Wyloguj się' signs out", async ({ browser, baseURL }) => {
    const page = await noScriptPage(browser, baseURL!, "editor");
    await page.goto("/produkty");
    const menu = accountMenu(page);
    await expect(menu).toContainText(DEMO_LOGINS.editor.email);
    await menu.click();
    await expect(disclosureOf(menu)).toHaveAttribute("open");
    await page.getByRole("banner").getByRole("link", { name: "Panel Admin" }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await accountMenu(page).click();
    await page.getByRole("banner").getByRole("link", { name: "Mój profil" }).click();
    await expect(page).toHaveURL(/\/profil$/);
    await accountMenu(page).click();
    await page.getByRole("banner").getByRole("button", { name: "Wyloguj się" }).click();
    await expectSignedOut(page);
    await page.context().close();
  });

  test("phone: the menu opens, the account menu in it opens and signs out", async ({ browser, baseURL }) => {
    const page = await noScriptPage(browser, baseURL!, "user", PHONE);
    await page.goto("/blog");
    const nav = page.getByRole("navigation", { name: "Menu mobilne" });
    await expect(nav).toBeHidden();
    await phoneMenu(page).click();
    await expect(nav.getByRole("link", { name: "Produkty" })).toBeVisible();
    await accountMenu(page).click();
    await nav.getByRole("link", { name: "Mój profil" }).click();
    await expect(page).toHaveURL(/\/profil$/);
    await phoneMenu(page).click();
    await accountMenu(page).click();
    await nav.getByRole("button", { name: "Wyloguj się" }).click();
    await expectSignedOut(page);
    await page.context().close();
  });

  test("/profil has its own 'Wyloguj się', a plain POST", async ({ browser, baseURL }) => {
    const page = await noScriptPage(browser, baseURL!, "user");
    await page.goto("/profil/ustawienia");
    await page.getByRole("main").getByRole("button", { name: "Wyloguj się" }).click();
    await expectSignedOut(page);
    await page.context().close();
  });

  test("phone: the header's search leads to the search page, whose form searches", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL, viewport: PHONE });
    const page = await context.newPage();
    await page.goto("/blog");
    await page.getByRole("banner").getByRole("link", { name: "Szukaj", exact: true }).click();
    await expect(page).toHaveURL(/\/szukaj$/);
    const phrase = page.locator("#szukaj-q");
    await phrase.fill("lampka");
    await phrase.press("Enter");
    await expect(page).toHaveURL(/\/szukaj\?q=lampka/);
    await context.close();
  });

  test("creating a role redirects with a toast; a reload does not post it again", async ({ browser, baseURL }) => {
    const page = await noScriptPage(browser, baseURL!, "admin");
    await page.goto("/admin/role");
    const suffix = Math.random().toString(36).slice(2, 8);
    await page.getByLabel("Nazwa (identyfikator)").fill(`bez-js-${suffix}`);
    await page.getByLabel("Nazwa wyświetlana").fill(`Bez JS ${suffix}`);
    await page.getByRole("checkbox", { name: /^user:read(?!-)/ }).check();
    await page.getByRole("button", { name: "Utwórz rolę" }).click();
    await expect(page).toHaveURL(/\/admin\/role$/);
    await expect(page.getByRole("status").filter({ hasText: "Rola została utworzona." })).toBeVisible();
    await expect(page.getByRole("heading", { name: new RegExp(`Bez JS ${suffix}`) })).toBeVisible();
    const reloaded = await page.reload();
    expect(reloaded!.request().method()).toBe("GET");
    await expect(page.getByText("Rola o tej nazwie wyświetlanej już istnieje.")).toHaveCount(0);
    await expect(page.getByRole("status").filter({ hasText: "Rola została utworzona." })).toHaveCount(0);
    await page.context().close();
  });
});

test("with JavaScript the menus keep their scripted behaviour and stay axe clean open, on desktop and phone", async ({ page, login }) => {
  await login("admin");
  await page.setViewportSize(DESKTOP);
  await page.goto("/produkty");
  await hydrated(page);
  const menu = accountMenu(page);
  await menu.click();
  await expect(disclosureOf(menu)).toHaveAttribute("open");
  await expect(page.getByRole("banner").getByRole("link", { name: "Panel Admin" })).toBeVisible();
  await expectNoA11yViolations(page);
  // A click elsewhere closes it (script).
  await page.getByRole("heading", { level: 1 }).click();
  await expect(disclosureOf(menu)).not.toHaveAttribute("open");

  await page.setViewportSize(PHONE);
  await phoneMenu(page).click();
  await accountMenu(page).click();
  await expect(disclosureOf(accountMenu(page))).toHaveAttribute("open");
  await expectNoA11yViolations(page);
  // Escape closes the account menu first, then the phone menu, focus back on each summary.
  await page.keyboard.press("Escape");
  await expect(disclosureOf(accountMenu(page))).not.toHaveAttribute("open");
  await expect(accountMenu(page)).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(disclosureOf(phoneMenu(page))).not.toHaveAttribute("open");
  await expect(phoneMenu(page)).toBeFocused();
});
