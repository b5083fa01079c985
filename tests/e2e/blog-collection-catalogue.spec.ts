import { expect, test } from "./support/login";
import { expectNoA11yViolations } from "./support/axe";
import { hydrated } from "./support/hydration";

// A collection item taken from the catalogue (owner's review: prices and links drifted from it): chosen,
// it is linked and named; saved, the public post shows the product's live price.

const stamp = Date.now().toString(36);
const PRODUCT = "Ładowarka indukcyjna 3w1 MagSafe"; // a seeded product with a price

test("a collection item is taken from the catalogue and shows its price on the post", async ({ page, login, browser }) => {
  test.slow();
  await login("admin");
  await page.goto("/blog/edytor/nowy");
  await hydrated(page);
  const title = `Zestawienie z katalogu ${stamp}`;
  await page.getByLabel("Tytuł *", { exact: true }).fill(title);
  await page.getByLabel("Typ", { exact: true }).selectOption("collection");
  await page.getByLabel("Podsumowanie", { exact: true }).fill("Ładowarki na biurko.");
  await page.getByRole("button", { name: "Dodaj produkt" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Produkt 1 wpisany ręcznie." })).toBeVisible();
  await page.getByLabel("Wybierz produkt 1 z katalogu (nazwa lub kod)").fill("Ładowarka indukcyjna");
  await page.getByRole("list", { name: "Wyniki wyszukiwania produktów" }).getByRole("button", { name: new RegExp(`^${PRODUCT}`) }).click();
  const linked = page.getByRole("status").filter({ hasText: `Z katalogu: ${PRODUCT}` });
  await expect(linked).toBeVisible();
  await expect(page.getByLabel("Nazwa (1)")).toHaveValue(PRODUCT); // the empty name filled
  await expect(page.locator("input[type=hidden][name='item.0.id']")).toHaveValue(/^[0-9a-f-]{36}$/);
  await expectNoA11yViolations(page);

  // Unlinked it is a typed item again, what was filled in kept; linked again for the save.
  await page.getByRole("button", { name: "Odłącz produkt 1 od katalogu" }).click();
  await expect(page.locator("input[type=hidden][name='item.0.id']")).toHaveValue("");
  await expect(page.getByLabel("Nazwa (1)")).toHaveValue(PRODUCT);
  await page.getByLabel("Wybierz produkt 1 z katalogu (nazwa lub kod)").fill("Ładowarka indukcyjna");
  await page.getByRole("list", { name: "Wyniki wyszukiwania produktów" }).getByRole("button", { name: new RegExp(`^${PRODUCT}`) }).click();
  await expect(linked).toBeVisible();
  await page.getByLabel("Opublikowany").check();
  await page.getByRole("button", { name: "Zapisz", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Edytuj wpis" })).toBeVisible();
  // Opened again, the item still says where it comes from.
  await expect(page.getByRole("status").filter({ hasText: `Z katalogu: ${PRODUCT}` })).toBeVisible();

  const slug = new URL(page.url()).pathname.split("/").pop()!;
  const context = await browser.newContext();
  const reader = await context.newPage();
  await reader.goto(`/blog/${slug}`);
  const item = reader.getByRole("region", { name: "Produkty w zestawieniu" }).getByRole("article").filter({ has: reader.getByRole("heading", { name: PRODUCT }) });
  await expect(item).toContainText(/\d,\d{2}\s*zł/);
  await expect(item.locator("img")).toHaveCount(1); // the product's first image, the item had none
  await context.close();

  await page.goto(`/admin/blog?q=${encodeURIComponent(stamp)}`);
  await hydrated(page);
  await page.getByRole("button", { name: /^Usuń: / }).first().click();
  await page.getByRole("dialog").getByRole("button", { name: "Usuń" }).click();
  await expect(page.getByRole("button", { name: /^Usuń: / })).toHaveCount(0);
});
