import { MAILBOX_URL } from "../../playwright.config";
import { expectNoA11yViolations, expectNoA11yViolationsAtBothWidths } from "./support/axe";
import { registerFreshUser } from "./support/fresh-user";
import { hydrated } from "./support/hydration";
import { expect, test } from "./support/login";

// ADR 197 addendum (session 39): a moderator corrects a member's review ("Popraw treść"), finds the
// text before the correction among the moderated reviews and puts it back ("Przywróć pierwotną treść").

test("a moderator corrects a member's review, then restores its original text from the moderated list", async ({ browser, page, login }) => {
  test.setTimeout(120_000);
  const member = await registerFreshUser(browser, "Autorka Poprawiana");
  await member.page.goto("/produkty");
  const href = (await member.page.locator("main a[href^='/produkt/']").first().getAttribute("href"))!;
  const stamp = Date.now();
  const text = `Opinia do poprawki ${stamp} – lampka świeci równo, pytania pod numerem 600 100 200`;
  const corrected = `Opinia do poprawki ${stamp} – lampka świeci równo`;
  const written = await member.page.request.post("/akcje/opinia", {
    form: { productId: href.split("/").pop()!, rating: "4", comment: text, acceptTerms: "on" },
    headers: { origin: new URL(member.page.url()).origin, "sec-fetch-site": "same-origin" },
    maxRedirects: 0,
  });
  expect(written.status()).toBeLessThan(400);

  // The correction, as in the reviews list (ADR 175).
  await login("moderator");
  await page.goto(`/admin/opinie?q=${encodeURIComponent(`Opinia do poprawki ${stamp}`)}`);
  await hydrated(page);
  const row = page.getByRole("row").filter({ hasText: `Opinia do poprawki ${stamp}` });
  await row.getByRole("button", { name: /^Popraw treść opinii: Autorka Poprawiana o / }).click();
  const edit = page.getByRole("dialog", { name: "Popraw treść opinii" });
  await edit.getByLabel("Treść opinii").fill(corrected);
  await edit.getByLabel("Powód poprawki").selectOption({ label: "Czyjeś dane osobowe" });
  await edit.getByRole("button", { name: "Zapisz poprawioną opinię" }).click();
  await expect(page.locator(".vp-toaster").getByText("Poprawiono treść opinii; autor dostanie wiadomość.")).toBeVisible();

  // The record shows the text before beside the text now, and offers the original back.
  await page.goto("/admin/opinie/moderowane");
  await hydrated(page);
  const item = page.getByRole("article").filter({ hasText: text });
  await expect(item).toContainText("Poprawiona");
  await expect(item).toContainText("Treść teraz");
  await expect(item.getByRole("button", { name: /^Przywróć opinię/ })).toHaveCount(0);
  await expectNoA11yViolationsAtBothWidths(page);
  await item.getByRole("button", { name: /^Przywróć pierwotną treść: Autorka Poprawiana o „/ }).click();
  // The question names the review: author, product, the first words of the original, the rating.
  const ask = page.getByRole("dialog", { name: "Przywrócić pierwotną treść?" });
  await expect(ask).toContainText("Autorka Poprawiana o „");
  await expect(ask).toContainText(`„Opinia do poprawki ${stamp}`);
  await expect(ask).toContainText("ocena 4/5 zostaje");
  await expectNoA11yViolations(page);
  await ask.getByRole("button", { name: "Przywróć pierwotną treść" }).click();
  await expect(page.getByText("Przywrócono pierwotną treść opinii; autor dostanie wiadomość.").first()).toBeVisible();
  await expect(item).toContainText("Pierwotna treść przywrócona");
  await expect(item.getByRole("button", { name: /^Przywróć pierwotną treść/ })).toHaveCount(0);

  // The product page has the author's words again, without the moderator's note (the page was dropped).
  await member.page.goto(href);
  const review = member.page.getByRole("article", { name: "Opinia: Autorka Poprawiana" });
  await expect(review.getByText(text)).toBeVisible();
  await expect(review.getByText(/Treść poprawiona przez moderatora/)).toHaveCount(0);
  await expect
    .poll(async () => {
      const mails = (await (await fetch(`${MAILBOX_URL}/messages?to=${encodeURIComponent(member.email)}`)).json()) as { text: string }[];
      return mails.some((m) => m.text.includes("Twoja opinia wróciła do pierwotnej treści"));
    }, { timeout: 15_000 })
    .toBe(true);
  await member.context.close();
});
