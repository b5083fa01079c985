import { expectNoA11yViolationsAtBothWidths } from "./support/axe";
import { hydrated } from "./support/hydration";
import { expect, test } from "./support/login";

// ADR 128: the admin product list's status and missing-data filters, in the URL, with and without JavaScript.

test("an editor filters the product list by status and missing data, keeps it while sorting and clears it", async ({ page, login, browser }) => {
  test.setTimeout(60_000); // two axe passes on a loaded 2-core machine
  await login("editor");
  await page.goto("/admin/produkty");
  await hydrated(page);
  const found = page.getByText(/^Znaleziono: /);
  const allText = await found.textContent();
  const form = page.getByRole("search", { name: "Wyszukiwanie produktów" });

  await form.getByLabel("Stan").selectOption({ label: "Na topie" });
  await form.getByRole("button", { name: "Filtruj" }).click();
  await expect(page).toHaveURL(/[?&]stan=na-czasie(&|$)/);
  await expect(found).not.toHaveText(allText!);
  const rows = page.getByRole("table").getByRole("row").filter({ has: page.getByRole("rowheader") });
  await expect(rows.first()).toBeVisible();
  for (const row of await rows.all()) await expect(row).toContainText("Na topie");
  await expectNoA11yViolationsAtBothWidths(page);
  // On a phone the badge column gives way and the badges sit under the title, visible.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(rows.first().getByRole("rowheader").getByText("Na topie")).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(rows.first().getByRole("rowheader").getByText("Na topie")).toBeHidden();

  // Sorting by a column keeps the filter. By keyboard: a pointer click right after the resize landed
  // beside the link once (CI, session 45: the bare list was opened).
  const titleSort = page.getByRole("link", { name: /^Tytuł/ });
  await expect(titleSort).toHaveAttribute("href", /stan=na-czasie/);
  await titleSort.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/sort=title/);
  await expect(page).toHaveURL(/stan=na-czasie/);
  await expect(form.getByLabel("Stan")).toHaveValue("na-czasie");

  await page.getByRole("link", { name: "Wyczyść filtry" }).click();
  await expect(page).not.toHaveURL(/stan=/);
  await expect(page).toHaveURL(/sort=title/); // the order stays
  await expect(form.getByLabel("Stan")).toHaveValue("");
  await expect(page.getByRole("link", { name: "Wyczyść filtry" })).toHaveCount(0);

  // Without JavaScript the same form is a plain GET.
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  await noScript.addCookies(await page.context().cookies());
  const plain = await noScript.newPage();
  await plain.goto(page.url());
  await plain.getByLabel("Braki").selectOption({ label: "Bez zdjęć" });
  await plain.getByRole("button", { name: "Filtruj" }).click();
  await expect(plain).toHaveURL(/braki=bez-zdjec/);
  await expect(plain).toHaveURL(/sort=title/);
  await expect(plain.getByLabel("Braki")).toHaveValue("bez-zdjec");
  await noScript.close();
});

test("the bulk bar counts the ticked products and says when none is ticked; on a phone the price is in view", async ({ page, login }) => {
  await login("editor");
  await page.goto("/admin/produkty");
  await hydrated(page);
  const bulk = page.getByRole("region", { name: "Zaznaczone produkty" });
  // ADR 200: nothing ticked, nothing said (it read "Zaznaczono: 0" at load); the live region waits, empty.
  await expect(bulk.getByRole("status").first()).toHaveText("");
  await expect(bulk).not.toContainText("Zaznaczono");
  await bulk.getByLabel("Akcja").selectOption({ label: "Oznacz jako „Na topie”" });
  await bulk.getByRole("button", { name: "Wykonaj" }).click();
  await expect(bulk.getByRole("alert")).toHaveText("Zaznacz co najmniej jeden produkt.");
  const boxes = page.getByRole("table").getByRole("checkbox", { name: /^Zaznacz: / });
  await boxes.nth(0).check();
  await boxes.nth(1).check();
  await expect(bulk).toContainText("Zaznaczono: 2");
  await expect(bulk.getByRole("alert")).toHaveText(""); // a tick takes the refusal back
  await page.getByRole("checkbox", { name: "Zaznacz wszystkie" }).check();
  await expect(bulk).toContainText(`Zaznaczono: ${await boxes.count()}`);
  // None ticked again: a screen reader hears it, the bar shows no count.
  await page.getByRole("checkbox", { name: "Zaznacz wszystkie" }).uncheck();
  await expect(bulk.getByText("Zaznaczono: 0")).toHaveClass(/sr-only/);
  await page.getByRole("checkbox", { name: "Zaznacz wszystkie" }).check();

  // A phone: title, price and actions fit the table's width — nothing to scroll to, no price under the pinned actions.
  await page.setViewportSize({ width: 390, height: 844 });
  const table = page.getByRole("region", { name: "Produkty", exact: true });
  expect(await table.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
  const row = page.getByRole("table").getByRole("row").filter({ hasText: /zł/ }).first();
  const price = row.getByRole("cell").filter({ hasText: /zł/ }).first();
  const actions = row.getByRole("cell").last();
  const [priceBox, actionsBox] = [await price.boundingBox(), await actions.boundingBox()];
  expect(priceBox!.x + priceBox!.width).toBeLessThanOrEqual(actionsBox!.x + 1);
  await expect(price).toHaveText(/^\d[\d\s\u00a0]*,\d{2}\s?zł/);
  await expect(row.getByRole("rowheader")).toContainText(/[A-Z]{2}-[A-Z]{2}-\d{3}|Brak kodu/); // the code under the title
});


test("with the whole page ticked, the bulk bar offers every product the list matches (ADR 161)", async ({ page, login }) => {
  await login("editor");
  await page.goto("/admin/produkty");
  await hydrated(page);
  const total = Number((await page.getByText(/^Znaleziono: /).textContent())!.replace(/\D/g, ""));
  expect(total).toBeGreaterThan(25); // the demo catalogue has 46 products: more than a page
  await page.getByRole("table").getByRole("checkbox", { name: /^Zaznacz wszystkie/ }).check();
  const bulk = page.getByRole("region", { name: "Zaznaczone produkty" });
  await expect(bulk).toContainText("Zaznaczono wszystkie produkty na tej stronie (25).");
  await expect(bulk).toContainText("Jedna akcja obejmuje najwyżej 500 produktów."); // the server's bound, said before it refuses
  await bulk.getByRole("button", { name: `Zaznacz wszystkie pasujące (${total})` }).click();
  await expect(bulk).toContainText(`Zaznaczono: ${total}`);
  // The delete's question counts them all; cancelled, nothing is sent.
  await bulk.getByLabel("Akcja").selectOption({ label: "Usuń" });
  await bulk.getByRole("button", { name: "Wykonaj" }).click();
  const dialog = page.getByRole("dialog", { name: "Usuń zaznaczone produkty" });
  await expect(dialog).toContainText(`Czy na pewno chcesz usunąć wszystkie produkty pasujące do filtrów (${total})?`);
  await expect(dialog).toContainText("Przez 30 dni przywrócisz je (jako ukryte)"); // ADR 209: restorable for 30 days
  await expect(dialog).toContainText("Jeśli chcesz tylko zdjąć je ze strony, wybierz akcję „Ukryj w serwisie” — to można cofnąć, a opinie i statystyki zostaną.");
  await dialog.getByRole("button", { name: "Anuluj" }).click();
  await bulk.getByRole("button", { name: "Tylko ta strona" }).click();
  await expect(bulk).toContainText("Zaznaczono: 25");
});

test("an action on all matching products runs on the server's own reading of the filters (ADR 161, 187)", async ({ page, login }) => {
  await login("editor");
  // Visible products shown again: the server resolves every match, changes nothing and says so (nothing to clean up).
  await page.goto("/admin/produkty?stan=widoczne");
  await hydrated(page);
  const total = Number((await page.getByText(/^Znaleziono: /).textContent())!.replace(/\D/g, ""));
  expect(total).toBeGreaterThan(25);
  await page.getByRole("table").getByRole("checkbox", { name: /^Zaznacz wszystkie/ }).check();
  const bulk = page.getByRole("region", { name: "Zaznaczone produkty" });
  await bulk.getByRole("button", { name: `Zaznacz wszystkie pasujące (${total})` }).click();
  await bulk.getByLabel("Akcja").selectOption({ label: "Pokaż w serwisie" });
  await bulk.getByRole("button", { name: "Wykonaj" }).click();
  await expect(bulk.getByText("Nic do zmiany: zaznaczone produkty już są w tym stanie.")).toBeVisible();
});


// ADR 193: nothing in the product list moves once the page comes alive on a phone. DataTable decides
// its pinned column by CSS (the server's HTML is final) and the bulk bar's no-JavaScript fields are in
// <noscript> (they used to be shown until hydration: 113 px under the bar jumped up). The viewport is
// tall so the bar and the table are on screen: a shift below the fold is not reported.
test("on a phone the product list does not shift after hydration (layout-shift entries)", async ({ page, login }) => {
  await login("editor");
  await page.setViewportSize({ width: 390, height: 2400 });
  await page.addInitScript(() => {
    const shifts: { value: number; sources: string[] }[] = [];
    (window as unknown as { shifts: typeof shifts }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; sources?: { node?: Node | null }[] })[]) {
        shifts.push({ value: entry.value, sources: (entry.sources ?? []).map((source) => (source.node?.textContent ?? "").slice(0, 40)) });
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
  await page.goto("/admin/produkty");
  await hydrated(page);
  const bulk = page.getByRole("region", { name: "Zaznaczone produkty" });
  await expect(bulk.locator('input[type="hidden"][name="confirm"]')).toHaveCount(1); // the bar has rendered its hydrated state
  await expect(bulk).not.toContainText("Zaznaczono"); // ADR 200: no count before a tick
  const actionsHeader = page.getByRole("region", { name: "Produkty", exact: true }).getByRole("columnheader", { name: "Akcje" });
  await expect(actionsHeader).toHaveCSS("position", "sticky"); // narrow icons: pinned on a phone too
  await expect(bulk.getByLabel("Nowa kategoria")).toHaveCount(0);
  const shifts = await page.evaluate(() => (window as unknown as { shifts: { value: number; sources: string[] }[] }).shifts);
  // The table's own columns may settle by a pixel while its rows stream in (about 0.0001); the bar's
  // collapse scored 0.02.
  const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
  expect(total, JSON.stringify(shifts)).toBeLessThan(0.002);
});
