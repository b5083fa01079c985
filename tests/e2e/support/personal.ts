import { expect, type Page } from "@playwright/test";

/**
 * ADR 114: a signed-in member's page may be the shared member page; their own controls (account menu,
 * heart, like, review form) show once the browser has applied their data, right after hydration.
 * Call before reading such a control's state.
 */
export async function personalDataApplied(page: Page): Promise<void> {
  await expect(page.locator("html")).not.toHaveAttribute("data-personal", "pending");
}
