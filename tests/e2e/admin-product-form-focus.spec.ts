import { hydrated } from "./support/hydration";
import { expect, test } from "./support/login";

// The product form's focus rules (split from admin-products.spec.ts): keyboard alone, the first field,
// a refused save's focus on what was refused.

test("the product form works from the keyboard alone: focus moves in, stays in, Escape closes and focus returns", async ({ page, login }) => {
  await login("editor");
  await page.goto("/admin/produkty");
  // Before hydration, Enter follows the link with a full load: the dialog then has no opener to
  // return focus to (a CI flake under load).
  await hydrated(page);
  const add = page.getByRole("link", { name: "Dodaj produkt" });
  await add.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Nowy produkt" });
  await expect(dialog).toBeVisible();
  const focusInDialog = () => page.evaluate(() => document.activeElement?.closest("dialog") !== null);
  await expect.poll(focusInDialog).toBe(true);
  // The modal dialog traps focus: however far one tabs (forwards or back), it never reaches the page
  // behind it (the browser's own toolbar, where focus may pass between rounds, shows as <body>).
  const outside = () => page.evaluate(() => (document.activeElement && document.activeElement !== document.body && !document.activeElement.closest("dialog") ? document.activeElement.outerHTML.slice(0, 80) : null));
  for (let i = 0; i < 45; i++) {
    await page.keyboard.press(i % 3 === 2 ? "Shift+Tab" : "Tab");
    expect(await outside()).toBeNull();
  }
  await page.keyboard.press("Escape");
  await expect(page).toHaveURL(/\/admin\/produkty$/);
  await expect(dialog).toBeHidden();
  await expect(add).toBeFocused();

  // The edit form too, opened from a row's 'Edytuj' link (its axe check, at both widths, is the first
  // test's, with two uploaded images in the form).
  // Its own row's link, not "the first": other tests leave products (or add them, with parallel workers), and the list shown again
  // once the form closes may start with one of theirs.
  const editHref = await page.getByRole("link", { name: /Edytuj/ }).first().getAttribute("href");
  const edit = page.getByRole("link", { name: /Edytuj/ }).and(page.locator(`[href="${editHref}"]`));
  await edit.focus();
  await page.keyboard.press("Enter");
  const editDialog = page.getByRole("dialog", { name: /Edytuj produkt/ });
  await expect(editDialog).toBeVisible();
  await expect.poll(focusInDialog).toBe(true); // modal (an Escape before showModal() closes nothing)
  await page.keyboard.press("Escape");
  await expect(editDialog).toBeHidden();
  await expect(edit).toBeFocused();

  // A form only opened and left (here by a full page load: beforeunload) leaves no draft behind.
  await edit.click();
  await expect(editDialog).toBeVisible();
  await page.goto("/admin");
  expect(await page.evaluate(() => Object.keys(window.localStorage).filter((k) => k.startsWith("vp.productDraft.")))).toEqual([]);

  // Opened by a full page load, the form takes the focus too. With changes, Escape asks first, and
  // Escape in that question only closes the question (it left both dialogs open).
  await page.goto("/admin/produkty/nowy");
  await hydrated(page);
  const fresh = page.getByRole("dialog", { name: "Nowy produkt" });
  await expect.poll(focusInDialog).toBe(true);
  await fresh.getByLabel("Tytuł *").fill("Szkic z klawiatury");
  await page.keyboard.press("Escape");
  const unsaved = page.getByRole("dialog", { name: "Niezapisane zmiany" });
  await expect(unsaved).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(unsaved).toBeHidden();
  await expect(fresh).toBeVisible();
  await expect(fresh.getByLabel("Tytuł *")).toHaveValue("Szkic z klawiatury");
  await fresh.getByRole("link", { name: "Zamknij formularz" }).click();
  await unsaved.getByRole("button", { name: "Opuść stronę" }).click();
  await expect(page).toHaveURL(/\/admin\/produkty$/);
});

test("the form opens on Tytuł; a refused save puts the focus on what was refused: the field, or the conflict message scrolled into view", async ({ page, login }) => {
  test.slow(); // two tabs that each load and hydrate the panel
  await login("editor");
  // Opened by a full page load and from the list alike, the form starts at its first field (it was the X).
  await page.goto("/admin/produkty/nowy");
  await hydrated(page);
  await expect(page.getByRole("dialog", { name: "Nowy produkt" }).getByLabel("Tytuł *")).toBeFocused();
  await page.goto("/admin/produkty?q=DO-DE");
  await hydrated(page);
  const firstRow = page.getByRole("table").getByRole("row").filter({ has: page.getByRole("rowheader") }).first();
  await expect(firstRow).toContainText("DO-DE-"); // ADR 143: a code-shaped search lists the code matches first
  await firstRow.getByRole("link", { name: /Edytuj/ }).click();
  const edit = page.getByRole("dialog", { name: /Edytuj produkt/ });
  await expect(edit.getByLabel("Tytuł *")).toBeFocused();
  const url = page.url();

  // ADR 142: a price of 0 is refused at its field, in words that say what is wrong.
  await edit.getByLabel("Cena po rabacie").fill("0");
  await edit.getByRole("button", { name: "Zapisz zmiany" }).click();
  await expect(edit.locator("#pole-priceDiscounted-blad")).toHaveText("Cena musi być większa od zera");
  await expect(edit.getByLabel("Cena po rabacie")).toBeFocused();
  await edit.getByLabel("Cena po rabacie").fill("");

  // A code of another category is refused by the server: the focus goes to the code field (it stayed on <body>).
  const codeField = edit.getByLabel("Kod produktu");
  const code = await codeField.inputValue();
  await codeField.fill("TR-AC-999");
  await edit.getByRole("button", { name: "Zapisz zmiany" }).click();
  await expect(edit.locator("#pole-code-blad")).toBeVisible();
  await expect(codeField).toBeFocused();
  await codeField.fill(code);
  // The form's draft (500 ms debounce) is shared by the tabs: the other tab must not open on the refused code.
  const draftKey = `vp.productDraft.${new URL(url).pathname.split("/").pop()}`;
  await expect.poll(() => page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? "{}").code, draftKey)).toBe(code);

  // Another tab saves the same product first…
  const other = await page.context().newPage();
  await other.goto(url);
  await hydrated(other);
  const otherForm = other.getByRole("dialog", { name: /Edytuj produkt/ });
  await otherForm.getByLabel("Opis *").fill(`Opis zmieniony w drugiej karcie ${Date.now()}.`);
  await otherForm.getByRole("button", { name: "Zapisz zmiany" }).click();
  await expect(other).toHaveURL(/\/admin\/produkty\?q=DO-DE$/);
  await other.close();

  // …then this tab's save is refused: the message at the top of the long dialog is in view and has the focus.
  await page.setViewportSize({ width: 390, height: 844 });
  await edit.getByLabel("Alias URL").scrollIntoViewIfNeeded();
  await edit.getByRole("button", { name: "Zapisz zmiany" }).click();
  const conflict = edit.getByText(/^Ten produkt zapisano po otwarciu formularza/);
  await expect(conflict).toBeVisible();
  await expect(conflict).toBeInViewport();
  expect(await page.evaluate(() => document.activeElement?.textContent ?? "")).toContain("Ten produkt zapisano po otwarciu formularza");
  await page.setViewportSize({ width: 1280, height: 900 });
  await edit.getByRole("button", { name: "Wczytaj aktualną wersję" }).click();
  await expect(edit.getByLabel("Opis *")).toHaveValue(/Opis zmieniony w drugiej karcie/);
});
