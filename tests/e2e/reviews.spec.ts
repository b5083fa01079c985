import type { Dialog, Page } from "@playwright/test";
import { expectNoA11yViolations } from "./support/axe";
import { expect, test } from "./support/login";
import { hydrated } from "./support/hydration";

// Issue #13 pt 1 (Reviews): histogram '4,8 (123)', sort in the URL (also without JavaScript), the
// 'helpful' vote, and writing → editing → deleting one's own review with the stats following.

/** A product page with at least two reviews, none by the signed-in user (the demo editor writes none). */
async function openReviewedProduct(page: Page): Promise<string> {
  await page.goto("/produkty?sort=popularity");
  const links = await page.locator("main a[href^='/produkt/']").evaluateAll((as) => [...new Set(as.map((a) => a.getAttribute("href") ?? ""))]);
  for (const href of links) {
    await page.goto(href);
    const heading = await page.getByRole("heading", { level: 2, name: /^Opinie \(\d+\)$/ }).textContent();
    if (Number(/\((\d+)\)/.exec(heading ?? "")?.[1]) >= 2) return href;
  }
  throw new Error("no demo product with two or more reviews");
}

const reviewsRegion = (page: Page) => page.getByRole("region", { name: /^Opinie/ });
const reviewCount = async (page: Page) => Number(/\((\d+)\)/.exec((await page.getByRole("heading", { level: 2, name: /^Opinie/ }).textContent()) ?? "")?.[1]);
/** The star ratings of the listed reviews, top to bottom ('Ocena: 4,0 na 5'). */
const listedRatings = async (page: Page) =>
  (await reviewsRegion(page).getByRole("article").getByRole("img", { name: /^Ocena:/ }).evaluateAll((els) => els.map((e) => e.getAttribute("aria-label") ?? ""))).map((l) =>
    Number(/Ocena: (\d),/.exec(l)?.[1]),
  );
const summary = (page: Page) => page.getByTestId("review-summary");

const focusedText = (page: Page) => () => page.evaluate(() => document.activeElement?.textContent ?? "");

test.describe("reviews on the product page (desktop)", () => {
  test("histogram, sort, helpful vote, then write → edit → delete one's own review", async ({ page, login }) => {
    test.setTimeout(120_000);
    await login("editor");
    const href = await openReviewedProduct(page);
    const total = await reviewCount(page);

    // Histogram: '4,8 (123)' and one row per star whose counts add up to the total.
    await expect(summary(page)).toHaveText(new RegExp(`^\\d,\\d \\(${total}\\)`));
    const rows = page.getByRole("list", { name: "Rozkład ocen" }).getByRole("listitem");
    await expect(rows).toHaveCount(5);
    const perStar = (await rows.allTextContents()).map((t) => Number(/:\s*(\d+)\s/.exec(t)?.[1]));
    expect(perStar.reduce((a, b) => a + b, 0)).toBe(total);

    // Sort: links in the URL; the lowest and highest orders are monotonic.
    const sorting = page.getByRole("navigation", { name: "Sortowanie opinii" });
    await sorting.getByRole("link", { name: "Najniżej oceniane" }).click();
    await expect(page).toHaveURL(/[?&]opinie=najnizej-oceniane/);
    await expect(sorting.getByRole("link", { name: "Najniżej oceniane" })).toHaveAttribute("aria-current", "true");
    const low = await listedRatings(page);
    expect(low).toEqual([...low].sort((a, b) => a - b));
    await sorting.getByRole("link", { name: "Najwyżej oceniane" }).click();
    await expect(page).toHaveURL(/[?&]opinie=najwyzej-oceniane/);
    await expect.poll(() => listedRatings(page)).toEqual([...low].sort((a, b) => b - a));

    // Helpful: on, survives a reload, off again.
    const first = reviewsRegion(page).getByRole("article").first();
    const helpful = first.getByRole("button", { name: /^Pomocna/ });
    await expect(helpful).toHaveAttribute("aria-pressed", "false");
    const before = Number(/\((\d+)\)/.exec((await helpful.textContent()) ?? "")?.[1]);
    await helpful.click();
    await expect(helpful).toHaveAttribute("aria-pressed", "true");
    await expect(helpful).toHaveText(`Pomocna (${before + 1})`);
    await page.reload();
    await expect(helpful).toHaveAttribute("aria-pressed", "true");
    await helpful.click();
    await expect(helpful).toHaveAttribute("aria-pressed", "false");
    await expect(helpful).toHaveText(`Pomocna (${before})`);

    // Write a 5-star review (the default).
    await page.goto(href);
    await hydrated(page);
    await page.getByText("Dodaj opinię", { exact: true }).click();
    await page.getByLabel("Komentarz").fill("Moja pierwsza opinia z testu");
    // spec: public §8 Other — F5 or Ctrl+R in a form with typed text asks first; declining keeps the text.
    const asked: string[] = [];
    const decline = (dialog: Dialog) => {
      asked.push(dialog.message());
      void dialog.dismiss();
    };
    page.on("dialog", decline);
    await page.getByLabel("Komentarz").press("F5");
    await page.getByLabel("Komentarz").press("Control+r");
    await expect.poll(() => asked).toEqual(Array(2).fill("Czy na pewno chcesz odświeżyć stronę? Niezapisane zmiany zostaną utracone."));
    await expect(page.getByLabel("Komentarz")).toHaveValue("Moja pierwsza opinia z testu");
    page.off("dialog", decline);
    await page.getByRole("checkbox", { name: /Akceptuję/ }).check();
    await page.getByRole("button", { name: "Wyślij opinię" }).click();
    await expect(page.getByText("Już dodałeś opinię o tym produkcie")).toBeVisible();
    // The used form is gone: the focus continues from the message, not from the top of the page.
    await expect.poll(focusedText(page)).toContain("Twoja opinia została dodana.");
    await expect.poll(() => reviewCount(page)).toBe(total + 1);
    const mine = reviewsRegion(page).getByRole("article").filter({ hasText: "Twoja opinia" });
    await expect(mine).toContainText("Moja pierwsza opinia z testu");
    await expect(mine.getByRole("button", { name: /^Pomocna/ })).toHaveCount(0); // no vote on one's own review
    const fiveStars = page.getByRole("list", { name: "Rozkład ocen" }).getByRole("listitem").first();
    const fiveBefore = Number(/:\s*(\d+)\s/.exec((await fiveStars.textContent()) ?? "")?.[1]);

    // Edit: 1 star and a new comment; the list, the histogram and the summary follow.
    await page.getByText("Edytuj opinię", { exact: true }).click();
    const stars = page.getByRole("group", { name: "Twoja ocena" });
    await expect(stars.getByRole("radio", { name: "5 gwiazdek" })).toBeChecked();
    await expectNoA11yViolations(page);
    await stars.locator("label").first().click(); // the first star = 1
    const editComment = page.locator("textarea[name=comment]");
    await editComment.fill("Po tygodniu zmieniam zdanie");
    await page.getByRole("button", { name: "Zapisz zmiany" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Twoja opinia została zaktualizowana." })).toBeVisible();
    await expect.poll(focusedText(page)).toContain("Twoja opinia została zaktualizowana.");
    await expect(mine).toContainText("Po tygodniu zmieniam zdanie");
    await expect(mine.getByRole("img", { name: /^Ocena: 1,0 na 5/ })).toBeVisible();
    await expect(fiveStars).toContainText(`5 gwiazdek: ${fiveBefore - 1} `);
    await expect.poll(() => reviewCount(page)).toBe(total + 1);

    // Delete (confirmed in a dialog): the form comes back and the count returns.
    await page.getByRole("button", { name: "Usuń opinię" }).click();
    const dialog = page.getByRole("dialog", { name: "Usuń opinię" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Usuń", exact: true }).click();
    await expect(page.getByRole("status").filter({ hasText: "Opinia została usunięta." })).toBeVisible();
    await expect.poll(focusedText(page)).toContain("Opinia została usunięta.");
    await expect(page.getByText("Dodaj opinię", { exact: true })).toBeVisible();
    await expect.poll(() => reviewCount(page)).toBe(total);
    await expect(summary(page)).toHaveText(new RegExp(`\\(${total}\\)`));
    await expect(page.getByText("Po tygodniu zmieniam zdanie")).toHaveCount(0);
    await expectNoA11yViolations(page);
  });

  test("another user's review id is refused with a Polish message and a 4xx, changing nothing", async ({ page, login, baseURL }) => {
    await login("editor");
    const href = await openReviewedProduct(page);
    const first = reviewsRegion(page).getByRole("article").first();
    const text = (await first.locator("p").first().textContent())!;
    const reviewId = await first.locator("input[name=reviewId]").first().inputValue();
    const headers = { origin: new URL(baseURL!).origin, "sec-fetch-site": "same-origin" };
    const edit = await page.request.post("/akcje/opinia/edycja", { form: { reviewId, rating: "1", comment: "Przejęta", redirectTo: href }, headers, maxRedirects: 0 });
    expect(edit.status()).toBe(403);
    expect(await edit.text()).toContain("Możesz edytować tylko własną opinię");
    const del = await page.request.post("/akcje/opinia/usuwanie", { form: { reviewId, redirectTo: href }, headers, maxRedirects: 0 });
    expect(del.status()).toBe(403);
    expect(await del.text()).toContain("Możesz usunąć tylko własną opinię");
    await page.goto(href);
    await expect(reviewsRegion(page).getByText(text, { exact: true })).toBeVisible();
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the sort links and the helpful vote work as plain links and forms", async ({ page, login }) => {
    await login("editor");
    await openReviewedProduct(page);
    await page.getByRole("navigation", { name: "Sortowanie opinii" }).getByRole("link", { name: "Najniżej oceniane" }).click();
    await expect(page).toHaveURL(/[?&]opinie=najnizej-oceniane#opinie$/);
    const low = await listedRatings(page);
    expect(low).toEqual([...low].sort((a, b) => a - b));

    const helpful = reviewsRegion(page).getByRole("article").first().getByRole("button", { name: /^Pomocna/ });
    await expect(helpful).toHaveAttribute("aria-pressed", "false");
    await helpful.click();
    await expect(page).toHaveURL(/[?&]opinie=najnizej-oceniane/); // back on the same page and order
    await expect(page.locator("[aria-live='polite'] p").filter({ hasText: "Dziękujemy! Oznaczono opinię jako pomocną." })).toBeVisible();
    await expect(helpful).toHaveAttribute("aria-pressed", "true");
    await helpful.click();
    await expect(helpful).toHaveAttribute("aria-pressed", "false");
  });
});

test.describe("phone width", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("the reviews section fits the screen and is axe clean, signed in and anonymous", async ({ page, login }) => {
    const href = await openReviewedProduct(page);
    await page.locator("#opinie").scrollIntoViewIfNeeded();
    await expect(summary(page)).toBeVisible();
    await expectNoA11yViolations(page);
    await login("user");
    await page.goto(href);
    await expect(page.getByRole("list", { name: "Rozkład ocen" })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await expectNoA11yViolations(page);
  });
});
