import type { Page } from "@playwright/test";
import { hydrated } from "./support/hydration";
import { expect, test } from "./support/login";
import { expectNoA11yViolations } from "./support/axe";

// Issue #15 point 15, ADR 089: an admin whose language is English gets the admin panel's shell,
// Overview, users, roles and product codes in English (text, dates, numbers, refusals); a Polish
// editor keeps the spec's Polish texts.

async function chooseLanguage(page: Page, field: string, language: string, save: string) {
  await page.goto("/profil?edytuj=1");
  await page.getByLabel(field, { exact: true }).selectOption({ label: language });
  await page.getByRole("button", { name: save }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", language === "English" ? "en" : "pl");
}

test("an English admin works in an English admin panel; a refusal is explained in English", async ({ page, login }) => {
  test.setTimeout(300_000); // slow on a shared 2-core machine (2 min measured)
  const hydrationErrors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && /hydrat|did not match/i.test(message.text())) hydrationErrors.push(message.text());
  });
  await login("admin");
  await chooseLanguage(page, "Język", "English", "Zapisz zmiany");
  try {
    // The shell and Overview.
    await page.goto("/admin");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page).toHaveTitle("Overview | Admin panel | Viralne Produkty");
    const nav = page.getByRole("navigation", { name: "Admin panel menu" });
    for (const name of ["Overview", "Products", "Blog", "Categories", "Product codes", "Users", "Roles"]) {
      await expect(nav.getByRole("link", { name, exact: true })).toBeVisible();
    }
    await expect(page.getByRole("heading", { level: 1, name: "Overview" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Add product" })).toBeVisible();
    await expect(page.getByText("Views", { exact: true }).first()).toBeVisible();
    await expect(page.getByRole("heading", { name: "Clicks on shop links" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Newest products" })).toBeVisible();
    await expect(page.locator("figcaption")).toHaveText(/^Clicks on shop links in the last 30 days: [\d,]+ in total/);
    await hydrated(page);
    await expectNoA11yViolations(page);

    // A section that does not exist.
    await page.goto("/admin/nie-ma-takiej");
    await expect(page.getByText("This section is under development.")).toBeVisible();

    // Users: the list, its dates in en-GB, and an assignment the server refuses.
    await page.goto("/admin/uzytkownicy");
    await expect(page).toHaveTitle("Users | Admin panel | Viralne Produkty");
    await expect(page.getByRole("heading", { level: 1, name: "Users" })).toBeVisible();
    await expect(page.getByLabel("Search by name or e-mail")).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: /^Found: \d+$/ })).toBeVisible();
    const table = page.getByRole("table", { name: "Users and their roles" });
    await expect(table.getByRole("columnheader", { name: "Registered" })).toBeVisible();
    await expect(table.locator("time").first()).toHaveText(/^\d{1,2} [A-Z][a-z]{2} \d{4}$/); // en-GB '23 Nov 2026'
    await hydrated(page);
    await expectNoA11yViolations(page);
    const jan = table.getByRole("row").filter({ hasText: "jan@viralne.local" });
    await jan.getByRole("button", { name: /^Roles: / }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByRole("heading", { name: /^Manage roles: / })).toBeVisible();
    await expect(dialog.getByRole("heading", { name: "Current roles" })).toBeVisible();
    await dialog.getByLabel("Role", { exact: true }).selectOption({ index: 1 });
    await dialog.getByLabel("Valid until (optional)").fill("2020-01-01");
    await dialog.getByRole("button", { name: "Assign role" }).click();
    await expect(dialog.getByRole("alert")).toHaveText("Error assigning the role: The expiry date must be in the future.");
    await expectNoA11yViolations(page);
    await dialog.getByRole("button", { name: "Close" }).click();
    await jan.getByRole("button", { name: /^Role history: / }).click();
    await expect(page.getByRole("dialog").getByRole("heading", { name: /^Role history: / })).toBeVisible();
    await expect(page.getByRole("dialog").getByText(/^(No role changes\.|When: .+)$/).first()).toBeVisible();
    await page.getByRole("dialog").getByRole("button", { name: "Close" }).click();

    // Roles.
    await page.goto("/admin/role");
    await expect(page).toHaveTitle("Roles | Admin panel | Viralne Produkty");
    await expect(page.getByRole("heading", { name: "Roles and permissions" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "New role" })).toBeVisible();
    await expect(page.getByLabel("Display name")).toBeVisible();
    await expect(page.getByRole("button", { name: "Create role" })).toBeVisible();
    await expect(page.getByText(/accounts with this role: \d+/).first()).toBeVisible();
    await hydrated(page);
    await expectNoA11yViolations(page);

    // Product codes: the ICU plural, the generator's refusal in English, the list.
    await page.goto("/admin/kody");
    await expect(page).toHaveTitle("Product codes | Admin panel | Viralne Produkty");
    await expect(page.getByRole("heading", { name: /^Statistics \([\d,]+ codes?\)$/ })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Code generator" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Export CSV" })).toBeVisible();
    await expect(page.getByRole("button", { name: /^Copy code / }).first()).toBeVisible();
    await hydrated(page);
    const generator = page.getByRole("region", { name: "Code generator" });
    await generator.getByRole("button", { name: "Generate code" }).click();
    await expect(generator.getByRole("alert")).toHaveText("Choose a category");
    await expectNoA11yViolations(page);
    await expect(page.getByText(/Statystyki|Generator kodów|Kopiuj kod|Wybierz kategorię/)).toHaveCount(0);

    // Categories (ADR 132): the screen and a server refusal (a value-carrying message) in English.
    await page.goto("/admin/kategorie");
    await expect(page).toHaveTitle("Categories | Admin panel | Viralne Produkty");
    await expect(page.getByRole("heading", { level: 1, name: "Categories" })).toBeVisible();
    await hydrated(page);
    await page.getByRole("button", { name: "Delete category Elektronika" }).click();
    await page.getByRole("dialog", { name: "Deleting a category" }).getByRole("button", { name: "Delete" }).click();
    await expect(page.getByRole("status").filter({ hasText: /The category “Elektronika” cannot be deleted: it has products or product codes \(products: \d+, codes: \d+\)\. Disable it instead\./ })).toBeVisible();
    await expect(page.getByText(/Dodaj kategorię|Typy produktów|Nie można usunąć/)).toHaveCount(0);

    // On a phone: the same panel, axe clean.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/admin/uzytkownicy");
    await expect(page.getByRole("navigation", { name: "Admin panel menu" }).getByRole("link", { name: "Users" })).toBeVisible();
    await expectNoA11yViolations(page);
    await page.goto("/admin/kody");
    await expect(page.getByRole("heading", { name: "Code list" })).toBeVisible();
    await expectNoA11yViolations(page);
    await page.setViewportSize({ width: 1280, height: 720 });
  } finally {
    await chooseLanguage(page, "Language", "Polski", "Save changes");
  }
  expect(hydrationErrors).toEqual([]);
});

test("a Polish editor keeps the spec's Polish admin panel", async ({ page, login }) => {
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
});
