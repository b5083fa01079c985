import type { Page } from "@playwright/test";
import { MAILBOX_URL } from "../../playwright.config";
import { expectNoA11yViolations, expectNoA11yViolationsAtBothWidths } from "./support/axe";
import { hydrated } from "./support/hydration";
import { expect, loginAs, test } from "./support/login";

// ADR 198: a new version of the terms applies after 14 whole days following its publication; every
// account holder is e-mailed; a signed-in member sees a notice under the header until they close it,
// a visitor never (nor in a cached page). The version stays in the suite's database (versions cannot
// be deleted); the demo accounts close their notices, so later journeys see the pages as before.

const warsawDay = (offsetDays = 0) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Warsaw" }).format(
    new Date(Date.now() + offsetDays * 86_400_000),
  );
const plainDay = (day: string) =>
  new Intl.DateTimeFormat("pl-PL", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "Europe/Warsaw",
  }).format(new Date(`${day}T12:00:00Z`));
const dayText = (day: string) => `${plainDay(day)} r.`;
type Mail = { raw: string; text: string };
const mailsTo = async (email: string) =>
  (await (await fetch(`${MAILBOX_URL}/messages?to=${encodeURIComponent(email)}`)).json()) as Mail[];
const notice = (page: Page) => page.getByRole("region", { name: "Zmiana dokumentu" });

test("a new terms version: not before 14 days ahead; account holders are e-mailed; a member sees a notice until closing it, a visitor never", async ({
  page,
  login,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000); // axe at two widths, a mail to wait for
  const earliest = warsawDay(15);
  const summary = `Krótszy termin odpowiedzi na reklamacje (${Date.now()}).`;
  // A visitor's home page is cached before the publication (ADR 010).
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto("/");

  await login("admin");
  await page.goto("/admin/dokumenty/regulamin/nowa");
  await hydrated(page);
  await expect(page.getByText(`Najwcześniej ${plainDay(earliest)} (po 14 pełnych dniach od dnia publikacji)`)).toBeVisible();
  await page.getByLabel("Obowiązuje od").fill(warsawDay(14));
  await page.getByRole("textbox", { name: "Co się zmienia (opcjonalnie)" }).fill(summary);
  await page.getByRole("button", { name: "Opublikuj", exact: true }).click();
  const tooSoon = `Regulamin (§8 ust. 1) zapowiada zmiany co najmniej 14 dni przed ich wejściem w życie: nowa wersja może obowiązywać najwcześniej od ${dayText(earliest)}`;
  await expect(page.getByText(tooSoon).first()).toBeVisible();
  await expectNoA11yViolations(page);
  await page.getByLabel("Obowiązuje od").fill(earliest);
  await page.getByRole("button", { name: "Opublikuj", exact: true }).click();
  await page
    .getByRole("dialog", { name: "Publikacja nowej wersji" })
    .getByRole("button", { name: "Opublikuj" })
    .click();
  await expect(page).toHaveURL(/\/admin\/dokumenty$/);
  const card = page.getByRole("region", { name: "Regulamin" });
  const scheduled = card.getByRole("link", { name: new RegExp(`^wersja \\d+ od ${plainDay(earliest)}$`) });
  await expect(scheduled).toBeVisible();
  const number = (await scheduled.textContent())!.match(/wersja (\d+)/)![1]!;
  // The sending goes on in the background: the list says how many were told once it is done.
  await expect(async () => {
    await page.reload();
    await expect(card).toContainText(/Powiadomiono: \d+ os(ób|oby|obę) z \d+/);
    await expect(card).not.toContainText("wysyłka trwa");
  }).toPass();
  await expectNoA11yViolations(page);

  // The member's e-mail: which document, from which day, what changes, both versions, what to do.
  let mail: Mail | undefined;
  await expect(async () => {
    mail = (await mailsTo("jan@viralne.local")).find((m) => m.text.includes(summary));
    expect(mail).toBeDefined();
  }).toPass();
  expect(mail!.text).toContain(
    `od ${dayText(earliest)} obowiązuje nowa wersja regulaminu serwisu Viralne Produkty (wersja ${number})`,
  );
  expect(mail!.text).toContain(`/regulamin/wersje/${number}`);
  expect(mail!.text).toContain(`Jeśli nie akceptujesz zmian, możesz przed ${dayText(earliest)} usunąć konto`);

  // The public page announces it (for everyone); the notice under the header is for members only.
  await visitor.goto("/regulamin");
  await expect(visitor.locator("main header")).toContainText(
    `Od ${dayText(earliest)} obowiązuje nowa wersja regulaminu.`,
  );
  await expect(visitor.locator("main header")).toContainText(`Co się zmienia: ${summary}`);
  await visitor.goto("/");
  await expect(visitor.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(notice(visitor)).toHaveCount(0);

  // A member on a shared member page (ADR 114): the notice comes after hydrating, with the link.
  const member = await (await browser.newContext()).newPage();
  await loginAs(member, "user", baseURL!);
  await member.goto("/");
  await hydrated(member);
  await expect(notice(member)).toContainText(
    `Od ${dayText(earliest)} obowiązuje nowy regulamin. Zobacz, co się zmienia.`,
  );
  await expectNoA11yViolationsAtBothWidths(member);
  await notice(member).getByRole("link", { name: "Zobacz, co się zmienia." }).click();
  await expect(member).toHaveURL(new RegExp(`/regulamin/wersje/${number}$`));
  await expect(member.locator("main header")).toContainText(
    `Ta wersja regulaminu będzie obowiązywać od ${plainDay(earliest)}.`,
  );
  // Closed with the keyboard: gone, also after a reload; the focus goes on to the page's content.
  await notice(member).getByRole("button", { name: "Zamknij powiadomienie o zmianie dokumentu" }).focus();
  await member.keyboard.press("Enter");
  await expect(notice(member)).toHaveCount(0);
  await expect(member.locator("#tresc")).toBeFocused();
  await member.reload();
  await hydrated(member);
  await expect(member.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(notice(member)).toHaveCount(0);
  await member.context().close();

  // A page rendered for the admin has it from the server; closing it there too.
  await page.goto("/");
  await expect(notice(page)).toContainText("obowiązuje nowy regulamin.");
  await hydrated(page);
  await notice(page).getByRole("button", { name: "Zamknij powiadomienie o zmianie dokumentu" }).click();
  await expect(notice(page)).toHaveCount(0);
  await visitor.context().close();
});
