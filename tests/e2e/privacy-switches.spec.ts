import { expect, test, type Browser, type Page } from "@playwright/test";
import { expectNoA11yViolations } from "./support/axe";
import { hydrated } from "./support/hydration";
import { registerFreshUser } from "./support/fresh-user";
import { personalDataApplied } from "./support/personal";

// ADR 202: the four privacy switches of /profil → Edytuj do what they say. A fresh account (its
// own name, nobody else's settings touched) reviews a product, hides its name, makes its profile
// public and private again; every check of what others see is made by an anonymous visitor.

const NAME = `Prywatna Osoba ${Date.now().toString(36)}`;

async function reviewSomeProduct(page: Page): Promise<string> {
  await page.goto("/produkty?sort=newest");
  const href = (await page.locator("main a[href^='/produkt/']").first().getAttribute("href"))!;
  await page.goto(href);
  await hydrated(page);
  await personalDataApplied(page);
  await page.getByText("Dodaj opinię", { exact: true }).click();
  await page.getByLabel("Komentarz").fill("Opinia z testu prywatności.");
  await page.getByRole("checkbox", { name: /Akceptuję regulamin/ }).check();
  await page.getByRole("button", { name: "Wyślij opinię" }).click();
  await expect(page.getByText("Już dodałeś opinię o tym produkcie")).toBeVisible();
  return href;
}

/** Opens /profil → Edytuj, sets the privacy switches as given, saves. */
async function setPrivacy(page: Page, switches: Record<string, boolean>) {
  await page.goto("/profil?edytuj=1");
  await hydrated(page);
  const privacy = page.getByRole("group", { name: "Prywatność" });
  for (const [label, on] of Object.entries(switches)) await privacy.getByRole("checkbox", { name: label }).setChecked(on);
  await page.getByRole("button", { name: "Zapisz zmiany" }).click();
  await expect(page.getByText("Profil został zaktualizowany pomyślnie")).toBeVisible();
}

/** What an anonymous visitor gets at `path` (a fresh context: no cookies, the shared page cache). */
async function anonymously(browser: Browser, path: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const response = await page.goto(path);
  return { page, status: response?.status(), close: () => context.close() };
}

test("show_reviews off hides the name from anonymous visitors; a public profile is visible, then a 404 again", async ({ browser }) => {
  test.setTimeout(120_000);
  const { page, context } = await registerFreshUser(browser, NAME);
  const productPath = await reviewSomeProduct(page);

  // The description under each switch says what it does.
  await page.goto("/profil?edytuj=1");
  const reviewsSwitch = page.getByRole("checkbox", { name: "Pokazuj moje recenzje" });
  await expect(reviewsSwitch).toBeChecked();
  await expect(reviewsSwitch).toHaveAccessibleDescription(/podpisane „Osoba korzystająca z serwisu”/);

  // Named at first (and the anonymous page is now in the page cache).
  let visitor = await anonymously(browser, productPath);
  const reviews = () => visitor.page.getByRole("region", { name: /^Opinie/ });
  await expect(reviews().getByRole("article", { name: `Opinia: ${NAME}` })).toBeVisible();
  await visitor.close();

  await setPrivacy(page, { "Pokazuj moje recenzje": false });
  visitor = await anonymously(browser, productPath);
  await expect(reviews().getByText("Opinia z testu prywatności.")).toBeVisible();
  await expect(reviews().getByRole("article", { name: "Opinia: Osoba korzystająca z serwisu" })).toBeVisible();
  expect(await visitor.page.content()).not.toContain(NAME); // nor in the JSON-LD or the page's data
  await visitor.close();

  // Public profile on (reviews shown again): the page is there, the review links to it.
  await setPrivacy(page, { "Pokazuj moje recenzje": true, "Profil publiczny": true });
  await page.goto("/profil");
  const profileLink = page.getByRole("link", { name: /^\/osoby\// });
  const profilePath = (await profileLink.getAttribute("href"))!;
  expect(profilePath).toMatch(/^\/osoby\/[A-Za-z0-9_-]{16}$/);

  visitor = await anonymously(browser, profilePath);
  expect(visitor.status).toBe(200);
  await expect(visitor.page.getByRole("heading", { level: 1, name: NAME })).toBeVisible();
  await expect(visitor.page.getByText(/^W serwisie od \p{L}+ \d{4}$/u)).toBeVisible();
  await expect(visitor.page.locator("meta[name=robots]")).toHaveAttribute("content", "noindex, nofollow");
  await expect(visitor.page.locator(`main a[href="${productPath}"]`)).toBeVisible(); // the reviewed product
  await expect(visitor.page.getByRole("heading", { name: /^Lista życzeń/ })).toHaveCount(0); // not shown by default
  await expectNoA11yViolations(visitor.page);
  await visitor.page.goto(productPath);
  await expect(reviews().getByRole("link", { name: NAME })).toHaveAttribute("href", profilePath);
  await visitor.close();

  // Off again: the same address is the site's 404.
  await setPrivacy(page, { "Profil publiczny": false });
  visitor = await anonymously(browser, profilePath);
  expect(visitor.status).toBe(404);
  await expect(visitor.page.getByRole("heading", { level: 1, name: "Nie znaleziono strony" })).toBeVisible();
  expect(await visitor.page.content()).not.toContain(NAME);
  await visitor.close();
  await context.close();
});
