import { expect, test, type Page } from "@playwright/test";
import { expectNoA11yViolations } from "./support/axe";

// spec: public §2 Static pages, §5 Reading rules (SEO), §9 Legal pages effective / Structured data.
const STATIC_PAGES = [
  { path: "/o-nas", h1: "Sprawdzamy hity z TikToka, zanim wydasz na nie pieniądze", phone: true },
  { path: "/jak-to-dziala", h1: "Jak sprawdzamy viralowe produkty", phone: true },
  { path: "/kontakt", h1: "Skontaktuj się z nami" },
  { path: "/regulamin", h1: "Regulamin serwisu Viralne Produkty", legal: true, phone: true },
  { path: "/polityka-prywatnosci", h1: "Polityka prywatności", legal: true, phone: true },
  { path: "/cookies", h1: "Polityka cookies", legal: true, phone: true },
  { path: "/afiliacja", h1: "Program afiliacyjny i linki partnerskie", legal: true, phone: true },
  { path: "/verification-required", h1: "Potwierdź adres e-mail" },
];

const SITEMAP_NS = "http://www.sitemaps.org/schemas/sitemap/0.9";

/** Every ld+json script on the page, parsed; fails the test if one is not valid JSON. */
async function jsonLdOnPage(page: Page): Promise<Record<string, unknown>[]> {
  const texts = await page.locator('script[type="application/ld+json"]').evaluateAll((els) => els.map((e) => e.textContent ?? ""));
  return texts.map((text, i) => {
    try {
      return JSON.parse(text) as Record<string, unknown>;
    } catch {
      throw new Error(`ld+json script #${i + 1} on ${page.url()} is not JSON: ${text.slice(0, 200)}`);
    }
  });
}

/** Fetches /sitemap.xml in the page and parses it with the browser's DOMParser. */
async function sitemapLocations(page: Page): Promise<string[]> {
  await page.goto("/");
  return page.evaluate(async (ns) => {
    const text = await (await fetch("/sitemap.xml")).text();
    const doc = new DOMParser().parseFromString(text, "application/xml");
    if (doc.getElementsByTagName("parsererror").length > 0) throw new Error("sitemap.xml is not well-formed XML");
    if (doc.documentElement.localName !== "urlset") throw new Error(`unexpected root ${doc.documentElement.localName}`);
    return Array.from(doc.getElementsByTagNameNS(ns, "loc"), (n) => n.textContent ?? "");
  }, SITEMAP_NS);
}

// One test per page: the desktop checks, then the same page at a phone's width (fits the screen; axe
// again where the phone layout differs from the desktop one: the legal pages' tables and tables of
// contents; the header's phone menu is checked on the catalogue pages, mobile-filters.spec.ts).
for (const p of STATIC_PAGES) {
  test(`${p.path} answers 200 with its heading, metadata and no axe violations${p.phone ? ", also on a phone" : ""}`, async ({ page }) => {
    const response = await page.goto(p.path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(p.h1);
    // A page kept out of the index names no canonical beside its noindex (SEO review, session 37).
    const noindex = await page.evaluate(() => document.querySelector('meta[name="robots"]')?.getAttribute("content")?.includes("noindex") ?? false);
    expect(noindex).toBe(p.path === "/verification-required");
    if (noindex) await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
    else await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`^https?://[^/]+${p.path}$`));
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{40,155}/);
    await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute("content", "pl_PL");
    const title = await page.title();
    expect(Array.from(title).length).toBeLessThanOrEqual(60);
    // spec: public §9 — the legal pages applied from 13 July 2025. The terms, privacy policy and affiliate
    // page are versioned documents (ADR 172): legal-documents.spec.ts publishes a privacy policy in force
    // from today and document-change-notice.spec.ts a scheduled terms version in this suite's database
    // (ADR 198), so those two state their version's own day.
    const ownDay = p.path === "/regulamin" || p.path === "/polityka-prywatnosci";
    if (p.legal) await expect(page.locator("main header")).toContainText(ownDay ? /Obowiązuje od \d{1,2} \p{L}+ \d{4} r\./u : /Obowiązuje od 13 lipca 2025 r\./);
    const data = await jsonLdOnPage(page);
    expect(data.some((d) => d["@type"] === "BreadcrumbList")).toBe(true);
    await expectNoA11yViolations(page);
    if (!p.phone) return;

    await page.setViewportSize({ width: 390, height: 844 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, "horizontal overflow in px on a phone").toBeLessThanOrEqual(0);
    if (p.legal) await expectNoA11yViolations(page);
  });
}

test("the terms have §1–§8, a visible breadcrumb and a working table of contents", async ({ page }) => {
  await page.goto("/regulamin");
  const crumbs = page.getByRole("navigation", { name: "Ścieżka nawigacji" });
  await expect(crumbs.getByRole("link", { name: "Strona główna" })).toHaveAttribute("href", "/");
  await expect(crumbs.getByText("Regulamin", { exact: true })).toHaveAttribute("aria-current", "page");
  const sections = page.getByRole("heading", { level: 2, name: /^§\d\./ });
  await expect(sections).toHaveCount(8);
  await expect(page.getByRole("link", { name: "kontakt@viralneprodukty.pl" }).first()).toHaveAttribute("href", "mailto:kontakt@viralneprodukty.pl");
  await page.getByRole("navigation", { name: "Spis treści" }).getByRole("link", { name: "§5. Linki afiliacyjne" }).click();
  await expect(page).toHaveURL(/#linki-afiliacyjne$/);
  await expect(page.getByRole("heading", { name: "§5. Linki afiliacyjne" })).toBeInViewport();
  const [breadcrumb] = (await jsonLdOnPage(page)).filter((d) => d["@type"] === "BreadcrumbList");
  expect(breadcrumb.itemListElement).toEqual([
    expect.objectContaining({ position: 1, name: "Strona główna" }),
    expect.objectContaining({ position: 2, name: "Regulamin", item: expect.stringMatching(/\/regulamin$/) }),
  ]);
});

test("the affiliate page names the partners, the privacy policy and three mailboxes", async ({ page }) => {
  await page.goto("/afiliacja");
  await expect(page.locator("main").getByRole("heading", { level: 2 })).toHaveCount(10 + 1); // ten sections + "Spis treści"
  const table = page.getByRole("table");
  for (const row of [["Temu", "1–10%", "24 godziny"], ["AliExpress", "3–8%", "15 dni"], ["Amazon (amazon.pl)", "2–6%", "30 dni"], ["Inne sklepy", "zmienna"]]) {
    const r = table.getByRole("row").filter({ has: page.getByRole("rowheader", { name: row[0] }) });
    for (const cell of row.slice(1)) await expect(r).toContainText(cell);
  }
  await expect(page.locator('main a[href="/polityka-prywatnosci"]').first()).toBeVisible();
  for (const box of ["kontakt", "afiliacja", "prywatnosc"]) {
    await expect(page.locator(`main a[href="mailto:${box}@viralneprodukty.pl"]`).first()).toBeVisible();
  }
});

test("the privacy policy names the supervisory authority and the retention periods", async ({ page }) => {
  await page.goto("/polityka-prywatnosci");
  await expect(page.getByText("Prezes Urzędu Ochrony Danych Osobowych (PUODO)")).toBeVisible();
  await expect(page.getByText("ul. Stawki 2, 00-193 Warszawa")).toBeVisible();
  for (const period of ["do 12 miesięcy", "do 3 lat", "do 26 miesięcy", "do 2 lat"]) {
    await expect(page.getByText(period, { exact: false }).first()).toBeVisible();
  }
});

test("the cookie policy lists every cookie the site sets and explains cookieless view counting", async ({ page }) => {
  await page.goto("/cookies");
  const table = page.getByRole("table", { name: "Pliki cookies ustawiane przez Serwis" });
  await expect(table.getByRole("rowheader")).toHaveText(["vp.session_token", "vp.dont_remember", "vp.two_factor", "vp.trust_device", "vp_device", "vp_js", "vp_theme", "vp.toast"]);
  await expect(page.locator("main")).not.toContainText("vp_vid");
  const counting = page.getByRole("region", { name: "3. Jak liczymy wyświetlenia bez plików cookies" });
  await expect(counting).toContainText("adresu IP");
  await expect(counting).toContainText("zmienia się codziennie");
  await expect(counting).toContainText("przez 24 godziny");
  await expect(counting).toContainText("art. 6 ust. 1 lit. f RODO");
  await expect(counting).toContainText("statystyki popularności produktów");
  // ADR 017: reading the policies without an account stores no cookie.
  await page.goto("/polityka-prywatnosci");
  await expect(page.locator("main")).not.toContainText("vp_vid");
  await expect(page.getByRole("cell", { name: "art. 6 ust. 1 lit. f RODO – prawnie uzasadniony interes: statystyki popularności produktów" })).toBeVisible();
  await expect(page.locator("main")).toContainText("wyświetlenia Produktów liczymy bez plików cookies");
  expect(await page.context().cookies()).toEqual([]);
});

test("robots.txt allows crawling, keeps private areas out and names the sitemap", async ({ request, baseURL }) => {
  const response = await request.get("/robots.txt");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("text/plain");
  const text = await response.text();
  expect(text).toContain("User-agent: *");
  for (const path of ["/admin", "/profil", "/api/", "/go/"]) expect(text).toContain(`Disallow: ${path}\n`);
  expect(text).toMatch(new RegExp(`^Sitemap: ${baseURL}/sitemap.xml$`, "m"));
});

test("the sign-in, registration and password pages are crawlable and say noindex themselves", async ({ request }) => {
  const robots = await (await request.get("/robots.txt")).text();
  for (const path of ["/logowanie", "/rejestracja", "/reset-hasla", "/update-password"]) {
    expect(robots).not.toContain(`Disallow: ${path}`);
    const html = await (await request.get(path)).text();
    expect(html, path).toMatch(/<meta name="robots" content="noindex[^"]*"/);
    expect(html, path).not.toContain('rel="canonical"');
  }
});

test("sitemap.xml is well-formed XML with products, blog posts and static pages", async ({ page, request }) => {
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("application/xml");
  const locs = await sitemapLocations(page);
  const paths = locs.map((l) => new URL(l).pathname);
  expect(paths.filter((p) => /^\/produkt\/[0-9a-f-]{36}$/.test(p)).length).toBeGreaterThan(10);
  // Exactly the published posts the blog lists (no draft, none missing).
  const listed = new Set<string>();
  for (let n = 1; n <= 5; n++) {
    await page.goto(`/blog?page=${n}`);
    const hrefs = await page.locator("main a[href^='/blog/']").evaluateAll((as) => as.map((a) => a.getAttribute("href")!));
    const before = listed.size;
    for (const h of hrefs) if (/^\/blog\/[a-z0-9-]+$/.test(h)) listed.add(h);
    if (listed.size === before) break;
  }
  expect(paths.filter((p) => /^\/blog\/[a-z0-9-]+$/.test(p)).sort()).toEqual([...listed].sort());
  for (const p of ["/", "/produkty", "/blog", "/regulamin", "/afiliacja"]) expect(paths).toContain(p);
  expect(paths).not.toContain("/verification-required");
  expect((await request.get("/sitemap.xml?page=999")).status()).toBe(404);
});

test("structured data on the home page, a product page and a blog post is valid JSON", async ({ page }) => {
  const paths = (await sitemapLocations(page)).map((l) => new URL(l).pathname);
  const product = paths.find((p) => p.startsWith("/produkt/"))!;
  const post = paths.find((p) => p.startsWith("/blog/"))!;
  const expected: [string, RegExp[]][] = [
    ["/", [/^WebSite$/]],
    [product, [/^Product$/, /^BreadcrumbList$/]],
    [post, [/^(BlogPosting|Review|ItemList|Article)$/]],
  ];
  for (const [path, types] of expected) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    const data = await jsonLdOnPage(page);
    const found = data.map((d) => String(d["@type"]));
    for (const type of types) expect(found.some((t) => type.test(t)), `${type} in ld+json on ${path}: ${found.join(", ")}`).toBe(true);
    for (const d of data) expect(d["@context"], path).toBe("https://schema.org");
  }
});
