import type { Page } from "@playwright/test";
import { expectNoA11yViolations } from "./support/axe";
import { hydrated } from "./support/hydration";
import { expect, test } from "./support/login";
import { shortTargets } from "./support/touch-targets";

// ADR 200: every control of the panel is at least 44 × 44 px on a touch screen and at least 24 × 24 px
// with a mouse (WCAG 2.5.8), measured on the pages a review found short: the products list (its
// row checkboxes and actions), a product's form, the post editor's buttons, the codes and the roles.
// A box's label takes the tap too (the target is both); a link inside running text is text (2.5.8's
// inline exception). Only the panel is measured: the site's header and footer are not its controls.

async function panelPages(page: Page): Promise<string[]> {
  await page.goto("/admin/produkty");
  const edit = await page.getByRole("link", { name: /^Edytuj: / }).first().getAttribute("href");
  return ["/admin/produkty", edit!, "/blog/edytor/nowy", "/admin/kody", "/admin/role"];
}

test.describe("on a touch phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("every control of the panel is at least 44 × 44 px; axe finds nothing", async ({ page, login }) => {
    await login("admin");
    for (const path of await panelPages(page)) {
      await page.goto(path);
      await hydrated(page);
      expect(await shortTargets(page, 44), path).toEqual([]);
    }
    // The rows' checkboxes: a whole cell each, at least 44 px both ways.
    await page.goto("/admin/produkty");
    const cell = page.getByRole("table").getByRole("checkbox", { name: /^Zaznacz: / }).first().locator("xpath=ancestor::td");
    const box = (await cell.boundingBox())!;
    expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
    await expectNoA11yViolations(page);
    await page.goto("/admin/role");
    await expectNoA11yViolations(page);
  });
});

test("with a mouse every control is at least 24 × 24 px, and a table row keeps its compact height", async ({ page, login }) => {
  await login("admin");
  await page.setViewportSize({ width: 1280, height: 900 });
  for (const path of await panelPages(page)) {
    await page.goto(path);
    await hydrated(page);
    expect(await shortTargets(page, 24), path).toEqual([]);
  }
  // The touch sizes stay off a desktop: the row actions are smaller than 44 px there.
  await page.goto("/admin/produkty");
  const edit = (await page.getByRole("link", { name: /^Edytuj: / }).first().boundingBox())!;
  expect(edit.height).toBeLessThan(44);
});
