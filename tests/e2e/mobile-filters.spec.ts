import { hydrated } from "./support/hydration";
import { expect, test, type Page } from "@playwright/test";
import { expectNoA11yViolations } from "./support/axe";
import { phoneMenu } from "./support/header-menus";

// Issue #15 pt 10 (mobile first, filters without JavaScript) and pt 13 (figures labelled by source).

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };
const cards = (page: Page) => page.getByRole("region", { name: "Lista produktów" }).locator("article");

/** Price to pay and rating of every card on the page, read from what the card shows. */
async function cardFacts(page: Page) {
  const texts = await cards(page).allInnerTexts();
  return texts.map((t) => {
    const price = t.match(/(\d[\d\s\u00a0]*,\d{2})\s*zł/);
    const rating = t.match(/Ocena (\d,\d) na 5/);
    return {
      price: price ? Number(price[1].replace(/[\s\u00a0]/g, "").replace(",", ".")) : NaN,
      rating: rating ? Number(rating[1].replace(",", ".")) : 0,
    };
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("desktop: the filter panel narrows the list by price, rating, shop and discount and keeps the sort", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto("/produkty?sort=price-low");
    const all = Number((await page.getByText(/^Znaleziono \d+ produkt/).innerText()).match(/\d+/)![0]);
    const panel = page.getByRole("region", { name: "Filtry" });
    await panel.getByLabel("Od", { exact: true }).fill("20");
    await panel.getByLabel("Do", { exact: true }).fill("200");
    await panel.getByText("4+").click();
    await panel.getByLabel("Sklep").selectOption({ label: "Temu" });
    await panel.getByLabel("Tylko z rabatem").check();
    await panel.getByRole("button", { name: "Zastosuj filtry" }).click();

    const url = new URL(page.url());
    expect(Object.fromEntries(url.searchParams)).toEqual({
      sort: "price-low", minPrice: "20", maxPrice: "200", minRating: "4", shop: "temu", discounted: "true",
    });
    const facts = await cardFacts(page);
    // The page shows every match up to a page of 20 (spec: public §9), fewer than without filters.
    const found = Number((await page.getByText(/^Znaleziono \d+ produkt/).innerText()).match(/\d+/)![0]);
    expect(found).toBeLessThan(all);
    expect(facts).toHaveLength(Math.min(found, 20));
    for (const f of facts) {
      expect(f.price).toBeGreaterThanOrEqual(20);
      expect(f.price).toBeLessThanOrEqual(200);
      expect(f.rating).toBeGreaterThanOrEqual(4);
    }
    const prices = facts.map((f) => f.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    for (const text of await cards(page).allInnerTexts()) expect(text).toContain("Rabat");

    // The sort form keeps the filters; 'Wyczyść filtry' drops them and keeps the sort.
    await page.getByLabel("Sortuj").selectOption("price-high");
    await page.getByRole("button", { name: "Zastosuj", exact: true }).click();
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toMatchObject({ sort: "price-high", shop: "temu", minRating: "4" });
    await panel.getByRole("link", { name: "Wyczyść filtry" }).click();
    expect(new URL(page.url()).search).toBe("?sort=price-high");
    await expect(page.getByText(`Znaleziono ${all} `)).toBeVisible();

    // 'Tylko zweryfikowane' (spec public §2's verified filter; review, session 27: the URL filtered
    // with nothing on screen saying so, and the next sort dropped it).
    await panel.getByLabel("Tylko zweryfikowane").check();
    await panel.getByRole("button", { name: "Zastosuj filtry" }).click();
    const given = () => Object.fromEntries([...new URL(page.url()).searchParams].filter(([, value]) => value)); // a form without JavaScript sends its empty fields too
    expect(given()).toEqual({ sort: "price-high", verified: "true" });
    const verified = Number((await page.getByText(/^Znaleziono \d+ produkt/).innerText()).match(/\d+/)![0]);
    expect(verified).toBeGreaterThan(0);
    expect(verified).toBeLessThan(all);
    await expect(panel.getByLabel("Tylko zweryfikowane")).toBeChecked();
    await page.getByLabel("Sortuj").selectOption("price-low");
    await page.getByRole("button", { name: "Zastosuj", exact: true }).click();
    expect(given()).toEqual({ sort: "price-low", verified: "true" });
    await expect(page.getByText(`Znaleziono ${verified} `)).toBeVisible();
  });

  test("phone: the bottom sheet opens and filters without JavaScript", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto("/produkty");
    await expect(page.getByRole("region", { name: "Filtry" })).toBeHidden(); // the desktop panel
    await page.locator("summary", { hasText: "Filtry" }).click();
    const sheet = page.getByRole("form", { name: "Filtry produktów" }).filter({ visible: true });
    await expect(sheet).toBeVisible();
    await sheet.getByLabel("Do", { exact: true }).fill("60");
    await sheet.getByLabel("Sklep").selectOption({ label: "AliExpress" });
    await sheet.getByRole("button", { name: "Zastosuj filtry" }).click();
    // A plain GET form also sends its empty fields (minPrice=&minRating=); the server reads them as 'no filter'.
    const sent = [...new URL(page.url()).searchParams].filter(([, v]) => v !== "");
    expect(Object.fromEntries(sent)).toEqual({ maxPrice: "60", shop: "aliexpress" });
    const facts = await cardFacts(page);
    const found = Number((await page.getByText(/^Znaleziono \d+ produkt/).innerText()).match(/\d+/)![0]);
    expect(facts).toHaveLength(Math.min(found, 20));
    for (const f of facts) expect(f.price).toBeLessThanOrEqual(60);
    // The sheet's button shows how many filters are on; 'Zamknij' (its summary) closes it again.
    await expect(page.locator("summary", { hasText: "Filtry" })).toContainText("2 aktywne");
  });

  test("bad filter values are ignored with a Polish message, never an error page", async ({ page }) => {
    const response = await page.goto("/produkty?minPrice=darmo&maxPrice=-5&shop=%3Cscript%3E&minRating=9&sort=price-low");
    expect(response?.status()).toBe(200);
    await expect(page.getByText("Cena „od” musi być kwotą od 0 do 1 000 000 zł – pominięto ten filtr.")).toBeVisible();
    await expect(page.getByText("Nieznany sklep – pominięto ten filtr.")).toBeVisible();
    await expect(page.getByText("Minimalna ocena może wynosić 2, 3 albo 4 gwiazdki – pominięto ten filtr.")).toBeVisible();
    await expect(cards(page).first()).toBeVisible();
    // ADR 188: a well-formed shop that no product links to is named, with nothing listed (404), and a
    // link to the list without it.
    const missing = await page.goto("/produkty?shop=ebay");
    expect(missing?.status()).toBe(404);
    await expect(page.getByText("Nie ma sklepu „ebay”.")).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
    await page.getByRole("link", { name: "Pokaż produkty ze wszystkich sklepów" }).click();
    await expect(cards(page).first()).toBeVisible();
  });
});

test("phone: products on the first screen of home and /produkty; axe clean; screenshots", async ({ page }) => {
  test.slow();
  await page.setViewportSize(PHONE);
  for (const [path, name] of [["/", "home"], ["/produkty", "produkty"]] as const) {
    await page.goto(path);
    const first = page.locator("main article").first();
    const box = (await first.boundingBox())!;
    // The whole first card (image, title, price, rating) is above the fold, without scrolling.
    expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoA11yViolations(page);
    await page.screenshot({ path: `docs/screenshots/mobile-390-${name}.png` });
  }
  await page.locator("main article").first().getByRole("link").click();
  await expect(page).toHaveURL(/\/produkt\//);
  // Issue #15 pt 13: the figures say where they were counted.
  await expect(page.getByText("Wyświetlenia w serwisie", { exact: true })).toBeVisible();
  await expectNoA11yViolations(page);
  await page.screenshot({ path: "docs/screenshots/mobile-390-produkt.png" });
  await page.screenshot({ path: "docs/screenshots/mobile-390-produkt-cala.png", fullPage: true });
});

test("phone: the open bottom sheet is axe clean", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto("/produkty?discounted=true");
  await page.locator("summary", { hasText: "Filtry" }).click();
  await expect(page.getByRole("form", { name: "Filtry produktów" }).filter({ visible: true })).toBeVisible();
  await expectNoA11yViolations(page);
  await page.screenshot({ path: "docs/screenshots/mobile-390-produkty-filtry.png" });
  await page.locator("summary", { hasText: "Zamknij" }).click();
  await expect(page.getByRole("form", { name: "Filtry produktów" }).filter({ visible: true })).toHaveCount(0);

  // Keyboard (session 22 review): Tab stays inside the open sheet, Escape closes it and focus is
  // back on its button; a tap on the dimmed page closes it too.
  await hydrated(page);
  const summary = page.locator("summary").filter({ hasText: "Filtry" });
  await summary.focus();
  await page.keyboard.press("Enter");
  const sheet = page.getByRole("form", { name: "Filtry produktów" }).filter({ visible: true });
  await expect(sheet).toBeVisible();
  for (let i = 0; i < 15; i++) {
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest("details[open]")))).toBe(true);
  }
  await page.keyboard.press("Escape");
  await expect(sheet).toHaveCount(0);
  await expect(summary).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(sheet).toBeVisible();
  await page.mouse.click(200, 200); // the dimmed page above the sheet (below the header)
  await expect(sheet).toHaveCount(0);
});

test("desktop: the filter panel is beside the list and axe clean", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto("/produkty?minRating=4&discounted=true");
  await expect(page.getByRole("region", { name: "Filtry" })).toBeVisible();
  await expectNoA11yViolations(page);
  await page.screenshot({ path: "docs/screenshots/desktop-1366-produkty-filtry.png" });
});

test("phone: the menu closes with Escape and when the page changes; the search button puts the cursor in the field", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto("/produkty");
  await hydrated(page);
  const menuButton = phoneMenu(page);
  const menu = page.getByRole("navigation", { name: "Menu mobilne" });
  await menuButton.click();
  await expect(menu).toBeVisible();
  await page.keyboard.press("Tab");
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  await expect(menuButton).toBeFocused();
  // Escape on the button itself closes it too.
  await page.keyboard.press("Enter");
  await expect(menu).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  // Open, then leave through a link outside it (the next page of the list): it does not stay open.
  await menuButton.click();
  await expect(menu).toBeVisible();
  await page.getByRole("navigation", { name: "Stronicowanie wyników" }).getByRole("link", { name: "Następna" }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(menu).toBeHidden();
  const searchButton = page.getByRole("banner").getByRole("button", { name: "Szukaj", exact: true });
  await searchButton.click();
  const searchBox = page.locator("#mobile-search").getByRole("combobox");
  await expect(searchBox).toBeFocused();
  // Escape closes the suggestions, then the panel, with focus back on its button (session 36).
  await searchBox.fill("la");
  await expect(page.getByRole("listbox")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("listbox")).toBeHidden();
  await expect(searchBox).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.locator("#mobile-search")).toHaveCount(0);
  await expect(searchButton).toBeFocused();
  await expect(searchButton).toHaveAttribute("aria-expanded", "false");
});

test("phone: a search opened while the next page loads stays open, with its suggestions, when the page arrives", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto("/produkty");
  await hydrated(page);
  // The next page's data is held until the visitor has opened the search and typed (a slow phone).
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let asked = false;
  await page.route(/\/produkty\.data\?.*page=2/, async (route) => {
    asked = true;
    await held;
    await route.continue();
  });
  await page.getByRole("navigation", { name: "Stronicowanie wyników" }).getByRole("link", { name: "Następna" }).click();
  await expect.poll(() => asked).toBe(true);
  const searchButton = page.getByRole("banner").getByRole("button", { name: "Szukaj", exact: true });
  await searchButton.click();
  const searchBox = page.locator("#mobile-search").getByRole("combobox");
  await searchBox.fill("la");
  await expect(page.getByRole("listbox")).toBeVisible();
  release();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByRole("navigation", { name: "Stronicowanie wyników" }).getByRole("link", { name: "Poprzednia" })).toBeVisible();
  await expect(searchBox).toBeFocused();
  await expect(page.getByRole("listbox")).toBeVisible();
  // (The panel's own submit button is also named "Szukaj" now that it is open.)
  await expect(page.locator('button[aria-controls="mobile-search"]')).toHaveAttribute("aria-expanded", "true");
});
