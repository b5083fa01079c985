import { hydrated } from "./support/hydration";
import { expect, test } from "./support/login";
import { expectNoA11yViolations, expectNoA11yViolationsAtBothWidths } from "./support/axe";

// ADR 177: a product's own SEO title, set in the panel's "Wyniki wyszukiwania (SEO)" section: the
// preview shows what the public page says, the page's <title> follows each save (its cached copy is
// dropped), and clearing the field brings the generated title back.
const PRODUCT = "Poduszka podróżna z pianki memory";

test("an editor sets a product's SEO title, the public page's <title> shows it, and clearing it brings the generated one back", async ({ page, login, browser }) => {
  test.setTimeout(90_000);
  // An anonymous visitor's page is cached before the change.
  const visitor = await browser.newContext();
  const publicPage = await visitor.newPage();

  await login("editor");
  await page.goto(`/admin/produkty?q=${encodeURIComponent(PRODUCT)}`);
  await hydrated(page);
  await page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: PRODUCT }) }).getByRole("link", { name: /Edytuj/ }).click();
  const dialog = page.getByRole("dialog", { name: /Edytuj produkt/ });
  await expect(dialog.getByLabel("Tytuł *")).toHaveValue(PRODUCT);
  const id = new URL(page.url()).pathname.split("/").at(-1)!;
  await publicPage.goto(`/produkt/${id}`);
  const generated = await publicPage.title();
  expect(generated).toBe(`${PRODUCT} | Viralne Produkty`);

  // Folded, and opened from the keyboard: the heading is a <summary>.
  const seoTitle = dialog.getByLabel("Tytuł SEO");
  await expect(seoTitle).toBeHidden();
  // Folded, its line says whether the texts are the product's own (editor review, session 40).
  await expect(dialog.locator("summary", { hasText: "Wyniki wyszukiwania (SEO)" })).toContainText("Tytuł: utworzony automatycznie.");
  await dialog.locator("summary", { hasText: "Wyniki wyszukiwania (SEO)" }).focus();
  await page.keyboard.press("Enter");
  await expect(seoTitle).toBeVisible();
  // The preview says what the page says now: the generated title and the product's address.
  const preview = dialog.getByRole("region", { name: "Podgląd wyniku w Google" });
  await expect(preview).toContainText(generated);
  await expect(preview).toContainText(`/produkt/${id}`);
  await expect(preview).toContainText("Tytuł: utworzony automatycznie.");
  await expectNoA11yViolationsAtBothWidths(page);

  // Too long: the counter says by how much, and the save is refused with the field's message.
  await seoTitle.fill("Poduszka podróżna memory – wygodny sen w samolocie, w pociągu i w aucie");
  await expect(dialog.getByText(/^\d+\/60 – o \d+ znak(i|ów)? za dużo$/)).toBeVisible();
  await dialog.getByRole("button", { name: "Zapisz zmiany" }).click();
  await expect(seoTitle).toBeFocused();
  await expect(seoTitle).toHaveAccessibleDescription(/Tytuł SEO może mieć najwyżej 60 znaków: skróć go\./);

  const own = "Poduszka podróżna memory – sen w podróży";
  await seoTitle.fill(own);
  await expect(dialog.getByText(`${[...own].length}/60`, { exact: true })).toBeVisible();
  await expect(preview).toContainText(`${own} | Viralne Produkty`);
  await expect(preview).toContainText("Tytuł: własny.");
  await expectNoA11yViolations(page);
  await dialog.getByRole("button", { name: "Zapisz zmiany" }).click();
  await expect(page).toHaveURL(/\/admin\/produkty(\?|$)/);
  await expect(page.getByText("Zapisano zmiany produktu.")).toBeVisible();

  await publicPage.reload();
  expect(await publicPage.title()).toBe(`${own} | Viralne Produkty`);
  await expect(publicPage.locator('meta[property="og:title"]')).toHaveAttribute("content", own);

  // The form opens with the section unfolded (a set text is never out of sight); emptied, the page is back.
  await page.goto(`/admin/produkty/${id}`);
  await hydrated(page);
  await expect(dialog.getByLabel("Tytuł SEO")).toHaveValue(own);
  await dialog.getByLabel("Tytuł SEO").fill("");
  await expect(preview).toContainText(generated);
  await dialog.getByRole("button", { name: "Zapisz zmiany" }).click();
  await expect(page.getByText("Zapisano zmiany produktu.")).toBeVisible();
  await publicPage.reload();
  expect(await publicPage.title()).toBe(generated);
  await visitor.close();
});

test("the category dialog's SEO section: labelled, previews the list's generated title, axe-clean when open", async ({ page, login }) => {
  test.setTimeout(90_000);
  await login("editor");
  await page.goto("/admin/kategorie");
  await hydrated(page);
  await page.getByRole("article", { name: /^Elektronika EL/ }).getByRole("button", { name: "Edytuj kategorię Elektronika" }).click();
  const dialog = page.getByRole("dialog", { name: /Elektronika/ });
  await dialog.locator("summary", { hasText: "Wyniki wyszukiwania (SEO)" }).click();
  const preview = dialog.getByRole("region", { name: "Podgląd wyniku w Google" });
  await expect(preview).toContainText("Elektronika – viralne produkty");
  await expect(preview).toContainText("/produkty?category=Elektronika");
  await dialog.getByLabel("Tytuł SEO").fill("Gadżety elektroniczne z TikToka");
  await expect(preview).toContainText("Gadżety elektroniczne z TikToka | Viralne Produkty");
  await expectNoA11yViolations(page);
  // Closed without saving: nothing changes.
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
});
