import { registerFreshUser } from "./support/fresh-user";
import { hydrated } from "./support/hydration";
import { expectWishAppliedAfter } from "./support/wishlist";
import { expect, test } from "./support/login";

// Review (session 31): the heart pressed while signed out leads to the sign-in and, once back on
// the product, the product is on the wishlist (the wish travels as ?po-zalogowaniu=wishlist).
test("a heart pressed signed out is on the wishlist after signing in, and the URL is clean again", async ({ browser }) => {
  test.slow(); // a registration with its e-mail, then a sign-in
  const member = await registerFreshUser(browser, "Serduszko Testowe");
  await member.context.close();
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto("/produkty?sort=newest");
  const href = (await page.locator("main a[href^='/produkt/']").first().getAttribute("href"))!;
  await page.goto(href);
  await hydrated(page);
  await page.getByRole("link", { name: /^Lista życzeń/ }).click();
  await expect(page).toHaveURL(/\/logowanie\?redirectTo=.*po-zalogowaniu%3Dwishlist/);
  await hydrated(page);
  await page.getByLabel("Email").fill(member.email);
  await page.getByLabel("Hasło", { exact: true }).fill(member.password);
  await expectWishAppliedAfter(page, href, () => page.getByRole("button", { name: "Zaloguj się" }).click());
  await context.close();
});

// Hostile review, session 41: an outside link carrying the parameter to a signed-in member liked and
// wishlisted the product for them. Only a wish this browser asked for (the site's sign-in link) is sent.
test("a link from elsewhere carrying ?po-zalogowaniu= does nothing for a signed-in member but leave the address", async ({ page, login }) => {
  await login("user");
  await page.goto("/produkty?sort=newest");
  const href = (await page.locator("main a[href^='/produkt/']").first().getAttribute("href"))!;
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname.startsWith("/akcje/")) posts.push(new URL(request.url()).pathname);
  });
  for (const kind of ["polubienie", "wishlist"]) {
    await page.goto(`${href}?po-zalogowaniu=${kind}`);
    await hydrated(page);
    await expect(page).toHaveURL((url) => url.pathname === href && url.search === "");
    await page.waitForLoadState("networkidle");
  }
  expect(posts).toEqual([]);
});
