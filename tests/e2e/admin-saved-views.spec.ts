import type { Browser, Page } from "@playwright/test";
import { expect, loginAs, test } from "./support/login";
import { expectNoA11yViolations, expectNoA11yViolationsAtBothWidths } from "./support/axe";
import { hydrated } from "./support/hydration";

// ADR 178: saved list views. An editor filters the product list, saves the view, goes elsewhere,
// opens it again from the toolbar and finds the same list; renames and deletes it by keyboard. A second
// staff account does not see it. Without JavaScript the same works through plain forms. Each test
// deletes the views it made (the browser suite shares one database).

const NAME = "E2E Moda A–Z";
const RENAMED = "E2E Moda";
const toolbar = (page: Page) => page.getByRole("navigation", { name: "Widoki listy" });

/** Deletes this spec's views of a list left by a failed run. */
async function removeLeftovers(page: Page, list = "/admin/produkty") {
  await page.goto(list);
  await hydrated(page);
  for (;;) {
    const link = toolbar(page).getByRole("link", { name: /^E2E / }).first();
    if ((await link.count()) === 0) return;
    const name = (await link.textContent())!;
    await link.click();
    await expect(link).toHaveAttribute("aria-current", "page");
    await page.getByRole("button", { name: `Usuń widok „${name}”` }).click();
    await page.getByRole("dialog", { name: "Usuwanie widoku" }).getByRole("button", { name: "Usuń widok" }).click();
    await expect(toolbar(page).getByRole("link", { name, exact: true })).toHaveCount(0);
  }
}

test("an editor saves a filtered product list as a view, opens it again from the toolbar, renames and deletes it", async ({ page, login, browser }) => {
  test.setTimeout(120_000);
  await login("editor");
  try {
    await journey(page, browser);
  } finally {
    await removeLeftovers(page);
  }
});

async function journey(page: Page, browser: Browser) {
  await page.goto("/admin/produkty");
  await hydrated(page);
  // The whole list: "Wszystkie" is the current view, and there is nothing to save yet.
  await expect(toolbar(page).getByRole("link", { name: "Wszystkie" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("button", { name: "Zapisz widok" })).toHaveCount(0);
  // ADR 211: an address asking for a state the list does not know shows the whole list: still "Wszystkie".
  await page.goto("/admin/produkty?stan=xyz&braki=bez-kodu&dir=sideways");
  await hydrated(page);
  await expect(toolbar(page).getByRole("link", { name: "Wszystkie" })).not.toHaveAttribute("aria-current", /.*/);
  await page.goto("/admin/produkty?stan=xyz&dir=sideways");
  await hydrated(page);
  await expect(toolbar(page).getByRole("link", { name: "Wszystkie" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("button", { name: "Zapisz widok" })).toHaveCount(0);

  // Filter: one category, sorted by title. Moda: no other browser test adds, renames or hides its
  // products, so the list is the same when the view is opened again (Elektronika's was not, CI).
  const filters = page.getByRole("search", { name: "Wyszukiwanie produktów" });
  await filters.getByLabel("Kategoria").selectOption({ label: "Moda" });
  await filters.getByRole("button", { name: "Filtruj" }).click();
  await expect(page).toHaveURL(/kategoria=/);
  // The address changes before the filtered page is drawn: the column's link must carry the filter
  // first (CI, session 45: a click on the previous render's link sorted the whole list).
  const titleSort = page.getByRole("columnheader", { name: /Tytuł/ }).getByRole("link");
  await expect(titleSort).toHaveAttribute("href", /kategoria=/);
  await titleSort.click();
  await expect(page).toHaveURL(/sort=title/);
  // The address changes before the sorted rows are drawn (a busy machine read the newest-first row).
  await expect(page.getByRole("columnheader", { name: /Tytuł/ })).toHaveAttribute("aria-sort", "ascending");
  const found = (await page.getByText(/^Znaleziono: \d+/).textContent())!;
  const firstRow = (await page.getByRole("rowheader").first().textContent())!;
  const filteredUrl = new URL(page.url());
  await expect(toolbar(page).getByRole("link", { name: "Wszystkie" })).not.toHaveAttribute("aria-current", /.*/);

  // Save it, by keyboard: the dialog opens on its field; a blank name is refused in Polish.
  await page.getByRole("button", { name: "Zapisz widok" }).focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Zapisz widok" });
  await expect(dialog.getByLabel("Nazwa widoku")).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(dialog.getByText("Podaj nazwę widoku.")).toBeVisible();
  await expectNoA11yViolations(page);
  await page.keyboard.type(NAME);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status").filter({ hasText: `Zapisano widok „${NAME}”.` })).toBeVisible();
  await expect(dialog).toBeHidden();
  const viewLink = toolbar(page).getByRole("link", { name: NAME, exact: true });
  await expect(viewLink).toHaveAttribute("aria-current", "page");
  // The "Zapisz widok" button went with the save: the focus continues from the view now shown.
  await expect(viewLink).toBeFocused();
  await expectNoA11yViolationsAtBothWidths(page);

  // Elsewhere in the panel, then back to the whole list, then the view by keyboard.
  const menu = page.getByRole("navigation", { name: "Menu panelu administracyjnego" });
  await menu.getByRole("link", { name: "Blog" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Blog" })).toBeVisible();
  await menu.getByRole("link", { name: "Produkty" }).click();
  await expect(page).toHaveURL(/\/admin\/produkty$/);
  await expect(toolbar(page).getByRole("link", { name: "Wszystkie" })).toHaveAttribute("aria-current", "page");
  await viewLink.focus();
  await page.keyboard.press("Enter");
  await expect(viewLink).toHaveAttribute("aria-current", "page");
  const opened = new URL(page.url());
  expect(opened.pathname).toBe("/admin/produkty");
  // ADR 211: the view keeps what the list reads: the category and the order by title (ascending, the
  // title's own default, so no "dir"); the list is the same.
  expect([...opened.searchParams].sort()).toEqual([["kategoria", filteredUrl.searchParams.get("kategoria")!], ["sort", "title"]]);
  await expect(page.getByText(/^Znaleziono: \d+/)).toHaveText(found);
  await expect(page.getByRole("rowheader").first()).toHaveText(firstRow);
  await expect(filters.getByLabel("Kategoria")).toHaveValue(filteredUrl.searchParams.get("kategoria")!);

  // A second staff account does not see it, even on the very same address.
  const other = await browser.newContext();
  const adminPage = await other.newPage();
  await loginAs(adminPage, "admin", test.info().project.use.baseURL!);
  await adminPage.goto(opened.pathname + opened.search);
  await expect(toolbar(adminPage).getByRole("link", { name: "Wszystkie" })).toBeVisible();
  await expect(toolbar(adminPage).getByRole("link", { name: NAME })).toHaveCount(0);
  await expect(adminPage.getByRole("button", { name: "Zapisz widok" })).toBeVisible();
  await other.close();

  // Rename by keyboard: the dialog starts with the current name; Escape gives the focus back.
  const rename = page.getByRole("button", { name: `Zmień nazwę widoku „${NAME}”` });
  await rename.focus();
  await page.keyboard.press("Enter");
  const renameDialog = page.getByRole("dialog", { name: `Zmiana nazwy widoku „${NAME}”` });
  await expect(renameDialog.getByLabel("Nazwa widoku")).toHaveValue(NAME);
  await expect(renameDialog.getByLabel("Nazwa widoku")).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(renameDialog).toBeHidden();
  await expect(rename).toBeFocused();
  await page.keyboard.press("Enter");
  await page.keyboard.press("Control+a");
  await page.keyboard.type(RENAMED);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status").filter({ hasText: `Zmieniono nazwę widoku na „${RENAMED}”.` })).toBeVisible();
  await expect(toolbar(page).getByRole("link", { name: RENAMED, exact: true })).toHaveAttribute("aria-current", "page");

  // Delete: asked first, the confirmation starts on "Anuluj".
  await page.getByRole("button", { name: `Usuń widok „${RENAMED}”` }).click();
  const confirm = page.getByRole("dialog", { name: "Usuwanie widoku" });
  await expect(confirm).toContainText(`Widok „${RENAMED}” zniknie z paska widoków.`);
  await expect(confirm.getByRole("button", { name: "Anuluj" })).toBeFocused();
  await page.keyboard.press("Tab");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status").filter({ hasText: `Usunięto widok „${RENAMED}”.` })).toBeVisible();
  await expect(toolbar(page).getByRole("link", { name: RENAMED })).toHaveCount(0);
  // The delete button went with the view: the focus continues from the views bar.
  await expect(toolbar(page)).toBeFocused();
  // The list stays filtered (no longer a saved view): it can be saved again.
  await expect(page.getByRole("button", { name: "Zapisz widok" })).toBeVisible();
  await expect(page.getByText(/^Znaleziono: \d+/)).toHaveText(found);
}

test("without JavaScript a view is saved, refused and deleted through plain forms", async ({ browser, page: scripted, login }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await loginAs(page, "editor", test.info().project.use.baseURL!);
  try {
    await page.goto("/admin/blog?typ=review&status=published&page=1");
    await page.getByRole("button", { name: "Zapisz widok" }).click();
    await expect(page).toHaveURL(/zapisz-widok=1/);
    const panel = page.getByRole("region", { name: "Zapisz widok" });
    // A blank name: the server's refusal comes back with the form, in Polish.
    await panel.getByRole("button", { name: "Zapisz widok" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Nie zapisano widoku" })).toBeVisible();
    await expect(page.getByText("Podaj nazwę widoku.")).toBeVisible();
    await page.getByLabel("Nazwa widoku").fill("E2E recenzje");
    await page.getByRole("button", { name: "Zapisz widok" }).click();
    // Saved: back on the list as the view (no paging, no form in the address).
    await expect(page).toHaveURL(/\/admin\/blog\?typ=review&status=published$/);
    const link = page.getByRole("navigation", { name: "Widoki listy" }).getByRole("link", { name: "E2E recenzje" });
    await expect(link).toHaveAttribute("aria-current", "page");
    // Delete posts directly without JavaScript (the server still checks whose view it is).
    await page.getByRole("button", { name: "Usuń widok „E2E recenzje”" }).click();
    await expect(page).toHaveURL(/\/admin\/blog\?typ=review&status=published$/);
    await expect(link).toHaveCount(0);
  } finally {
    await context.close();
    await login("editor");
    await removeLeftovers(scripted, "/admin/blog");
  }
});
