import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/**
 * Fails the test on any axe-core violation (WCAG 2.1 A/AA rules and axe's best practices) on the
 * current page. Also WCAG 2.5.3 "label in name" (label-content-name-mismatch), which axe ships as
 * experimental: a review found a "Role" button named "Zarządzaj rolami: …" that voice control
 * users cannot call by what they see. options() before withTags(): options() replaces the settings.
 */
export async function expectNoA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .options({ rules: { "label-content-name-mismatch": { enabled: true } } })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
    .analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
  expect(summary, "axe-core violations").toEqual([]);
}

/** The same check at a desktop and a phone width (layouts differ: menus, tables, dialogs). */
export async function expectNoA11yViolationsAtBothWidths(page: Page) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await expectNoA11yViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoA11yViolations(page);
  await page.setViewportSize({ width: 1280, height: 900 });
}
