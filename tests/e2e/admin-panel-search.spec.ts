import { expectNoA11yViolations, expectNoA11yViolationsAtBothWidths } from "./support/axe";
import { hydrated } from "./support/hydration";
import { expect, test } from "./support/login";

// ADR 208: "Szukaj w panelu" — the header's field on every panel page, by keyboard alone: "/" puts the
// cursor there, the suggestions are chosen with the arrows and Enter opens the product's form.
const PRODUCT = "Lampa z projekcją zachodu słońca";

test("keyboard only: '/' → type → arrow → Enter opens the product's edit form; Enter alone opens the results", async ({ page, login }) => {
  await login("editor");
  await page.goto("/admin/blog");
  await hydrated(page);
  const field = page.getByRole("combobox", { name: "Szukaj w panelu" });
  await page.keyboard.press("/");
  await expect(field).toBeFocused();
  await expect(field).toHaveValue(""); // the shortcut is not typed
  // Folded like the public search: no Polish letters, any case.
  await page.keyboard.type("LAMPA Z PROJEKCJA");
  const list = page.getByRole("listbox", { name: "Podpowiedzi wyszukiwania w panelu" });
  const option = list.getByRole("group", { name: "Produkty" }).getByRole("option").filter({ hasText: PRODUCT });
  await expect(option).toBeVisible();
  await expect(field).toHaveAttribute("aria-expanded", "true");
  await expectNoA11yViolations(page);
  // Escape closes the list, the arrow opens it again on its first row (the product).
  await page.keyboard.press("Escape");
  await expect(list).toBeHidden();
  await page.keyboard.press("ArrowDown");
  await expect(option).toHaveAttribute("aria-selected", "true");
  await expect(field).toHaveAttribute("aria-activedescendant", (await option.getAttribute("id"))!);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/admin\/produkty\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("dialog", { name: /Edytuj produkt/ }).getByLabel("Tytuł *")).toHaveValue(PRODUCT);

  // "/" inside a text field is a slash; Enter with no row chosen opens the results page.
  await page.goto("/admin/produkty");
  await hydrated(page);
  const listFilter = page.locator("#admin-products-q");
  await listFilter.focus();
  await page.keyboard.type("a/b");
  await expect(listFilter).toHaveValue("a/b");
  await expect(field).not.toBeFocused();
  await field.focus();
  await page.keyboard.type("lampa");
  await expect(list).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/admin\/szukaj\?q=lampa$/);
  await expect(page.getByRole("heading", { level: 1, name: "Szukaj w panelu" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: /^Produkty/ })).toBeVisible();
  await expect(field).toHaveValue("lampa");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the field is a plain GET form to the results page, grouped, each group with 'Pokaż wszystkie'", async ({ page, login }) => {
    await login("admin");
    await page.goto("/admin");
    const field = page.getByRole("combobox", { name: "Szukaj w panelu" });
    await field.fill("lampa");
    await field.press("Enter");
    await expect(page).toHaveURL(/\/admin\/szukaj\?q=lampa$/);
    const products = page.getByRole("region", { name: /^Produkty/ });
    await expect(products.getByRole("link", { name: PRODUCT })).toHaveAttribute("href", /^\/admin\/produkty\/[0-9a-f-]{36}$/);
    await expect(products.getByRole("link", { name: "Pokaż wszystkie: Produkty" })).toHaveAttribute("href", "/admin/produkty?q=lampa");
    await expect(page.getByRole("region", { name: /^Wpisy/ })).toBeVisible();
    await page.goto("/admin/szukaj?q=zzqxw");
    await expect(page.getByText("Nic nie znaleziono dla „zzqxw”.")).toBeVisible();
  });
});

test("the results page passes axe at 1280 and 390 px, the field within the phone's width", async ({ page, login }) => {
  await login("admin");
  await page.goto("/admin/szukaj?q=ka");
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 2, name: /^Użytkownicy/ })).toBeVisible();
  await expectNoA11yViolationsAtBothWidths(page);
  await page.setViewportSize({ width: 390, height: 844 });
  const box = await page.getByRole("combobox", { name: "Szukaj w panelu" }).boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: "test-results/panel-search-390.png", fullPage: true });
});

test("a moderator is told what a moderator's search covers: people, not products (editor review, session 40)", async ({ page, login }) => {
  await login("moderator");
  await page.goto("/admin/szukaj?q=lampa");
  const hint = page.getByText(/^Wpisz co najmniej 2 znaki\. Przeszukujesz:/);
  await expect(hint).toContainText("osoby (imię i nazwisko)");
  await expect(hint).not.toContainText("produkty");
  await expect(page.getByRole("combobox", { name: "Szukaj w panelu" })).toHaveAccessibleDescription(/^Przeszukuje: użytkownicy\. Skrót/);
});

// Code review, session 41: the field lives as long as the panel, and its answers were kept for good: a
// product deleted or renamed meanwhile was still suggested. Another screen (or any save) asks again.
test("a text asked again on another screen is asked of the server again, not answered from before", async ({ page, login }) => {
  await login("editor");
  await page.goto("/admin/blog");
  await hydrated(page);
  const asked: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/admin/szukaj/podpowiedzi") asked.push(request.url());
  });
  const field = page.getByRole("combobox", { name: "Szukaj w panelu" });
  const option = page.getByRole("listbox", { name: "Podpowiedzi wyszukiwania w panelu" }).getByRole("group", { name: "Produkty" }).getByRole("option").filter({ hasText: PRODUCT });
  await field.fill("lampa z projekcja");
  await expect(option).toBeVisible();
  expect(asked).toHaveLength(1);
  await field.fill("");
  await page.getByRole("navigation", { name: "Menu panelu administracyjnego" }).getByRole("link", { name: "Tagi" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Tagi" })).toBeVisible();
  await field.fill("lampa z projekcja");
  await expect(option).toBeVisible();
  await expect.poll(() => asked.length).toBe(2);
});
