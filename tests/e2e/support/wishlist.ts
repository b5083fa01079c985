import { expect, type Page } from "@playwright/test";
import { personalDataApplied } from "./personal";

/**
 * Clicks the product page's heart and waits for the save itself. The heart turns pressed at once
 * (optimistic UI); navigating before the POST has answered cancels it, and the wishlist would not hold
 * the product (seen under load). Returns the pressed state after the click.
 */
export async function toggleWishlist(page: Page): Promise<"true" | "false"> {
  await personalDataApplied(page);
  const heart = page.getByRole("button", { name: "Lista życzeń" });
  const next = (await heart.getAttribute("aria-pressed")) === "true" ? "false" : "true";
  const saved = page.waitForResponse((r) => r.url().includes("/akcje/wishlist") && r.request().method() === "POST");
  await heart.click();
  expect((await saved).ok()).toBe(true);
  await expect(heart).toHaveAttribute("aria-pressed", next);
  return next;
}

/**
 * `back` (a sign-in, or an e-mail confirmation) returns to the product `href` carrying the wish
 * (?po-zalogowaniu=wishlist): the heart is pressed, the address is clean again, and the save reached
 * the server before the reload checks it (a reload cancels a request still on its way: CI, session 34).
 */
export async function expectWishAppliedAfter(page: Page, href: string, back: () => Promise<void>) {
  const wished = page.waitForResponse((response) => response.request().method() === "POST" && new URL(response.url()).pathname.startsWith("/akcje/wishlist"));
  await back();
  await expect(page.getByRole("button", { name: "Lista życzeń" })).toHaveAttribute("aria-pressed", "true");
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  expect((await wished).ok()).toBe(true);
  await page.reload();
  await expect(page.getByRole("button", { name: "Lista życzeń" })).toHaveAttribute("aria-pressed", "true");
}
