import { appendFileSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type axe from "axe-core";
import { expect, test, type Page } from "@playwright/test";

/** axe-core's minified build (the same code as `axe.source`, less than half the bytes to send and parse). */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

const OPTIONS = {
  // WCAG 2.5.3 "label in name" (label-content-name-mismatch) is experimental in axe: switched on by name.
  rules: { "label-content-name-mismatch": { enabled: true } },
  runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"] },
  // Only the violations are gathered: the same violations are found, without the list of every passing
  // node (thousands on a product page), which made a run several times slower.
  resultTypes: ["violations"],
} satisfies axe.RunOptions;

/**
 * Fails the test on any axe-core violation (WCAG 2.1 A/AA rules and axe's best practices) on the
 * current page. Also WCAG 2.5.3 "label in name" (label-content-name-mismatch), which axe ships as
 * experimental: a review found a "Role" button named "Zarządzaj rolami: …" that voice control
 * users cannot call by what they see.
 *
 * axe-core runs in the page itself (axe.run over the document), injected once per document: what
 * @axe-core/playwright's AxeBuilder does in its legacy mode, without the builder's second injection of
 * the unminified source, its finishRun in a new blank tab and the transfer of every passing node. Several
 * times faster, with the same violations (checked against AxeBuilder on a page made to fail ten rules; the
 * site has no iframes, the only thing the builder's frame-by-frame run adds). E2E_AXE_LOG=file appends a
 * line per run (milliseconds, page and width, test) to count and time the runs.
 */
export async function expectNoA11yViolations(page: Page) {
  const started = Date.now();
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE_SOURCE);
  const summary = await page.evaluate(async (options) => {
    const inPage = (window as unknown as { axe: typeof axe }).axe;
    const results = await inPage.run(document, options);
    return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
  }, OPTIONS);
  if (process.env.E2E_AXE_LOG) {
    const where = `${new URL(page.url()).pathname} @${page.viewportSize()?.width}`;
    appendFileSync(process.env.E2E_AXE_LOG, `${Date.now() - started}\t${where}\t${test.info().titlePath.slice(1).join(" › ")}\n`);
  }
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
