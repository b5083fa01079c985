import type { Browser, Page } from "@playwright/test";
import { expectNoA11yViolationsAtBothWidths } from "./support/axe";
import { hydrated } from "./support/hydration";
import { expect, test } from "./support/login";
import { nuHtmlErrors } from "./support/nu-checker";

// ADR 179: the owner changes the footer's TikTok link and switches on the announcement bar in
// "Ustawienia strony"; a visitor's cached home page shows both after the save; the visitor closes the
// bar and it stays closed on the next pages. The browser suite shares one database: the settings go
// back to the code's defaults at the end, whatever happened (a bar left on would show on every page).

const DEFAULTS = {
  footerDescription:
    "Sprawdzamy produkty, które podbijają TikToka i Instagrama, zanim wydasz na nie pieniądze. Uczciwe recenzje, ostrzeżenia przed oszustwami i linki do sprawdzonych sklepów.",
  tiktok: "https://www.tiktok.com/@viralneprodukty",
  instagram: "https://www.instagram.com/viralneprodukty",
  youtube: "",
  facebook: "",
  contactEmail: "kontakt@viralneprodukty.pl",
  affiliateEmail: "afiliacja@viralneprodukty.pl",
  privacyEmail: "prywatnosc@viralneprodukty.pl",
  announcementText: "",
  announcementLink: "",
  announcementStartsAt: "",
  announcementEndsAt: "",
};
const BAR_TEXT = "Black Friday: sprawdź kody rabatowe";
const bar = (page: Page) => page.getByRole("region", { name: "Ogłoszenie" });
const footerTikTok = (page: Page) => page.getByRole("contentinfo").getByRole("link", { name: "TikTok" });

test.afterEach(async ({ page, login, baseURL }) => {
  // Back to the shipped settings, over whatever version the test left (a save needs the version it read).
  await login("admin");
  await page.goto("/admin/ustawienia");
  const version = await page.locator('input[name="expectedUpdatedAt"]').inputValue();
  const res = await page.request.post("/admin/ustawienia", {
    form: { expectedUpdatedAt: version, ...DEFAULTS },
    headers: { origin: new URL(baseURL!).origin, "sec-fetch-site": "same-origin" },
    maxRedirects: 0,
  });
  expect(res.status()).toBe(302);
});

test("the owner changes the TikTok link and the announcement bar; visitors see both, and a closed bar stays closed", async ({ page, login, browser }) => {
  test.setTimeout(180_000); // axe at two widths on two pages, on a loaded machine
  const handle = `@viralne${Date.now().toString(36)}`;
  // A visitor's home page is cached before the change (ADR 010); the save must drop it.
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto("/");
  await expect(footerTikTok(visitor)).toHaveAttribute("href", DEFAULTS.tiktok);
  await expect(bar(visitor)).toHaveCount(0);

  await login("admin");
  await page.goto("/admin");
  await page.getByRole("navigation", { name: "Menu panelu administracyjnego" }).getByRole("link", { name: "Ustawienia strony" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Ustawienia strony" })).toBeVisible();
  await hydrated(page);
  const tiktok = page.getByRole("textbox", { name: "TikTok" });
  await expect(tiktok).toHaveValue(DEFAULTS.tiktok);
  await expect(page.getByRole("textbox", { name: "Kontakt (pytania, zgłoszenia, reklamacje)" })).toHaveValue(DEFAULTS.contactEmail);

  // A javascript: link and a profile on another site are refused where they were typed; nothing is saved.
  await tiktok.fill(`https://www.instagram.com/${handle}`);
  await page.getByRole("switch", { name: "Pokazuj pasek ogłoszeń" }).check();
  await page.getByRole("textbox", { name: "Treść ogłoszenia" }).fill(BAR_TEXT);
  const link = page.getByRole("textbox", { name: "Link (opcjonalnie)" });
  await link.fill("javascript:alert(1)");
  await page.getByRole("button", { name: "Zapisz ustawienia" }).click();
  await expect(page.getByText("Link ogłoszenia musi być adresem w serwisie (np. /blog) albo adresem zaczynającym się od https://.")).toBeVisible();
  await expect(page.getByText("Podaj adres profilu na TikToku zaczynający się od https://, np. https://www.tiktok.com/@nazwa.")).toBeVisible();
  await expect(tiktok).toBeFocused(); // the first refused field takes the keyboard
  await expect(tiktok).toHaveAttribute("aria-invalid", "true");

  await tiktok.fill(`https://www.tiktok.com/${handle}`);
  await link.fill("/produkty?trending=true");
  // The preview is the bar as the site will show it.
  const preview = page.getByRole("region", { name: "Podgląd paska ogłoszeń" });
  await expect(preview.getByText(BAR_TEXT)).toBeVisible();
  await expect(page.getByText("Pasek jest widoczny na stronach serwisu.")).toBeVisible();
  await expectNoA11yViolationsAtBothWidths(page);
  // Ctrl+S saves, as in the panel's other long forms.
  await page.keyboard.press("Control+s");
  await expect(page.getByText("Zapisano ustawienia strony.")).toBeVisible();
  // The save remade the form: its save button has the focus, not <body> (review, session 49).
  await expect(page.getByRole("button", { name: "Zapisz ustawienia" })).toBeFocused();
  await expect(page.getByText(/^Ostatnia zmiana: /)).toBeVisible();

  // The visitor's next load: the cached page was dropped, both changes are there.
  await visitor.goto("/");
  await expect(footerTikTok(visitor)).toHaveAttribute("href", `https://www.tiktok.com/${handle}`);
  await expect(bar(visitor).getByRole("link", { name: BAR_TEXT })).toHaveAttribute("href", "/produkty?trending=true");
  await hydrated(visitor);
  await expectNoA11yViolationsAtBothWidths(visitor);
  expect(await nuHtmlErrors(visitor.request, ["/"])).toEqual([]); // the bar and its head script are valid HTML
  // The bar is in the server's HTML: the page does not move when the scripts arrive.
  const beforeScripts = await headerTopWithoutScripts(browser, visitor.url());
  expect(await visitor.locator("header.vp-header").evaluate((h) => h.getBoundingClientRect().top + window.scrollY)).toBe(beforeScripts);

  // Closed with the keyboard; the focus goes on to the page's content.
  await bar(visitor).getByRole("button", { name: "Zamknij ogłoszenie" }).focus();
  await visitor.keyboard.press("Enter");
  await expect(bar(visitor)).toHaveCount(0);
  await expect(visitor.locator("main#tresc")).toBeFocused();
  // A new page load: hidden before its first paint, and gone once the scripts run.
  await visitor.goto("/blog");
  await expect(bar(visitor)).toHaveCount(0);
  await expect(visitor.locator("header.vp-header")).toBeVisible();
  await hydrated(visitor);
  await visitor.getByRole("contentinfo").getByRole("link", { name: "Kontakt" }).click();
  await expect(visitor).toHaveURL(/\/kontakt$/);
  await expect(visitor.getByRole("link", { name: new RegExp(`TikTok ${handle}`) })).toHaveAttribute("href", `https://www.tiktok.com/${handle}`);
  await expect(bar(visitor)).toHaveCount(0);

  // A new text is a new announcement: shown again to whoever closed the last one.
  await page.getByRole("textbox", { name: "Treść ogłoszenia" }).fill(`${BAR_TEXT} do niedzieli`);
  // The first save's toast may still be up: wait for this save's own answer.
  const saved = page.waitForResponse((r) => r.request().method() === "POST" && new URL(r.url()).pathname.startsWith("/admin/ustawienia"));
  await page.getByRole("button", { name: "Zapisz ustawienia" }).click();
  expect((await saved).status()).toBeLessThan(400);
  await visitor.goto("/");
  await expect(bar(visitor)).toContainText(`${BAR_TEXT} do niedzieli`);
  await visitor.context().close();
});

/** Where the header starts on `url` rendered by the server alone (no scripts): the layout before hydration. */
async function headerTopWithoutScripts(browser: Browser, url: string): Promise<number> {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(url);
  await expect(bar(page)).toBeVisible();
  const top = await page.locator("header.vp-header").evaluate((h) => h.getBoundingClientRect().top + window.scrollY);
  await context.close();
  return top;
}
