import type { Page } from "@playwright/test";
import { hydrated } from "./support/hydration";
import { expect, test } from "./support/login";

// A pasted link or a long word in a review, a name or a query wraps inside its box: on a 360 px phone
// the page never scrolls sideways (review, session 25: a review comment made a product page 3 596 px wide).

const LINK = `https://www.tiktok.com/@gadzety/video/7345678901234567890?is_from_webapp=1&web_id=${"7".repeat(40)}`;
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test.use({ viewport: { width: 360, height: 740 } });

test("a long query in the heading wraps on a phone", async ({ page }) => {
  for (const path of [`/szukaj?q=${"a".repeat(99)}`, `/produkty?q=${"b".repeat(99)}`]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await pageWidth(page), path).toBeLessThanOrEqual(0);
  }
});

test("a review with a pasted link keeps the product page inside a phone's width, for every reader", async ({ page, login, browser }) => {
  test.setTimeout(90_000);
  await login("editor"); // the demo editor writes no reviews
  await page.goto("/produkty?sort=newest");
  const href = (await page.locator("main a[href^='/produkt/']").nth(1).getAttribute("href"))!;
  await page.goto(href);
  await hydrated(page);
  await page.getByText("Dodaj opinię", { exact: true }).click();
  await page.getByLabel("Komentarz").fill(`Superproduktpolecamwszystkim${"x".repeat(60)} ${LINK}`);
  await page.getByRole("checkbox", { name: /Akceptuję/ }).check();
  await page.getByRole("button", { name: "Wyślij opinię" }).click();
  await expect(page.getByText("Już dodałeś opinię o tym produkcie")).toBeVisible();
  try {
    expect(await pageWidth(page)).toBeLessThanOrEqual(0);
    const visitor = await (await browser.newContext({ viewport: { width: 360, height: 740 } })).newPage();
    await visitor.goto(href);
    await expect(visitor.getByText(LINK)).toBeVisible();
    expect(await pageWidth(visitor)).toBeLessThanOrEqual(0);
    await visitor.context().close();
  } finally {
    await page.getByRole("button", { name: "Usuń opinię" }).click();
    await page.getByRole("dialog", { name: "Usuń opinię" }).getByRole("button", { name: "Usuń", exact: true }).click();
    await expect(page.getByText("Dodaj opinię", { exact: true })).toBeVisible();
  }
});
