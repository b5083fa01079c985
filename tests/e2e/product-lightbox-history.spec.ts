import { expect, test, type Page } from "@playwright/test";
import { hydrated } from "./support/hydration";

// ADR 199 (ADR 191 addendum): on a phone, Back is how people close a full-screen viewer. Back closes the
// lightbox and stays on the product page; closing it otherwise leaves no history entry behind.
const mainImage = (page: Page) => page.getByRole("link", { name: /otwórz zdjęcie w pełnym rozmiarze/ });
const lightbox = (page: Page) => page.getByRole("dialog", { name: "Zdjęcia: Ładowarka indukcyjna 3w1 MagSafe" });

/** The product page, reached from /o-nas (the previous page Back must lead to), and its data requests. */
async function productPage(page: Page) {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/o-nas");
  await page.goto("/el-ch-001");
  await hydrated(page);
  // The router refetches a page's data (`.data`) on every navigation it sees: closing must not be one.
  const dataRequests: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.endsWith(".data")) dataRequests.push(request.url());
  });
  return dataRequests;
}

test("Back closes the lightbox and stays on the product page; the next Back leaves it", async ({ page }) => {
  const dataRequests = await productPage(page);
  await page.evaluate(() => window.scrollTo(0, 120));
  await mainImage(page).click();
  await expect(lightbox(page)).toBeVisible();
  const scrolled = await page.evaluate(() => window.scrollY);
  await expect(page).toHaveURL(/\/el-ch-001$/); // no visible change of address
  await page.goBack();
  await expect(lightbox(page)).toHaveCount(0);
  await expect(page).toHaveURL(/\/el-ch-001$/);
  await expect(mainImage(page)).toBeFocused();
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled); // not scrolled by a navigation
  // Opened and closed again by Back, twice: nothing stacks.
  for (let i = 0; i < 2; i += 1) {
    await mainImage(page).click();
    await expect(lightbox(page)).toBeVisible();
    await page.goBack();
    await expect(lightbox(page)).toHaveCount(0);
  }
  expect(dataRequests).toEqual([]);
  await page.goBack();
  await expect(page).toHaveURL(/\/o-nas$/);
});

test("closed by its button or Escape, the lightbox takes its history entry away: one Back leaves the page", async ({ page }) => {
  const dataRequests = await productPage(page);
  const close = () => lightbox(page).getByRole("button", { name: "Zamknij podgląd zdjęć" }).click();
  for (const shut of [close, () => page.keyboard.press("Escape"), close]) {
    await mainImage(page).click();
    await expect(lightbox(page)).toBeVisible();
    await shut();
    await expect(lightbox(page)).toHaveCount(0);
    await expect(mainImage(page)).toBeFocused();
  }
  // Opened at once after a close (its entry is pushed after the previous one went), then Back.
  await mainImage(page).click();
  await expect(lightbox(page)).toBeVisible();
  await page.goBack();
  await expect(lightbox(page)).toHaveCount(0);
  await expect(page).toHaveURL(/\/el-ch-001$/);
  expect(dataRequests).toEqual([]);
  await page.goBack();
  await expect(page).toHaveURL(/\/o-nas$/);
});

test("a page navigation while the lightbox is open still goes where it was sent, and Back returns to the product", async ({ page }) => {
  await productPage(page);
  await mainImage(page).click();
  await expect(lightbox(page)).toBeVisible();
  // As an in-page link would (the page behind the modal dialog takes no clicks): the router's own navigation.
  await page.evaluate(() => (window as unknown as { __reactRouterDataRouter: { navigate(to: string): Promise<void> } }).__reactRouterDataRouter.navigate("/produkty"));
  await expect(page).toHaveURL(/\/produkty$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(lightbox(page)).toHaveCount(0);
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe("hidden");
  await page.goBack();
  await expect(page).toHaveURL(/\/el-ch-001$/);
  await expect(mainImage(page)).toBeVisible();
  await expect(lightbox(page)).toHaveCount(0);
});
