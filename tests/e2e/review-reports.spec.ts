import type { Page } from "@playwright/test";
import { MAILBOX_URL } from "../../playwright.config";
import { expectNoA11yViolations, expectNoA11yViolationsAtBothWidths } from "./support/axe";
import { registerFreshUser } from "./support/fresh-user";
import { hydrated } from "./support/hydration";
import { expect, test } from "./support/login";

// ADR 162: a member reports someone else's review (reason, description for "other"), once; the
// moderator finds it in the queue on /admin/opinie, keeps it, and the member is told by e-mail.
// ADR 197: the member's page says what became of the report; a removed review is restored.

async function openReviewedProduct(page: Page): Promise<string> {
  await page.goto("/produkty?sort=popularity");
  const links = await page.locator("main a[href^='/produkt/']").evaluateAll((as) => [...new Set(as.map((a) => a.getAttribute("href") ?? ""))]);
  for (const href of links) {
    await page.goto(href);
    if ((await page.getByRole("region", { name: /^Opinie/ }).getByRole("article").count()) > 0) return href;
  }
  throw new Error("no demo product with a review");
}

test("a member reports a review; the moderator keeps it from the queue and the member is told", async ({ browser, page, login }) => {
  test.setTimeout(120_000);
  const member = await registerFreshUser(browser, "Zgłaszająca Testowa");
  const href = await openReviewedProduct(member.page);
  await hydrated(member.page);
  // Not the moderator's own review (another spec may have left one): the moderator must be able to report it too.
  const review = member.page.getByRole("region", { name: /^Opinie/ }).locator("article:not([aria-label='Opinia: Marek Moderator'])").first();
  const author = (await review.getAttribute("aria-label"))!;
  const reviewId = await review.locator("input[name=reviewId]").first().inputValue();

  // "Inny powód" needs a description: refused in Polish, the field marked.
  await review.getByText("Zgłoś", { exact: true }).click();
  await review.getByRole("radio", { name: "Inny powód" }).check();
  await review.getByRole("button", { name: "Wyślij zgłoszenie" }).click();
  await expect(review.getByRole("alert").filter({ hasText: "Opisz, co jest nie tak z tą opinią." })).toBeVisible();
  await expect(review.getByLabel(/^Opis/)).toHaveAttribute("aria-invalid", "true");
  await expectNoA11yViolations(member.page);

  await review.getByRole("radio", { name: "Spam lub reklama" }).check();
  await review.getByLabel(/^Opis/).fill("Link do innego sklepu");
  await review.getByRole("button", { name: "Wyślij zgłoszenie" }).press("Enter");
  await expect(review.getByText("Dziękujemy za zgłoszenie. Moderator sprawdzi tę opinię.")).toBeVisible();
  // The thanks replaced the form and its button: they have the focus, not <body> (review, session 49).
  await expect(review.locator("[tabindex='-1']", { hasText: "Dziękujemy za zgłoszenie." })).toBeFocused();

  // ADR 197: after a reload the member sees the report waiting instead of "Zgłoś"; a second report sent
  // anyway (an old tab, a script) is a Polish 409.
  await member.page.goto(href);
  await hydrated(member.page);
  const again = member.page.getByRole("article", { name: author }).first();
  await expect(again.getByText("Zgłoszono – moderator sprawdzi tę opinię")).toBeVisible();
  await expect(again.getByText("Zgłoś", { exact: true })).toHaveCount(0);
  const reportAgain = () =>
    member.page.request.post("/akcje/opinia/zgloszenie", {
      form: { reviewId, productId: href.split("/").pop()!, reason: "offensive", details: "" },
      headers: { origin: new URL(member.page.url()).origin, "sec-fetch-site": "same-origin" },
      maxRedirects: 0,
    });
  const repeated = await reportAgain();
  expect(repeated.status()).toBe(409);
  expect(await repeated.text()).toContain("Ta opinia została już przez Ciebie zgłoszona.");

  // The moderator: the notice, the queue with the reason and the words, "Zostaw".
  await login("moderator");
  // Session 32: the Overview's to-do list and the menu's badge say a review waits, and lead to it.
  await page.goto("/admin");
  await hydrated(page);
  await expect(page.getByRole("navigation", { name: "Menu panelu administracyjnego" }).getByRole("link", { name: /^Opinie \(\d+ do decyzji\)$/ })).toBeVisible();
  await page.getByRole("region", { name: "Do zrobienia" }).getByRole("link", { name: /^Zgłoszone opinie do decyzji: \d+$/ }).click();
  await expect(page).toHaveURL(/\/admin\/opinie\?zgloszone=1/);
  await expect(page.getByText("Pokazujesz tylko opinie ze zgłoszeniami czekającymi na decyzję.")).toBeVisible();
  // The queue is a view of the list's own (owner review, session 41): "Zgłoszone" beside "Wszystkie",
  // marked as the current one, with nothing to save.
  const views = page.getByRole("navigation", { name: "Widoki listy" });
  await expect(views.getByRole("link", { name: "Zgłoszone" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("button", { name: "Zapisz widok" })).toHaveCount(0);
  await views.getByRole("link", { name: "Wszystkie" }).click();
  await expect(page).toHaveURL(/\/admin\/opinie$/);
  await views.getByRole("link", { name: "Zgłoszone" }).click();
  await expect(page).toHaveURL(/\/admin\/opinie\?zgloszone=1$/);
  const row = page.getByRole("row").filter({ hasText: "Link do innego sklepu" });
  await expect(row).toContainText("Zgłoszenia: 1");
  await expect(row).toContainText("Spam lub reklama — „Link do innego sklepu”");
  await expectNoA11yViolations(page);
  await row.getByRole("button", { name: /^Zostaw opinię/ }).click();
  // It asks first, naming the review and what the reporters will be told (session 37 review).
  const ask = page.getByRole("dialog", { name: "Zostawić opinię?" });
  await expect(ask).toContainText("zostanie na stronie, a jej zgłoszenie zostanie zamknięte. Osoba zgłaszająca dostanie wiadomość");
  await ask.getByRole("button", { name: "Zostaw opinię" }).click();
  await expect(page.getByText("Opinia zostaje na stronie; zgłoszenia zamknięto.")).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: "Link do innego sklepu" })).toHaveCount(0);

  // The member's e-mail says the review stays.
  await expect
    .poll(async () => {
      const mails = (await (await fetch(`${MAILBOX_URL}/messages?to=${encodeURIComponent(member.email)}`)).json()) as { text: string }[];
      return mails.some((m) => m.text.includes("opinia pozostaje na stronie"));
    }, { timeout: 15_000 })
    .toBe(true);

  // The member's page now says the report was decided (it survives a reload: it is the member's data,
  // put into the shared member page); the server refuses a new report saying so.
  await member.page.goto(href);
  await hydrated(member.page);
  const decided = member.page.getByRole("article", { name: author }).first();
  await expect(decided.getByText("Zgłoszenie rozpatrzone: opinia zostaje")).toBeVisible();
  await expect(decided.getByText("Zgłoś", { exact: true })).toHaveCount(0);
  await expectNoA11yViolations(member.page);
  const refused = await reportAgain();
  expect(refused.status()).toBe(409);
  expect(await refused.text()).toContain("Twoje zgłoszenie tej opinii zostało już rozpatrzone. Nie możesz zgłosić jej ponownie.");
  // Per person: the moderator (who did not report it) still gets "Zgłoś"; a visitor's page has neither.
  await page.goto(href);
  await hydrated(page);
  const moderatorsView = page.getByRole("article", { name: author }).first();
  await expect(moderatorsView.getByText("Zgłoś", { exact: true })).toBeVisible();
  await expect(moderatorsView.getByText("Zgłoszenie rozpatrzone: opinia zostaje")).toHaveCount(0);
  const visitor = await browser.newContext();
  const anonymous = await visitor.newPage();
  await anonymous.goto(href);
  await hydrated(anonymous);
  const visitorsView = anonymous.getByRole("article", { name: author }).first();
  await expect(visitorsView).toBeVisible();
  await expect(visitorsView.getByText(/^Zgłoś|^Zgłoszenie rozpatrzone/)).toHaveCount(0);
  await visitor.close();
  await member.context.close();
});

test("a moderator removes a member's review, finds it as it was among the moderated ones and restores it (ADR 197)", async ({ browser, page, login }) => {
  test.setTimeout(120_000);
  const member = await registerFreshUser(browser, "Autorka Przywracana");
  const href = await openReviewedProduct(member.page);
  const productId = href.split("/").pop()!;
  const text = `Opinia do przywrócenia ${Date.now()} – lampka świeci jasno i równo przez cały wieczór`;
  const written = await member.page.request.post("/akcje/opinia", {
    form: { productId, rating: "4", comment: text, acceptTerms: "on" },
    headers: { origin: new URL(member.page.url()).origin, "sec-fetch-site": "same-origin" },
    maxRedirects: 0,
  });
  expect(written.status()).toBeLessThan(400);

  await login("moderator");
  await page.goto(`/admin/opinie?q=${encodeURIComponent(text.slice(0, 30))}`);
  await hydrated(page);
  const row = page.getByRole("row").filter({ hasText: text.slice(0, 30) });
  await row.getByRole("button", { name: /^Usuń opinię: Autorka Przywracana/ }).click();
  const remove = page.getByRole("dialog", { name: "Usuń opinię" });
  // The question names the review: its author and first words (ADR 197).
  await expect(remove).toContainText("Autorka Przywracana o „");
  await expect(remove).toContainText(`„Opinia do przywrócenia`);
  await remove.getByRole("combobox", { name: "Powód usunięcia" }).selectOption({ label: "Spam lub reklama" });
  await remove.getByRole("button", { name: "Usuń", exact: true }).click();
  await expect(page.getByText("Opinia została usunięta.")).toBeVisible();

  // The kept original, staff only, from the reviews list.
  await page.getByRole("link", { name: "Usunięte i poprawione opinie" }).click();
  await expect(page).toHaveURL(/\/admin\/opinie\/moderowane$/);
  await expect(page.getByRole("heading", { level: 1, name: "Usunięte i poprawione opinie" })).toBeVisible();
  const item = page.getByRole("article").filter({ hasText: text });
  await expect(item).toContainText("Usunięta");
  await expect(item).toContainText("Powód: Spam lub reklama");
  await expect(item).toContainText("Treść przed decyzją");
  await expectNoA11yViolationsAtBothWidths(page);
  await item.getByRole("button", { name: /^Przywróć opinię: Autorka Przywracana/ }).click();
  const ask = page.getByRole("dialog", { name: "Przywrócić opinię?" });
  await expect(ask).toContainText("„Opinia do przywrócenia");
  await expect(ask).toContainText("z oceną 4/5");
  await expectNoA11yViolations(page);
  await ask.getByRole("button", { name: "Przywróć opinię" }).click();
  await expect(page.getByText("Przywrócono opinię; autor dostanie wiadomość.")).toBeVisible();
  await expect(item).toContainText("Przywrócona");
  await expect(item.getByRole("button", { name: /^Przywróć opinię/ })).toHaveCount(0);

  // The product page shows it again (the page cache was dropped), and the author is told.
  await member.page.goto(href);
  await expect(member.page.getByRole("article", { name: "Opinia: Autorka Przywracana" }).getByText(text)).toBeVisible();
  await expect
    .poll(async () => {
      const mails = (await (await fetch(`${MAILBOX_URL}/messages?to=${encodeURIComponent(member.email)}`)).json()) as { text: string }[];
      return mails.some((m) => m.text.includes("Twoja opinia wróciła na stronę"));
    }, { timeout: 15_000 })
    .toBe(true);
  await member.context.close();
});
