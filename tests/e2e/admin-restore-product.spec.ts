import { expectNoA11yViolations, expectNoA11yViolationsAtBothWidths } from "./support/axe";
import { hydrated } from "./support/hydration";
import { addProductWithCode } from "./support/own-product";
import { expect, test } from "./support/login";

// ADR 209: an editor deletes a product by mistake and brings it back from "Usunięte produkty" with the
// keyboard: the dialog says it comes back hidden and what does not come back; the product's edit page
// opens with the answer, the product hidden, and its old code address is its own again (hidden: 404 to
// a visitor, no longer 410). The product is this spec's own.

test("a deleted product is restored hidden from Usunięte produkty, with the keyboard, on a phone too", async ({ page, login, browser }) => {
  test.setTimeout(120_000); // a product form, a delete, a restore and axe at two widths on a loaded machine
  await login("editor");

  const title = `Przywracana lampka e2e ${Date.now()}`;
  const code = await addProductWithCode(page, title, "Lampka usunięta przez pomyłkę.");

  await page.goto(`/admin/produkty?q=${encodeURIComponent(title)}`);
  await hydrated(page);
  await page.getByRole("button", { name: `Usuń: ${title}` }).click();
  await page.getByRole("dialog", { name: "Usuń produkt" }).getByRole("button", { name: "Usuń" }).click();
  await expect(page.getByRole("rowheader", { name: title })).toHaveCount(0);
  const visitor = await (await browser.newContext()).newPage();
  expect((await visitor.goto(`/${code}`))!.status()).toBe(410);

  // The list on a phone: the row says how long it can be restored.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/admin/produkty/usuniete");
  await hydrated(page);
  const row = page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: title }) });
  await expect(row).toContainText("Można przywrócić jeszcze 30 dni");
  await page.screenshot({ path: "test-results/restore-list-390.png", fullPage: true });
  await expectNoA11yViolationsAtBothWidths(page);
  await page.setViewportSize({ width: 390, height: 844 });

  // With the keyboard: focus "Przywróć", Enter opens the dialog (Cancel focused first), Tab + Enter confirms.
  const restore = row.getByRole("button", { name: `Przywróć: ${title}` });
  await restore.focus(); // scrolled into view inside the table's own scroll box
  await expect(restore).toBeFocused();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Przywrócenie produktu" });
  await expect(dialog).toContainText("Wróci jako ukryty – sprawdź go i pokaż, gdy będzie gotowy.");
  await expect(dialog).toContainText("Polubienia, listy życzeń, opinie, kliknięcia i wyświetlenia nie wrócą");
  await expect(dialog.getByRole("button", { name: "Anuluj" })).toBeFocused();
  await page.screenshot({ path: "test-results/restore-dialog-390.png" });
  await expectNoA11yViolations(page);
  await page.keyboard.press("Tab");
  await expect(dialog.getByRole("button", { name: "Przywróć jako ukryty" })).toBeFocused();
  await page.keyboard.press("Enter");

  // Its edit page, with the answer; the product is hidden.
  await expect(page).toHaveURL(/\/admin\/produkty\/[0-9a-f-]{36}$/);
  await expect(page.getByText(`Przywrócono produkt „${title}” jako ukryty. Sprawdź go i pokaż, gdy będzie gotowy.`)).toBeVisible();
  const edit = page.getByRole("dialog", { name: `Edytuj produkt: ${title}` });
  await expect(edit.getByLabel("Ukryty (odwiedzający go nie widzą)")).toBeChecked();
  await expect(edit.getByLabel("Kod produktu")).toHaveValue(code);
  await page.screenshot({ path: "test-results/restore-edit-390.png" });

  // Its old address is its own again: hidden, so a visitor gets the 404 of any hidden product, not the 410.
  expect((await visitor.goto(`/${code}`))!.status()).toBe(404);
  await visitor.context().close();
  await page.goto("/admin/produkty/usuniete");
  await expect(page.getByRole("rowheader", { name: title })).toHaveCount(0);

  // The shared database: the product (no price, no picture, no views) goes again, or it would be the
  // newest product that admin.spec's Overview checks.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/admin/produkty?q=${encodeURIComponent(title)}`);
  await hydrated(page);
  await page.getByRole("button", { name: `Usuń: ${title}` }).click();
  await page.getByRole("dialog", { name: "Usuń produkt" }).getByRole("button", { name: "Usuń" }).click();
  await expect(page.getByRole("rowheader", { name: title })).toHaveCount(0);
});
