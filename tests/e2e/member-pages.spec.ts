import type { Page } from "@playwright/test";
import { expectNoA11yViolations } from "./support/axe";
import { hydrated } from "./support/hydration";
import { DEMO_LOGINS, expect, loginAs, test } from "./support/login";
import { personalDataApplied } from "./support/personal";
import { toggleWishlist } from "./support/wishlist";
import { accountMenu } from "./support/header-menus";

// ADR 114: a signed-in member (no admin permissions) whose browser runs our JavaScript gets the
// shared member page from the page cache with their own data in it; without JavaScript, a render of
// their own; a visitor never sees either.

const JAN = DEMO_LOGINS.user;

const scripted = async (page: Page) => (await page.context().cookies()).some((c) => c.name === "vp_js" && c.value === "1");

/** Signs Jan in (the form's post, support/login.ts) and opens the product list, the first signed-in page. */
async function logIn(page: Page, baseURL: string) {
  await loginAs(page, "user", baseURL);
  await page.goto("/produkty?sort=newest");
  // The first signed-in page, once hydrated, marks the browser as one that runs our JavaScript.
  await expect.poll(() => scripted(page)).toBe(true);
}

/** A product from the list logIn opened. */
async function someProductPath(page: Page): Promise<string> {
  return (await page.locator("main a[href^='/produkt/']").nth(3).getAttribute("href"))!;
}

test("a member's product page comes from the shared member page with their own menu and heart", async ({ page, browser, baseURL }) => {
  test.slow(); // seven page loads, two saves and an axe pass: over 30 s on a loaded 2-core machine
  const reactErrors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && /hydrat|Minified React error/i.test(message.text())) reactErrors.push(message.text());
  });
  await logIn(page, baseURL!);
  const path = await someProductPath(page);
  await page.goto(path);
  const second = await page.goto(path);
  expect(second!.headers()["x-cache"]).toBe("HIT");
  expect(second!.headers()["cache-control"]).toMatch(/\bprivate\b/);
  // The HTML: the member's block before </body>, their e-mail nowhere else.
  const html = await second!.text();
  const block = html.match(/<script type="application\/json" id="vp-personal">([^<]*)<\/script><\/body>/);
  expect(block, "the personal block ends the body").not.toBeNull();
  expect(html.replace(block![0], "")).not.toContain(JAN.email);
  // In the page: the block was read and removed, the menu shows the member, the controls are theirs.
  await personalDataApplied(page);
  await expect(page.locator("#vp-personal")).toHaveCount(0);
  await expect(accountMenu(page)).toHaveAccessibleName(`Menu konta: ${JAN.email}`);
  const pressed = await toggleWishlist(page);
  // The heart is the member's own, read per answer: the page is still the cached one.
  const again = await page.reload();
  expect(again!.headers()["x-cache"]).toBe("HIT");
  await personalDataApplied(page);
  await expect(page.getByRole("button", { name: "Lista życzeń" })).toHaveAttribute("aria-pressed", pressed);
  await expectNoA11yViolations(page);
  await toggleWishlist(page); // leave the demo account as it was
  expect(reactErrors, "hydration matched the shared page").toEqual([]);

  // Signing out unmarks the browser.
  await accountMenu(page).click();
  await page.getByRole("banner").getByRole("button", { name: "Wyloguj się" }).click();
  await expect.poll(() => scripted(page)).toBe(false);

  // A visitor gets the visitors' page: no block, the sign-in links.
  const visitor = await browser.newPage();
  const anonymous = await visitor.goto(path);
  expect(await anonymous!.text()).not.toContain('id="vp-personal"');
  await expect(visitor.getByRole("link", { name: "Logowanie" }).first()).toBeVisible();
  await hydrated(visitor);
  expect(await scripted(visitor), "a visitor's device keeps nothing (ADR 017)").toBe(false);
  await visitor.close();
});

test("a member's browser without JavaScript gets a page rendered for them", async ({ browser, page, baseURL }) => {
  await logIn(page, baseURL!);
  const path = await someProductPath(page);
  const context = await browser.newContext({ javaScriptEnabled: false });
  // The session only: this browser has never run the site's JavaScript.
  await context.addCookies((await page.context().cookies()).filter((c) => c.name !== "vp_js"));
  const noScript = await context.newPage();
  const response = await noScript.goto(path);
  expect(response!.headers()["x-cache"]).toBeUndefined();
  const html = await response!.text();
  expect(html).not.toContain('id="vp-personal"');
  expect(html).toContain(JAN.email);
  await context.close();
});

test("on the shared member page the review votes wait for the member's data, then are theirs", async ({ page, baseURL }) => {
  await logIn(page, baseURL!);
  await page.goto("/produkty?sort=popularity");
  const links = await page.locator("main a[href^='/produkt/']").evaluateAll((as) => [...new Set(as.map((a) => a.getAttribute("href") ?? ""))]);
  let html = "";
  for (const href of links) {
    await page.goto(href);
    const response = await page.goto(href);
    if (response!.headers()["x-cache"] !== "HIT") continue;
    html = await response!.text();
    if (html.includes("Pomocna")) break;
  }
  expect(html, "a demo product with reviews, from the shared member page").toContain("Pomocna");
  // The HTML as sent, before any script: every 'Pomocna' button is one of the member's own controls.
  const votes = await page.evaluate((source) => {
    const buttons = [...new DOMParser().parseFromString(source, "text/html").querySelectorAll("button")].filter((b) => /^Pomocna/.test(b.textContent ?? ""));
    return { all: buttons.length, own: buttons.filter((b) => b.closest(".vp-own")).length };
  }, html);
  expect(votes.all).toBeGreaterThan(0);
  expect(votes.own).toBe(votes.all);
  await personalDataApplied(page);
  await expect(page.getByRole("button", { name: /^Pomocna/ }).first()).toBeVisible();
});
