import { expectNoA11yViolationsAtBothWidths } from "./support/axe";
import { hydrated } from "./support/hydration";
import { expect, test } from "./support/login";

// ADR 207: the products list's bulk bar adds a tag to two ticked products and removes it again; the tag
// field appears for the two tag actions (axe-checked), an empty tag is said once and marks the field, the Tagi
// screen and a product's public page follow. Without JavaScript the field is always in the bar.

test("an editor adds a tag to two ticked products and removes it again from the bulk bar", async ({ page, login, browser }) => {
  test.setTimeout(90_000); // two axe passes and a visitor's page on a loaded 2-core machine
  const tag = `Black Friday E2E ${Date.now().toString(36)}`;
  await login("editor");
  await page.goto("/admin/produkty");
  await hydrated(page);
  const bulk = page.getByRole("region", { name: "Zaznaczone produkty" });
  const boxes = page.getByRole("table").getByRole("checkbox", { name: /^Zaznacz: / });
  const titles = await Promise.all([0, 1].map(async (n) => (await boxes.nth(n).getAttribute("aria-label"))!.replace(/^Zaznacz: /, "")));
  // A done action takes the ticks back (the list is read again): each action ticks the two anew.
  const tickBoth = async () => {
    for (const title of titles) await page.getByRole("checkbox", { name: `Zaznacz: ${title}`, exact: true }).check();
    await expect(bulk).toContainText("Zaznaczono: 2");
  };
  await tickBoth();

  // The tag field comes with the tag actions only.
  await expect(bulk.getByLabel("Tag", { exact: true })).toHaveCount(0);
  await bulk.getByLabel("Akcja").selectOption({ label: "Dodaj tag" });
  const field = bulk.getByLabel("Tag", { exact: true });
  await expect(field).toBeVisible();
  await expect(field).toHaveAccessibleDescription(/Najwyżej 40 znaków/);
  // An empty tag: said once, in the bar's alert, which describes the field marked invalid; nothing is sent.
  await bulk.getByRole("button", { name: "Wykonaj" }).click();
  await expect(bulk.getByRole("alert")).toHaveText("Podaj nazwę tagu.");
  await expect(bulk.getByText("Podaj nazwę tagu.")).toHaveCount(1);
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(field).toHaveAccessibleDescription(/Podaj nazwę tagu\./);
  await expectNoA11yViolationsAtBothWidths(page);

  await field.fill(`  ${tag}  `);
  await bulk.getByRole("button", { name: "Wykonaj" }).click();
  await expect(bulk.getByRole("status").filter({ hasText: "Dodano" })).toHaveText(`Dodano tag „${tag}” do 2 produktów.`);
  await expect(field).not.toHaveAttribute("aria-invalid", "true");
  // The same again: both have it now, nothing to change.
  await tickBoth();
  await bulk.getByRole("button", { name: "Wykonaj" }).click();
  await expect(bulk.getByRole("status").filter({ hasText: "Nic do zmiany" })).toHaveText(`Nic do zmiany: zaznaczone produkty już mają tag „${tag}”.`);

  // The Tagi screen counts it; a visitor sees it on the product's page (the page cache was dropped).
  const editor = await page.context().newPage();
  await editor.goto(`/admin/tagi?q=${encodeURIComponent(tag)}`);
  await expect(editor.getByRole("rowheader", { name: new RegExp(`^#?${tag} — `) })).toBeVisible();
  await expect(editor.getByRole("row").filter({ hasText: tag })).toContainText("2");
  await editor.goto(`/admin/produkty?q=${encodeURIComponent(titles[0]!)}`);
  const publicPath = (await editor.getByRole("link", { name: `Zobacz na stronie: ${titles[0]} (otwiera się w nowej karcie)` }).first().getAttribute("href"))!;
  const visitor = await browser.newContext();
  const publicPage = await visitor.newPage();
  await publicPage.goto(publicPath);
  await expect(publicPage.getByRole("list", { name: "Tagi" }).getByRole("link", { name: `#${tag}` })).toBeVisible();

  // Removing it: the letter case typed does not matter.
  await bulk.getByLabel("Akcja").selectOption({ label: "Usuń tag" });
  await expect(field).toBeVisible();
  await field.fill(tag.toUpperCase());
  await tickBoth();
  await bulk.getByRole("button", { name: "Wykonaj" }).click();
  await expect(bulk.getByRole("status").filter({ hasText: "Usunięto" })).toHaveText(`Usunięto tag „${tag.toUpperCase()}” z 2 produktów.`);
  await editor.goto(`/admin/tagi?q=${encodeURIComponent(tag)}`);
  await expect(editor.getByRole("rowheader", { name: new RegExp(`^#?${tag} — `) })).toHaveCount(0);
  await publicPage.reload();
  await expect(publicPage.getByRole("link", { name: `#${tag}` })).toHaveCount(0);
  await visitor.close();
  await editor.close();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the bar's tag field is there and a tag is added and removed by a plain post", async ({ page, login }) => {
    const tag = `Prezent E2E ${Date.now().toString(36)}`;
    await login("editor");
    await page.goto("/admin/produkty");
    const bulk = page.getByRole("region", { name: "Zaznaczone produkty" });
    const boxes = page.getByRole("table").getByRole("checkbox", { name: /^Zaznacz: / });
    for (const [operation, text] of [["tag-add", `Dodano tag „${tag}” do 2 produktów.`], ["tag-remove", `Usunięto tag „${tag}” z 2 produktów.`]] as const) {
      await boxes.nth(0).check();
      await boxes.nth(1).check();
      await bulk.getByLabel("Akcja").selectOption(operation);
      await bulk.getByLabel("Tag", { exact: true }).fill(tag);
      await bulk.getByRole("button", { name: "Wykonaj" }).click();
      await expect(page).toHaveURL(/\/admin\/produkty$/);
      await expect(page.getByRole("status").filter({ hasText: text })).toBeVisible();
    }
  });
});
