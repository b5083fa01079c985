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
