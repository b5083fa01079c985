import { MAILBOX_URL } from "../../playwright.config";
import { hydrated } from "./support/hydration";
import { expectNoA11yViolations } from "./support/axe";
import { expect, loginAs, test } from "./support/login";

// ADR 182: an author hands a draft to the publishers with "Zapisz i zgłoś do publikacji"; a publisher
// finds it on the Overview, hands it back with a note; the author is mailed the note, sees it above the
// post and among their Overview's to-do items.
const stamp = `zgloszenie-${Date.now().toString(36)}`;
const title = `Wpis do akceptacji ${stamp}`;
type Mail = { text: string };
const mailsTo = async (email: string) => (await (await fetch(`${MAILBOX_URL}/messages?to=${encodeURIComponent(email)}`)).json()) as Mail[];

test.afterAll(async ({ browser, baseURL }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await loginAs(page, "admin", baseURL!);
  await page.goto(`/admin/blog?q=${encodeURIComponent(stamp)}`);
  const deleteButtons = page.getByRole("button", { name: /^Usuń: / });
  for (let left = await deleteButtons.count(); left > 0; left--) {
    await deleteButtons.first().click();
    await page.getByRole("dialog").getByRole("button", { name: "Usuń" }).click();
    await expect(deleteButtons).toHaveCount(left - 1);
  }
  await context.close();
});

test("a draft goes to the publishers and back to its author with a note", async ({ page, login }) => {
  await login("editor");
  await page.goto("/blog/edytor/nowy");
  await hydrated(page);
  await page.getByLabel("Tytuł *", { exact: true }).fill(title);
  await page.getByLabel("Adres (slug)", { exact: false }).fill(stamp);
  await page.getByRole("button", { name: "Zapisz i zgłoś do publikacji" }).click();
  await expect(page).toHaveURL(new RegExp(`/blog/edytor/${stamp}$`));
  await expect(page.locator(".vp-toaster")).toContainText("Wpis został zapisany i zgłoszony do publikacji.");
  await expect(page.getByRole("status").filter({ hasText: "Zgłoszony do publikacji:" })).toBeVisible();

  await page.context().clearCookies();
  await login("admin");
  await page.goto("/admin");
  await page.getByRole("link", { name: /Wpisy zgłoszone do publikacji/ }).click();
  await expect(page).toHaveURL(/\/admin\/blog\?status=submitted$/);
  const row = page.getByRole("row").filter({ hasText: title });
  await expect(row).toContainText("Zgłoszony do publikacji");
  await page.goto(`/blog/edytor/${stamp}`);
  await hydrated(page);
  const giveBack = page.getByRole("region", { name: "Zwróć do poprawy" });
  await expectNoA11yViolations(page);
  // An empty note is refused beside the field; the post still waits.
  await giveBack.getByRole("button", { name: "Zwróć do poprawy" }).click();
  await expect(giveBack.getByText("Napisz autorowi, co poprawić.")).toBeVisible();
  const note = `Dodaj zdjęcie i cenę (${stamp}).`;
  await giveBack.getByLabel("Uwagi dla autora *").fill(note);
  await giveBack.getByRole("button", { name: "Zwróć do poprawy" }).click();
  await expect(page.locator(".vp-toaster")).toContainText("Wpis wrócił do autora z Twoimi uwagami.");
  await expect(page.getByText(note)).toBeVisible();
  await expect(giveBack).toHaveCount(0);

  await expect.poll(async () => (await mailsTo("redaktor@viralne.local")).filter((m) => m.text.includes(note)).length).toBe(1);
  await page.context().clearCookies();
  await login("editor");
  await page.goto("/admin");
  await page.getByRole("link", { name: /Twoje wpisy zwrócone do poprawy/ }).click();
  await expect(page.getByRole("row").filter({ hasText: title })).toContainText("Zwrócony do poprawy");
  await page.goto(`/blog/edytor/${stamp}`);
  await expect(page.getByRole("alert").filter({ hasText: "Zwrócony do poprawy:" })).toContainText(note);
  await expectNoA11yViolations(page);
});

test("a publisher publishes a submitted draft from beside the return form", async ({ page, login }) => {
  const slug = `${stamp}-opublikuj`;
  await login("editor");
  await page.goto("/blog/edytor/nowy");
  await hydrated(page);
  await page.getByLabel("Tytuł *", { exact: true }).fill(`${title} do publikacji`);
  await page.getByLabel("Adres (slug)", { exact: false }).fill(slug);
  await page.getByRole("button", { name: "Zapisz i zgłoś do publikacji" }).click();
  await expect(page.locator(".vp-toaster")).toContainText("Wpis został zapisany i zgłoszony do publikacji.");

  await page.context().clearCookies();
  await login("admin");
  await page.goto(`/blog/edytor/${slug}`);
  await hydrated(page);
  const decision = page.getByRole("region", { name: "Decyzja o publikacji" });
  await expect(decision).toContainText("Publikuje wpis w wersji zapisanej");
  await expectNoA11yViolations(page);
  await decision.getByRole("button", { name: "Opublikuj" }).click();
  await expect(page.locator(".vp-toaster")).toContainText("Wpis został opublikowany.");
  // The hand-off is over: neither the decision nor the return form is offered any more.
  await expect(decision).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Zwróć do poprawy" })).toHaveCount(0);
  await expect(page.getByLabel("Opublikowany", { exact: true })).toBeChecked();
  const response = await page.goto(`/blog/${slug}`);
  expect(response?.status()).toBe(200);
});

// ADR 167 + 186: an author without blog:publish may open a live post, but only to read it: the fields
// are read-only (focusable, not disabled), nothing that would change it is offered, the notice says why.
test("an author without blog:publish reads a live post in the editor and can change nothing", async ({ browser, baseURL }) => {
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await loginAs(admin, "admin", baseURL!);
  const name = `autor-${Date.now().toString(36)}`;
  const label = `Autor gościnny ${name.slice(-4)}`;
  await admin.goto("/admin/role");
  await admin.getByLabel("Nazwa (identyfikator)").fill(name);
  await admin.getByLabel("Nazwa wyświetlana").fill(label);
  for (const permission of [/admin:access/, /blog:update/]) await admin.getByRole("checkbox", { name: permission }).check();
  await admin.getByRole("button", { name: "Utwórz rolę" }).click();
  await expect(admin.getByText("Rola została utworzona.")).toBeVisible();
  await admin.goto("/admin/uzytkownicy");
  await admin.getByLabel("Szukaj po imieniu lub e-mailu").fill("jan@viralne.local");
  await admin.getByRole("button", { name: "Filtruj" }).click();
  await admin.getByRole("button", { name: "Role: Jan Kowalski" }).click();
  const dialog = admin.getByRole("dialog", { name: "Zarządzaj rolami: Jan Kowalski" });
  await dialog.getByLabel("Rola", { exact: true }).selectOption(name);
  await dialog.getByRole("button", { name: "Przypisz rolę" }).click();
  await expect(admin.getByText("Rola została przypisana pomyślnie")).toBeVisible();

  try {
    const janContext = await browser.newContext();
    const jan = await janContext.newPage();
    await loginAs(jan, "user", baseURL!);
    // A live post of the demo blog, as a reader finds it.
    await jan.goto("/blog");
    const href = await jan.locator('main article a[href^="/blog/"]').first().getAttribute("href");
    const slug = href!.split("/")[2]!.split("?")[0]!;
    await jan.goto(`/blog/edytor/${slug}`);
    await hydrated(jan);
    await expect(jan.getByText("Ten wpis jest opublikowany: zmiany w nim może zapisać tylko osoba z uprawnieniem do publikowania wpisów.")).toBeVisible();
    // The heading and the page's title say what the screen is, not "Edytuj wpis".
    await expect(jan.getByRole("heading", { level: 1, name: "Wpis (tylko do odczytu)" })).toBeVisible();
    await expect(jan).toHaveTitle("Wpis (tylko do odczytu) | Viralne Produkty");
    await expect(jan.getByRole("link", { name: "Wróć do listy" })).toHaveAttribute("href", "/admin/blog"); // nothing to cancel
    const title = jan.getByLabel("Tytuł *", { exact: true });
    await expect(title).not.toBeEditable();
    await expect(title).toBeEnabled(); // read-only, not disabled: it can be reached and read
    await title.focus();
    await expect(title).toBeFocused();
    await expect(jan.getByLabel("Zajawka")).not.toBeEditable();
    await expect(jan.getByLabel("Typ", { exact: true })).not.toBeEditable();
    // Nothing that would change the post: no save, upload, row or product controls.
    for (const name of ["Zapisz", "Zapisz i zgłoś do publikacji", "Dodaj ocenę", "Dodaj platformę", "Dodaj produkt"]) {
      await expect(jan.getByRole("button", { name, exact: true })).toHaveCount(0);
    }
    await expect(jan.locator('input[type="file"]')).toHaveCount(0);
    await expect(jan.getByRole("checkbox")).toHaveCount(0);
    await expect(jan.getByRole("button", { name: /^Przywróć wersję/ })).toHaveCount(0);
    // The preview still works.
    await jan.getByRole("button", { name: "Podgląd" }).click();
    await expect(jan.getByRole("region", { name: "Podgląd wpisu" })).toBeVisible();
    await jan.getByRole("button", { name: "Wróć do edycji" }).click();
    await expectNoA11yViolations(jan);
    await jan.setViewportSize({ width: 390, height: 844 });
    await expectNoA11yViolations(jan);
    // A long list of tags wraps on a phone instead of being cut at the field's edge (a text input never wraps).
    const tags = jan.getByLabel("Tagi", { exact: true });
    await expect(tags).not.toBeEditable();
    await tags.evaluate((field: HTMLTextAreaElement) => {
      field.value = Array.from({ length: 12 }, (_, i) => `bardzo długi tag numer ${i + 1}`).join(", ");
    });
    expect(await tags.evaluate((field) => field.scrollWidth <= field.clientWidth && field.scrollHeight <= field.clientHeight + 1)).toBe(true);
    await janContext.close();
  } finally {
    // Jan is shared by the specs after this one: the role is switched off again.
    await admin.goto("/admin/role");
    await admin.getByRole("article", { name: new RegExp(label) }).getByRole("button", { name: `Wyłącz rolę ${label}` }).click();
    await admin.getByRole("dialog", { name: "Wyłączenie roli" }).getByRole("button", { name: "Wyłącz" }).click();
    await expect(admin.getByText("Rola została wyłączona.")).toBeVisible();
    await adminContext.close();
  }
});
