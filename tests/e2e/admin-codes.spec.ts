import { readFileSync } from "node:fs";
import { expect, test } from "./support/login";
import { expectNoA11yViolationsAtBothWidths } from "./support/axe";
import { hydrated } from "./support/hydration";

// issue #11: the product-codes section (generate, copy, export, edit the file, import), bulk edit of
// products, and the Overview's click chart.

test("an editor generates a code, copies it, exports the codes, edits a row in the file and imports it", async ({ page, login, context, baseURL }) => {
  test.setTimeout(60_000);
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
  await login("editor");
  await page.goto("/admin");
  await page.getByRole("link", { name: "Kody produktów" }).click();
  await expect(page).toHaveURL(/\/admin\/kody$/);
  await expect(page.getByRole("heading", { name: "Kody produktów", level: 1 })).toBeVisible();

  // Hydrated: the type list shows only the chosen category's types (no per-category groups).
  await expect(page.locator("#gen-type optgroup")).toHaveCount(0);
  // The spec's message without a category, then a real generation.
  await page.getByRole("button", { name: "Generuj kod" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Wybierz kategorię" })).toBeVisible();
  await page.getByLabel("Kategoria", { exact: true }).first().selectOption("SP");
  await page.getByRole("button", { name: "Generuj kod" }).click();
  const message = page.getByRole("status").filter({ hasText: /^Wygenerowano kod: SP-[A-Z]{2}-\d{3}$/ });
  await expect(message).toBeVisible();
  const code = (await message.textContent())!.replace("Wygenerowano kod: ", "");

  // Find it in the list and copy it: 'Skopiowano!' for 2 s, and the clipboard holds the code.
  await page.getByLabel("Szukaj po kodzie lub ID produktu").fill(code);
  await page.getByRole("button", { name: "Filtruj" }).click();
  await expect(page.getByRole("table", { name: "Kody produktów" }).getByRole("rowheader", { name: code })).toBeVisible();
  // The generator offers to copy it too; here the list's own button.
  await expect(page.getByRole("region", { name: "Generator kodów" }).getByRole("button", { name: `Kopiuj kod ${code}` })).toBeVisible();
  const copy = page.getByRole("table", { name: "Kody produktów" }).getByRole("button", { name: `Kopiuj kod ${code}` });
  await copy.click();
  const copied = page.getByRole("status").filter({ hasText: "Skopiowano!" });
  await expect(copied).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
  await expect(copied).toBeHidden({ timeout: 3500 });

  // Export: a BOM'd, quoted CSV with the new code, not yet assigned, active.
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Eksportuj CSV" }).click()]);
  expect(download.suggestedFilename()).toMatch(/^kody-produktow-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync((await download.path())!, "utf8");
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  const line = csv.split("\r\n").find((l) => l.startsWith(`"${code}"`))!;
  expect(line).toMatch(/;"tak"$/);
  // Edit the row: the code becomes inactive.
  const edited = csv.replace(line, line.replace(/"tak"$/, '"nie"'));
  const rows = csv.trim().split("\r\n").length - 1;

  await page.getByLabel("Plik CSV").setInputFiles({ name: "kody.csv", mimeType: "text/csv", buffer: Buffer.from(edited, "utf8") });
  await page.getByRole("button", { name: "Importuj" }).click();
  await expect(page.getByRole("status").filter({ hasText: `Import zakończony: dodano 0, zaktualizowano 1, bez zmian ${rows - 1}.` })).toBeVisible();

  // A bad file: every bad row with its line, nothing written.
  await page.getByLabel("Plik CSV").setInputFiles({ name: "zle.csv", mimeType: "text/csv", buffer: Buffer.from(`kod;aktywny\n${code};tak\n"=HYPERLINK(""x"")";tak\n`, "utf8") });
  await page.getByRole("button", { name: "Importuj" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Nie zaimportowano niczego: 1 wiersz zawiera błędy." })).toBeVisible();
  await expect(page.getByRole("list", { name: "Błędne wiersze" })).toHaveText('Wiersz 3: Nieprawidłowy format kodu: =HYPERLINK("x")');
  await page.reload();
  await page.getByLabel("Szukaj po kodzie lub ID produktu").fill(code);
  await page.getByRole("button", { name: "Filtruj" }).click();
  // ADR 145: an inactive code is listed only on request.
  await expect(page.getByText("Znaleziono: 0")).toBeVisible();
  await page.getByLabel("Stan kodu").selectOption({ label: "Nieaktywne" });
  await page.getByRole("button", { name: "Filtruj" }).click();
  await expect(page).toHaveURL(/stan=nieaktywne/);
  await expect(page.getByRole("row").filter({ hasText: code }).getByRole("cell", { name: "Nie", exact: true })).toBeVisible();
  // Broken quoting: the whole file is refused with the line.
  await page.getByLabel("Plik CSV").setInputFiles({ name: "zepsuty.csv", mimeType: "text/csv", buffer: Buffer.from(`kod;aktywny\n"${code};tak\n`, "utf8") });
  await page.getByRole("button", { name: "Importuj" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Błąd parsowania pliku CSV: niezamknięty cudzysłów (wiersz 2)" })).toBeVisible();
  // The section's axe check, at both widths: the list, the generator and the import's error shown.
  await expectNoA11yViolationsAtBothWidths(page);
});

test("a category picked before the page's scripts ran stays picked once they run (review, session 50)", async ({ page, login }) => {
  await login("editor");
  // The scripts are held back until the category is picked: a slow connection.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/[^?]+\.js(\?|$)/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/admin/kody", { waitUntil: "commit" });
  const category = page.locator("#gen-category");
  await category.selectOption("SP");
  await expect(page.locator("html")).not.toHaveAttribute("data-hydrated", "");
  release();
  await hydrated(page);
  // Kept (the controlled list put "Wybierz kategorię" back), and the type list is the chosen category's.
  await expect(category).toHaveValue("SP");
  await expect(page.locator("#gen-type optgroup")).toHaveCount(0);
  await expect(page.locator("#gen-type option")).not.toHaveCount(1);
  const generated = page.getByRole("status").filter({ hasText: /^Wygenerowano kod: SP-[A-Z]{2}-\d{3}$/ });
  await page.getByRole("button", { name: "Generuj kod" }).click();
  await expect(generated).toBeVisible();
  const first = await generated.textContent();

  // ADR 220: the form's one-time key is new after each generation (the next click reserves the next
  // number), while the same form sent twice (a resent request) gets the first send's code.
  const key = await page.locator("input[name=submissionKey]").inputValue();
  await page.getByRole("button", { name: "Generuj kod" }).click();
  await expect(generated).not.toHaveText(first!);
  const second = (await generated.textContent())!.replace("Wygenerowano kod: ", "");
  expect(await page.locator("input[name=submissionKey]").inputValue()).not.toBe(key);
  const nextKey = await page.locator("input[name=submissionKey]").inputValue();
  const resend = () =>
    page.request.post("/admin/kody.data", {
      form: { intent: "generate", categoryCode: "SP", typeCode: "", productId: "", submissionKey: nextKey },
      headers: { origin: new URL(page.url()).origin, "sec-fetch-site": "same-origin" },
    });
  const answers = await Promise.all([resend(), resend()]);
  const texts = await Promise.all(answers.map((a) => a.text()));
  const codes = texts.map((text) => text.match(/SP-[A-Z]{2}-\d{3}/)?.[0]);
  expect(codes[0]).toBeDefined();
  expect(codes[1]).toBe(codes[0]);
  expect(codes[0]).not.toBe(second);
});

test("the generator asks before it replaces a product's code; the old address then redirects", async ({ page, login }) => {
  await login("editor");
  // The last assigned, active code of the export: a demo product the other tests do not use.
  const csv = await (await page.request.get("/admin/kody/eksport")).text();
  const rows = csv.trim().split("\r\n").slice(1).map((l) => l.split(";").map((c) => c.replace(/^"|"$/g, "")));
  const [oldCode, category, , , productId] = rows.filter((r) => r[4] && r[8] === "tak").at(-1)!;
  await page.goto("/admin/kody");
  await hydrated(page);
  await page.getByLabel("Kategoria", { exact: true }).first().selectOption(category);
  await page.getByLabel("ID produktu (opcjonalnie)").fill(productId);
  await page.getByRole("button", { name: "Generuj kod" }).click();
  await expect(page.getByRole("alert").filter({ hasText: `Produkt ma już kod ${oldCode}. Potwierdź, że nowy kod ma go zastąpić.` })).toBeVisible();
  const replace = page.getByRole("button", { name: `Zastąp kod ${oldCode}` });
  // A changed field withdraws the question; asking again brings it back.
  await page.getByLabel("ID produktu (opcjonalnie)").fill(`${productId} `);
  await expect(replace).toBeHidden();
  await page.getByRole("button", { name: "Generuj kod" }).click();
  await replace.click();
  const message = page.getByRole("status").filter({ hasText: new RegExp(`^Wygenerowano kod: ${category}-[A-Z]{2}-\\d{3}$`) });
  await expect(message).toBeVisible();
  const newCode = (await message.textContent())!.replace("Wygenerowano kod: ", "");
  await expect(page.getByRole("button", { name: "Generuj kod" })).toBeFocused(); // not lost with the removed button
  expect(newCode).not.toBe(oldCode);
  const old = await page.request.get(`/${oldCode}`, { maxRedirects: 0 });
  expect(old.status()).toBe(301);
  expect(old.headers().location?.toLowerCase()).toContain(newCode.toLowerCase());

  // The list's short id finds the product's code; the replaced one only on request (ADR 145), naming
  // its successor, with neither a link to copy nor an edit.
  await page.reload();
  await page.getByLabel("Szukaj po kodzie lub ID produktu").fill(productId.slice(0, 8));
  await page.getByRole("button", { name: "Filtruj" }).click();
  const table = page.getByRole("table", { name: "Kody produktów" });
  await expect(table.getByRole("rowheader")).toHaveText([newCode]);
  await page.getByLabel("Stan kodu").selectOption({ label: "Wszystkie" });
  await page.getByRole("button", { name: "Filtruj" }).click();
  await expect(table.getByRole("rowheader")).toHaveText([oldCode, newCode].sort());
  const oldRow = table.getByRole("row").filter({ has: page.getByRole("rowheader", { name: oldCode }) });
  await expect(oldRow).toContainText(`Nie – zastąpiony kodem ${newCode}`);
  await expect(oldRow.getByRole("button", { name: `Kopiuj kod ${oldCode}` })).toBeVisible();
  await expect(oldRow.getByRole("button", { name: `Kopiuj link do produktu ${oldCode}` })).toHaveCount(0);
  await expect(oldRow.getByText("Edytuj kod")).toHaveCount(0);
  await expect(page.getByRole("list", { name: "Ostatnio dodane kody" })).not.toContainText(oldCode);

  // Session 37 review: a list filtered by one whole code follows that code's change (it showed "no codes").
  await page.getByLabel("Stan kodu").selectOption({ label: "Aktywne" });
  await page.getByLabel("Szukaj po kodzie lub ID produktu").fill(newCode);
  await page.getByRole("button", { name: "Filtruj" }).click();
  await expect(table.getByRole("rowheader")).toHaveText([newCode]);
  const edited = `${newCode.slice(0, 6)}9${String(10 + Math.floor(Math.random() * 90))}`;
  const row = table.getByRole("row").filter({ has: page.getByRole("rowheader", { name: newCode }) });
  await row.getByText("Edytuj kod").click();
  await row.getByLabel(/^Nowy kod dla: /).fill(edited);
  // The change is asked about first (owner review, session 41): the public address changes with it.
  await row.getByRole("button", { name: "Zapisz kod" }).click();
  const ask = page.getByRole("dialog", { name: "Zmiana kodu produktu" });
  await expect(ask).toContainText(`z ${newCode} na ${edited}? Z kodem zmieni się adres URL produktu.`);
  await ask.getByRole("button", { name: "Anuluj" }).click();
  await expect(ask).toBeHidden();
  await expect(table.getByRole("rowheader")).toHaveText([newCode]);
  await row.getByRole("button", { name: "Zapisz kod" }).click();
  await ask.getByRole("button", { name: "Zmień kod" }).click();
  await expect(table.getByRole("rowheader")).toHaveText([edited]);
  await expect(page.getByLabel("Szukaj po kodzie lub ID produktu")).toHaveValue(edited);
  await expect(page).toHaveURL(new RegExp(`q=${edited}`));
});

test("an editor marks three products as trending at once", async ({ page, login }) => {
  test.setTimeout(60_000); // three saves and two axe passes: ~25 s on a loaded 2-core machine
  await login("editor");
  await page.goto("/admin/produkty?sort=title&dir=asc");
  const table = page.getByRole("table", { name: "Produkty" });
  // innerText: the code and badges under the title are for phones (display: none here).
  const titles = (await table.getByRole("rowheader").allInnerTexts()).slice(0, 3);
  expect(titles).toHaveLength(3);
  const bulk = page.getByRole("region", { name: "Zaznaczone produkty" });
  // Hydrated: the no-JavaScript confirmation checkbox is gone (the dialog asks instead).
  await expect(bulk.getByText("Potwierdzam usunięcie")).toHaveCount(0);
  // A refused action (no action chosen) keeps the ticks for the corrected attempt.
  const first = page.getByRole("checkbox", { name: `Zaznacz: ${titles[0]}` });
  await first.check();
  await bulk.getByRole("button", { name: "Wykonaj" }).click();
  await expect(bulk.getByRole("alert")).toHaveText("Wybierz akcję dla zaznaczonych produktów.");
  await expect(first).toBeChecked();
  // First clear the flag on the three, then set it: the badges follow exactly the ticked rows.
  // Clearing counts only those that were on (session 32); setting then counts all three.
  const answers = { "trending-off": /^(Zaktualizowano [123] produkty?\.|Nic do zmiany: zaznaczone produkty już są w tym stanie\.)$/, "trending-on": /^Zaktualizowano 3 produkty\.$/ };
  for (const operation of ["trending-off", "trending-on"] as const) {
    for (const title of titles) await page.getByRole("checkbox", { name: `Zaznacz: ${title}` }).check();
    await bulk.getByLabel("Akcja").selectOption(operation);
    await bulk.getByRole("button", { name: "Wykonaj" }).click();
    // The bar's two statuses: "Zaznaczono: N" and the action's answer.
    await expect(bulk.getByRole("status").filter({ hasNotText: "Zaznaczono" })).toHaveText(answers[operation]);
    for (const title of titles) {
      const badge = table.getByRole("row").filter({ has: page.getByRole("rowheader", { name: title, exact: true }) }).getByText("Na topie", { exact: true }).filter({ visible: true });
      if (operation === "trending-on") await expect(badge).toBeVisible();
      else await expect(badge).toHaveCount(0);
    }
    // Done: the ticks are cleared, so the next action cannot run on these rows by accident.
    for (const title of titles) await expect(page.getByRole("checkbox", { name: `Zaznacz: ${title}` })).not.toBeChecked();
    await expect(table.getByRole("checkbox", { name: "Zaznacz wszystkie" })).not.toBeChecked();
  }
  await expectNoA11yViolationsAtBothWidths(page);
});

test("on a phone the codes table scrolls with a hint and every column can be read; an open edit form covers nothing (ADR 187)", async ({ page, login }) => {
  await login("editor");
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/admin/kody");
  await hydrated(page);
  const frame = page.getByRole("region", { name: "Kody produktów", exact: true });
  // Nothing is pinned over the other columns: the product cell of each row is not under the actions cell.
  const overlap = async () =>
    frame.evaluate((el) => {
      const row = el.querySelector("tbody tr")!;
      const cells = [...row.children] as HTMLElement[];
      const actions = cells[cells.length - 1]!.getBoundingClientRect();
      return cells.slice(0, -1).some((cell) => {
        const box = cell.getBoundingClientRect();
        return box.right > actions.left + 1 && box.left < actions.right - 1;
      });
    });
  expect(await overlap()).toBe(false);
  await expect(frame).toHaveAccessibleDescription("Tabela jest szersza niż ekran: przesuń ją w bok, aby zobaczyć wszystkie kolumny.");
  await expect(page.getByText("Tabela jest szersza niż ekran: przesuń ją w bok, aby zobaczyć wszystkie kolumny.")).toBeVisible();
  const firstRow = frame.getByRole("row").nth(1);
  await firstRow.getByText("Edytuj kod").click();
  await expect(firstRow.getByRole("button", { name: "Zapisz kod" })).toBeVisible();
  expect(await overlap()).toBe(false);
  // The product's title is read whole when scrolled to: its cell is at least as wide as its words.
  const product = firstRow.getByRole("cell").nth(1);
  await product.scrollIntoViewIfNeeded();
  const box = (await product.boundingBox())!;
  expect(box.width).toBeGreaterThanOrEqual(150);
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1280, height: 900 });
  // On a desktop the actions stay pinned (the wide table of the products list keeps them in view).
  await page.goto("/admin/kody");
  await hydrated(page);
  await expect(frame.getByRole("columnheader", { name: "Akcje" })).toHaveCSS("position", "sticky");
  await expect(page.getByText("Tabela jest szersza niż ekran", { exact: false })).toHaveCount(0);
});

test("the Overview shows the clicks chart, labelled for screen readers", async ({ page, login, request }) => {
  await login("admin");
  // A click through /go/ on a product that has a shop link (the demo catalogue has them).
  await page.goto("/produkty");
  const goLink = page.locator('a[href^="/go/"]').first();
  if (await goLink.count()) await request.get((await goLink.getAttribute("href"))!, { maxRedirects: 0, headers: { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0 Safari/537.36", "sec-fetch-dest": "document", "sec-fetch-mode": "navigate" } });
  await page.goto("/admin");
  const chart = page.getByRole("img", { name: "Kliknięcia dziennie (30 dni)" });
  await expect(chart).toBeVisible();
  await expect(chart).toHaveAccessibleDescription(/^Kliknięcia w linki sklepów \(30 dni\): razem \d+/);
  // The day labels never overlap (the last two did), and on a phone they stay readable (≥ 9 px).
  const labels = await chart.locator("text").evaluateAll((nodes) => nodes.map((n) => n.getBoundingClientRect()).filter((r) => r.top > 0));
  const days = labels.filter((r) => r.top === Math.max(...labels.map((l) => l.top))).sort((a, b) => a.left - b.left);
  expect(days.length).toBe(5);
  for (let i = 1; i < days.length; i++) expect(days[i].left).toBeGreaterThan(days[i - 1].right);
  await page.setViewportSize({ width: 390, height: 844 });
  expect(Math.min(...(await chart.locator("text").evaluateAll((nodes) => nodes.map((n) => n.getBoundingClientRect().height))))).toBeGreaterThanOrEqual(9);
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(page.getByRole("heading", { name: "Najczęściej klikane produkty (od początku)" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Sklepy według kliknięć (30 dni)" })).toBeVisible();
  await page.getByText("Pokaż dane wykresu").click();
  await expect(page.getByRole("table", { name: "Kliknięcia dziennie" }).getByRole("row")).toHaveCount(31);
  await expectNoA11yViolationsAtBothWidths(page);
  // Another period (session 33): 12 months by month, compared with the 12 before.
  await hydrated(page);
  const periods = page.getByRole("navigation", { name: "Okres analizy kliknięć" });
  await expect(periods.getByRole("link", { name: "30 dni" })).toHaveAttribute("aria-current", "true");
  await periods.getByRole("link", { name: "12 miesięcy" }).click();
  await expect(page).toHaveURL(/\?okres=365$/);
  await expect(page.getByRole("img", { name: "Kliknięcia miesięcznie (12 miesięcy)" })).toBeVisible();
  await expect(page.getByRole("table", { name: "Kliknięcia miesięcznie" }).getByRole("row")).toHaveCount(13);
  await expect(page.locator('[data-stat="clicks-change"]')).toHaveText(/względem poprzedniego okresu|w poprzednim okresie|Tyle samo|Brak kliknięć/i);
  await expect(page.getByRole("heading", { name: "Sklepy według kliknięć (12 miesięcy)" })).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the generator answers on the page itself (its message and the new code)", async ({ page, login }) => {
    await login("editor");
    await page.goto("/admin/kody");
    await page.getByRole("button", { name: "Generuj kod" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Wybierz kategorię" }).first()).toBeVisible();
    await page.getByLabel("Kategoria", { exact: true }).first().selectOption({ index: 1 });
    await page.getByRole("button", { name: "Generuj kod" }).click();
    await expect(page.getByRole("status").filter({ hasText: /Wygenerowano kod: [A-Z]{2}-[A-Z]{2}-\d{3}/ }).first()).toBeVisible();
  });
});
