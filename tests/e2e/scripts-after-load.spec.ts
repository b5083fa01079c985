import type { Page } from "@playwright/test";
import { hydrated } from "./support/hydration";
import { expect, loginAs, test } from "./support/login";

// ADR 215: a visitor's catalogue, blog and search pages ask for their scripts once the page has
// loaded (the module preloads and React Router's module script are written inert and started by a
// small inline script); other pages, and every page of a signed-in member, load as React Router writes them.

const preloadsInHtml = (html: string) => [...html.matchAll(/<link[^>]+rel="modulepreload"/g)].length;
const inertModules = (html: string) => [...html.matchAll(/<script[^>]+type="text\/x-vp-module"/g)].length;

/** Console errors and failed requests of a page: a script the CSP refused shows up as a console error. */
function problemsOf(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (m) => m.type() === "error" && problems.push(m.text()));
  page.on("pageerror", (e) => problems.push(e.message));
  page.on("requestfailed", (r) => problems.push(`${r.url()}: ${r.failure()?.errorText}`));
  return problems;
}

test("a visitor's product page starts its scripts after load, hydrates and navigates in the browser", async ({ page, request }) => {
  const productPath = (await (await request.get("/produkty")).text()).match(/href="(\/produkt\/[^"]+)"/)![1];
  const html = await (await request.get(productPath)).text();
  expect(preloadsInHtml(html)).toBe(0);
  expect(inertModules(html)).toBe(1);
  const listed = html.match(/data-preloads="([^"]+)"/)![1].split(" ");
  expect(listed.some((url) => /\/assets\/entry\.client-[\w-]+\.js$/.test(url))).toBe(true);

  const problems = problemsOf(page);
  const scripts: string[] = [];
  let loaded = false;
  page.on("load", () => (loaded = true));
  // Each script must be asked for after the load event, never before it.
  page.on("request", (r) => r.resourceType() === "script" && scripts.push(`${loaded}:${new URL(r.url()).pathname}`));
  await page.goto(productPath);
  await hydrated(page);
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((s) => s.startsWith("false:"))).toEqual([]);
  // The preloads are in the head now: the whole module graph was asked for at once.
  const preloaded = await page.locator('head link[rel="modulepreload"]').evaluateAll((links) => links.map((l) => l.getAttribute("href")));
  expect(preloaded).toEqual(listed);

  // Hydrated means routed by React Router: following a link swaps the page without loading a document.
  await page.evaluate(() => ((window as unknown as { vpMarker: number }).vpMarker = 1));
  await page.getByRole("banner").getByRole("link", { name: "Blog", exact: true }).first().click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { vpMarker?: number }).vpMarker)).toBe(1);
  expect(problems).toEqual([]);
});

test("a page whose picture never arrives still starts its scripts (after 3 s) and hydrates", async ({ page }) => {
  // The list's pictures are held for good: the load event never comes.
  await page.route(/\/uploads\//, () => undefined);
  await page.goto("/produkty", { waitUntil: "domcontentloaded" });
  await hydrated(page);
  expect(await page.evaluate(() => document.readyState)).not.toBe("complete");
  await page.unrouteAll({ behavior: "ignoreErrors" });
});

test("the sign-in page and a signed-in member's pages keep React Router's preloads", async ({ page, request, baseURL }) => {
  const signIn = await (await request.get("/logowanie")).text();
  expect(preloadsInHtml(signIn)).toBeGreaterThan(0);
  expect(inertModules(signIn)).toBe(0);

  await loginAs(page, "user", baseURL!);
  const response = await page.goto("/produkty");
  const html = await response!.text();
  expect(preloadsInHtml(html)).toBeGreaterThan(0);
  expect(inertModules(html)).toBe(0);
  await hydrated(page);
});
