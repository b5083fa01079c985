import { DEMO_LOGINS, expect, test } from "./support/login";
import { expectNoA11yViolations } from "./support/axe";
import { hydrated } from "./support/hydration";
import { accountMenu } from "./support/header-menus";

// spec: admin §2 Guarded admin route and Overview, §9 Overview newest products 5.

const ADMIN = DEMO_LOGINS.admin;

test("an anonymous visitor is sent to /logowanie carrying /admin", async ({ page, request }) => {
  const res = await request.get("/admin", { maxRedirects: 0 });
  expect(res.status()).toBe(302);
  expect(res.headers()["location"]).toBe("/logowanie?redirectTo=%2Fadmin");

  await page.goto("/admin");
  await expect(page).toHaveURL(/\/logowanie\?redirectTo=%2Fadmin$/);
});

test("a signed-in user without admin access is sent to /profil and has no Panel Admin link", async ({ page, login }) => {
  await login("user");
  await page.goto("/");
  await accountMenu(page).click();
  await expect(page.getByRole("link", { name: "Mój profil" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Panel Admin" })).toHaveCount(0);
  const res = await page.goto("/admin");
  expect(res?.url()).toMatch(/\/profil$/);
  await expect(page).toHaveURL(/\/profil$/);
});

test("an administrator reaches the overview from the user menu: counters and the 5 newest products", async ({ page }) => {
  // The administrator's sign-in through the form (the other tests here sign in over HTTP): logging in
  // from the guard's redirect returns to /admin.
  await page.goto("/admin");
  await page.waitForURL(/\/logowanie\?redirectTo=%2Fadmin$/);
  await page.getByLabel("Adres email").fill(ADMIN.email);
  await page.getByLabel("Hasło", { exact: true }).fill(ADMIN.password);
  await page.getByRole("button", { name: "Zaloguj się" }).click();
  await expect(page).toHaveURL(/\/admin$/);

  // From elsewhere, the user menu's Panel Admin link leads here.
  await page.goto("/");
  await accountMenu(page).click();
  await page.getByRole("link", { name: "Panel Admin" }).click();
  await expect(page).toHaveURL(/\/admin$/);

  await expect(page.getByRole("heading", { level: 1, name: "Przegląd" })).toBeVisible();
  const nav = page.getByRole("navigation", { name: "Menu panelu administracyjnego" });
  await expect(nav.getByRole("link")).toHaveText(["Przegląd", "Produkty", "Blog", "Newsletter", "Opinie", "Kategorie", "Tagi", "Kody produktów", "Użytkownicy", "Role", "Dziennik zmian", "Dokumenty", "Ustawienia strony"]);
  await expect(page.getByRole("link", { name: "Dodaj produkt" })).toHaveAttribute("href", "/admin/produkty/nowy");
  await expect(nav.getByRole("link", { name: "Przegląd" })).toHaveAttribute("aria-current", "page");

  for (const label of ["Produkty", "Użytkownicy", "Wyświetlenia", "Opinie"]) {
    const value = page.locator("dt", { hasText: label }).locator("xpath=following-sibling::dd");
    // Full pl-PL numbers: digits grouped by a narrow no-break space.
    await expect(value).toHaveText(/^\d{1,3}(\u202F\d{3})*$/);
  }
  const number = async (key: string) => Number((await page.locator(`dd[data-stat=${key}]`).textContent())!.replace(/\D/g, ""));
  expect(await number("products")).toBeGreaterThanOrEqual(40); // the demo catalogue
  expect(await number("users")).toBeGreaterThanOrEqual(4); // admin, jan, the editor and the moderator
  expect(await number("reviews")).toBeGreaterThan(40); // the demo seed writes 40+ reviews (seed.db.test.ts)
  // The demo seed gives every product at least 25 views (app/db/seed/demo/catalog.ts siteFigures).
  expect(await number("views")).toBeGreaterThanOrEqual(25 * (await number("products")));

  const newest = page.getByRole("region", { name: "Najnowsze produkty" }).locator(":scope > ul > li");
  await expect(newest).toHaveCount(5);
  const first = newest.first();
  const link = first.getByRole("heading").getByRole("link");
  await expect(link).toHaveAttribute("href", /^\/produkt\/[0-9a-f-]{36}$/);
  // And to its form, for someone who may edit products (review, session 39).
  const id = (await link.getAttribute("href"))!.split("/").pop();
  await expect(first.getByRole("link", { name: /^Edytuj produkt: / })).toHaveAttribute("href", `/admin/produkty/${id}`);
  await expect(first.getByText("Wyświetlenia:")).toBeAttached();
  // Other browser tests leave products of their own (no picture, no price; a failed run or parallel workers): whatever has a
  // picture shows its stored copy (the card's content: overview-view.test.tsx, overview.server.db.test.ts).
  for (const item of await newest.all()) {
    if (await item.locator("img").count()) await expect(item.locator("img")).toHaveAttribute("src", /^\/uploads\//);
  }

  // The newest products on the public list are these too (hidden ones are the panel's only; one added
  // by another worker between the two pages (npx playwright test --workers N) is met by reading both again).
  await expect(async () => {
    await page.goto("/admin");
    const titles = (await newest.getByRole("heading").allTextContents()).map((text) => text.trim());
    await page.goto("/produkty?sort=newest");
    expect(titles).toContain((await page.locator("main a[href^='/produkt/']").first().textContent())!.trim());
  }).toPass({ timeout: 30_000 });
  await page.goto("/admin");
  const title = (await link.textContent())!.trim();
  await link.click();
  await expect(page).toHaveURL(/\/produkt\//);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
});

// The Overview's axe check, at both widths, is admin-codes.spec.ts's (with the chart's data table open too).
test("the overview is private, not indexed, and on a phone its menu sits above the content", async ({ page, login }) => {
  await login("admin");
  const res = await page.goto("/admin");
  expect(res?.headers()["cache-control"]).toBe("private, no-store");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  // On a phone the menu sits above the content.
  const nav = page.getByRole("navigation", { name: "Menu panelu administracyjnego" });
  const navBox = (await nav.boundingBox())!;
  const headingBox = (await page.getByRole("heading", { level: 1, name: "Przegląd" }).boundingBox())!;
  expect(navBox.y + navBox.height).toBeLessThanOrEqual(headingBox.y);
  // Session 37 review: a closed disclosure naming the current section (13 wrapped items took 246 px).
  expect(navBox.height).toBeLessThan(60);
  const summary = nav.locator("summary");
  await expect(summary).toContainText("Menu:Przegląd");
  await expect(nav.getByRole("link", { name: "Blog" })).toBeHidden();
  await summary.focus();
  await page.keyboard.press("Enter");
  await nav.getByRole("link", { name: "Blog" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Blog" })).toBeVisible();
  await expect(summary).toContainText("Menu:Blog");
  await expect(nav.getByRole("link", { name: "Produkty" })).toBeHidden(); // closed again on the new page
  // The current section's own link closes it too; Escape closes it and leaves the focus on it.
  await summary.click();
  await nav.getByRole("link", { name: "Blog" }).click();
  await expect(nav.getByRole("link", { name: "Produkty" })).toBeHidden();
  await summary.click();
  await nav.getByRole("link", { name: "Produkty" }).focus();
  await page.keyboard.press("Escape");
  await expect(nav.getByRole("link", { name: "Produkty" })).toBeHidden();
  await expect(summary).toBeFocused();
});

// ADR 018: the panel is entered with admin:access; each section's menu item needs its own permission.
test("an editor sees the catalogue and blog sections; a moderator the reviews and users; neither sees the rest", async ({ page, login }) => {
  await login("editor");
  await page.goto("/");
  await accountMenu(page).click();
  await page.getByRole("link", { name: "Panel Admin" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  const nav = page.getByRole("navigation", { name: "Menu panelu administracyjnego" });
  await expect(nav.getByRole("link")).toHaveText(["Przegląd", "Produkty", "Blog", "Newsletter", "Kategorie", "Tagi", "Kody produktów"]);
  await expect(page.getByRole("link", { name: "Dodaj produkt" })).toBeVisible();

  await page.context().clearCookies();
  await login("moderator");
  await page.goto("/admin");
  await expect(nav.getByRole("link")).toHaveText(["Przegląd", "Opinie", "Użytkownicy"]);
  await expect(page.getByRole("link", { name: "Dodaj produkt" })).toHaveCount(0);
});

test("an unknown section shows 'Ta sekcja jest w trakcie rozwoju.' inside the panel with status 404", async ({ page, login }) => {
  await login("moderator");
  const res = await page.goto("/admin/nie-ma-takiej");
  expect(res?.status()).toBe(404);
  await expect(page.getByText("Ta sekcja jest w trakcie rozwoju.")).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Menu panelu administracyjnego" })).toBeVisible();
  await expectNoA11yViolations(page);
});

// Review: a section's 403 came before every loader, so "Brak dostępu" showed a logged-out header
// and no panel menu (ADR 144).
test("a section the user may not open answers 403 inside the panel, still signed in", async ({ page, login }) => {
  await login("editor");
  for (const path of ["/admin/uzytkownicy", "/admin/role"]) {
    const res = await page.goto(path);
    expect(res?.status()).toBe(403);
    expect(res?.headers()["cache-control"]).toContain("no-store");
    await expect(page.getByRole("heading", { level: 1, name: "Brak dostępu" })).toBeVisible();
    await expect(accountMenu(page)).toBeVisible();
    await expect(page.getByRole("link", { name: "Logowanie" })).toHaveCount(0);
    const nav = page.getByRole("navigation", { name: "Menu panelu administracyjnego" });
    await expect(nav.getByRole("link")).toHaveText(["Przegląd", "Produkty", "Blog", "Newsletter", "Kategorie", "Tagi", "Kody produktów"]);
  }
  await expectNoA11yViolations(page);
});

// Review: Tab landed on the visually hidden file input and "Wybierz pliki" showed no focus ring.
test("the image upload's button shows the keyboard focus of its file input", async ({ page, login }) => {
  await login("editor");
  await page.goto("/admin/produkty/nowy");
  await hydrated(page);
  // The image input (the list behind the form dialog has a CSV file input too).
  const input = page.locator("input[type=file][accept*='image']");
  const button = page.locator("label", { hasText: "Wybierz pliki" });
  await expect(button).toHaveCSS("outline-style", "none");
  // Reach the input by keyboard (focus-visible): from it back one field and forward again.
  await input.focus();
  await page.keyboard.press("Shift+Tab");
  await page.keyboard.press("Tab");
  await expect(input).toBeFocused();
  await expect(button).toHaveCSS("outline-style", "solid");
  await expect(button).toHaveCSS("outline-width", "2px");
});

test("the panel's menu hands the focus and the new page's title to the next screen (ADR 184)", async ({ page, login }) => {
  await login("admin");
  await page.goto("/admin");
  await hydrated(page);
  const nav = page.getByRole("navigation", { name: "Menu panelu administracyjnego" });
  // The screen's own region, after the panel's search field and menu (both inside <main>).
  const main = page.locator("main#tresc #tresc-ekranu");
  const announcer = page.locator("div[aria-live=polite].sr-only").last();
  // The menu is inside <main>: its link, still focused after the move, must not count as the new page's choice.
  await nav.getByRole("link", { name: "Produkty" }).focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/admin\/produkty$/);
  await expect(main).toBeFocused();
  await expect.poll(async () => (await announcer.textContent()) === `Wczytano stronę: ${await page.title()}`).toBe(true);
  // Back names the page it returns to, not the one it leaves.
  await page.goBack();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(announcer).toHaveText(/^Wczytano stronę: Przegląd/);
  await expect(main).toBeFocused();
  expect(await announcer.textContent()).toBe(`Wczytano stronę: ${await page.title()}`);
});

test("the panel's skip link skips its search field and menu", async ({ page, login }) => {
  await login("admin");
  await page.goto("/admin/produkty");
  await hydrated(page);
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Przejdź do treści" });
  await expect(skip).toBeFocused();
  await expect(skip).toHaveAttribute("href", "#tresc-ekranu");
  await page.keyboard.press("Enter");
  await expect(page.locator("#tresc-ekranu")).toBeFocused();
  // The next Tab is on the screen, not in the menu nor the panel's search field.
  await page.keyboard.press("Tab");
  expect(await page.evaluate(() => document.activeElement?.closest("#tresc-ekranu") !== null)).toBe(true);
});
