import { expect, test, type Page } from "@playwright/test";
import { loginAs } from "./support/login";
import { openUnreviewedProduct } from "./support/unreviewed-product";

// spec: public §4 Wishlist / Review form / Profile tab as plain forms (ADR 150). Moved out of
// account.spec.ts (over 300 lines).

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the heart and the profile edit work as plain forms", async ({ page, baseURL }) => {
    await loginAs(page, "user", baseURL!);
    await page.goto("/produkty");
    const href = await page.locator("main a[href^='/produkt/']").nth(2).getAttribute("href");
    await page.goto(href!);
    const heart = page.getByRole("button", { name: "Lista życzeń" });
    const was = await heart.getAttribute("aria-pressed");
    await heart.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(heart).toHaveAttribute("aria-pressed", was === "true" ? "false" : "true");
    await heart.click();
    await expect(heart).toHaveAttribute("aria-pressed", was!);

    await page.goto("/profil");
    await page.getByRole("link", { name: "Edytuj" }).click();
    await expect(page).toHaveURL(/\?edytuj=1$/);
    await page.getByRole("button", { name: "Zapisz zmiany" }).click();
    await expect(page.getByText("Profil został zaktualizowany pomyślnie")).toBeVisible();
  });

  // issue #15 pt 7: a refused post used to land silently on the home page.
  test("a refused review comes back to the product page with its Polish message and a 4xx", async ({ page, baseURL }) => {
    await loginAs(page, "user", baseURL!);
    const href = await openUnreviewedProduct(page);
    // The same form open in a second tab: the second review of one product is refused (409).
    const other = await page.context().newPage();
    await other.goto(href);
    const write = async (p: Page, comment: string) => {
      await p.getByText("Dodaj opinię", { exact: true }).click();
      await p.getByLabel("Komentarz").fill(comment);
      await p.getByRole("checkbox", { name: /Akceptuję/ }).check();
      await p.getByRole("button", { name: "Wyślij opinię" }).click();
    };
    // Successes in the polite region, errors in an alert (session 32): the toast is either.
    const toast = (p: Page) => p.locator(".vp-toaster p");

    await write(page, "Pierwsza opinia wysłana bez JavaScriptu");
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(toast(page)).toHaveText("Dziękujemy! Twoja opinia została dodana.");

    const refused = other.waitForResponse((r) => new URL(r.url()).pathname === "/akcje/opinia" && r.request().method() === "POST");
    await write(other, "Druga opinia o tym samym produkcie");
    expect((await refused).status()).toBe(409);
    await expect(other).toHaveURL(new RegExp(`${href}$`));
    await expect(toast(other)).toHaveText("Już dodałeś opinię o tym produkcie");
    await expect(other.getByText("Druga opinia o tym samym produkcie")).toHaveCount(0);
  });
});
