import { expectNoA11yViolations } from "./support/axe";
import { hydrated } from "./support/hydration";
import { expect, test } from "./support/login";

// Session 40 (editor review): a draft left by a tab that was closed without saving, typed on a version
// another tab has saved since, is not put over the newer save without a word (it was, and the next save
// then blamed "someone else" with a 409). The form shows the saved version and asks; "Przywróć szkic"
// takes the draft on the current version (its save goes through), "Odrzuć szkic" removes it.
test("a draft older than the product's last save is offered, not applied; restored, it saves", async ({ page: first, login }) => {
  let page = first;
  await login("editor");
  await page.goto("/admin/produkty?q=DO-DE");
  const href = (await page.getByRole("link", { name: /^Edytuj: / }).first().getAttribute("href"))!;
  const id = new URL(href, "http://x").pathname.split("/").pop()!;
  await page.goto(href);
  await hydrated(page);
  const typed = page.getByRole("dialog", { name: /Edytuj produkt/ });
  const savedTitle = await typed.getByLabel("Tytuł *").inputValue();
  const draftTitle = `${savedTitle.slice(0, 60)} — szkic sprzed zapisu`;
  // A tab types a title (the autosave keeps the whole form) and is closed without saving, while another
  // tab saved the product: the draft's version is older than the product's.
  await typed.getByLabel("Tytuł *").fill(draftTitle);
  const key = `vp.productDraft.${id}`;
  await expect.poll(() => page.evaluate((k) => JSON.parse(localStorage.getItem(k) ?? "{}").title, key)).toBe(draftTitle);
  const draft = await page.evaluate((k) => ({ ...JSON.parse(localStorage.getItem(k)!), expectedUpdatedAt: "2020-01-02T03:04:05.000Z" }), key);
  const putDraft = () => page.evaluate(([k, v]) => localStorage.setItem(k, JSON.stringify(v)), [key, draft] as const);
  await putDraft();
  page = await page.context().newPage();
  await page.goto(href);
  await hydrated(page);
  const form = page.getByRole("dialog", { name: /Edytuj produkt/ });
  const title = form.getByLabel("Tytuł *");
  await expect(form.getByText(/^Masz niezapisany szkic tego produktu sprzed jego ostatniego zapisu/)).toBeVisible();
  await expect(title).toHaveValue(savedTitle);
  await expectNoA11yViolations(page);

  // Odrzuć szkic: the draft is gone and a reload asks nothing.
  await form.getByRole("button", { name: "Odrzuć szkic" }).click();
  await expect(form.getByText(/^Masz niezapisany szkic/)).toHaveCount(0);
  expect(await page.evaluate((k) => localStorage.getItem(k), key)).toBeNull();

  // Przywróć szkic: the draft's title fills the form and its save is not refused as stale.
  await putDraft();
  await page.reload();
  await hydrated(page);
  await form.getByRole("button", { name: "Przywróć szkic" }).click();
  await expect(form.getByText("Przywrócono niezapisany szkic formularza.")).toBeVisible();
  await expect(title).toHaveValue(draftTitle);
  await form.getByRole("button", { name: "Zapisz i zostań" }).click();
  await expect(form.locator(".vp-toaster").getByRole("status").getByText("Zapisano zmiany produktu.")).toBeVisible();
  await expect(title).toHaveValue(draftTitle);
  // The form reopened on the saved version (keyed by it): what is typed next is not lost to that remount.
  await expect(form.getByText("Przywrócono niezapisany szkic formularza.")).toHaveCount(0);

  // The shared database gets its title back.
  await title.fill(savedTitle);
  await form.getByRole("button", { name: "Zapisz zmiany" }).click();
  await expect(page).toHaveURL(/\/admin\/produkty(\?|$)/);
  await expect(form).toHaveCount(0); // the form is gone, and with it its saved draft (not the one put next)

  // Typing on the saved version answers the question (code review, session 41): it goes, so neither
  // button can act on a draft the typing has meanwhile replaced.
  await putDraft();
  await page.goto(href);
  await hydrated(page);
  await expect(form.getByText(/^Masz niezapisany szkic/)).toBeVisible();
  await form.getByLabel("Opis *").pressSequentially(" ");
  await expect(form.getByText(/^Masz niezapisany szkic/)).toHaveCount(0);
  await expect(title).toHaveValue(savedTitle);
  await page.evaluate((k) => localStorage.removeItem(k), key);
});
