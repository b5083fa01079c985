import { hydrated } from "./support/hydration";
import { expect, test } from "./support/login";
import { expectNoA11yViolations } from "./support/axe";

// Owner review (session 32): "Utwórz kopię" starts a new product from another one — a hidden copy
// without the original's code and address.
test("an editor copies a product from its form; the copy is saved hidden, without a code, and can be deleted", async ({ page, login }) => {
  await login("editor");
  await page.goto("/admin/produkty?q=Kostki+kompresyjne");
  await hydrated(page);
  const source = page.getByRole("table").getByRole("row").filter({ has: page.getByRole("rowheader", { name: /^Kostki kompresyjne/ }) });
  const sourceTitle = (await source.getByRole("rowheader").innerText()).trim();
  await source.getByRole("link", { name: /Edytuj/ }).click();
  await page.getByRole("dialog", { name: /Edytuj produkt/ }).getByRole("link", { name: "Utwórz kopię" }).click();

  const copy = page.getByRole("dialog", { name: "Nowy produkt" });
  await expect(copy.getByText(`Kopia produktu „${sourceTitle}”`, { exact: false })).toBeVisible();
  await expect(copy.getByLabel("Tytuł *")).toHaveValue(`${sourceTitle} (kopia)`);
  await expect(copy.getByLabel("Kod produktu")).toHaveValue("");
  await expect(copy.getByRole("checkbox", { name: /^Ukryty/ })).toBeChecked();
  await expectNoA11yViolations(page);
  await copy.getByRole("button", { name: /^Dodaj produkt$|^Zapisz zmiany$/ }).click();
  await expect(page).toHaveURL(/\/admin\/produkty(\?|$)/);

  await page.goto(`/admin/produkty?q=${encodeURIComponent(`${sourceTitle} (kopia)`)}`);
  const row = page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: `${sourceTitle} (kopia)` }) });
  await expect(row).toContainText("Ukryty");
  await expect(row).toContainText("Brak kodu");
  await row.getByRole("button", { name: /^Usuń:/ }).click();
  await page.getByRole("dialog", { name: "Usuń produkt" }).getByRole("button", { name: "Usuń" }).click();
  await expect(page.getByText("Usunięto produkt.")).toBeVisible();
});
