import { hydrated } from "./support/hydration";
import { expect, test } from "./support/login";
import { linkFromMail, submitRegistration, unique } from "./support/registration-flow";
import { expectWishAppliedAfter } from "./support/wishlist";

// ADR 210: a visitor who pressed 'Lista życzeń' signed out and registers instead of signing in comes
// back, once the e-mail is confirmed, to the product with it on the wishlist (not to /profil).
test("product → Lista życzeń → Zarejestruj się → e-mail link → back on the product, on the wishlist", async ({ page }) => {
  test.slow(); // a registration with its e-mail
  const email = unique("zamiar");
  await page.goto("/produkty?sort=newest");
  const href = (await page.locator("main a[href^='/produkt/']").first().getAttribute("href"))!;
  await page.goto(href);
  await hydrated(page);
  await page.getByRole("link", { name: /^Lista życzeń/ }).click();
  await expect(page).toHaveURL(/\/logowanie\?redirectTo=.*po-zalogowaniu%3Dwishlist/);
  await page.getByRole("link", { name: "Zarejestruj się" }).click();
  await expect(page).toHaveURL(/\/rejestracja\?redirectTo=.*po-zalogowaniu%3Dwishlist/);
  // Its way back to the sign-in keeps the path too.
  await expect(page.getByRole("link", { name: "Zaloguj się" })).toHaveAttribute("href", /^\/logowanie\?redirectTo=%2Fprodukt%2F/);
  await hydrated(page);
  await submitRegistration(page, email, "Ola Zamiarowa");
  await expect(page).toHaveURL(/\/verification-required\?redirectTo=/);
  await expect(page.getByRole("link", { name: "Wyślij ponownie link weryfikacyjny" })).toHaveAttribute("href", /^\/weryfikacja-email\?redirectTo=%2Fprodukt%2F/);
  const link = await linkFromMail(email, "/weryfikacja-email");
  expect(new URL(link).searchParams.get("redirectTo")).toBe(`${href}?po-zalogowaniu=wishlist`);
  await page.goto(link);
  await hydrated(page);
  await expectWishAppliedAfter(page, href, () => page.getByRole("button", { name: "Potwierdź adres email" }).click());
});

test("a hostile return path is dropped on the way: the links and the registration form carry none", async ({ page }) => {
  await page.goto(`/logowanie?redirectTo=${encodeURIComponent("//evil.com/x")}`);
  await expect(page.getByRole("link", { name: "Zarejestruj się" })).toHaveAttribute("href", "/rejestracja");
  await page.goto(`/rejestracja?redirectTo=${encodeURIComponent("https://evil.com")}`);
  await expect(page.locator("main input[name=redirectTo]")).toHaveValue("");
  await expect(page.getByRole("link", { name: "Zaloguj się" })).toHaveAttribute("href", "/logowanie");
  await page.goto(`/verification-required?redirectTo=${encodeURIComponent("/\\evil.com")}`);
  await expect(page.getByRole("link", { name: "Wyślij ponownie link weryfikacyjny" })).toHaveAttribute("href", "/weryfikacja-email");
});
