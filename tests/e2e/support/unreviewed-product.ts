import type { Page } from "@playwright/test";
import { personalDataApplied } from "./personal";

/**
 * A product page where the signed-in user has not reviewed yet ('Dodaj opinię' is offered) and which is
 * not on their wishlist: the journey starts from an empty heart whichever specs wrote reviews before it.
 */
export async function openUnreviewedProduct(page: Page): Promise<string> {
  for (let n = 1; n <= 3; n++) {
    await page.goto(`/produkty?sort=newest&page=${n}`);
    const links = await page.locator("main a[href^='/produkt/']").evaluateAll((as) => [...new Set(as.map((a) => a.getAttribute("href") ?? ""))]);
    for (const href of links) {
      await page.goto(href);
      await personalDataApplied(page);
      const wished = (await page.getByRole("button", { name: "Lista życzeń" }).getAttribute("aria-pressed")) === "true";
      if (!wished && (await page.getByText("Dodaj opinię", { exact: true }).isVisible())) return href;
    }
  }
  throw new Error("every demo product already has a review by this user");
}
