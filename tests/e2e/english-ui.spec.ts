import type { Page } from "@playwright/test";
import { hydrated } from "./support/hydration";
import { expect, loginAs, test, type DemoRole } from "./support/login";
import { expectNoA11yViolations } from "./support/axe";
import { phoneMenu } from "./support/header-menus";

// Issue #15 point 15 (ADR 080): a user who picks English in the settings gets the interface in
// English (text, dates, numbers) on every page; content stays as written; visitors keep Polish, and
// a signed-in English page is never served to anyone else from the page cache.

const PRODUCT = "/el-ch-001";

async function chooseLanguage(page: Page, field: string, language: string, save: string) {
  await page.goto("/profil?edytuj=1");
  await page.getByLabel(field, { exact: true }).selectOption({ label: language });
  await page.getByRole("button", { name: save }).click();
}

// The demo accounts are shared with other specs: a test that fails while its account speaks English
// would fail theirs too (they expect Polish), so a failed test puts the language back.
test.afterEach(async ({ browser, baseURL }, testInfo) => {
  if (testInfo.status === testInfo.expectedStatus) return;
  for (const role of ["moderator"] satisfies DemoRole[]) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await loginAs(page, role, baseURL!);
    await page.goto("/profil?edytuj=1");
    if ((await page.locator("html").getAttribute("lang")) !== "pl") {
      await chooseLanguage(page, "Language", "Polski", "Save changes");
      await expect(page.locator("html")).toHaveAttribute("lang", "pl");
    }
    await context.close();
  }
});

// Jan, one page through the whole group: English is chosen once (the first test) and Polish again at
// the end (the last test, or afterAll when a test failed and the rest were skipped).
test.describe.serial("a user who picks English", () => {
  let page: Page;
  const hydrationErrors: string[] = [];

  test.beforeAll(async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL });
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    page = await context.newPage();
    await page.addInitScript(() => Object.defineProperty(navigator, "share", { value: undefined }));
    page.on("console", (message) => {
      if (message.type() === "error" && /hydrat|did not match/i.test(message.text())) hydrationErrors.push(message.text());
    });
    await loginAs(page, "user", baseURL!);
  });

  test.afterAll(async () => {
    await page.goto("/profil?edytuj=1");
    if ((await page.locator("html").getAttribute("lang")) !== "pl") await chooseLanguage(page, "Language", "Polski", "Save changes");
    await page.context().close();
  });

  test("switches the interface to English: the product page, the account and search; visitors keep Polish", async ({ browser }) => {
    test.setTimeout(90_000);
    await chooseLanguage(page, "Język", "English", "Zapisz zmiany");
    await expect(page.getByText("Your profile has been updated")).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    const mainNav = page.getByRole("navigation", { name: "Main navigation" });
    await expect(mainNav.getByRole("link", { name: "Products" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Account sections" }).getByRole("link", { name: "Settings" })).toBeVisible();
    await expect(page.getByText("Language", { exact: true })).toBeVisible();

    // The product page, rendered by the server in English (a fresh load: no client-side switch).
    await page.goto(PRODUCT);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    const shops = page.getByRole("region", { name: "Where to buy" });
    await expect(shops).toBeVisible();
    await expect(shops.getByRole("columnheader", { name: "Shop" })).toBeVisible(); // price columns only for priced shops
    await expect(shops.getByRole("link", { name: /^Buy on Temu/ })).toBeVisible();
    // en-GB money: 'PLN 1,299.99' style (never '… zł').
    await expect(page.getByTestId("omnibus")).toHaveText(/^Lowest price in the 30 days before the reduction: PLN\s\d{1,3}(,\d{3})*\.\d{2}$/);
    await expect(page.getByRole("heading", { name: "Product information" })).toBeVisible();
    await expect(page.getByRole("heading", { name: /^Reviews \(\d+\)$/ })).toBeVisible();
    // Omnibus: how reviews are checked (they are not purchases), in the reader's language.
    await expect(page.getByText(/^Reviews are added by registered users, one per product\. We do not check whether/)).toBeVisible();
    await expect(page.getByText(/^Date added$/)).toBeVisible();
    await expect(page.locator("dl time").first()).toHaveText(/^\d{1,2} (January|February|March|April|May|June|July|August|September|October|November|December) \d{4}$/);
    await expect(page.getByRole("contentinfo").getByRole("link", { name: "Privacy policy" })).toBeVisible();
    const title = await page.getByRole("heading", { level: 1 }).textContent();
    // The page hydrated (the English catalogue was there before React took over the server's HTML).
    await hydrated(page);
    await expectNoA11yViolations(page);

    // Wishlist: add from the product page, see it in English in the account, remove it again.
    await page.getByRole("button", { name: "Wishlist" }).click();
    await expect(page.getByRole("button", { name: "Wishlist" })).toHaveAttribute("aria-pressed", "true");
    await page.goto("/profil/wishlist");
    await expect(page.getByRole("heading", { name: "Wishlist", exact: true })).toBeVisible();
    const item = page.getByRole("listitem").filter({ hasText: title!.trim() });
    await expect(item.getByRole("link", { name: /^View product/ })).toBeVisible();
    await item.getByRole("button", { name: /^Remove/ }).click();
    await expect(item).toHaveCount(0);

    // Settings and security: English chrome, and an action answers in English.
    await page.goto("/profil/ustawienia");
    const newsletter = page.getByRole("button", { name: "Trends newsletter" });
    const was = await newsletter.getAttribute("aria-pressed");
    await newsletter.click();
    await expect(page.getByRole("status").filter({ hasText: "Notification settings have been updated" })).toBeVisible();
    await newsletter.click();
    await expect(newsletter).toHaveAttribute("aria-pressed", was!);
    await expect(page.getByRole("heading", { name: "Danger zone" })).toBeVisible();
    await page.goto("/profil/bezpieczenstwo");
    await expect(page.getByRole("heading", { name: "Two-step verification" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Active sessions" })).toBeVisible();
    await page.goto("/szukaj?q=lampa");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Results for “lampa”");
    await expect(page.getByRole("search", { name: "Search and filters" }).getByRole("button", { name: "Search" })).toBeVisible();

    // Another browser, no account: Polish, and not the signed-in English page from any cache.
    const visitor = await browser.newContext();
    const anon = await visitor.newPage();
    for (let i = 0; i < 2; i++) {
      const response = await anon.goto(PRODUCT);
      expect(response!.status()).toBe(200);
      await expect(anon.locator("html")).toHaveAttribute("lang", "pl");
      await expect(anon.getByRole("region", { name: "Gdzie kupić" })).toBeVisible();
      await expect(anon.getByTestId("omnibus")).toHaveText(/^Najniższa cena z 30 dni przed obniżką: [\d\s]+,\d{2}\szł$/);
    }
    await anon.goto("/");
    await expect(anon.getByRole("navigation", { name: "Główna nawigacja" }).getByRole("link", { name: "Produkty" })).toBeVisible();
    await visitor.close();
  });

  test("reads a blog post with English chrome; the post itself stays as written", async () => {
    test.setTimeout(90_000);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    // The pages of e-mail links are written in Polish only, and their documents say so (review, session 27).
    for (const path of ["/weryfikacja-email?token=x", "/cofnij-zmiane-email?token=x"]) {
      await page.goto(path);
      await expect(page.locator("html")).toHaveAttribute("lang", "pl");
    }

    await page.goto("/blog?typ=review");
    const first = page.locator("main ul > li article").first().getByRole("link");
    const title = (await first.textContent())!.trim();
    await first.click();
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to the blog" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Contents" }).getByRole("link", { name: "Podsumowanie" })).toBeVisible(); // content
    await expect(page.getByRole("heading", { name: "Pros", exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Detailed ratings" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Where to buy" })).toContainText("Links to shops are affiliate links");
    await expect(page.getByRole("heading", { name: "Read also" })).toBeVisible();
    await expect(page.locator("header time").first()).toHaveText(/^\d{1,2} [A-Z][a-z]+ \d{4}$/);
    await page.getByRole("button", { name: "Share" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Link copied" })).toBeVisible();
    await expect(page.getByText(/Zalety|Spis treści|Przeczytaj także|Gdzie kupić/)).toHaveCount(0);
    await expectNoA11yViolations(page);

    await page.goto("/blog?typ=collection");
    await page.locator("main ul > li article").first().getByRole("link").click();
    await expect(page.getByRole("heading", { name: "Products in this round-up" })).toBeVisible();
    await expectNoA11yViolations(page);

    // A filter value that does not exist is a 404 list page naming it, in English (ADR 188).
    expect((await page.goto("/blog?typ=nieznany&etykieta=nieznana"))!.status()).toBe(404);
    await expect(page.getByText("There is no label “nieznana”.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Show posts without this filter" })).toBeVisible();
    await page.goto("/blog?typ=nieznany");
    await expect(page.getByText("There is no post type “nieznany”.")).toBeVisible();
    expect((await page.goto("/produkty?shop=ebay&category=nieznana"))!.status()).toBe(404);
    await expect(page.getByText("There is no category “nieznana”.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Show products from every category" })).toBeVisible();
    await expectNoA11yViolations(page);
  });

  test("the reviews tab, password meter and show/hide, the wishlist price-alert switch", async () => {
    test.setTimeout(90_000);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");

    await page.goto("/profil/recenzje");
    await expect(page.getByRole("heading", { name: "My reviews" })).toBeVisible();
    await expect(page).toHaveTitle("Reviews – My profile | Viralne Produkty");
    await expect(page.locator("main time").first()).toHaveText(/^\d{1,2} [A-Z][a-z]+ \d{4}$/);
    await expectNoA11yViolations(page);

    await page.goto("/profil/bezpieczenstwo");
    await page.getByLabel("New password", { exact: true }).fill("Abcdefg1!");
    await expect(page.getByText("Password strength: Strong")).toBeVisible();
    await expect(page.getByRole("list", { name: "Password requirements" })).toContainText("At least 8 characters – met");
    await page.getByRole("button", { name: "Show password: Current password" }).click();
    await expect(page.getByRole("button", { name: "Hide password: Current password" })).toHaveAttribute("aria-pressed", "true");
    // A shared schema's Polish message, shown in English (ADR 080 addendum).
    await page.getByLabel("Current password", { exact: true }).fill("Uzytkownik1!");
    await page.getByLabel("Confirm the new password", { exact: true }).fill("Abcdefg2!");
    await page.getByRole("button", { name: "Change password" }).click();
    await expect(page.getByText("The new passwords do not match").first()).toBeVisible();
    await expect(page.getByText("Nowe hasła nie są identyczne")).toHaveCount(0);

    await page.goto("/produkty");
    await expect(page).toHaveTitle(/^Viralne Produkty – catalogue/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /^Viral products from TikTok and Instagram/);
    await page.goto(PRODUCT);
    const title = (await page.getByRole("heading", { level: 1 }).textContent())!.trim();
    await page.getByRole("button", { name: "Wishlist" }).click();
    await expect(page.getByRole("button", { name: "Wishlist" })).toHaveAttribute("aria-pressed", "true");
    await page.goto("/profil/wishlist");
    const alert = page.getByRole("button", { name: `Notify me when the price drops: ${title}` });
    await alert.click();
    await expect(page.getByRole("status").filter({ hasText: "We will e-mail you when the price of this product drops." })).toBeVisible();
    await expect(alert).toHaveAttribute("aria-pressed", "true");
    await expectNoA11yViolations(page);
    await page.getByRole("listitem").filter({ hasText: title }).getByRole("button", { name: /^Remove/ }).click();
    await expect(page.getByRole("listitem").filter({ hasText: title })).toHaveCount(0);
  });

  test("switches back to Polish", async () => {
    await chooseLanguage(page, "Language", "Polski", "Save changes");
    await expect(page.getByText("Profil został zaktualizowany pomyślnie")).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "pl");
    await expect(page.getByRole("navigation", { name: "Główna nawigacja" }).getByRole("link", { name: "Produkty" })).toBeVisible();
    await page.goto(PRODUCT);
    await expect(page.getByRole("region", { name: "Gdzie kupić" })).toBeVisible();
    expect(hydrationErrors).toEqual([]);
  });
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("an English page is axe clean and English in the mobile menu", async ({ page, login }) => {
    test.setTimeout(60_000);
    await login("moderator");
    await chooseLanguage(page, "Język", "English", "Zapisz zmiany");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await page.goto("/produkty");
    await expect(page.getByRole("status").filter({ hasText: /^Found \d+ products?/ })).toBeVisible();
    await phoneMenu(page).click();
    await expect(page.getByRole("navigation", { name: "Mobile menu" }).getByRole("link", { name: "Products" })).toBeVisible();
    await expectNoA11yViolations(page);
    await page.goto(PRODUCT);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight)); // past the price row
    await expect(page.getByTestId("sticky-buy-bar")).toContainText("Buy on");
    await expectNoA11yViolations(page);
    await chooseLanguage(page, "Language", "Polski", "Save changes");
    await expect(page.locator("html")).toHaveAttribute("lang", "pl");
  });
});
