import type { Locator, Page } from "@playwright/test";
import { DEMO_LOGINS, expect, loginAs, test } from "./support/login";
import { personalDataApplied } from "./support/personal";
import { accountMenu } from "./support/header-menus";

// ADR 149: two tabs of one browser. The like and the heart send the state the user asks for, so a
// tab still showing an old state cannot flip the product the wrong way; and a tab whose session
// ended in another tab notices it on the refused click. The review's 'Pomocna' vote follows the same rule.

const JAN = DEMO_LOGINS.user;

const likeOf = (page: Page) => page.getByRole("button", { name: /^Polub/ });
const heartOf = (page: Page) => page.getByRole("button", { name: "Lista życzeń" });
// A toast: successes are statuses, errors alerts (session 32); either is in the toaster.
const toast = (page: Page, text: string) => page.locator(".vp-toaster").getByText(text);
const helpfulOf = (page: Page) => page.getByRole("region", { name: /^Opinie/ }).getByRole("article").first().getByRole("button", { name: /^Pomocna/ });

/** Clicks a like/heart button and waits for its save (`action`: the /akcje path). */
async function clickAndSave(page: Page, button: Locator, action: string): Promise<number> {
  const saved = page.waitForResponse((r) => r.url().includes(action) && r.request().method() === "POST");
  await button.click();
  return (await saved).status();
}

/** Opens one product in two tabs of the signed-in browser, its like and heart off in both. */
async function twoTabs(page: Page, baseURL: string): Promise<{ a: Page; b: Page; path: string }> {
  await loginAs(page, "user", baseURL);
  await page.goto("/produkty?sort=newest");
  const path = (await page.locator("main a[href^='/produkt/']").nth(5).getAttribute("href"))!;
  await page.goto(path);
  await personalDataApplied(page);
  // Start from "not liked, not on the list" (another test may have left either on).
  for (const [button, action] of [[likeOf(page), "/akcje/polubienie"], [heartOf(page), "/akcje/wishlist"]] as const) {
    if ((await button.getAttribute("aria-pressed")) === "true") await clickAndSave(page, button, action);
    await expect(button).toHaveAttribute("aria-pressed", "false");
  }
  const b = await page.context().newPage();
  await b.goto(path);
  await personalDataApplied(b);
  return { a: page, b, path };
}

test("a stale tab's like and heart keep what the other tab set instead of flipping it", async ({ page, baseURL }) => {
  const { a, b, path } = await twoTabs(page, baseURL!);
  // A third tab, for the heart: a click in tab A reloads A's data, so A is stale only once.
  const c = await page.context().newPage();
  await c.goto(path);
  await personalDataApplied(c);

  // Tab B likes and hearts the product.
  expect(await clickAndSave(b, likeOf(b), "/akcje/polubienie")).toBe(200);
  await expect(likeOf(b)).toHaveAttribute("aria-pressed", "true");
  const likedText = (await likeOf(b).textContent())!;
  expect(await clickAndSave(b, heartOf(b), "/akcje/wishlist")).toBe(200);
  await expect(heartOf(b)).toHaveAttribute("aria-pressed", "true");

  // Tab A still shows "not liked" and the user clicks "Polub": it stays liked, counted once.
  await expect(likeOf(a)).toHaveAttribute("aria-pressed", "false");
  expect(await clickAndSave(a, likeOf(a), "/akcje/polubienie")).toBe(200);
  await expect(toast(a, "Polubiono produkt.")).toBeVisible();
  await expect(likeOf(a)).toHaveAttribute("aria-pressed", "true");
  await expect(likeOf(a)).toHaveText(likedText);
  // Tab C still shows the empty heart and the user clicks it: the product stays on the list.
  await expect(heartOf(c)).toHaveAttribute("aria-pressed", "false");
  expect(await clickAndSave(c, heartOf(c), "/akcje/wishlist")).toBe(200);
  await expect(toast(c, "Produkt został dodany do wishlist")).toBeVisible();
  await expect(heartOf(c)).toHaveAttribute("aria-pressed", "true");

  // The server agrees: a fresh load of tab B shows both still on.
  await b.reload();
  await personalDataApplied(b);
  await expect(likeOf(b)).toHaveAttribute("aria-pressed", "true");
  await expect(likeOf(b)).toHaveText(likedText);
  await expect(heartOf(b)).toHaveAttribute("aria-pressed", "true");

  // Leave the demo account as it was.
  await clickAndSave(b, likeOf(b), "/akcje/polubienie");
  await clickAndSave(b, heartOf(b), "/akcje/wishlist");
  await expect(likeOf(b)).toHaveAttribute("aria-pressed", "false");
  await expect(heartOf(b)).toHaveAttribute("aria-pressed", "false");
  await Promise.all([b.close(), c.close()]);
});

test("a stale tab's 'Pomocna' keeps the vote the other tab cast", async ({ page, baseURL }) => {
  // The demo editor writes no reviews, so every listed review takes their vote.
  await loginAs(page, "editor", baseURL!);
  await page.goto("/produkty?sort=popularity");
  const hrefs = await page.locator("main a[href^='/produkt/']").evaluateAll((as) => [...new Set(as.map((a) => a.getAttribute("href") ?? ""))]);
  let path = "";
  for (const href of hrefs) {
    await page.goto(href);
    await personalDataApplied(page);
    if ((await helpfulOf(page).count()) > 0) {
      path = href;
      break;
    }
  }
  expect(path, "a demo product with a review").not.toBe("");
  const [a, b] = [page, await page.context().newPage()];
  if ((await helpfulOf(a).getAttribute("aria-pressed")) === "true") await clickAndSave(a, helpfulOf(a), "/akcje/opinia/pomocna");
  await expect(helpfulOf(a)).toHaveAttribute("aria-pressed", "false");
  await b.goto(path);
  await personalDataApplied(b);

  // Tab B votes; tab A, still showing no vote, is clicked too: the vote stays, counted once.
  expect(await clickAndSave(b, helpfulOf(b), "/akcje/opinia/pomocna")).toBe(200);
  await expect(helpfulOf(b)).toHaveAttribute("aria-pressed", "true");
  const votedText = (await helpfulOf(b).textContent())!;
  await expect(helpfulOf(a)).toHaveAttribute("aria-pressed", "false");
  expect(await clickAndSave(a, helpfulOf(a), "/akcje/opinia/pomocna")).toBe(200);
  await expect(helpfulOf(a)).toHaveAttribute("aria-pressed", "true");
  await expect(helpfulOf(a)).toHaveText(votedText);
  await b.reload();
  await personalDataApplied(b);
  await expect(helpfulOf(b)).toHaveAttribute("aria-pressed", "true");
  await expect(helpfulOf(b)).toHaveText(votedText);

  // Leave the demo account as it was.
  await clickAndSave(b, helpfulOf(b), "/akcje/opinia/pomocna");
  await expect(helpfulOf(b)).toHaveAttribute("aria-pressed", "false");
  await b.close();
});

test("a refused click in a tab signed out elsewhere shows the signed-out header without a reload", async ({ page, baseURL }) => {
  const { a, b } = await twoTabs(page, baseURL!);
  const menu = accountMenu(a);
  await expect(menu).toHaveAccessibleName(`Menu konta: ${JAN.email}`);
  await expect(menu).toBeVisible();
  await a.evaluate(() => ((window as unknown as { vpSameDocument: boolean }).vpSameDocument = true));

  // Tab B signs out.
  await accountMenu(b).click();
  await b.getByRole("button", { name: "Wyloguj się" }).click();
  await expect(b.getByRole("link", { name: "Logowanie" }).first()).toBeVisible();
  await b.close();

  // Tab A still shows the e-mail; its like is refused, and the header catches up.
  await expect(menu).toBeVisible();
  expect(await clickAndSave(a, likeOf(a), "/akcje/polubienie")).toBe(401);
  await expect(toast(a, "Musisz się zalogować")).toBeVisible();
  await expect(menu).toHaveCount(0);
  await expect(a.getByRole("link", { name: "Logowanie" }).first()).toBeVisible();
  // The like control is the visitor's sign-in link now; nothing was saved and the page was not reloaded.
  await expect(a.getByRole("link", { name: /^Polub/ })).toBeVisible();
  expect(await a.evaluate(() => (window as unknown as { vpSameDocument?: boolean }).vpSameDocument)).toBe(true);
});

test("a quick undo made while the like is still on its way is saved after it, never before it", async ({ page, baseURL }) => {
  await loginAs(page, "user", baseURL!);
  await page.goto("/produkty?sort=newest");
  const path = (await page.locator("main a[href^='/produkt/']").nth(6).getAttribute("href"))!;
  await page.goto(path);
  await personalDataApplied(page);
  const like = likeOf(page);
  if ((await like.getAttribute("aria-pressed")) === "true") await clickAndSave(page, like, "/akcje/polubienie");
  await expect(like).toHaveAttribute("aria-pressed", "false");

  // The like is slow on the way: it reaches the server 1.5 s late, whatever the page does meanwhile
  // (a page that sent the undo at once had the undo saved first and the like last).
  let sent = 0;
  let answered = 0;
  await page.route(/\/akcje\/polubienie/, async (route) => {
    if (route.request().method() !== "POST") return route.continue();
    if (sent++ === 0) await new Promise((resolve) => setTimeout(resolve, 1500));
    const response = await route.fetch();
    answered++;
    await route.fulfill({ response }).catch(() => undefined); // the page may have given up on it
  });
  await like.click();
  await expect(like).toHaveAttribute("aria-pressed", "true");
  await like.click();
  await expect(like).toHaveAttribute("aria-pressed", "false");
  await expect.poll(() => answered, { timeout: 10_000 }).toBe(2);
  await expect(like).toHaveAttribute("aria-pressed", "false");
  await page.unroute(/\/akcje\/polubienie/);

  await page.reload();
  await personalDataApplied(page);
  await expect(likeOf(page)).toHaveAttribute("aria-pressed", "false");
});
