// The product list's CSV import in a browser without JavaScript (ADR 150: post, redirect, summary once).
import { expect, test } from "./support/login";

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a CSV import answers with its summary after the redirect, and a reload imports nothing again (ADR 150)", async ({ page, login }) => {
    await login("editor");
    // Rows without id or code: a second send of the file would add them again. Hidden, so no public list changes.
    const title = `Żyrandol z importu bez JS ${Date.now()}`;
    await page.goto("/admin/produkty");
    await page.getByLabel("Plik CSV").setInputFiles({ name: "produkty.csv", mimeType: "text/csv", buffer: Buffer.from(`tytul;opis;kategoria;ukryty\n"${title}";Opis;EL;tak\n`) });
    await page.getByRole("button", { name: "Importuj" }).click();
    await expect(page).toHaveURL(/\/admin\/produkty$/);
    await expect(page.getByRole("status").filter({ hasText: "Import zakończony: dodano 1, zaktualizowano 0, bez zmian 0." })).toBeVisible();
    await page.reload();
    await page.goto(`/admin/produkty?q=${encodeURIComponent(title)}`);
    await expect(page.getByRole("table", { name: "Produkty" }).getByRole("rowheader")).toHaveCount(1);
    // Gone again (the suites share one database: the Overview's newest products are checked later).
    await page.getByRole("checkbox", { name: `Zaznacz: ${title}` }).check();
    const bulk = page.getByRole("region", { name: "Zaznaczone produkty" });
    await bulk.getByLabel("Akcja").selectOption("delete");
    await bulk.getByLabel("Potwierdzam usunięcie (dla akcji „Usuń”)").check();
    await bulk.getByRole("button", { name: "Wykonaj" }).click();
    await page.goto(`/admin/produkty?q=${encodeURIComponent(title)}`);
    await expect(page.getByRole("table", { name: "Produkty" }).getByRole("rowheader")).toHaveCount(0);
  });
});
