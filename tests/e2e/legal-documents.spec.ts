import type { Page } from "@playwright/test";
import { expectNoA11yViolations, expectNoA11yViolationsAtBothWidths } from "./support/axe";
import { hydrated } from "./support/hydration";
import { expect, loginAs, test } from "./support/login";

// ADR 172: the owner changes the legal documents from the panel. Published versions are the legal
// record and cannot be deleted, so these journeys leave their versions in the suite's database (a
// privacy policy in force from today here; a terms version scheduled 14 days ahead in
// document-change-notice.spec.ts, ADR 198); the drafts they make are deleted or published.
// static-seo.spec.ts reads the terms' date as "the version in force", whichever it is.

const warsawDay = (offsetDays = 0) => new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Warsaw" }).format(new Date(Date.now() + offsetDays * 86_400_000));
const plainDay = (day: string) => new Intl.DateTimeFormat("pl-PL", { day: "numeric", month: "long", year: "numeric", timeZone: "Europe/Warsaw" }).format(new Date(`${day}T12:00:00Z`));
/** "30 listopada 2026 r.", as the pages' "Obowiązuje od" line states a day. */
const dayText = (day: string) => `${plainDay(day)} r.`;
const menu = (page: Page) => page.getByRole("navigation", { name: "Menu panelu administracyjnego" });

test("an admin publishes a new version of the privacy policy from today: the public page shows it, the old one stays readable", async ({ page, login, browser }) => {
  // ADR 198: the terms need 14 days' notice (document-change-notice.spec.ts); the privacy policy promises none, so it may apply from today.
  test.setTimeout(180_000); // axe on four states, two of them at two widths
  const today = warsawDay();
  const added = `Zmiana wprowadzona w panelu ${Date.now()}: polityka opisuje przypomnienia o zmianach cen.`;
  // A visitor's page is cached before the change (ADR 010); the publication must drop it.
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto("/polityka-prywatnosci");
  await expect(visitor.locator("main")).not.toContainText(added);

  await login("admin");
  await page.goto("/admin");
  await menu(page).getByRole("link", { name: "Dokumenty" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Dokumenty prawne" })).toBeVisible();
  await expectNoA11yViolations(page);
  await page.getByRole("link", { name: "Nowa wersja: Polityka prywatności" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Polityka prywatności: nowa wersja" })).toBeVisible();
  await hydrated(page);
  const body = page.getByRole("textbox", { name: "Treść (Markdown)" });
  await expect(body).toHaveValue(/## 1\. Administrator danych \{#administrator\}/);
  await page.getByLabel("Obowiązuje od").fill(today);
  await page.getByRole("textbox", { name: "Co się zmienia (opcjonalnie)" }).fill("Nowe zdanie w punkcie 10.");
  await body.fill(`${(await body.inputValue()).trimEnd()}\n\n${added}`);
  // Ctrl+S saves a draft: its own address, the message as a toast.
  await page.keyboard.press("Control+s");
  await expect(page).toHaveURL(/\/admin\/dokumenty\/polityka-prywatnosci\/szkice\/[0-9a-f-]{36}$/);
  await expect(page.getByText("Zapisano szkic.")).toBeVisible();
  await hydrated(page);
  await expectNoA11yViolationsAtBothWidths(page);

  // The preview is the public page as it will read.
  await page.getByRole("button", { name: "Podgląd" }).click();
  const preview = page.getByRole("region", { name: "Podgląd strony dokumentu" });
  await expect(preview.getByRole("heading", { level: 1, name: "Polityka prywatności" })).toBeVisible();
  await expect(preview).toContainText(added);
  await expect(preview).toContainText(`Obowiązuje od ${dayText(today)}`);
  await page.getByRole("button", { name: "Wróć do edycji" }).click();

  // Publishing asks first (a published version cannot be changed); the keyboard alone does it.
  await page.getByRole("button", { name: "Opublikuj", exact: true }).focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Publikacja nowej wersji" });
  await expect(dialog).toContainText(`Ta wersja będzie obowiązywać od ${plainDay(today)}. Opublikowanej wersji nie można już zmienić ani usunąć.`);
  await dialog.getByRole("button", { name: "Opublikuj" }).focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/admin\/dokumenty$/);
  await expect(page.getByText(new RegExp(`Opublikowano wersję \\d+\\. Obowiązuje od ${dayText(today)}`))).toBeVisible();

  await visitor.goto("/polityka-prywatnosci");
  const header = visitor.locator("main header");
  await expect(header).toContainText(`Obowiązuje od ${dayText(today)}`);
  await expect(header).toContainText("Co się zmieniło w tej wersji: Nowe zdanie w punkcie 10.");
  await expect(visitor.locator("main")).toContainText(added);
  await expectNoA11yViolationsAtBothWidths(visitor);
  const archive = visitor.getByRole("region", { name: "Poprzednie wersje" });
  await expect(archive).toContainText("obowiązywała od 13 lipca 2025 r.");
  await archive.getByRole("link", { name: "Wersja 1" }).click();
  await expect(visitor).toHaveURL(/\/polityka-prywatnosci\/wersje\/1$/);
  await expect(visitor.locator("main header")).toContainText(`To archiwalna wersja polityki prywatności: obowiązywała od 13 lipca 2025 do ${plainDay(warsawDay(-1))}.`);
  await expect(visitor.locator("main")).not.toContainText(added);
  await expect(visitor.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await expect(visitor.getByRole("heading", { level: 2, name: /^\d+\./ })).toHaveCount(10);
  await visitor.context().close();
});

test("without JavaScript a draft is refused in Polish, saved, and deleted from the list", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await loginAs(page, "admin", baseURL!);
  await page.goto("/admin/dokumenty/afiliacja/nowa");
  await page.getByLabel("Obowiązuje od").fill("2020-01-01");
  await page.getByRole("button", { name: "Zapisz szkic" }).click();
  await expect(page.getByText("Nowa wersja nie może obowiązywać wstecz: wybierz dzisiejszą datę lub późniejszą.")).toBeVisible();
  await page.getByLabel("Obowiązuje od").fill("");
  await page.getByRole("textbox", { name: "Co się zmienia (opcjonalnie)" }).fill("Szkic bez JavaScriptu");
  await page.getByRole("button", { name: "Zapisz szkic" }).click();
  await expect(page).toHaveURL(/\/admin\/dokumenty\/afiliacja\/szkice\/[0-9a-f-]{36}$/);
  await page.goto("/admin/dokumenty");
  const card = page.getByRole("region", { name: "Program afiliacyjny" });
  await expect(card).toContainText("Szkic bez JavaScriptu");
  await card.getByRole("button", { name: /^Usuń szkic: Program afiliacyjny/ }).click();
  await expect(page).toHaveURL(/\/admin\/dokumenty$/);
  await expect(page.getByRole("region", { name: "Program afiliacyjny" })).not.toContainText("Szkic bez JavaScriptu");
  await context.close();
});

test("an editor and a moderator have no documents section", async ({ page, login }) => {
  for (const role of ["editor", "moderator"] as const) {
    await login(role);
    await page.goto("/admin");
    await expect(menu(page).getByRole("link", { name: "Przegląd" })).toBeVisible();
    await expect(menu(page).getByRole("link", { name: "Dokumenty" })).toHaveCount(0);
    const response = await page.goto("/admin/dokumenty/regulamin/nowa");
    expect(response?.status()).toBe(403);
    await page.context().clearCookies();
  }
});
