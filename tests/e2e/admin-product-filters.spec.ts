import { expectNoA11yViolationsAtBothWidths } from "./support/axe";
import { hydrated } from "./support/hydration";
import { expect, test } from "./support/login";

// ADR 128: the admin product list's status and missing-data filters, in the URL, with and without JavaScript.

test("an editor filters the product list by status and missing data, keeps it while sorting and clears it", async ({ page, login, browser }) => {
  test.setTimeout(60_000); // two axe passes on a loaded 2-core machine
  await login("editor");
  await page.goto("/admin/produkty");
  await hydrated(page);
  const found = page.getByText(/^Znaleziono: /);
  const allText = await found.textContent();
  const form = page.getByRole("search", { name: "Wyszukiwanie produktów" });

  await form.getByLabel("Stan").selectOption({ label: "Na czasie" });
  await form.getByRole("button", { name: "Filtruj" }).click();
  await expect(page).toHaveURL(/[?&]stan=na-czasie(&|$)/);
  await expect(found).not.toHaveText(allText!);
  const rows = page.getByRole("table").getByRole("row").filter({ has: page.getByRole("rowheader") });
  await expect(rows.first()).toBeVisible();
  for (const row of await rows.all()) await expect(row).toContainText("Trending");
  await expectNoA11yViolationsAtBothWidths(page);

  // Sorting by a column keeps the filter.
  await page.getByRole("link", { name: /^Tytuł/ }).click();
  await expect(page).toHaveURL(/sort=title/);
  await expect(page).toHaveURL(/stan=na-czasie/);
  await expect(form.getByLabel("Stan")).toHaveValue("na-czasie");

  await page.getByRole("link", { name: "Wyczyść filtry" }).click();
  await expect(page).not.toHaveURL(/stan=/);
  await expect(page).toHaveURL(/sort=title/); // the order stays
  await expect(form.getByLabel("Stan")).toHaveValue("");
  await expect(page.getByRole("link", { name: "Wyczyść filtry" })).toHaveCount(0);

  // Without JavaScript the same form is a plain GET.
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  await noScript.addCookies(await page.context().cookies());
  const plain = await noScript.newPage();
  await plain.goto(page.url());
  await plain.getByLabel("Braki").selectOption({ label: "Bez zdjęć" });
  await plain.getByRole("button", { name: "Filtruj" }).click();
  await expect(plain).toHaveURL(/braki=bez-zdjec/);
  await expect(plain).toHaveURL(/sort=title/);
  await expect(plain.getByLabel("Braki")).toHaveValue("bez-zdjec");
  await noScript.close();
});
