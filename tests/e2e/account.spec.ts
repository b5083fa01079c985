import { expect, test, type Page } from "@playwright/test";
import { MAILBOX_URL } from "../../playwright.config";
import { expectNoA11yViolations } from "./support/axe";
import { loginAs } from "./support/login";
import { personalDataApplied } from "./support/personal";
import { accountMenu } from "./support/header-menus";
import { registerFreshUser } from "./support/fresh-user";
import { openUnreviewedProduct } from "./support/unreviewed-product";
import { signInWithForm } from "./support/sign-in-form";

// spec: public §2 Reviews on the product page and Account area (/profil), §4 Wishlist / Like /
// Review form / Profile tab / Account deletion, §8 Account messages, §9 (3 s timings).

const JAN = { email: "jan@viralne.local", password: "Uzytkownik1!" };
const SCRIPT = "<script>alert(1)</script>";
const ODD_NAME = `Zoë O'Brien & "Kowalska"`;

/** The sign-in form, for the accounts made here (the demo accounts sign in over HTTP: support/login.ts). */

/** No alert() may ever run: every user-written text must render as text. */
function failOnDialog(page: Page) {
  page.on("dialog", (dialog) => {
    throw new Error(`Unexpected ${dialog.type()} dialog: ${dialog.message()}`);
  });
}


test.describe("signed-in journey", () => {
  test("wishlist, like and review on a product page, then the /profil tabs, theme, settings and log out", async ({ page, baseURL }) => {
    test.setTimeout(120_000); // one long journey through every tab
    failOnDialog(page);
    await loginAs(page, "user", baseURL!);
    const productPath = await openUnreviewedProduct(page);
    const title = (await page.getByRole("heading", { level: 1 }).textContent())!.trim();

    // Wishlist: state from the server, message clears after 3 s.
    const heart = page.getByRole("button", { name: "Lista życzeń" });
    await expect(heart).toHaveAttribute("aria-pressed", "false");
    await heart.click();
    await expect(heart).toHaveAttribute("aria-pressed", "true");
    const added = page.getByRole("status").filter({ hasText: "Produkt został dodany do wishlist" });
    await expect(added).toBeVisible();
    await expect(added).toBeHidden({ timeout: 5_000 });
    await page.reload();
    await expect(heart).toHaveAttribute("aria-pressed", "true");

    // Like: two toggles return to the same state and count (the demo account may like it already).
    const like = page.getByRole("button", { name: /^Polub/ });
    await personalDataApplied(page);
    const likedBefore = (await like.getAttribute("aria-pressed"))!;
    const before = await like.textContent();
    // The button shows the wish at once (ADR 149): the reload waits for both answers (CI, session 28:
    // a reload during the second request read the first one's state).
    let answered = 0;
    page.on("response", (r) => {
      if (r.request().method() === "POST" && new URL(r.url()).pathname.startsWith("/akcje/polubienie")) answered++;
    });
    await like.click();
    await expect(like).toHaveAttribute("aria-pressed", likedBefore === "true" ? "false" : "true");
    await like.click();
    await expect(like).toHaveAttribute("aria-pressed", likedBefore);
    await expect(like).toHaveText(before!);
    await expect.poll(() => answered).toBe(2);
    await page.reload();
    await expect(like).toHaveAttribute("aria-pressed", likedBefore);

    // Review: stars as a radio group (default 5), comment, required terms; form closes afterwards.
    await page.getByText("Dodaj opinię", { exact: true }).click();
    const stars = page.getByRole("group", { name: "Ocena" });
    await expect(stars.getByRole("radio", { name: "5 gwiazdek" })).toBeChecked();
    await expectNoA11yViolations(page);
    // Keyboard: arrow keys move the choice inside the radio group.
    await stars.getByRole("radio", { name: "5 gwiazdek" }).focus();
    await page.keyboard.press("ArrowLeft");
    await expect(stars.getByRole("radio", { name: "4 gwiazdki" })).toBeChecked();
    const comment = `${SCRIPT} Działa jak na filmiku.`;
    await page.getByLabel("Komentarz").fill(comment);
    await page.getByRole("button", { name: "Wyślij opinię" }).click();
    // The required terms checkbox stops the form in the browser.
    await expect(page.getByText("Już dodałeś opinię o tym produkcie")).toBeHidden();
    await page.getByRole("checkbox", { name: /Akceptuję regulamin/ }).check();
    await page.getByRole("button", { name: "Wyślij opinię" }).click();
    await expect(page.getByText("Już dodałeś opinię o tym produkcie")).toBeVisible();
    await expect(page.getByText("Dodaj opinię", { exact: true })).toBeHidden();
    await expect(page.getByRole("region", { name: /Opinie/ }).getByText(comment)).toBeVisible();

    // Account area: header, tabs as links with aria-current.
    await page.goto("/profil");
    await expect(page.getByRole("heading", { level: 1, name: "Jan Kowalski" })).toBeVisible();
    const tabs = page.getByRole("navigation", { name: "Sekcje konta" });
    await expect(tabs.getByRole("link", { name: "Profil" })).toHaveAttribute("aria-current", "page");
    await expectNoA11yViolations(page);

    await tabs.getByRole("link", { name: /^Recenzje \(\d+\)$/ }).click();
    await expect(page).toHaveURL(/\/profil\/recenzje$/);
    const myReview = page.getByRole("article").filter({ hasText: title });
    await expect(myReview.getByText(comment)).toBeVisible();
    await expect(myReview.getByRole("img", { name: "Ocena: 4,0 na 5" })).toBeVisible();
    await expectNoA11yViolations(page);

    await tabs.getByRole("link", { name: /^Wishlist \(\d+\)$/ }).click();
    await expect(page).toHaveTitle("Wishlist – Mój profil | Viralne Produkty");
    const card = page.getByRole("listitem").filter({ hasText: title });
    await expect(card.getByRole("link", { name: /Zobacz produkt/ })).toHaveAttribute("href", productPath);
    await expectNoA11yViolations(page);
    const countBefore = await tabs.getByRole("link", { name: /^Wishlist/ }).textContent();
    await card.getByRole("button", { name: /Usuń/ }).press("Enter");
    const removed = page.getByRole("status").filter({ hasText: "Produkt został usunięty z wishlist" });
    await expect(removed).toBeVisible();
    await expect(card).toHaveCount(0);
    // The button went with the card: the keyboard continues from the tab's heading, not the page's start.
    await expect(page.locator("#wishlist-heading")).toBeFocused();
    await expect(tabs.getByRole("link", { name: /^Wishlist/ })).not.toHaveText(countBefore!);
    await expect(removed).toBeHidden({ timeout: 5_000 });

    // Profil: edit name (rendered as text) and switch the theme to dark.
    await tabs.getByRole("link", { name: "Profil" }).click();
    await page.getByRole("link", { name: "Edytuj" }).click();
    await expect(page.getByText("Zmiana adresu e-mail wymaga weryfikacji")).toBeVisible();
    await expect(page.getByLabel("Imię i nazwisko")).toBeFocused(); // the link went with the read view
    await expectNoA11yViolations(page);
    // Markup or a link in a name is refused (it signs reviews and opens e-mails); other characters
    // that HTML treats specially are shown as typed.
    await page.getByLabel("Imię i nazwisko").fill(SCRIPT);
    await page.getByRole("button", { name: "Zapisz zmiany" }).click();
    await expect(page.getByText("Imię i nazwisko nie może zawierać linków ani znaków < >").first()).toBeVisible();
    await page.getByLabel("Imię i nazwisko").fill(ODD_NAME);
    await page.getByRole("radio", { name: "Ciemny" }).check();
    await page.getByRole("checkbox", { name: "Profil publiczny" }).check();
    await page.getByRole("button", { name: "Zapisz zmiany" }).click();
    await expect(page.getByText("Profil został zaktualizowany pomyślnie")).toBeVisible();
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(ODD_NAME);
    await expect(page.getByText("Profil publiczny: włączone")).toBeVisible();
    await expectNoA11yViolations(page); // dark-mode contrast too

    // Anuluj leaves edit mode without saving.
    await page.getByRole("link", { name: "Edytuj" }).click();
    await page.getByLabel("Imię i nazwisko").fill("Nie zapisuj");
    await page.getByRole("link", { name: "Anuluj" }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(ODD_NAME);
    await expect(page.getByRole("link", { name: "Edytuj" })).toBeFocused();

    // Restore the demo account for other suites.
    await page.getByRole("link", { name: "Edytuj" }).click();
    await page.getByLabel("Imię i nazwisko").fill("Jan Kowalski");
    await page.getByRole("radio", { name: "Jasny" }).check();
    await page.getByRole("checkbox", { name: "Profil publiczny" }).uncheck();
    await page.getByRole("button", { name: "Zapisz zmiany" }).click();
    await expect(page.getByText("Profil został zaktualizowany pomyślnie")).toBeVisible();
    await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);

    // Ustawienia: a toggle saves at once (survives a reload).
    await tabs.getByRole("link", { name: "Ustawienia" }).click();
    const newsletter = page.getByRole("button", { name: "Newsletter z trendami" }); // a toggle button (issue #15 pt 4)
    const was = await newsletter.getAttribute("aria-pressed");
    await newsletter.click();
    await expect(page.getByRole("status").filter({ hasText: "Ustawienia powiadomień zostały zaktualizowane" })).toBeVisible();
    await expect(newsletter).toHaveAttribute("aria-pressed", was === "true" ? "false" : "true");
    await page.reload();
    await expect(newsletter).toHaveAttribute("aria-pressed", was === "true" ? "false" : "true");
    await expectNoA11yViolations(page);
    await newsletter.click();
    await expect(newsletter).toHaveAttribute("aria-pressed", was!);

    // Log out through the user menu; /profil then asks to sign in.
    await accountMenu(page).filter({ hasText: JAN.email }).click();
    await page.getByRole("banner").getByRole("button", { name: "Wyloguj się" }).click();
    await expect(page.getByRole("banner").getByRole("link", { name: "Logowanie" })).toBeVisible();
    await page.goto("/profil");
    await expect(page).toHaveURL(/\/logowanie\?redirectTo=%2Fprofil$/);
  });
});


test("e-mail change in Bezpieczeństwo: password required, confirmed by the link sent to the new address, old address told (issue #15 pt 7)", async ({ browser }) => {
  test.slow(); // registration, two e-mails and two sign-ins on a shared, busy machine
  const { email, password, context, page } = await registerFreshUser(browser);
  const newEmail = `nowy-${Date.now()}@example.com`;
  const mailsTo = async (to: string) =>
    ((await (await fetch(`${MAILBOX_URL}/messages?to=${encodeURIComponent(to)}`)).json()) as { raw: string }[]).map((m) =>
      m.raw.replace(/=\r?\n/g, "").replace(/=3D/gi, "="),
    );

  // The Profil tab's edit form points here.
  await page.goto("/profil?edytuj=1");
  await page.getByRole("main").getByRole("link", { name: "Bezpieczeństwo" }).last().click();
  await expect(page).toHaveURL(/\/profil\/bezpieczenstwo#zmiana-emaila$/);
  const panel = page.getByRole("region", { name: "Zmiana adresu email" });
  await expect(panel).toContainText(email);
  await panel.getByLabel("Nowy adres email").fill(newEmail);
  await panel.getByLabel("Hasło do konta", { exact: true }).fill("Zle-haslo1!");
  await panel.getByRole("button", { name: "Zmień adres email" }).click();
  await expect(panel.getByRole("alert")).toHaveText("Hasło jest nieprawidłowe");
  await panel.getByLabel("Hasło do konta", { exact: true }).fill(password);
  await panel.getByRole("button", { name: "Zmień adres email" }).click();
  await expect(panel.getByText("Wysłaliśmy link potwierdzający na nowy adres email. Adres konta zmieni się po kliknięciu w link.")).toBeVisible();
  await expectNoA11yViolations(page);
  await expect(panel).toContainText(email); // nothing changes before the link is used

  let link = "";
  await expect
    .poll(async () => (link = (await mailsTo(newEmail)).join("\n").match(/https?:\/\/[^\s"<>]*\/weryfikacja-email\?token=[^\s"<>]+/)?.[0] ?? ""), { timeout: 15_000 })
    .not.toBe("");
  await page.goto(new URL(link).pathname + new URL(link).search);
  await expect(page.getByText(`Kliknij przycisk, aby zmienić adres email konta na ${newEmail}.`)).toBeVisible();
  await page.getByRole("button", { name: "Potwierdź adres email" }).click();
  await page.waitForURL(/\/profil$/);
  await expect(page.locator("[aria-live='polite'] p")).toHaveText("Adres email został zmieniony.");
  await expect(page.getByRole("main").getByText(newEmail, { exact: true }).first()).toBeVisible();
  await expect(page.getByRole("main").getByText(email, { exact: true })).toHaveCount(0);
  await expect.poll(async () => (await mailsTo(email)).some((raw) => raw.includes(`zmieniony na ${newEmail}`)), { timeout: 15_000 }).toBe(true);

  // The link works once, and the new address signs in.
  await page.goto(new URL(link).pathname + new URL(link).search);
  await page.getByRole("button", { name: "Potwierdź adres email" }).click();
  await expect(page.getByText("Link weryfikacyjny jest nieprawidłowy albo został już użyty.")).toBeVisible();
  const fresh = await browser.newContext();
  const freshPage = await fresh.newPage();
  await signInWithForm(freshPage, newEmail, password);
  await expect(freshPage).toHaveURL(/\/profil/);

  // ADR 121: the old address's owner undoes the change from the notice; opening the link changes nothing.
  const undo = (await mailsTo(email)).join("\n").match(/https?:\/\/[^\s"<>]*\/cofnij-zmiane-email\?token=[^\s"<>]+/)?.[0] ?? "";
  expect(undo).not.toBe("");
  const owner = await (await browser.newContext()).newPage();
  await owner.goto(new URL(undo).pathname + new URL(undo).search);
  await expect(owner.getByRole("heading", { level: 1 })).toHaveText("Cofnij zmianę adresu email");
  await expect(owner.getByRole("main")).toContainText(`zmieniono z ${email} na ${newEmail}`);
  await expectNoA11yViolations(owner);
  await freshPage.reload();
  await expect(freshPage).toHaveURL(/\/profil/); // still signed in: the page alone undid nothing
  // The button from a browser without JavaScript (a plain form post): the success page is a 200 (the
  // loader, run again after the action, finds the link used; its 400 was the page's status).
  const noScript = await (await browser.newContext({ javaScriptEnabled: false })).newPage();
  await noScript.goto(new URL(undo).pathname + new URL(undo).search);
  const [posted] = await Promise.all([
    noScript.waitForResponse((r) => r.request().method() === "POST" && r.url().includes("/cofnij-zmiane-email")),
    noScript.getByRole("button", { name: `Przywróć adres ${email}` }).click(),
  ]);
  expect(posted.status()).toBe(200);
  await expect(noScript.getByRole("main").getByRole("status")).toContainText(`Przywróciliśmy adres ${email} i wylogowaliśmy wszystkie urządzenia.`);
  await noScript.context().close();
  await freshPage.reload();
  await expect(freshPage).toHaveURL(/\/logowanie/);
  await expect.poll(async () => (await mailsTo(email)).some((raw) => raw.includes("/update-password?token=")), { timeout: 15_000 }).toBe(true);
  await fresh.close();
  await context.close();
});

test("anonymous visitors: /profil redirects, product page offers sign-in, mutations refuse", async ({ page, request }) => {
  await page.goto("/profil/wishlist");
  await expect(page).toHaveURL(/\/logowanie\?redirectTo=%2Fprofil%2Fwishlist$/);

  await page.goto("/produkty");
  const href = await page.locator("main a[href^='/produkt/']").first().getAttribute("href");
  await page.goto(href!);
  const prompt = page.getByRole("region", { name: /Opinie/ }).getByRole("link", { name: "Zaloguj się" });
  await expect(prompt).toHaveAttribute("href", `/logowanie?redirectTo=${encodeURIComponent(href!)}`);
  await expect(page.getByText("Dodaj opinię", { exact: true })).toHaveCount(0);
  await expectNoA11yViolations(page);

  const productId = href!.split("/").pop()!;
  const post = await request.post("/akcje/wishlist", { form: { productId }, maxRedirects: 0 });
  expect(post.status()).toBe(302);
  expect(post.headers().location).toBe(`/logowanie?redirectTo=${encodeURIComponent(`/produkt/${productId}`)}`);
});

test("phone size: every tab fits the screen without sideways scrolling", async ({ browser, baseURL }, testInfo) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await loginAs(page, "user", baseURL!);
  for (const path of ["/profil", "/profil?edytuj=1", "/profil/wishlist", "/profil/recenzje", "/profil/ustawienia"]) {
    await page.goto(path);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
    await expect(page.getByRole("navigation", { name: "Sekcje konta" }).getByRole("link", { name: "Ustawienia" })).toBeInViewport();
    await testInfo.attach(`phone ${path}`, { body: await page.screenshot(), contentType: "image/png" });
  }
  await context.close();
});
