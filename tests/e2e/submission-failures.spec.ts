import type { Page } from "@playwright/test";
import { expectNoA11yViolations } from "./support/axe";
import { hydrated } from "./support/hydration";
import { expect, test } from "./support/login";

// A submission lost on the way (no network, a proxy's 502) or refused because the session ended keeps
// the page and everything typed in it, with a Polish message (utils/submission-failure.ts); the
// product form is sent once however many times Enter is pressed (use-submit-once.ts).

const CONNECTION_LOST = /Brak połączenia z serwerem/;
const SESSION_ENDED = /Twoja sesja wygasła/;

async function openNewProduct(page: Page, title: string) {
  await page.goto("/admin/produkty/nowy");
  await hydrated(page);
  const dialog = page.getByRole("dialog", { name: "Nowy produkt" });
  await dialog.getByLabel("Tytuł *").fill(title);
  await dialog.getByLabel("Opis *").fill("Opis produktu, który ma przetrwać nieudany zapis.");
  await dialog.getByLabel("Kategoria *").selectOption("EL");
  return dialog;
}

test("a like lost on the way keeps the product page and says so", async ({ page, login }) => {
  await login("user");
  await page.goto("/produkty?sort=newest");
  await page.goto((await page.locator("main a[href^='/produkt/']").first().getAttribute("href"))!);
  await hydrated(page);
  const title = await page.getByRole("heading", { level: 1 }).textContent();
  await page.route(/\/akcje\/polubienie/, (route) => (route.request().method() === "POST" ? route.abort("internetdisconnected") : route.continue()));
  await page.getByRole("button", { name: /^Polub/ }).click();
  await expect(page.getByText(CONNECTION_LOST)).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title!);
  await expect(page.getByText("Wystąpił błąd")).toHaveCount(0);
});

test("a product save lost on the way keeps the form, its text and its draft; the next try saves", async ({ page, login }) => {
  await login("editor");
  const title = `Lampka bez sieci ${Date.now()}`;
  const dialog = await openNewProduct(page, title);
  await page.route(/\/admin\/produkty\/nowy/, (route) => (route.request().method() === "POST" ? route.abort("connectionreset") : route.continue()));
  await dialog.getByRole("button", { name: "Dodaj produkt" }).click();
  await expect(dialog.getByText(CONNECTION_LOST)).toBeVisible();
  await expect(dialog.getByLabel("Tytuł *")).toHaveValue(title);
  await expect(page).toHaveURL(/\/admin\/produkty\/nowy$/);
  await expect.poll(() => page.evaluate(() => localStorage.getItem("vp.productDraft.new") ?? "")).toContain(title);

  await page.unroute(/\/admin\/produkty\/nowy/);
  await dialog.getByRole("button", { name: "Dodaj produkt" }).click();
  await expect(page).toHaveURL(/\/admin\/produkty$/, { timeout: 30_000 });
  await expect.poll(() => page.evaluate(() => localStorage.getItem("vp.productDraft.new"))).toBeNull();
});

// CI, session 41: a toast read out in a dialog that then closed moved to the page outside any live
// region or landmark, and axe's "region" rule failed the categories test whenever it was still shown.
test("a toast read out in the product dialog stays inside a live region once the dialog is left", async ({ page, login }) => {
  await login("editor");
  const dialog = await openNewProduct(page, `Lampka na pożegnanie ${Date.now()}`);
  await dialog.getByRole("button", { name: "Zapisz i zostań" }).click();
  const added = page.locator(".vp-toaster").getByText(/^Dodano produkt/);
  // The form reopens on the product it created, the toast inside it.
  await expect(page.getByRole("dialog", { name: /^Edytuj produkt/ }).locator(".vp-toaster").getByText(/^Dodano produkt/)).toBeVisible();
  // Past the toaster's one-second grace: it counts as read where it was first shown.
  await page.waitForTimeout(1_200);
  // By keyboard: the toast lies over the close link for its five seconds (noted, session 42).
  await page.getByRole("dialog").getByRole("link", { name: "Zamknij formularz" }).focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/admin\/produkty$/);
  await expect(page.getByRole("dialog")).toHaveCount(0);
  // Held under the pointer, so it is still there while axe reads the page.
  await added.hover();
  await expectNoA11yViolations(page);
});

test("a save after the session ended keeps the form and says to sign in again", async ({ page, login, context }) => {
  await login("editor");
  const title = `Lampka po sesji ${Date.now()}`;
  const dialog = await openNewProduct(page, title);
  await context.clearCookies();
  await dialog.getByRole("button", { name: "Dodaj produkt" }).click();
  await expect(dialog.getByText(SESSION_ENDED)).toBeVisible();
  await expect(dialog.getByLabel("Tytuł *")).toHaveValue(title);
  await expect(page).toHaveURL(/\/admin\/produkty\/nowy$/);
});

test("Enter pressed twice in the product form creates one product", async ({ page, login }) => {
  await login("editor");
  const title = `Lampka dwa entery ${Date.now()}`;
  const dialog = await openNewProduct(page, title);
  await dialog.getByLabel("Tytuł *").focus();
  await page.keyboard.press("Enter");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/admin\/produkty$/, { timeout: 30_000 });
  await page.goto(`/admin/produkty?q=${encodeURIComponent(title)}`);
  await expect(page.getByRole("rowheader").filter({ hasText: title })).toHaveCount(1);
});

test("the post editor keeps the post when a save is lost on the way or the session ended", async ({ page, login, context }) => {
  await login("editor");
  await page.goto("/blog/edytor/nowy");
  await hydrated(page);
  const title = `Wpis bez sieci ${Date.now()}`;
  await page.getByLabel("Tytuł *", { exact: true }).fill(title);
  await page.getByLabel("Podsumowanie", { exact: true }).fill("Tekst, który nie może zginąć.");
  await page.route(/\/blog\/edytor\/nowy/, (route) => (route.request().method() === "POST" ? route.fulfill({ status: 502, body: "Bad Gateway" }) : route.continue()));
  await page.getByRole("button", { name: "Zapisz", exact: true }).click();
  await expect(page.getByText(CONNECTION_LOST)).toBeVisible();
  await expect(page.getByLabel("Tytuł *", { exact: true })).toHaveValue(title);
  await page.unroute(/\/blog\/edytor\/nowy/);

  await context.clearCookies();
  await page.getByRole("button", { name: "Zapisz", exact: true }).click();
  await expect(page.getByText(SESSION_ENDED)).toBeVisible();
  await expect(page.getByLabel("Tytuł *", { exact: true })).toHaveValue(title);
  await expect(page.getByLabel("Podsumowanie", { exact: true })).toHaveValue("Tekst, który nie może zginąć.");
  await expect(page).toHaveURL(/\/blog\/edytor\/nowy$/);
});

test("answers that are not the site's own keep the page: a proxy's 413 and 429, a Wi-Fi login page", async ({ page, login }) => {
  await login("editor");
  const title = `Lampka za proxy ${Date.now()}`;
  const dialog = await openNewProduct(page, title);
  const answers = [
    { status: 413, contentType: "text/html", body: "<html><body><h1>413 Request Entity Too Large</h1></body></html>", says: /Przesłane dane są zbyt duże/ },
    { status: 429, contentType: "text/html", body: "<html><body>Too Many Requests</body></html>", says: /Zbyt wiele prób w krótkim czasie/ },
    { status: 200, contentType: "text/html", body: "<html><body>Zaloguj się do sieci hotelowej</body></html>", says: CONNECTION_LOST },
  ];
  for (const answer of answers) {
    await page.route(/\/admin\/produkty\/nowy/, (route) => (route.request().method() === "POST" ? route.fulfill(answer) : route.continue()));
    await dialog.getByRole("button", { name: "Dodaj produkt" }).click();
    await expect(dialog.getByText(answer.says)).toBeVisible();
    await expect(dialog.getByLabel("Tytuł *")).toHaveValue(title);
    await expect(page).toHaveURL(/\/admin\/produkty\/nowy$/);
    await expect(page.getByText("Wystąpił błąd")).toHaveCount(0);
    await page.unroute(/\/admin\/produkty\/nowy/);
  }
});

test("a page that cannot be fetched while offline says so, and loads once the connection is back", async ({ page, context }) => {
  await page.goto("/produkty?sort=newest");
  await hydrated(page);
  // The product page's code is in the browser already (a product opened before), as on a second visit.
  await page.locator("main a[href^='/produkt/']").first().click();
  await expect(page).toHaveURL(/\/produkt\//);
  await page.goBack();
  await expect(page).toHaveURL(/\/produkty\?sort=newest$/);
  await context.setOffline(true);
  await page.locator("main a[href^='/produkt/']").nth(3).click();
  await expect(page.getByRole("heading", { level: 1, name: "Brak połączenia" })).toBeVisible();
  await expect(page.getByText("Sprawdź połączenie z internetem i spróbuj ponownie.")).toBeVisible();
  await expect(page.getByText("Wystąpił błąd")).toHaveCount(0);

  await context.setOffline(false);
  await page.getByRole("button", { name: "Spróbuj ponownie" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Brak połączenia" })).toHaveCount(0);
  await expect(page).toHaveURL(/\/produkt\//);
  await expect(page.getByTestId("product-price")).toBeVisible();
});
