import { hydrated } from "./support/hydration";
import { expect, test } from "./support/login";

// Issue #15 point 15, the other side of english-admin.spec.ts: an editor whose language is Polish keeps
// the spec's Polish admin panel, catalogue and post editor.

test("a Polish editor keeps the spec's Polish admin panel, catalogue and post editor", async ({ page, login }) => {
  await login("editor");
  await page.goto("/admin");
  await expect(page.locator("html")).toHaveAttribute("lang", "pl");
  await expect(page).toHaveTitle("Przegląd | Panel Admin | Viralne Produkty");
  const nav = page.getByRole("navigation", { name: "Menu panelu administracyjnego" });
  await expect(nav.getByRole("link", { name: "Kody produktów" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Przegląd" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Kliknięcia w linki sklepów" })).toBeVisible();
  await page.goto("/admin/kody");
  await expect(page.getByRole("heading", { name: /^Statystyki \([\d\u202F]+ (kod|kody|kodów)\)$/ })).toBeVisible();
  await hydrated(page);
  const generator = page.getByRole("region", { name: "Generator kodów" });
  await generator.getByRole("button", { name: "Generuj kod" }).click();
  await expect(generator.getByRole("alert")).toHaveText("Wybierz kategorię");
  await expect(page.getByText(/Statistics|Code generator|Copy code/)).toHaveCount(0);
  await page.goto("/admin/produkty");
  await expect(page.locator("html")).toHaveAttribute("lang", "pl");
  await expect(page).toHaveTitle("Produkty | Panel Admin | Viralne Produkty");
  await expect(page.getByRole("heading", { level: 1, name: "Produkty" })).toBeVisible();
  await expect(page.getByText(/^Znaleziono: \d+$/)).toBeVisible();
  await expect(page.getByText(/^\d+ kliknię(cie|cia|ć)$/).first()).toBeVisible();
  await page.goto("/admin/blog");
  await expect(page.getByRole("link", { name: "Nowy wpis" })).toBeVisible();
  await page.goto("/blog/edytor/nowy");
  await expect(page.getByRole("heading", { level: 1, name: "Nowy wpis blogowy" })).toBeVisible();
  await expect(page.getByRole("group", { name: "Linki do sklepów" })).toBeVisible();
});
