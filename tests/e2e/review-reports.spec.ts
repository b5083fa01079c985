import type { Page } from "@playwright/test";
import { MAILBOX_URL } from "../../playwright.config";
import { expectNoA11yViolations } from "./support/axe";
import { registerFreshUser } from "./support/fresh-user";
import { hydrated } from "./support/hydration";
import { expect, test } from "./support/login";

// ADR 162: a member reports someone else's review (reason, description for "other"), once; the
// moderator finds it in the queue on /admin/opinie, keeps it, and the member is told by e-mail.

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
  const review = member.page.getByRole("region", { name: /^Opinie/ }).getByRole("article").first();
  const author = (await review.getAttribute("aria-label"))!;

  // "Inny powód" needs a description: refused in Polish, the field marked.
  await review.getByText("Zgłoś", { exact: true }).click();
  await review.getByRole("radio", { name: "Inny powód" }).check();
  await review.getByRole("button", { name: "Wyślij zgłoszenie" }).click();
  await expect(review.getByRole("alert").filter({ hasText: "Opisz, co jest nie tak z tą opinią." })).toBeVisible();
  await expect(review.getByLabel(/^Opis/)).toHaveAttribute("aria-invalid", "true");
  await expectNoA11yViolations(member.page);

  await review.getByRole("radio", { name: "Spam lub reklama" }).check();
  await review.getByLabel(/^Opis/).fill("Link do innego sklepu");
  await review.getByRole("button", { name: "Wyślij zgłoszenie" }).click();
  await expect(review.getByText("Dziękujemy za zgłoszenie. Moderator sprawdzi tę opinię.")).toBeVisible();

  // A second report of the same review is refused.
  await member.page.goto(href);
  await hydrated(member.page);
  const again = member.page.getByRole("article", { name: author }).first();
  await again.getByText("Zgłoś", { exact: true }).click();
  await again.getByRole("radio", { name: "Obraźliwe lub wulgarne treści" }).check();
  await again.getByRole("button", { name: "Wyślij zgłoszenie" }).click();
  await expect(again.getByRole("alert").filter({ hasText: "Ta opinia została już przez Ciebie zgłoszona." })).toBeVisible();

  // The moderator: the notice, the queue with the reason and the words, "Zostaw".
  await login("moderator");
  // Session 32: the Overview's to-do list and the menu's badge say a review waits, and lead to it.
  await page.goto("/admin");
  await hydrated(page);
  await expect(page.getByRole("navigation", { name: "Menu panelu administracyjnego" }).getByRole("link", { name: /^Opinie \(\d+ do decyzji\)$/ })).toBeVisible();
  await page.getByRole("region", { name: "Do zrobienia" }).getByRole("link", { name: /^Zgłoszone opinie do decyzji: \d+$/ }).click();
  await expect(page).toHaveURL(/\/admin\/opinie\?zgloszone=1/);
  await expect(page.getByText("Pokazujesz tylko opinie ze zgłoszeniami czekającymi na decyzję.")).toBeVisible();
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
  await member.context.close();
});
