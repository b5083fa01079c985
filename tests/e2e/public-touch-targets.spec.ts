import type { Page } from "@playwright/test";
import { hydrated } from "./support/hydration";
import { expect, test } from "./support/login";
import { shortTargets } from "./support/touch-targets";

// WCAG 2.2 SC 2.5.8 on the public site, header and footer included (a review in session 40 found the
// footer's TikTok and Instagram links 16 px high on a phone): every control that is not a link inside
// running text is at least 24 × 24 px, on a phone, for a visitor and for a signed-in member.

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

async function publicPages(page: Page): Promise<string[]> {
  await page.goto("/produkty");
  const product = await page.locator("article a[href^='/produkt/']").first().getAttribute("href");
  await page.goto("/blog");
  const post = await page.locator("article a[href^='/blog/']").first().getAttribute("href");
  return ["/", "/produkty", product!, "/szukaj?q=lampa", "/blog", post!, "/o-nas", "/logowanie", "/rejestracja"];
}

test("every public control is at least 24 × 24 px on a phone", async ({ page }) => {
  for (const path of await publicPages(page)) {
    await page.goto(path);
    await hydrated(page);
    expect(await shortTargets(page, 24, true), path).toEqual([]);
  }
});

test("a member's pages keep 24 × 24 px controls on a phone", async ({ page, login }) => {
  await login("user");
  for (const path of ["/profil", "/profil/wishlist", "/profil/ustawienia", (await publicPages(page))[2]!]) {
    await page.goto(path);
    await hydrated(page);
    expect(await shortTargets(page, 24, true), path).toEqual([]);
  }
});
