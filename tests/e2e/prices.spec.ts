import { hydrated } from "./support/hydration";
import type { Page } from "@playwright/test";
import { expect, test } from "./support/login";
import { expectNoA11yViolations } from "./support/axe";

// Issue #13: per-shop offers, price history chart and the Omnibus 30-day lowest price.

async function openPublicPage(page: Page, code: string, title: string) {
  await page.goto(`/${code}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
}

test("a price lowered in the panel shows in the chart and is announced against the 30-day lowest (Omnibus); offers on desktop and phone", async ({ page, login, browser }) => {
  test.setTimeout(90_000);
  await login("editor");
  await page.goto("/admin/produkty/nowy");
  await hydrated(page); // typed before hydration, a controlled field may be reset
  const dialog = page.getByRole("dialog", { name: "Nowy produkt" });
  const title = `Blender e2e ${Date.now()}`;
  await dialog.getByLabel("Tytuł *").fill(title);
  await dialog.getByLabel("Opis *").fill("Blender kielichowy.");
  await dialog.getByLabel("Kategoria *").selectOption("EL");
  await dialog.getByLabel("Cena oryginalna").fill("100");
  await dialog.getByLabel("Cena po rabacie").fill("80");
  await dialog.getByLabel("Link Temu").fill("https://temu.com/blender");
  await dialog.getByLabel("Cena w Temu").fill("79.90");
  await dialog.getByLabel("Link Amazon").fill("https://amazon.pl/blender");
  await dialog.getByLabel("Cena w Amazon").fill("85");
  await dialog.getByRole("button", { name: "Generuj kod" }).click();
  await expect(dialog.getByText(/^Wygenerowano kod: EL-[A-Z]{2}-\d{3}$/)).toBeVisible();
  const code = await dialog.getByLabel("Kod produktu").inputValue();
  await dialog.getByRole("button", { name: "Dodaj produkt" }).click();
  await expect(page).toHaveURL(/\/admin\/produkty$/);

  const visitor = await browser.newContext();
  const publicPage = await visitor.newPage();
  await openPublicPage(publicPage, code, title);
  const offers = publicPage.getByTestId("offers-table");
  await expect(offers.getByRole("row")).toHaveCount(3); // header + two shops, cheapest first
  await expect(offers.getByRole("row").nth(1)).toContainText("Temu");
  await expect(offers.getByRole("row").nth(1)).toContainText("79,90 zł");
  await expect(offers.getByRole("link", { name: /Kup na Amazon/ })).toHaveAttribute("href", /\/go\/[0-9a-f-]+\/amazon/);
  // A new product: nothing was reduced here, whatever its 'original' price says (ADR 120).
  const price = publicPage.getByTestId("product-price");
  await expect(price).toHaveText("80,00 zł");
  await expect(publicPage.getByTestId("omnibus")).toHaveCount(0);
  // One price so far: said in a sentence, not drawn as a flat line.
  await expect(publicPage.getByTestId("price-history")).toContainText(/Cena nie zmieniła się od \d+ \S+ \d{4}: 80,00\szł\./);
  await expect(publicPage.getByTestId("price-history").locator("svg")).toHaveCount(0);
  const jsonLd = await publicPage.locator('script[type="application/ld+json"]').allTextContents();
  const product = jsonLd.map((t) => JSON.parse(t) as Record<string, unknown>).find((d) => d["@type"] === "Product")!;
  expect(product.offers).toMatchObject({ "@type": "AggregateOffer", lowPrice: "79.90", highPrice: "85.00", offerCount: 2 });

  // The editor lowers the price.
  await page.getByLabel("Szukaj po tytule, opisie lub kodzie").fill(code);
  await page.getByRole("button", { name: "Filtruj" }).click();
  // The new product is on the unfiltered list too: wait for the filtered one, or the edit opens from
  // the old list and the save returns there (seen once in CI).
  await expect(page).toHaveURL(new RegExp(`[?&]q=${code}`));
  await page.getByRole("row", { name: new RegExp(title) }).getByRole("link", { name: /Edytuj/ }).click();
  const edit = page.getByRole("dialog", { name: /Edytuj produkt/ });
  await expect(edit.getByLabel("Cena w Temu")).toHaveValue("79,90"); // Polish text, as the list shows it
  await edit.getByLabel("Cena po rabacie").fill("60");
  await edit.getByRole("button", { name: "Zapisz zmiany" }).click();
  await expect(page).toHaveURL(/\/admin\/produkty\?/);
  // The list shows what the public pages announce (ADR 120).
  await expect(page.getByRole("row", { name: new RegExp(title) })).toContainText("-25% obniżka z 80,00 zł");

  await openPublicPage(publicPage, code, title);
  // Omnibus: 60 zł is announced against 80 zł, the lowest price of the 30 days before the change.
  await expect(publicPage.getByTestId("omnibus")).toHaveText("Najniższa cena z 30 dni przed obniżką: 80,00 zł");
  await expect(price.locator("del")).toHaveText("Cena przed obniżką: 80,00 zł");
  await expect(price).toContainText("-25%");
  const chart = publicPage.getByTestId("price-history");
  await expect(chart.locator("svg circle")).toHaveCount(2);
  await expect(chart).toContainText("Najniższa: 60,00 zł, najwyższa: 80,00 zł, teraz: 60,00 zł");
  await chart.getByText("Zmiany ceny w tabeli").click();
  await expect(chart.getByRole("table").getByRole("row")).toHaveCount(3);
  await expectNoA11yViolations(publicPage);

  // On a phone the offers table still fits and a buy bar stays at the bottom.
  await publicPage.setViewportSize({ width: 390, height: 844 });
  await expect(offers).toBeVisible();
  expect(await publicPage.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  const bar = publicPage.getByTestId("sticky-buy-bar");
  // Not over the price row while that row is on screen (spec review, session 39); once it is out of view, there.
  await publicPage.getByTestId("product-price").scrollIntoViewIfNeeded();
  await expect(bar).toBeHidden();
  await publicPage.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
  await expect(publicPage.getByTestId("product-price")).not.toBeInViewport();
  await expect(bar).toBeVisible();
  await expect(bar.getByRole("link", { name: /Kup na Temu/ })).toBeVisible();
  // It covers nothing: at the end of the page the footer's last line sits above it (a review found
  // the affiliate disclosure under it), and a control focused near the bottom scrolls clear of it.
  await publicPage.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const barTop = (await bar.boundingBox())!.y;
  const footerEnd = await publicPage.locator("footer").evaluate((f) => f.getBoundingClientRect().bottom);
  expect(footerEnd).toBeLessThanOrEqual(barTop + 1);
  await publicPage.evaluate(() => window.scrollTo(0, 0));
  await chart.getByText("Zmiany ceny w tabeli").focus();
  await publicPage.keyboard.press("Tab");
  const focused = await publicPage.evaluate(() => document.activeElement!.getBoundingClientRect().bottom);
  expect(focused).toBeLessThanOrEqual((await bar.boundingBox())!.y + 1);
  await expectNoA11yViolations(publicPage);
  await publicPage.setViewportSize({ width: 1280, height: 900 });
  await expect(bar).toBeHidden();
  await visitor.close();
});
