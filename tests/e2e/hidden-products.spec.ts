import { expectNoA11yViolationsAtBothWidths } from "./support/axe";
import { hydrated } from "./support/hydration";
import { expect, test } from "./support/login";

// ADR 157: an editor prepares a product hidden, previews its page, and shows it in bulk; until then
// a visitor finds it nowhere and its page answers 404.

test("an editor adds a hidden product, previews it, and shows it; a visitor meets it only then", async ({ page, login, browser }) => {
  test.setTimeout(90_000);
  await login("editor");
  await page.goto("/admin/produkty/nowy");
  await hydrated(page);
  const dialog = page.getByRole("dialog", { name: "Nowy produkt" });
  const title = `Ukryta lampka ${Date.now()}`;
  await dialog.getByLabel("Tytuł *").fill(title);
  await dialog.getByLabel("Opis *").fill("Przygotowana przed premierą.");
  await dialog.getByLabel("Kategoria *").selectOption("EL");
  await dialog.getByLabel("Ukryty (odwiedzający go nie widzą)").check();
  await dialog.getByRole("button", { name: "Dodaj produkt" }).click();
  await expect(page).toHaveURL(/\/admin\/produkty$/);

  // The panel lists it, marked, under the 'Ukryte' status too.
  await page.goto(`/admin/produkty?stan=ukryte&q=${encodeURIComponent(title)}`);
  const row = page.getByRole("row", { name: new RegExp(title) });
  await expect(row.getByText("Ukryty", { exact: true }).first()).toBeAttached();
  const href = (await row.getByRole("link", { name: new RegExp(`^Zobacz na stronie: ${title}`) }).getAttribute("href"))!;

  // The editor's preview says what a visitor gets.
  await page.goto(href);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(page.getByRole("status").filter({ hasText: "Podgląd: ten produkt jest ukryty." })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await expectNoA11yViolationsAtBothWidths(page);

  const visitor = await (await browser.newContext()).newPage();
  expect((await visitor.goto(href))!.status()).toBe(404);
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText("Produkt nie znaleziony");
  await visitor.goto(`/szukaj?q=${encodeURIComponent(title)}`);
  await expect(visitor.getByRole("link", { name: title })).toHaveCount(0);
  const suggestions = await visitor.request.get(`/api/podpowiedzi?q=${encodeURIComponent(title)}`);
  expect(JSON.stringify(await suggestions.json())).not.toContain(title);

  // Shown in bulk from the list: the mark goes, and the visitor's page is there.
  await page.goto(`/admin/produkty?q=${encodeURIComponent(title)}`);
  await hydrated(page);
  await page.getByRole("table").getByRole("checkbox", { name: `Zaznacz: ${title}` }).check();
  const bulk = page.getByRole("region", { name: "Zaznaczone produkty" });
  await bulk.getByLabel("Akcja").selectOption({ label: "Pokaż w serwisie" });
  await bulk.getByRole("button", { name: "Wykonaj" }).click();
  await expect(page.getByText("Zaktualizowano 1 produkt.").first()).toBeVisible();
  await expect(page.getByRole("row", { name: new RegExp(title) }).getByText("Ukryty", { exact: true })).toHaveCount(0);
  expect((await visitor.goto(href))!.status()).toBe(200);
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(title);

  // Hidden again: the page the visitor had (now in the page cache) goes with it.
  await page.getByRole("table").getByRole("checkbox", { name: `Zaznacz: ${title}` }).check();
  await bulk.getByLabel("Akcja").selectOption({ label: "Ukryj w serwisie" });
  await bulk.getByRole("button", { name: "Wykonaj" }).click();
  await expect(page.getByRole("row", { name: new RegExp(title) }).getByText("Ukryty", { exact: true }).first()).toBeAttached();
  expect((await visitor.goto(href))!.status()).toBe(404);
  await visitor.context().close();
});
