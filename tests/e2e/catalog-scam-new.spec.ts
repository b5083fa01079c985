import { expect, test, type Page } from "@playwright/test";
import { expectNoA11yViolations } from "./support/axe";
import { nuHtmlErrors } from "./support/nu-checker";
import { REVIEW_POSTS } from "../../app/db/seed/demo/blog-reviews";

// Issue #15 (shopper): scam alerts sell nothing, prices, structured data per page type, the general
// 404, and the Nu HTML checker over every public page type. Against the demo catalogue.

async function openProduct(page: Page, query: string, title: RegExp) {
  await page.goto(`/szukaj?q=${encodeURIComponent(query)}`);
  await page.getByRole("link", { name: title }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
}

async function openPost(page: Page, title: RegExp) {
  await page.goto("/blog");
  await page.getByRole("link", { name: title }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
}

async function jsonLdTypes(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((b) => JSON.parse(b) as Record<string, unknown>);
}

const typesOf = (data: Record<string, unknown>[]) => data.map((d) => d["@type"]);

for (const width of [390, 1366]) {
  test(`a scam product shows the warning first, no buy link, and its /go/ answers 410 (${width}px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await openProduct(page, "Powerbank solarny", /Powerbank solarny 50\s000\smAh/);
    const warning = page.getByRole("region", { name: "Scam Alert: nie kupuj tego produktu" });
    await expect(warning).toBeInViewport();
    await expect(page.getByRole("link", { name: /^Kup na/ })).toHaveCount(0);
    expect(await page.locator('a[href^="/go/"]').count()).toBe(0);
    await expect(warning.getByRole("link").first()).toBeVisible(); // a safe alternative of the category
    await page.screenshot({ path: `test-results/shopper-scam-product-${width}.png` });
    await expectNoA11yViolations(page);

    const id = new URL(page.url()).pathname.split("/").pop();
    const productId = await page.evaluate(() => {
      const ld = [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) =>
        JSON.parse(s.textContent ?? "{}"),
      );
      return ld
        .find((d) => d["@type"] === "Product")
        ?.url?.split("/")
        .pop() as string;
    });
    expect(productId ?? id).toBeTruthy();
    for (const shop of ["temu", "aliexpress", "amazon"]) {
      const response = await page.request.get(`/go/${productId}/${shop}`, { maxRedirects: 0 });
      expect([404, 410]).toContain(response.status());
    }
  });
}

test("the scam-alert post opens with its warning and has no 'Gdzie kupić' link; 'Scam Alert' shown once", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openPost(page, /Uwaga na powerbank/);
  await expect(page.getByRole("heading", { name: "Uwaga: to może być oszustwo" })).toBeInViewport();
  await expect(page.getByRole("heading", { name: "Gdzie kupić" })).toHaveCount(0);
  expect(await page.locator('a[href^="/go/"]').count()).toBe(0);
  // The post's own header (related posts below may be scam alerts too, with their own badge).
  await expect(page.locator("article > header").first().getByText("Scam Alert", { exact: true })).toHaveCount(1);
  await page.screenshot({ path: "test-results/shopper-scam-post-390.png", fullPage: true });
  const data = await jsonLdTypes(page);
  expect(typesOf(data)).toEqual(expect.arrayContaining(["BreadcrumbList", "BlogPosting"]));
  await expectNoA11yViolations(page);
});

test("a collection lists its items once, ranked, with price and buy button; ItemList and BreadcrumbList", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await openPost(page, /7 gadżetów do domu/);
  const items = page.getByRole("region", { name: "Produkty w zestawieniu" }).getByRole("listitem");
  await expect(items).toHaveCount(7);
  await expect(items.first()).toContainText(/\d+,\d{2}\s*zł/);
  await expect(items.first().getByRole("link", { name: /Kup w sklepie/ })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Dla kogo NIE jest ten produkt" })).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Przeznaczenie" })).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Przeczytaj także" })).toBeVisible();
  await page.screenshot({ path: "test-results/shopper-collection-1366.png", fullPage: true });
  const data = await jsonLdTypes(page);
  expect(typesOf(data)).toEqual(expect.arrayContaining(["BreadcrumbList", "BlogPosting", "ItemList"]));
  const list = data.find((d) => d["@type"] === "ItemList") as { itemListElement: unknown[] };
  expect(list.itemListElement).toHaveLength(7);
  await expectNoA11yViolations(page);
});

test("a review: score number beside the stars, verdict near the top, 'Dla kogo NIE' once, Review JSON-LD", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // A demo review by its title: posts other specs write (and may leave behind) do not count.
  await page.goto("/blog?typ=review");
  const review = page
    .getByRole("article")
    .filter({ hasText: "Ładowarka 3w1 MagSafe – czy warto kupić hit z TikToka?" })
    .first();
  await review.getByRole("link").first().click();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Dla kogo NIE jest ten produkt" })).toHaveCount(1);
  await expect(page.getByText(/^\d,\d\/5$/).first()).toBeVisible();
  const data = await jsonLdTypes(page);
  expect(typesOf(data)).toEqual(expect.arrayContaining(["BreadcrumbList", "BlogPosting", "Review"]));
  const r = data.find((d) => d["@type"] === "Review") as Record<
    string,
    { "@type": string; itemListElement?: unknown[] }
  >;
  expect(r.itemReviewed["@type"]).toBe("Product");
  expect(r.reviewRating["@type"]).toBe("Rating");
  // The post's own pros and cons, in order (demo text: app/db/seed/demo/blog-reviews.ts).
  const demo = REVIEW_POSTS.find((p) => p.title === "Ładowarka 3w1 MagSafe – czy warto kupić hit z TikToka?")!;
  const names = (list?: unknown[]) => (list ?? []).map((item) => (item as { name: string }).name);
  expect(names(r.positiveNotes.itemListElement)).toEqual(demo.pros);
  expect(names(r.negativeNotes.itemListElement)).toEqual(demo.cons);
  await page.screenshot({ path: "test-results/shopper-review-390.png" });
  await expectNoA11yViolations(page);
});

test("product pages carry Product with Review entries and reviewCount; home a WebSite", async ({ page }) => {
  await page.goto("/produkty");
  await page.locator("main article a").first().click();
  await expect(page).toHaveURL(/\/produkt/);
  await expect(page.locator('script[type="application/ld+json"]').first()).toBeAttached();
  const data = await jsonLdTypes(page);
  expect(typesOf(data)).toEqual(expect.arrayContaining(["Product", "BreadcrumbList"]));
  const product = data.find((d) => d["@type"] === "Product") as {
    aggregateRating?: { reviewCount: number };
    review?: unknown[];
  };
  // reviewCount = the written reviews ('Opinie (N)'); Review entries = the reviews the page shows.
  const shown = page.getByRole("region", { name: /^Opinie \(\d+\)$/ });
  const total = Number((await shown.getByRole("heading", { level: 2 }).innerText()).match(/\d+/)![0]);
  const articles = await shown.getByRole("article", { name: /^Opinia: / }).count();
  if (product.aggregateRating) expect(product.aggregateRating.reviewCount).toBe(total);
  expect(product.review?.length ?? 0).toBe(articles);
  await page.goto("/");
  expect(typesOf(await jsonLdTypes(page))).toContain("WebSite");
});

test("an unknown non-product path is a general 404 with search and popular links", async ({ page }) => {
  const response = await page.goto("/to_nie.istnieje");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Nie znaleziono strony" })).toBeVisible();
  await expect(page.getByRole("search", { name: "Szukaj w katalogu" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Popularne strony" }).getByRole("link")).toHaveCount(4);
  await expectNoA11yViolations(page);
  // Code- or alias-shaped paths keep the product wording.
  const code = await page.goto("/zz-zz-999");
  expect(code?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Produkt nie znaleziony" })).toBeVisible();
});

// Issue #15 point 4: every public page type validates with the Nu HTML checker (vnu-jar, Java).
test("Nu HTML checker: 0 errors on every public page type", async ({ page, request }) => {
  test.setTimeout(120_000);
  await page.goto("/blog");
  const postHrefs = await page
    .locator('main a[href^="/blog/"]:not([href$=".xml"]):not([href^="/blog/edytor"])')
    .evaluateAll((as) => [...new Set(as.map((a) => a.getAttribute("href")))].slice(0, 12));
  await page.goto("/produkty");
  const productHref = await page.locator('main article a[href^="/produkt"]').first().getAttribute("href");
  const pages = [
    "/",
    "/produkty",
    productHref!,
    "/szukaj?q=lampa",
    "/szukaj",
    "/blog",
    ...(postHrefs.filter(Boolean) as string[]),
    "/o-nas",
    "/jak-to-dziala",
    "/regulamin",
    "/afiliacja",
    "/logowanie",
    "/rejestracja",
    "/reset-hasla",
    "/to_nie.istnieje",
  ];
  expect(await nuHtmlErrors(request, pages)).toEqual([]);
});
