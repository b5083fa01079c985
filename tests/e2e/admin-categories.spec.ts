import { expect, test } from "./support/login";
import { expectNoA11yViolationsAtBothWidths } from "./support/axe";
import { hydrated } from "./support/hydration";

// ADR 132: the "Kategorie" admin screen — an editor adds a category and a type, renames the category,
// disables it; a visitor's category bar on /produkty follows each step (the page cache is emptied).

test("an editor adds a category and a type, renames and disables it; the public filter follows", async ({ page, login, browser }) => {
  test.setTimeout(240_000); // ten cards of tables: axe at two widths is slow on a loaded machine
  const visitor = await browser.newContext();
  const publicPage = await visitor.newPage();
  const categoryBar = () => publicPage.getByRole("navigation", { name: "Kategorie" });
  // A visitor's list is cached (ADR 010) before the changes.
  await publicPage.goto("/produkty");
  await expect(categoryBar().getByRole("link", { name: "Elektronika" })).toBeVisible();

  await login("editor");
  await page.goto("/admin");
  await page.getByRole("navigation", { name: "Menu panelu administracyjnego" }).getByRole("link", { name: "Kategorie" }).click();
  await expect(page).toHaveURL(/\/admin\/kategorie$/);
  await expect(page.getByRole("heading", { name: "Kategorie", level: 1 })).toBeVisible();
  await hydrated(page);
  await expect(page.getByRole("article", { name: /^Elektronika EL/ }).getByRole("table", { name: "Typy produktów: Elektronika" }).getByRole("row")).toHaveCount(6);
  // On a phone a types table fits the screen (its default, state and product count go under the name).
  const desktop = page.viewportSize()!;
  await page.setViewportSize({ width: 390, height: 844 });
  const typesRegion = page.getByRole("region", { name: "Typy produktów: Elektronika" });
  await expect(typesRegion.getByRole("rowheader").first()).toContainText("Produkty:");
  expect(await typesRegion.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(1);
  await page.setViewportSize(desktop);

  // A bad form: Polish messages under the fields, nothing saved.
  await page.getByRole("button", { name: "Dodaj kategorię" }).click();
  const dialog = page.getByRole("dialog", { name: "Nowa kategoria" });
  await dialog.getByLabel("Kod (dwie wielkie litery)").fill("E1");
  await dialog.getByRole("button", { name: "Zapisz" }).click();
  await expect(dialog.getByText("Podaj nazwę kategorii.")).toBeVisible();
  await expect(dialog.getByText("Kod to dwie wielkie litery od A do Z, np. EL.")).toBeVisible();
  // A code another category has: the server's 409, in the dialog.
  await dialog.getByLabel("Nazwa").fill("Gadżety biurowe");
  await expect(dialog.getByText("Adres w serwisie (z nazwy): gadzety-biurowe")).toBeVisible();
  await dialog.getByLabel("Kod (dwie wielkie litery)").fill("EL");
  await dialog.getByRole("button", { name: "Zapisz" }).click();
  await expect(dialog.getByText("Kod EL ma już inna kategoria.")).toBeVisible();
  await dialog.getByLabel("Kod (dwie wielkie litery)").fill("gb");
  await dialog.getByLabel("Ikona").selectOption("package");
  await dialog.getByLabel("Opis", { exact: true }).fill("Organizery, lampki i drobiazgi na biurko.");
  await dialog.getByRole("button", { name: "Zapisz" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Dodano kategorię." })).toBeVisible();
  await expect(dialog).toBeHidden();
  const card = page.getByRole("article", { name: /^Gadżety biurowe GB/ });
  await expect(card.getByText("Ta kategoria nie ma jeszcze typów.")).toBeVisible();
  // The product form says where a type comes from (review, session 28: 'Generuj kod' only failed).
  await page.goto("/admin/produkty/nowy");
  await hydrated(page);
  const form = page.getByRole("dialog", { name: "Nowy produkt" });
  await form.getByLabel("Kategoria *").selectOption("GB");
  await expect(form.getByText("Ta kategoria nie ma jeszcze typów produktów: kod da się wygenerować po dodaniu typu.")).toBeVisible();
  await form.getByRole("link", { name: "Dodaj typ w sekcji Kategorie" }).click();
  // The chosen category is a change: leaving asks first.
  await page.getByRole("dialog", { name: "Niezapisane zmiany" }).getByRole("button", { name: "Opuść stronę" }).click();
  await expect(page).toHaveURL(/\/admin\/kategorie$/);
  await hydrated(page);

  // Its first type becomes the default.
  await card.getByRole("button", { name: "Dodaj typ do kategorii Gadżety biurowe" }).click();
  const typeDialog = page.getByRole("dialog", { name: "Nowy typ w kategorii Gadżety biurowe" });
  await typeDialog.getByLabel("Nazwa").fill("Lampki biurkowe");
  await typeDialog.getByLabel("Kod typu (dwie wielkie litery)").fill("LA");
  await typeDialog.getByRole("button", { name: "Zapisz" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Dodano typ produktu." })).toBeVisible();
  const typeRow = card.getByRole("row", { name: /Lampki biurkowe/ });
  await expect(typeRow.getByRole("cell", { name: "Tak", exact: true })).toBeVisible();
  await expect(typeRow.getByRole("cell", { name: "Aktywny", exact: true })).toBeVisible();

  await publicPage.reload();
  await expect(categoryBar().getByRole("link", { name: "Gadżety biurowe" })).toBeVisible();

  // Rename: the card and the public filter show the new name.
  await card.getByRole("button", { name: "Edytuj kategorię Gadżety biurowe" }).click();
  const editDialog = page.getByRole("dialog", { name: "Edycja kategorii Gadżety biurowe" });
  await editDialog.getByLabel("Nazwa").fill("Gadżety do biura");
  await editDialog.getByRole("button", { name: "Zapisz" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Zapisano kategorię." })).toBeVisible();
  const renamed = page.getByRole("article", { name: /^Gadżety do biura GB/ });
  await expect(renamed).toBeVisible();
  await publicPage.reload();
  await expect(categoryBar().getByRole("link", { name: "Gadżety do biura" })).toBeVisible();
  await expect(categoryBar().getByRole("link", { name: "Gadżety biurowe" })).toHaveCount(0);

  // A category with products cannot be deleted: its button is disabled and says why, offering
  // disabling instead (the server refuses it too: categories.db.test.ts).
  const electronicsDelete = page.getByRole("article", { name: /^Elektronika EL/ }).getByRole("button", { name: "Usuń kategorię Elektronika" });
  await expect(electronicsDelete).toBeDisabled();
  await expect(electronicsDelete).toHaveAccessibleDescription("Kategorii z produktami lub kodami nie można usunąć; możesz ją wyłączyć.");

  // Disable: gone from the visitor's category bar.
  await renamed.getByRole("button", { name: "Wyłącz kategorię Gadżety do biura" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Wyłączono kategorię." })).toBeVisible();
  await expect(renamed.getByRole("heading", { name: /Wyłączona/ })).toBeVisible();
  await publicPage.reload();
  await expect(categoryBar().getByRole("link", { name: "Elektronika" })).toBeVisible();
  await expect(categoryBar().getByRole("link", { name: "Gadżety do biura" })).toHaveCount(0);
  await expectNoA11yViolationsAtBothWidths(page);

  // Unused, it can be deleted (with its type).
  await renamed.getByRole("button", { name: "Usuń kategorię Gadżety do biura" }).click();
  await page.getByRole("dialog", { name: "Usuwanie kategorii" }).getByRole("button", { name: "Usuń" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Usunięto kategorię." })).toBeVisible();
  await expect(page.getByRole("article", { name: /^Gadżety do biura/ })).toHaveCount(0);
  // The deleted card took the focused button with it: the focus moves to the heading, not to the top.
  await expect(page.getByRole("heading", { level: 1, name: "Kategorie" })).toBeFocused();
  await visitor.close();
});

test("two tabs: a save from a form opened before the other tab's change is refused and says why (ADR 166)", async ({ page, login }) => {
  await login("editor");
  await page.goto("/admin/kategorie");
  await hydrated(page);
  // A category of its own, deleted at the end (the demo catalogue stays as the other journeys expect it).
  await page.getByRole("button", { name: "Dodaj kategorię" }).click();
  const added = page.getByRole("dialog", { name: "Nowa kategoria" });
  await added.getByLabel("Nazwa").fill("Dwie karty");
  await added.getByLabel("Kod (dwie wielkie litery)").fill("DK");
  await added.getByRole("button", { name: "Zapisz" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Dodano kategorię." })).toBeVisible();

  // The second tab opens the edit form; meanwhile the first tab switches the category off.
  const other = await page.context().newPage();
  await other.goto("/admin/kategorie");
  await hydrated(other);
  await other.getByRole("article", { name: /^Dwie karty DK/ }).getByRole("button", { name: "Edytuj kategorię Dwie karty" }).click();
  const stale = other.getByRole("dialog", { name: "Edycja kategorii Dwie karty" });
  await page.getByRole("article", { name: /^Dwie karty DK/ }).getByRole("button", { name: "Wyłącz kategorię Dwie karty" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Wyłączono kategorię." })).toBeVisible();

  // Its save (the switch still on, as the form was opened) is refused in the dialog, and changes nothing.
  await stale.getByLabel("Opis", { exact: true }).fill("Zmiana z drugiej karty");
  await stale.getByRole("button", { name: "Zapisz" }).click();
  await expect(stale.getByText("Ktoś inny zmienił tę kategorię po otwarciu formularza. Odśwież stronę i wprowadź zmiany ponownie.")).toBeVisible();
  await stale.getByRole("button", { name: "Zapisz" }).click(); // pressed again: still refused (the dialog keeps the version it opened on)
  await expect(stale.getByText(/^Ktoś inny zmienił tę kategorię/)).toBeVisible();
  await other.reload();
  const card = other.getByRole("article", { name: /^Dwie karty DK/ });
  await expect(card.getByRole("heading", { name: /Wyłączona/ })).toBeVisible();
  await expect(card.getByText("Zmiana z drugiej karty")).toHaveCount(0);

  await card.getByRole("button", { name: "Usuń kategorię Dwie karty" }).click();
  await other.getByRole("dialog", { name: "Usuwanie kategorii" }).getByRole("button", { name: "Usuń" }).click();
  await expect(other.getByRole("status").filter({ hasText: "Usunięto kategorię." })).toBeVisible();
  await other.close();
});

test("a moderator gets no 'Kategorie' item and a 403 at the address", async ({ page, login }) => {
  await login("moderator");
  await page.goto("/admin");
  await expect(page.getByRole("navigation", { name: "Menu panelu administracyjnego" }).getByRole("link", { name: "Kategorie" })).toHaveCount(0);
  const res = await page.goto("/admin/kategorie");
  expect(res?.status()).toBe(403);
});
