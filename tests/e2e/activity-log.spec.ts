import { expectNoA11yViolationsAtBothWidths } from "./support/axe";
import { hydrated } from "./support/hydration";
import { expect, loginAs, test } from "./support/login";

// ADR 160: what an editor changes in the panel is in the administrator's change log, with who and
// which fields, and on the product's form; an editor has no log of their own to open.

test("an editor's product changes reach the change log and the product's form; the editor cannot open the log", async ({ page, login, browser }) => {
  test.setTimeout(90_000);
  await login("editor");
  await page.goto("/admin/produkty/nowy");
  await hydrated(page);
  const created = page.getByRole("dialog", { name: "Nowy produkt" });
  const title = `Lampka do dziennika ${Date.now()}`;
  await created.getByLabel("Tytuł *").fill(title);
  await created.getByLabel("Opis *").fill("Do sprawdzenia dziennika zmian.");
  await created.getByLabel("Kategoria *").selectOption("EL");
  await created.getByRole("button", { name: "Dodaj produkt" }).click();
  await expect(page).toHaveURL(/\/admin\/produkty$/);

  // A change of price and title: the entry names both fields.
  await page.goto(`/admin/produkty?q=${encodeURIComponent(title)}`);
  await hydrated(page);
  await page.getByRole("row", { name: new RegExp(title) }).getByRole("link", { name: /Edytuj/ }).click();
  const edit = page.getByRole("dialog", { name: /Edytuj produkt/ });
  await edit.getByLabel("Tytuł *").fill(`${title} zmieniona`);
  await edit.getByLabel("Cena oryginalna").fill("129,99");
  await edit.getByRole("button", { name: "Zapisz zmiany" }).click();
  await expect(page.getByText("Zapisano zmiany produktu.").first()).toBeVisible();

  // The form shows who changed it last.
  await page.getByRole("row", { name: new RegExp(`${title} zmieniona`) }).getByRole("link", { name: /Edytuj/ }).click();
  const reopened = page.getByRole("dialog", { name: /Edytuj produkt/ });
  await reopened.getByText("Ostatnie zmiany").click();
  await expect(reopened.getByRole("listitem").filter({ hasText: "Ewa Redaktorska" }).filter({ hasText: "zmieniono: tytuł, ceny" })).toBeVisible();
  await expect(reopened.getByRole("listitem").filter({ hasText: "dodano" })).toHaveCount(1);

  // No log for the editor: no menu item, and the address answers 403 inside the panel.
  await expect(page.getByRole("navigation", { name: "Menu panelu administracyjnego" }).getByRole("link", { name: "Dziennik zmian" })).toHaveCount(0);
  expect((await page.goto("/admin/dziennik"))!.status()).toBe(403);

  // The administrator finds both entries, filters by kind and person, and opens the product.
  const admin = await (await browser.newContext()).newPage();
  await loginAs(admin, "admin", new URL(page.url()).origin);
  await admin.goto("/admin");
  await hydrated(admin);
  await admin.getByRole("navigation", { name: "Menu panelu administracyjnego" }).getByRole("link", { name: "Dziennik zmian" }).click();
  await expect(admin.getByRole("heading", { level: 1, name: "Dziennik zmian" })).toBeVisible();
  await admin.getByLabel("Rodzaj").selectOption({ label: "Produkty" });
  await admin.getByLabel("Osoba").selectOption({ label: "Ewa Redaktorska" });
  await admin.getByRole("button", { name: "Filtruj" }).click();
  await expect(admin).toHaveURL(/rodzaj=product/);
  const table = admin.getByRole("table", { name: "Zmiany, od najnowszych" });
  const changed = table.getByRole("row").filter({ hasText: `${title} zmieniona — zmieniono` });
  await expect(changed).toContainText("zmieniono: tytuł, ceny");
  await expect(changed).toContainText("129,99"); // in Polish figures, as everywhere else in the panel
  await expect(changed.getByRole("cell", { name: "Ewa Redaktorska", exact: true })).toBeVisible();
  await expect(table.getByRole("row").filter({ hasText: `${title} — dodano` })).toHaveCount(1);
  // A quick span keeps the other filters (and a saved view of it stays "the last 7 days").
  const periods = admin.getByRole("navigation", { name: "Okres" });
  await periods.getByRole("link", { name: "Ostatnie 7 dni" }).click();
  await expect(admin).toHaveURL(/okres=7-dni/);
  await expect(admin).toHaveURL(/rodzaj=product/);
  await expect(periods.getByRole("link", { name: "Ostatnie 7 dni" })).toHaveAttribute("aria-current", "true");
  await expect(admin.getByLabel("Od dnia")).toHaveValue("");
  await expect(changed).toContainText("zmieniono: tytuł, ceny");
  await expectNoA11yViolationsAtBothWidths(admin);
  const href = (await changed.getByRole("link", { name: `${title} zmieniona` }).getAttribute("href"))!;
  await changed.getByRole("link", { name: `${title} zmieniona` }).click();
  await expect(admin.getByRole("dialog", { name: new RegExp(`Edytuj produkt: ${title} zmieniona`) })).toBeVisible();

  // Deleted (the test leaves the catalogue as it found it): the entry says so, and nothing links to it.
  const deleted = await admin.request.post("/admin/produkty", {
    form: { intent: "delete", id: href.split("/").pop()! },
    headers: { origin: new URL(admin.url()).origin, "sec-fetch-site": "same-origin" },
    maxRedirects: 0,
  });
  expect(deleted.status()).toBeLessThan(400);
  await admin.goto("/admin/dziennik?rodzaj=product");
  const gone = admin.getByRole("table", { name: "Zmiany, od najnowszych" }).getByRole("row").filter({ hasText: `${title} zmieniona — usunięto` });
  await expect(gone).toContainText("Administrator Demo");
  await expect(gone.getByRole("link", { name: `${title} zmieniona` })).toHaveCount(0);
  await admin.context().close();
});
