import type { Page } from "@playwright/test";
import { hydrated } from "./support/hydration";
import { expect, test } from "./support/login";
import { expectNoA11yViolations } from "./support/axe";

// The e2e server runs the demo catalogue: 10 posts (one of them a draft), reviews, collections and
// scam alerts. Tests read what is there instead of hard-coding titles where they can.

const countLine = (page: Page) => page.getByRole("status").filter({ hasText: /^Znaleziono \d+ wpis/ });
const cards = (page: Page) => page.locator("main ul > li article");

const countText = (n: number) =>
  `Znaleziono ${n} ${n === 1 ? "wpis" : n % 10 >= 2 && n % 10 <= 4 && (n % 100 < 12 || n % 100 > 14) ? "wpisy" : "wpisów"}`;

// The URL changes when a filter's navigation starts: the cards and the count line are read together
// until they agree (seen once: 9 cards of the old list counted while the new count line said 2).
// Session 27: the listing is paged, 12 cards a page; page 1 shows min(total, 12) of them.
const PAGE_SIZE = 12;
async function expectCountMatchesCards(page: Page) {
  let total = 0;
  await expect(async () => {
    const n = await cards(page).count();
    const line = (await countLine(page).textContent({ timeout: 500 })) ?? "";
    total = Number(/^Znaleziono (\d+)/.exec(line)?.[1]);
    expect(line).toMatch(countPattern(total));
    expect(n).toBe(Math.min(total, PAGE_SIZE));
  }).toPass({ timeout: 7_000 });
  return total;
}

/** The count line of `n` posts, with or without the page part (" · strona 1 z 2"). */
const countPattern = (n: number) => new RegExp(`^${countText(n)}( · strona \\d+ z \\d+)?$`);

test("the listing shows published posts with a count line, and filters by type and by a label chip", async ({ page }) => {
  await page.goto("/blog");
  await expect(page.getByRole("heading", { level: 1, name: "Blog" })).toBeVisible();
  const total = await expectCountMatchesCards(page);
  expect(total).toBeGreaterThan(3);
  await expect(page.getByText("Szkic", { exact: true })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Nowy wpis" })).toHaveCount(0);
  await expectNoA11yViolations(page);

  await hydrated(page); // the select applies itself with JavaScript
  await page.getByLabel("Typ wpisu").selectOption("collection");
  // ADR 188: the address names only the chosen filter, not the empty fields (q=&kategoria=…).
  await expect(page).toHaveURL(/\/blog\?typ=collection$/);
  // The address changes before the transition has rendered the filtered list: wait for the new count.
  await expect(countLine(page)).not.toHaveText(countPattern(total));
  const collections = await expectCountMatchesCards(page);
  expect(collections).toBeGreaterThanOrEqual(2); // the two demo collections
  expect(collections).toBeLessThan(total);
  for (const card of await cards(page).all()) await expect(card.getByText("Zestawienie", { exact: true })).toBeVisible();

  await page.getByRole("link", { name: "Wyczyść filtry" }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.getByLabel("Typ wpisu")).toHaveValue("");
  // The chip is the checkbox's visible label (the box itself is visually hidden).
  await page.locator("label", { has: page.getByRole("checkbox", { name: "Scam Alert" }) }).click();
  await expect(page).toHaveURL(/\/blog\?etykieta=scam-alert$/);
  await expect(page.getByRole("checkbox", { name: "Scam Alert" })).toBeChecked();
  const alerts = await expectCountMatchesCards(page);
  expect(alerts).toBeGreaterThanOrEqual(2); // the demo posts labelled Scam Alert
  expect(alerts).toBeLessThan(total);
  // Issue #15 pt 7: once per card — as the type badge of a scam alert, else as a label.
  for (const card of await cards(page).all()) await expect(card.getByText("Scam Alert", { exact: true })).toHaveCount(1);
});

test("the filter form works without JavaScript and its URL is shareable", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto("/blog");
  await page.getByLabel("Szukaj we wpisach").fill("powerbank");
  await page.getByRole("button", { name: "Filtruj" }).click();
  await expect(page).toHaveURL(/q=powerbank/);
  await expectCountMatchesCards(page);
  await expect(cards(page).filter({ hasText: "Uwaga na powerbank solarny 50 000 mAh za 19 zł" })).toHaveCount(1);
  // Nothing found: the page says so under the count line, not only "Znaleziono 0 wpisów".
  await page.goto("/blog?q=zzzzzz");
  await expect(countLine(page)).toHaveText(countText(0));
  await expect(page.getByText("Brak pasujących wpisów")).toBeVisible();
  await context.close();
});

test("a blog category that does not exist is a 404 that names it, with a way back to the posts (ADR 188)", async ({ page }) => {
  const response = await page.goto("/blog?kategoria=Nieistniejaca");
  expect(response?.status()).toBe(404);
  await expect(page.getByText("Nie ma kategorii „Nieistniejaca” na blogu.")).toBeVisible();
  await expect(cards(page)).toHaveCount(0);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, follow");
  await expectNoA11yViolations(page);
  await page.getByRole("link", { name: "Pokaż wpisy bez tego filtra" }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(cards(page).first()).toBeVisible();
});

test("a post page: table of contents jumps to its section, share copies the link, no footer", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  // Headless Chromium may or may not offer the Web Share sheet; force the clipboard path.
  await page.addInitScript(() => Object.defineProperty(navigator, "share", { value: undefined }));
  await page.goto("/blog?typ=review");
  const first = cards(page).first().getByRole("link");
  const title = (await first.textContent())!.trim();
  await first.click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.locator("footer")).toHaveCount(0);
  await expect(page.getByRole("img", { name: /^Ocena: \d(,\d)? na 5$/ }).first()).toBeVisible();

  const toc = page.getByRole("navigation", { name: "Spis treści" });
  const entry = toc.getByRole("link", { name: "Podsumowanie" });
  await entry.click();
  await expect(page).toHaveURL(/#podsumowanie$/);
  await expect(page.locator("h2#podsumowanie")).toBeInViewport();

  await page.getByRole("button", { name: "Udostępnij" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Skopiowano link" })).toBeVisible();
  const url = new URL(page.url());
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url.origin + url.pathname);

  const shop = page.getByRole("region", { name: "Gdzie kupić" }).getByRole("link").first();
  await expect(shop).toHaveAttribute("rel", "sponsored nofollow noopener");
  await expect(shop).toHaveAttribute("target", "_blank");
  // DESIGN §5, ADR 147: every shop link of a post goes through a counting redirect to a shop.
  const href = (await shop.getAttribute("href"))!;
  expect(href).toMatch(/^\/go\/(wpis\/)?[0-9a-f-]{36}\/[a-z0-9-]+\?from=/);
  const hop = await page.request.get(href, { maxRedirects: 0 });
  expect(hop.status()).toBe(302);
  expect(hop.headers()["location"]).toMatch(/^https?:\/\//);
  await expectNoA11yViolations(page);
});

test("an unknown slug is a real 404 with a way back", async ({ page }) => {
  const response = await page.goto("/blog/tego-wpisu-nie-ma");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Wpis nie znaleziony" })).toBeVisible();
  await expect(page.getByText("Przepraszamy, nie możemy znaleźć tego wpisu.")).toBeVisible();
  await page.getByRole("link", { name: "Wróć do bloga" }).click();
  await expect(page).toHaveURL(/\/blog$/);
});

test("an administrator sees drafts and 'Nowy wpis'; visitors get 404 for a draft", async ({ page, browser, baseURL, login }) => {
  await login("admin"); // the sign-in form's own post (support/login.ts)
  await page.goto("/blog");
  await expect(page.getByRole("link", { name: "Nowy wpis" })).toHaveAttribute("href", "/blog/edytor/nowy");
  const draft = cards(page).filter({ hasText: "Szkic" }).first();
  await expect(draft).toBeVisible();
  const href = (await draft.getByRole("link").getAttribute("href"))!;
  expect(href).toMatch(/^\/blog\/[a-z0-9-]+$/);
  const adminView = await page.goto(href);
  expect(adminView?.status()).toBe(200);
  await expect(page.getByText("Szkic", { exact: true })).toBeVisible();

  const anonymous = await browser.newContext({ baseURL });
  const visitor = await anonymous.newPage();
  const response = await visitor.goto(href);
  expect(response?.status()).toBe(404);
  await expect(visitor.getByRole("heading", { name: "Wpis nie znaleziony" })).toBeVisible();
  await visitor.goto("/blog");
  await expect(visitor.locator(`a[href="${href}"]`)).toHaveCount(0);
  await anonymous.close();
});

// Session 27: /blog sent every post (640 kB of HTML at 280 posts). Fourteen drafts (seen by editors
// only) make two pages of a search; they are deleted at the end.
test("the listing is paged: 12 cards, links that keep the filters, a page past the last goes to the last", async ({ page, login, baseURL }) => {
  test.setTimeout(90_000);
  const word = `stronicowanie${Date.now().toString(36)}`;
  const sameOrigin = { origin: new URL(baseURL!).origin, "sec-fetch-site": "same-origin" };
  await login("admin");
  for (let i = 1; i <= 14; i++) {
    const saved = await page.request.post("/blog/edytor/nowy", {
      form: { intent: "save", title: `Szkic ${word} ${i}`, excerpt: "Wpis do sprawdzenia stron listy." },
      headers: sameOrigin,
      maxRedirects: 0,
    });
    expect(saved.status()).toBe(302);
  }
  try {
    await page.goto(`/blog?q=${word}`);
    await expect(countLine(page)).toHaveText("Znaleziono 14 wpisów · strona 1 z 2");
    await expect(cards(page)).toHaveCount(12);
    const pages = page.getByRole("navigation", { name: "Stronicowanie wyników" });
    await expectNoA11yViolations(page);
    await hydrated(page);
    await pages.getByRole("link", { name: "Następna" }).click();
    await expect(page).toHaveURL(new RegExp(`/blog\\?q=${word}&page=2$`));
    await expect(countLine(page)).toHaveText("Znaleziono 14 wpisów · strona 2 z 2");
    await expect(cards(page)).toHaveCount(2);
    await expect(page.getByRole("searchbox", { name: "Szukaj we wpisach" })).toHaveValue(word);
    await expect(page).toHaveTitle(/^Blog/); // a search keeps the listing's own title
    // An old link to a page that no longer exists: the last one, with its filters.
    await page.goto(`/blog?q=${word}&page=9`);
    await expect(page).toHaveURL(new RegExp(`/blog\\?q=${word}&page=2$`));
    await hydrated(page); // the search field follows the address once hydrated: type after that
    // A new search starts on its first page (the form sends no page).
    await page.getByRole("searchbox", { name: "Szukaj we wpisach" }).fill(`${word} 14`);
    await page.getByRole("searchbox", { name: "Szukaj we wpisach" }).press("Enter");
    await expect(page).toHaveURL(/\/blog\?q=[^&]+\+14$/); // ADR 188: and no empty kategoria=&typ=
    expect(page.url()).not.toContain("page=");
    await expect(countLine(page)).toHaveText("Znaleziono 1 wpis");
    await expect(pages).toHaveCount(0);
  } finally {
    const list = await (await page.request.get(`/admin/blog?q=${word}`)).text();
    const ids = [...new Set([...list.matchAll(/name="id" value="([0-9a-f-]{36})"/g)].map((m) => m[1]))];
    expect(ids).toHaveLength(14);
    for (const id of ids) {
      const deleted = await page.request.post("/admin/blog", { form: { intent: "delete", id }, headers: sameOrigin, maxRedirects: 0 });
      expect(deleted.status()).toBeLessThan(400);
    }
  }
});
