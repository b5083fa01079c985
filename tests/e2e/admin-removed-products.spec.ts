import { expectNoA11yViolations, expectNoA11yViolationsAtBothWidths } from "./support/axe";
import { hydrated } from "./support/hydration";
import { addProductWithCode } from "./support/own-product";
import { expect, test } from "./support/login";

// ADR 206: an editor deletes a product and sends its old addresses to a replacement in the delete
// dialog; a visitor following the old code lands on the replacement (301). In "Usunięte produkty" the
// editor clears the redirect, and the old address says the product is gone again (410, ADR 174).
// The replacement is a demo product (only read); the deleted one is this spec's own.

const REPLACEMENT = "Lampa z projekcją zachodu słońca";

test("a deleted product's old address leads to its replacement, set in the delete dialog and cleared in Usunięte produkty", async ({ page, login, browser }) => {
  test.setTimeout(120_000); // a product form, a delete and axe at two widths on a loaded machine
  await login("editor");

  // A product of its own, with a code (its old address).
  const title = `Wycofana lampka e2e ${Date.now()}`;
  const code = await addProductWithCode(page, title, "Lampka, którą zastąpi nowszy model.");

  // The replacement's public address, as an editor copies it from the list.
  await page.goto(`/admin/produkty?q=${encodeURIComponent(REPLACEMENT)}`);
  const replacementPath = (await page.getByRole("link", { name: `Zobacz na stronie: ${REPLACEMENT} (otwiera się w nowej karcie)` }).getAttribute("href"))!;

  // Delete with "Przekieruj stare adresy na produkt"; an unknown product is refused first.
  await page.goto(`/admin/produkty?q=${encodeURIComponent(title)}`);
  await hydrated(page);
  const ask = page.getByRole("dialog", { name: "Usuń produkt" });
  await page.getByRole("button", { name: `Usuń: ${title}` }).click();
  await ask.getByLabel("Przekieruj stare adresy na produkt").fill("nie-ma-takiego-produktu");
  await ask.getByRole("button", { name: "Usuń" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Nie znaleziono produktu o tym kodzie ani adresie." })).toBeVisible();
  await expect(page.getByRole("rowheader", { name: title })).toHaveCount(1);
  await page.getByRole("button", { name: `Usuń: ${title}` }).click();
  await expect(ask).toBeVisible();
  await expectNoA11yViolations(page);
  await ask.getByLabel("Przekieruj stare adresy na produkt").fill(`http://127.0.0.1${replacementPath}`);
  await ask.getByRole("button", { name: "Usuń" }).click();
  await expect(page.getByText(`Usunięto produkt. Stare adresy prowadzą do produktu „${REPLACEMENT}”.`)).toBeVisible();
  await expect(page.getByRole("rowheader", { name: title })).toHaveCount(0);

  // A visitor with the old link lands on the replacement.
  const visitor = await browser.newContext();
  const publicPage = await visitor.newPage();
  const followed = await publicPage.goto(`/${code}`);
  expect(followed!.request().redirectedFrom()?.url()).toMatch(new RegExp(`/${code}$`));
  expect(new URL(publicPage.url()).pathname).toBe(replacementPath);
  await expect(publicPage.getByRole("heading", { level: 1 })).toHaveText(REPLACEMENT);

  // Usunięte produkty: the row, its addresses and the replacement; then the redirect is cleared.
  await page.goto("/admin/produkty");
  await page.getByRole("link", { name: "Usunięte produkty" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Usunięte produkty" })).toBeVisible();
  await hydrated(page);
  const row = page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: title }) });
  await expect(row).toContainText(`/${code.toLowerCase()}`);
  await expect(row.getByRole("link", { name: REPLACEMENT })).toBeVisible();
  await expectNoA11yViolationsAtBothWidths(page);
  await row.getByRole("button", { name: `Usuń przekierowanie: ${title}` }).click();
  const clear = page.getByRole("dialog", { name: "Usunięcie przekierowania" });
  await expect(clear).toContainText(`Dawne adresy produktu „${title}” znów będą mówić, że produktu już nie ma (410).`);
  await clear.getByRole("button", { name: "Usuń przekierowanie" }).click();
  await expect(page.getByText("Usunięto przekierowanie. Stare adresy mówią, że produktu już nie ma.")).toBeVisible();
  await expect(row).toContainText("Brak (410)");

  // A new visitor (a browser that followed the 301 may keep it up to an hour, FORMER_ADDRESS_CACHE).
  await visitor.close();
  const later = await (await browser.newContext()).newPage();
  const gone = await later.goto(`/${code}`);
  expect(gone!.status()).toBe(410);
  await expect(later.getByRole("heading", { level: 1 })).toHaveText("Tego produktu nie ma już w katalogu");

  // Set again from the list with the keyboard-typed code of the replacement's page.
  await row.getByRole("button", { name: `Ustaw przekierowanie: ${title}` }).click();
  const set = page.getByRole("dialog", { name: "Przekierowanie starych adresów" });
  await set.getByLabel("Przekieruj stare adresy na produkt").fill(replacementPath);
  await set.getByRole("button", { name: "Zapisz przekierowanie" }).click();
  await expect(page.getByText(`Stare adresy prowadzą teraz do produktu „${REPLACEMENT}”.`)).toBeVisible();
  // The 410 was not kept (ADR 174: only 200s are cached): the same visitor now lands on the replacement.
  await later.goto(`/${code}`);
  expect(new URL(later.url()).pathname).toBe(replacementPath);
  await later.context().close();
});
