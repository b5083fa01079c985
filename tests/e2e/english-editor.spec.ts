import type { Page } from "@playwright/test";
import { hydrated } from "./support/hydration";
import { expect, test } from "./support/login";
import { expectNoA11yViolations } from "./support/axe";

// Issue #15 point 15 (ADR 090): an editor whose language is English gets the admin catalogue (products
// list, product form, CSV import) and the blog editing screens (admin list, post editor) in English,
// schema and action messages included; a Polish editor keeps the spec's Polish. Content stays as written.

async function chooseLanguage(page: Page, field: string, language: string, save: string) {
  await page.goto("/profil?edytuj=1");
  await page.getByLabel(field, { exact: true }).selectOption({ label: language });
  await page.getByRole("button", { name: save }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", language === "English" ? "en" : "pl");
}

/** Runs `body` as the admin with English chosen, and always switches back (the database is shared by the specs). */
async function asEnglishAdmin(page: Page, login: (role: "admin") => Promise<void>, body: () => Promise<void>) {
  await login("admin");
  await chooseLanguage(page, "Język", "English", "Zapisz zmiany");
  try {
    await body();
  } finally {
    await chooseLanguage(page, "Language", "Polski", "Save changes");
  }
}


test("an English admin manages products: the list, the form with its errors, and the CSV import", async ({ page, login }) => {
  test.setTimeout(120_000);
  await asEnglishAdmin(page, login, async () => {
    await page.goto("/admin/produkty");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page).toHaveTitle("Products | Admin panel | Viralne Produkty");
    await expect(page.getByRole("heading", { level: 1, name: "Products" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Export CSV" })).toBeVisible();
    await expect(page.getByLabel("Search by title, description or code")).toBeVisible();
    await expect(page.getByText(/^Found: \d+$/)).toBeVisible();
    await expect(page.getByRole("columnheader", { name: "Views" })).toBeVisible();
    await expect(page.getByText(/^\d+ clicks?$/).first()).toBeVisible();
    await expect(page.getByRole("heading", { name: "Selected products" })).toBeVisible();
    await expect(page.getByLabel("Action", { exact: true }).locator("option").first()).toHaveText("Choose an action");
    await expect(page.getByRole("heading", { name: "Import products" })).toBeVisible();
    await expect(page.getByText(/Eksportuj|Znaleziono|Wyświetlenia|Import produktów|kliknię/)).toHaveCount(0);
    await hydrated(page);
    await expectNoA11yViolations(page);

    // The CSV import: a file without the export's columns is refused, its report in English.
    const importForm = page.getByRole("region", { name: "Import products" });
    await importForm.getByLabel("CSV file").setInputFiles({ name: "bad.csv", mimeType: "text/csv", buffer: Buffer.from("tytul\nLampka\n") });
    await importForm.getByRole("button", { name: "Import" }).click();
    await expect(importForm.getByRole("list", { name: "Rows with errors" }).getByRole("listitem").first()).toHaveText(/^Row 1: Columns missing in the file: /);
    await expect(importForm.getByText(/^Columns missing in the file: /).first()).toBeVisible();
    await expect(importForm.getByText(/Brak kolumn|Wiersz/)).toHaveCount(0);

    // The product form: the browser's check and the server's answer, both in English; nothing saved.
    await page.getByRole("link", { name: "Add product" }).click();
    const dialog = page.getByRole("dialog", { name: "New product" });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveTitle("New product | Admin panel | Viralne Produkty");
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST" && new URL(request.url()).pathname.startsWith("/admin/produkty")) posts.push(request.url());
    });
    await dialog.getByRole("button", { name: "Add product" }).click();
    await expect(dialog.getByText("Fill in all required fields").first()).toBeVisible();
    expect(posts).toEqual([]); // refused in the browser: no request

    const title = `English form ${Date.now()}`;
    await dialog.getByLabel("Title *").fill(title);
    await dialog.getByLabel("Description *").fill("A lamp.");
    await dialog.getByLabel("Category *").selectOption("EL");
    await dialog.getByLabel("Original price").fill("-5");
    await dialog.getByRole("button", { name: "Add product" }).click();
    await expect(dialog.getByText("The price must be a non-negative number").first()).toBeVisible();
    expect(posts).toEqual([]);
    await dialog.getByLabel("Original price").fill("19.99");
    // A code another product holds: only the server knows (409), its field error in English.
    await dialog.getByLabel("Product code").fill("EL-CH-001");
    await dialog.getByRole("button", { name: "Add product" }).click();
    await expect(dialog.getByText("The code already exists for another product").first()).toBeVisible();
    expect(posts.length).toBe(1);
    await expect(dialog.getByText(/Kod już istnieje|Wypełnij|Wystąpił błąd/)).toHaveCount(0);
    await expect(dialog.getByLabel("Temu link")).toBeVisible();
    await expect(dialog.getByRole("group", { name: "Images (the first is the main one)" })).toContainText("You can upload 5 more images");
    await expectNoA11yViolations(page);
    await dialog.getByRole("link", { name: "Close the form" }).click();
    await expect(dialog).toHaveCount(0);
    await page.getByLabel("Search by title, description or code").fill(title);
    await page.getByRole("button", { name: "Filter" }).click();
    await expect(page.getByText("Found: 0")).toBeVisible();
    await expect(page.getByText("No products match the filters")).toBeVisible();
  });
});

test("an English admin manages the blog: the admin list and the post editor", async ({ page, login }) => {
  test.setTimeout(120_000);
  await asEnglishAdmin(page, login, async () => {
    await page.goto("/admin/blog");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page).toHaveTitle("Blog | Admin panel | Viralne Produkty");
    await expect(page.getByRole("link", { name: "New post" })).toBeVisible();
    await expect(page.getByText("Published", { exact: true }).first()).toBeVisible();
    await expect(page.getByRole("search", { name: "Post filters" }).getByLabel("Status")).toBeVisible();
    await expect(page.getByRole("columnheader", { name: "Author" })).toBeVisible();
    await expect(page.getByRole("button", { name: /^(Publish|Hide): / }).first()).toBeVisible();
    await expect(page.locator("main table time").first()).toHaveText(/^\d{1,2} [A-Z][a-z]+ \d{4}$/);
    await expect(page.getByText(/Opublikowane|Wszystkie statusy|Nowy wpis/)).toHaveCount(0);
    await hydrated(page);
    await expectNoA11yViolations(page);

    // An existing post: the editor and its version history.
    await page.getByRole("link", { name: /^Edit: / }).first().click();
    await expect(page.getByRole("heading", { level: 1, name: "Edit post" })).toBeVisible();
    await expect(page).toHaveTitle("Edit post | Viralne Produkty");
    await expect(page.getByRole("heading", { name: "Version history" })).toBeVisible();
    await expect(page.getByRole("group", { name: "Shop links" })).toBeVisible();
    await expect(page.getByRole("group", { name: "Linked catalogue product" })).toBeVisible();
    await expectNoA11yViolations(page);

    // A new post: a refused save answers in English; the preview keeps the post page's English chrome.
    await page.goto("/blog/edytor/nowy");
    await expect(page.getByRole("heading", { level: 1, name: "New blog post" })).toBeVisible();
    await hydrated(page);
    await page.getByLabel("Title", { exact: true }).fill("Lamp");
    await page.getByLabel("TikTok video (URL)").fill("not a url");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByText("Enter a full URL starting with http:// or https://.").first()).toBeVisible();
    await expect(page.getByText("Could not create the post.")).toBeVisible();
    await expect(page.getByText(/Podaj pełny|Nie udało się/)).toHaveCount(0);
    await page.getByLabel("TikTok video (URL)").fill("");
    await page.getByRole("button", { name: "Preview" }).click();
    await expect(page.getByRole("region", { name: "Post preview" }).getByRole("heading", { level: 1, name: "Lamp" })).toBeVisible();
    await page.getByRole("button", { name: "Back to editing" }).click();
    await expect(page.getByLabel("Excerpt")).toBeVisible();
    await expectNoA11yViolations(page);
  });
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the English products list and post editor are axe clean", async ({ page, login }) => {
    test.setTimeout(90_000);
    await asEnglishAdmin(page, login, async () => {
      await page.goto("/admin/produkty");
      await expect(page.getByRole("heading", { level: 1, name: "Products" })).toBeVisible();
      await expectNoA11yViolations(page);
      await page.goto("/blog/edytor/nowy");
      await expect(page.getByRole("heading", { level: 1, name: "New blog post" })).toBeVisible();
      await expectNoA11yViolations(page);
    });
  });
});

test("a Polish editor still sees the spec's Polish", async ({ page, login }) => {
  await login("editor");
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
