import { expectNoA11yViolationsAtBothWidths } from "./support/axe";
import { expect, test } from "./support/login";

// ADR 210: every miss is helpful — a deep unknown address gets the 404 page with its search and links,
// and a hyphenated one read as a product alias keeps the spec's product text with the same help under it.
test("an unknown address of two segments gets the helpful 404, not the bare error", async ({ page }) => {
  const response = await page.goto("/a/b");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Nie znaleziono strony" })).toBeVisible();
  await expect(page.locator("meta[name=robots]")).toHaveAttribute("content", "noindex");
  await expect(page.getByRole("search", { name: "Szukaj w katalogu" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Popularne strony" }).getByRole("link")).toHaveCount(4);
  await expect(page.getByRole("navigation", { name: "Strony serwisu" }).getByRole("link", { name: "Regulamin" })).toHaveAttribute("href", "/regulamin");
  await expect(page.getByText("Czy chodziło o")).toHaveCount(0);
  await expectNoA11yViolationsAtBothWidths(page);
});

test("a one-word miss near a page offers it", async ({ page }) => {
  expect((await page.goto("/kontak"))?.status()).toBe(404);
  await expect(page.getByRole("link", { name: "Kontakt" }).first()).toBeVisible();
  await expect(page.getByText("Czy chodziło o").getByRole("link")).toHaveAttribute("href", "/kontakt");
});

test("a miss read as a product alias keeps the spec's text, with the search, the links and 'Czy chodziło o …?'", async ({ page }) => {
  for (const [path, near] of [
    ["/polityka-prywatnosc", "/polityka-prywatnosci"],
    ["/o-nass", "/o-nas"],
    ["/produkty/nie-ma", null],
  ] as const) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Produkt nie znaleziony" })).toBeVisible();
    await expect(page.getByText("Przepraszamy, nie możemy znaleźć tego produktu.")).toBeVisible();
    await expect(page.getByRole("search", { name: "Szukaj w katalogu" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Wszystkie produkty" }).first()).toBeVisible();
    await expect(page.getByRole("link", { name: "Wróć na stronę główną" })).toBeVisible();
    if (near) await expect(page.getByText("Czy chodziło o").getByRole("link")).toHaveAttribute("href", near);
    else await expect(page.getByText("Czy chodziło o")).toHaveCount(0);
  }
  await page.goto("/o-nass");
  await page.getByText("Czy chodziło o").getByRole("link").click();
  await expect(page).toHaveURL(/\/o-nas$/);
  await page.goto("/polityka-prywatnosc");
  await expectNoA11yViolationsAtBothWidths(page);
});
