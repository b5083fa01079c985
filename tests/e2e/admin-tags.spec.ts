import type { Browser, Page } from "@playwright/test";
import { expect, loginAs, test } from "./support/login";
import { expectNoA11yViolations, expectNoA11yViolationsAtBothWidths } from "./support/axe";
import { hydrated } from "./support/hydration";

// ADR 171: the "Tagi" screen. An editor finds a misspelt tag, renames it into the existing one (the
// dialog warns of the merge first), sees the merged count and the product list by tag; a visitor's
// product page shows the new tag; then the tag is removed everywhere. The demo products get only this
// spec's own tags, and lose them again at the end (the browser suite shares one database).

const OLD = "sluchawki e2e";
const NEW = "słuchawki e2e";
const PRODUCTS = { a: "Mini konsola retro z 500 grami", b: "Lampa z projekcją zachodu słońca", c: "Rozdrabniacz do warzyw na sznurek" };

/** Adds tags to a demo product through its form (the way an editor tags a product). */
async function addTags(page: Page, title: string, tags: string[]) {
  await page.goto(`/admin/produkty?q=${encodeURIComponent(title)}`);
  await hydrated(page);
  await page.getByRole("row", { name: new RegExp(title) }).getByRole("link", { name: `Edytuj: ${title}` }).click();
  const form = page.getByRole("dialog", { name: /Edytuj produkt/ });
  for (const tag of tags) {
    await form.getByLabel("Nowy tag").fill(tag);
    await form.getByLabel("Nowy tag").press("Enter");
  }
  for (const tag of tags) await expect(form.getByRole("list", { name: "Tagi produktu" })).toContainText(tag);
  await form.getByRole("button", { name: "Zapisz zmiany" }).click();
  await expect(form).toBeHidden();
}

/** Removes whatever this spec's tags are left (a failed run must not leave them to the other specs). */
async function removeLeftovers(page: Page) {
  await page.goto(`/admin/tagi?q=${encodeURIComponent("e2e")}`);
  await hydrated(page);
  for (const tag of [OLD, NEW]) {
    const button = page.getByRole("button", { name: `Usuń tag ${tag}`, exact: true });
    if ((await button.count()) === 0) continue;
    await button.click();
    await page.getByRole("dialog", { name: "Usuwanie tagu" }).getByRole("button", { name: "Usuń tag" }).click();
    await expect(button).toHaveCount(0);
  }
}

test("an editor merges a misspelt tag into the right one with the keyboard, then removes it everywhere", async ({ page, login, browser }) => {
  test.setTimeout(180_000); // three product forms and axe at two widths on a loaded machine
  await login("editor");
  try {
    await journey(page, browser);
  } finally {
    await removeLeftovers(page);
  }
});

async function journey(page: Page, browser: Browser) {
  await addTags(page, PRODUCTS.a, [OLD]);
  await addTags(page, PRODUCTS.b, [OLD, NEW]); // both spellings: after the merge it keeps one
  await addTags(page, PRODUCTS.c, [NEW]);
  // The public page of the first product, cached for visitors with the misspelt tag (ADR 010).
  await page.goto(`/admin/produkty?q=${encodeURIComponent(PRODUCTS.a)}`);
  const publicPath = (await page.getByRole("link", { name: `Zobacz na stronie: ${PRODUCTS.a} (otwiera się w nowej karcie)` }).getAttribute("href"))!;
  const visitor = await browser.newContext();
  const publicPage = await visitor.newPage();
  await publicPage.goto(publicPath);
  const publicTags = publicPage.getByRole("list", { name: "Tagi" });
  await expect(publicTags.getByRole("link", { name: `#${OLD}` })).toBeVisible();

  // The editor finds both spellings from the menu: the search ignores Polish letters and case.
  await page.goto("/admin");
  await page.getByRole("navigation", { name: "Menu panelu administracyjnego" }).getByRole("link", { name: "Tagi" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Tagi" })).toBeVisible();
  await hydrated(page);
  await page.getByLabel("Szukaj tagu").fill("SLUCHAWKI E2E");
  await page.getByRole("search", { name: "Szukaj tagów" }).getByRole("button", { name: "Szukaj" }).click();
  await expect(page).toHaveURL(/q=SLUCHAWKI\+E2E/);
  const rowOf = (tag: string) => page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: new RegExp(`^#?${tag} — `) }) });
  await expect(rowOf(OLD)).toContainText("2");
  await expect(rowOf(NEW)).toContainText("2");
  await expectNoA11yViolationsAtBothWidths(page);

  // Keyboard only: the dialog opens on its field, Escape closes it and gives the focus back.
  const renameButton = page.getByRole("button", { name: `Zmień nazwę tagu ${OLD}` });
  await renameButton.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: `Zmiana nazwy tagu „${OLD}”` });
  await expect(dialog.getByLabel("Nowa nazwa")).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(renameButton).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(dialog.getByLabel("Nowa nazwa")).toBeFocused();
  await page.keyboard.press("Control+a");
  await page.keyboard.type(NEW);
  await page.keyboard.press("Enter");
  // Before anything changes, the dialog says it will merge, and its button says so.
  await expect(dialog.getByRole("alert").filter({ hasText: "połączy" })).toHaveText(`Tag „${NEW}” jest już przy 2 produktach — zmiana połączy oba tagi.`);
  await expect(dialog.getByRole("button", { name: "Połącz tagi" })).toBeVisible();
  await expect(rowOf(OLD)).toBeVisible();
  await expectNoA11yViolations(page);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status").filter({ hasText: `Połączono tag „${OLD}” z tagiem „${NEW}” (produkty: 3).` })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(rowOf(OLD)).toHaveCount(0);
  await expect(rowOf(NEW)).toContainText("3");
  // The renamed row took the focused button with it: the focus continues from the heading.
  await expect(page.getByRole("heading", { level: 1, name: "Tagi" })).toBeFocused();

  // The visitor's page shows the new tag (the page cache was dropped), the product list filters by it.
  await publicPage.reload();
  await expect(publicTags.getByRole("link", { name: `#${NEW}` })).toBeVisible();
  await expect(publicTags.getByRole("link", { name: `#${OLD}` })).toHaveCount(0);
  await page.getByRole("link", { name: new RegExp(`^#?${NEW} — pokaż produkty`) }).click();
  await expect(page).toHaveURL(/\/admin\/produkty\?tag=/);
  await expect(page.getByText(`Produkty z tagiem „${NEW}”`)).toBeVisible();
  await expect(page.getByText("Znaleziono: 3")).toBeVisible();
  for (const title of Object.values(PRODUCTS)) await expect(page.getByRole("rowheader", { name: new RegExp(title) })).toBeVisible();

  // Removing asks with the count; the confirmation starts on "Anuluj" and is answered by keyboard.
  await page.goBack();
  await hydrated(page);
  await rowOf(NEW).getByRole("button", { name: `Usuń tag ${NEW}` }).click();
  const confirm = page.getByRole("dialog", { name: "Usuwanie tagu" });
  await expect(confirm).toContainText(`Tag „${NEW}” zniknie z 3 produktów.`);
  await expect(confirm.getByRole("button", { name: "Anuluj" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(confirm.getByRole("button", { name: "Usuń tag" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status").filter({ hasText: `Usunięto tag „${NEW}” (produkty: 3).` })).toBeVisible();
  await expect(page.getByText("Brak tagów pasujących do wyszukiwania")).toBeVisible();
  await publicPage.reload();
  await expect(publicPage.getByRole("heading", { level: 1 })).toHaveText(PRODUCTS.a);
  await expect(publicTags.getByRole("link", { name: new RegExp("e2e") })).toHaveCount(0);
  await visitor.close();
}

test("without JavaScript the row's button opens the rename form as part of the page, which asks before a merge", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await loginAs(page, "editor", test.info().project.use.baseURL!);
  await page.goto("/admin/tagi?q=led");
  await page.getByRole("button", { name: "Zmień nazwę tagu led", exact: true }).click();
  await expect(page).toHaveURL(/zmien=led/);
  const panel = page.getByRole("region", { name: "Zmiana nazwy tagu „led”" });
  await expect(panel.getByLabel("Nowa nazwa")).toHaveValue("led");
  // The same name is refused by the server in Polish, nothing changed; "Anuluj" leaves the form.
  await panel.getByRole("button", { name: "Zmień nazwę" }).click();
  await expect(panel.getByText("Nowa nazwa jest taka sama jak obecna.")).toBeVisible();
  // A name that exists: the page comes back with the merge question and "Połącz tagi" (not sent here).
  await panel.getByLabel("Nowa nazwa").fill("lampa");
  await panel.getByRole("button", { name: "Zmień nazwę" }).click();
  await expect(panel.getByRole("alert").filter({ hasText: "połączy" })).toHaveText(/^Tag „lampa” jest już przy \d+ produk(cie|tach) — zmiana połączy oba tagi\.$/);
  await expect(panel.getByLabel("Nowa nazwa")).toHaveValue("lampa");
  await expect(panel.getByRole("button", { name: "Połącz tagi" })).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: "#led" })).toHaveCount(1);
  await panel.getByRole("link", { name: "Anuluj" }).click();
  await expect(page.getByRole("region", { name: /Zmiana nazwy tagu/ })).toHaveCount(0);
  await expect(page).toHaveURL(/\/admin\/tagi\?q=led$/);
  await context.close();
});
