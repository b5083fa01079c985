import type { Page } from "@playwright/test";
import { hydrated } from "./support/hydration";
import { expect, test } from "./support/login";

// Hydration waits for the first paint and, on a slow phone, for the scripts: what a visitor types in
// that gap is given back to the fields once React owns the page (utils/typed-before-hydration.ts).
// Here the scripts are held back until the typing is done.

async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await gate;
    await route.continue();
  });
  return release;
}

test("a title typed before hydration stays in the product form's state (the generated alias uses it)", async ({ page, login }) => {
  await login("editor");
  const release = await holdScripts(page);
  await page.goto("/admin/produkty/nowy", { waitUntil: "domcontentloaded" });
  const dialog = page.getByRole("dialog", { name: "Nowy produkt" });
  await dialog.getByLabel("Tytuł *").fill("Lampka Żółta");
  await dialog.getByLabel("Opis *").fill("Wpisane przed hydracją.");
  await expect(page.locator("html")).not.toHaveAttribute("data-hydrated", "");
  release();
  await hydrated(page);
  await expect(dialog.getByLabel("Tytuł *")).toHaveValue("Lampka Żółta");
  await expect(dialog.getByLabel("Opis *")).toHaveValue("Wpisane przed hydracją.");
  // The replayed typing counts as a change: closing the form asks first.
  await dialog.getByRole("link", { name: "Zamknij formularz" }).click();
  const unsaved = page.getByRole("dialog", { name: "Niezapisane zmiany" });
  await expect(unsaved).toBeVisible();
  await unsaved.getByRole("button", { name: "Zostań" }).click();
  await expect(unsaved).toBeHidden();
  await dialog.getByLabel("Kategoria *").selectOption("EL");
  await dialog.getByRole("button", { name: "Generuj kod" }).click();
  await expect(dialog.getByText(/^Wygenerowano kod: EL-[A-Z]{2}-\d{3}$/)).toBeVisible();
  const code = await dialog.getByLabel("Kod produktu").inputValue();
  // The alias is derived from the title held in React's state: empty there, it would end at the code.
  await expect(dialog.getByLabel("Alias URL")).toHaveValue(`${code.toLowerCase()}-lampka-zolta`);
});

test("a search typed in the header before hydration gets its suggestions", async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto("/blog", { waitUntil: "domcontentloaded" });
  const box = page.getByRole("banner").getByRole("combobox", { name: "Szukaj produktów" });
  await box.fill("lamp");
  release();
  await hydrated(page);
  await expect(box).toHaveValue("lamp");
  await expect(page.getByRole("listbox", { name: "Podpowiedzi" })).toBeVisible();
});

test("stars picked before hydration are the review's rating (not the default 5)", async ({ page, login }) => {
  test.setTimeout(90_000);
  await login("editor"); // the demo editor writes no reviews
  await page.goto("/produkty?sort=newest");
  const href = (await page.locator("main a[href^='/produkt/']").first().getAttribute("href"))!;
  const release = await holdScripts(page);
  await page.goto(href, { waitUntil: "domcontentloaded" });
  await page.getByText("Dodaj opinię", { exact: true }).click();
  await page.locator('input[name="rating"][value="2"]').check({ force: true }); // the star's label covers it
  await page.getByLabel("Komentarz").fill("Dwie gwiazdki wybrane przed hydracją.");
  await page.getByRole("checkbox", { name: /Akceptuję/ }).check();
  release();
  await hydrated(page);
  const stars = page.getByRole("group", { name: "Ocena", exact: true });
  await expect(stars.getByRole("radio", { name: "2 gwiazdki" })).toBeChecked();
  await expect(stars.getByRole("radio", { name: "5 gwiazdek" })).not.toBeChecked();
  await page.getByRole("button", { name: "Wyślij opinię" }).click();
  const mine = page.getByRole("region", { name: /^Opinie/ }).getByRole("article").filter({ hasText: "Twoja opinia" });
  await expect(mine.getByRole("img", { name: /^Ocena: 2,0 na 5/ })).toBeVisible();

  // Clean up: the review goes.
  await page.getByRole("button", { name: "Usuń opinię" }).click();
  await page.getByRole("dialog", { name: "Usuń opinię" }).getByRole("button", { name: "Usuń", exact: true }).click();
  await expect(page.getByText("Dodaj opinię", { exact: true })).toBeVisible();
});

test("rows ticked in the admin list before hydration stay ticked and counted", async ({ page, login }) => {
  await login("editor");
  const release = await holdScripts(page);
  await page.goto("/admin/produkty", { waitUntil: "domcontentloaded" });
  const boxes = page.locator("tbody input[type=checkbox]");
  await boxes.nth(0).check();
  await boxes.nth(1).check();
  release();
  await hydrated(page);
  await expect(boxes.nth(0)).toBeChecked();
  await expect(boxes.nth(1)).toBeChecked();
  await expect(page.getByText("Zaznaczono: 2")).toBeVisible();
});
