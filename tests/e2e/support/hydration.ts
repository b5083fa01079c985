import { expect, type Page } from "@playwright/test";

/**
 * Waits until the page has hydrated (the root marks <html data-hydrated> after React's first commit
 * in the browser). A click or key press before that is the no-JavaScript path: a plain form post or
 * link load, not what a test of the scripted behaviour checks; under load that gap lasts seconds.
 */
export async function hydrated(page: Page): Promise<void> {
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "", { timeout: 20_000 });
}
