import { expect, test, type Page } from "@playwright/test";
import { expectNoA11yViolations } from "./support/axe";

// spec: public §2 Search box and /szukaj, §5, §7, §9 — against the demo catalogue.

function headerSearch(page: Page) {
  const form = page.getByRole("banner").getByRole("search");
  return {
    box: form.getByRole("combobox", { name: "Szukaj produktów" }),
    submit: form.getByRole("button", { name: "Szukaj" }),
  };
}

function countSuggestionRequests(page: Page) {
  const texts: string[] = [];
  page.on("request", (r) => {
    const url = new URL(r.url());
    if (url.pathname === "/api/podpowiedzi") texts.push(url.searchParams.get("q") ?? "");
  });
  return texts;
}

test("header search: submit disabled while empty, suggestions after 2 characters, keyboard opens the product", async ({
  page,
}) => {
  const requested = countSuggestionRequests(page);
  await page.goto("/");
  const { box, submit } = headerSearch(page);
  await expect(submit).toBeDisabled();
  await expect(box).toHaveAttribute("aria-expanded", "false");

  await box.click();
  await box.pressSequentially("ł");
  await page.waitForTimeout(400); // longer than the 200 ms debounce
  expect(requested).toEqual([]);
  await expect(page.getByRole("listbox", { name: "Podpowiedzi" })).toBeHidden();
  await expect(submit).toBeEnabled();

  await box.pressSequentially("ad");
  const options = page.getByRole("listbox", { name: "Podpowiedzi" }).getByRole("option");
  await expect(options.first()).toBeVisible();
  await expect(box).toHaveAttribute("aria-expanded", "true");
  // At most 10 products, then 'Zobacz wszystkie wyniki' (issue #15 pt 12).
  expect(await options.count()).toBeLessThanOrEqual(11);
  await expect(options.last()).toHaveText("Zobacz wszystkie wyniki");
  await expect(options.first()).toContainText("zł");
  // Debounced: typing "ad" quickly asks once, for the whole text.
  expect(requested).toEqual(["ład"]);

  // Cached per text: a new text asks once; a text already answered asks nothing.
  await box.press("Backspace");
  await page.waitForTimeout(400);
  expect(requested).toEqual(["ład", "ła"]);
  await box.pressSequentially("d");
  await page.waitForTimeout(400);
  await box.press("Backspace");
  await page.waitForTimeout(400);
  expect(requested).toEqual(["ład", "ła"]);
  await expect(options.first()).toBeVisible();

  await box.press("ArrowDown");
  await box.press("ArrowDown");
  const second = options.nth(1);
  await expect(second).toHaveAttribute("aria-selected", "true");
  await expect(box).toHaveAttribute("aria-activedescendant", (await second.getAttribute("id"))!);
  await box.press("ArrowUp");
  await expect(options.first()).toHaveAttribute("aria-selected", "true");
  const chosen = ((await options.first().textContent()) ?? "").slice(0, 12);

  await box.press("Enter");
  await expect(page).toHaveURL(/\/produkt\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(chosen);
});

test("header search: nothing matches, Escape closes, Enter without a choice searches", async ({ page }) => {
  await page.goto("/");
  const { box } = headerSearch(page);
  await box.click();
  await box.pressSequentially("qqzzxxv");
  await expect(page.getByRole("banner").getByText("Brak pasujących produktów")).toBeVisible();
  // No suggestion is not no product: the box offers the full search (descriptions and tags too).
  await page.getByRole("banner").getByRole("button", { name: "Szukaj „qqzzxxv” także w opisach i tagach" }).click();
  await expect(page).toHaveURL(/\/szukaj\?q=qqzzxxv$/);
  await page.goto("/");
  await box.click();

  // Text cut at 40 characters (spec: public §9).
  await box.fill("");
  await box.pressSequentially("walizka");
  await expect(page.getByRole("option").first()).toContainText("Walizka kabinowa z przednią kieszenią na…");

  await box.fill("");
  await box.pressSequentially("lampa");
  await expect(page.getByRole("option").first()).toBeVisible();
  await box.press("Escape");
  await expect(box).toHaveAttribute("aria-expanded", "false");
  await expect(page.getByRole("listbox", { name: "Podpowiedzi" })).toBeHidden();

  await box.press("Enter");
  await expect(page).toHaveURL(/\/szukaj\?q=lampa$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Wyniki dla „lampa”");
});

test("two letters match inside titles, and the last option opens all results by keyboard", async ({ page }) => {
  // spec: public §7 'title (contains)', issue #15 pt 7: 'do' is inside 'Ładowarka', not at its start.
  await page.goto("/");
  const { box } = headerSearch(page);
  await box.click();
  await box.pressSequentially("do");
  const options = page.getByRole("listbox", { name: "Podpowiedzi" }).getByRole("option");
  await expect(options.first()).toBeVisible();
  await expect(page.getByRole("banner").getByText("Brak pasujących produktów")).toBeHidden();
  await box.press("ArrowUp"); // from nothing highlighted, up goes to the last option
  await expect(options.last()).toHaveAttribute("aria-selected", "true");
  await box.press("Enter");
  await expect(page).toHaveURL(/\/szukaj\?q=do$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Wyniki dla „do”");
  await expect(page.getByRole("region", { name: "Wyniki wyszukiwania" }).getByRole("heading").first()).toBeVisible();
});

test("the open suggestion list has no accessibility violations", async ({ page }) => {
  await page.goto("/");
  const { box } = headerSearch(page);
  await box.click();
  await box.pressSequentially("la");
  await expect(page.getByRole("option").first()).toBeVisible();
  await box.press("ArrowDown");
  await expectNoA11yViolations(page);
});

test("/szukaj: diacritics ignored, filters applied and cleared, no accessibility violations", async ({ page }) => {
  await page.goto("/szukaj?q=ladowarka");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Wyniki dla „ladowarka”");
  const results = page.getByRole("region", { name: "Wyniki wyszukiwania" });
  await expect(results.getByRole("heading", { name: /Ładowarka/ }).first()).toBeVisible();
  const countLine = page.getByText(/^Znaleziono \d+ produkt/);
  const before = Number((await countLine.innerText()).match(/\d+/)![0]);
  await expectNoA11yViolations(page);

  await page.getByText("Filtry zaawansowane").click();
  await page.locator("label", { hasText: "4+" }).click();
  await page.getByLabel("Zweryfikowane").check();
  await page.getByRole("button", { name: "Zastosuj filtry" }).click();
  await expect(page).toHaveURL(/minRating=4/);
  await expect(page).toHaveURL(/verified=true/);
  await expect(page.getByLabel("Zweryfikowane")).toBeChecked();
  const filtered = (await page.getByText(/^(Znaleziono \d+ produkt|Brak wyników)/).innerText()).match(/\d+/);
  expect(Number(filtered?.[0] ?? 0)).toBeLessThanOrEqual(before);
  await expectNoA11yViolations(page);

  await page.getByRole("link", { name: "Wyczyść filtry" }).click();
  await expect(page).toHaveURL(/\/szukaj\?q=ladowarka$/);
  await expect(page.getByLabel("Zweryfikowane")).not.toBeChecked();
  await expect(countLine).toHaveText(new RegExp(`^Znaleziono ${before} `));
});

test("a product's tag opens a search that finds products by tag and other forms of a word (ADR 122)", async ({ page }) => {
  await page.goto("/el-ch-001");
  const title = (await page.getByRole("heading", { level: 1 }).textContent())!;
  await page.getByRole("list", { name: "Tagi" }).getByRole("link", { name: "#podróże" }).click();
  await expect(page).toHaveURL(/\/szukaj\?q=podr%C3%B3%C5%BCe$/);
  const results = page.getByRole("region", { name: "Wyniki wyszukiwania" });
  await expect(results.getByRole("heading", { name: title })).toBeVisible();
  // "prezent" is a tag of several demo products and in none of their titles.
  await page.goto("/szukaj?q=prezenty");
  await expect(page.getByText(/^Znaleziono \d+ produkt/)).toBeVisible();
  await expectNoA11yViolations(page);
});

test("/szukaj: empty text shows a prompt; no match shows the empty state", async ({ page }) => {
  await page.goto("/szukaj");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Szukaj produktów");
  await expect(page.getByText(/Wpisz nazwę produktu/)).toBeVisible();
  await expectNoA11yViolations(page);

  await page.goto("/szukaj?q=zzqqxxyyww");
  await expect(page.getByRole("heading", { name: "Nie znaleziono produktów" })).toBeVisible();
  await expect(page.getByText("Spróbuj zmienić wyszukiwaną frazę lub filtry.")).toBeVisible();

  // Swapped letters: the empty state offers the catalogue's spelling, and the link finds products (ADR 130).
  await page.goto("/szukaj?q=lapmki");
  await expect(page.getByRole("heading", { name: "Nie znaleziono produktów" })).toBeVisible();
  await expect(page.getByText("Czy chodziło Ci o „lampki”?")).toBeVisible();
  await expect(page.getByText("Spróbuj zmienić wyszukiwaną frazę lub filtry.")).toBeVisible();
  await expectNoA11yViolations(page);
  await page.getByRole("link", { name: "„lampki”", exact: true }).click();
  await expect(page).toHaveURL(/\/szukaj\?q=lampki$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Wyniki dla „lampki”");
  await expect(page.getByRole("region", { name: "Wyniki wyszukiwania" }).getByRole("heading", { level: 2 }).first()).toBeVisible();

  // Every word spelt right, one in no product: the empty state offers the text without it (ADR 134).
  await page.goto("/szukaj?q=prezent%20dla%20dziewczyny");
  await expect(page.getByText("Żaden produkt nie pasuje do wszystkich słów. Zobacz wyniki dla „prezent”.")).toBeVisible();
  await page.getByRole("link", { name: "„prezent”", exact: true }).click();
  await expect(page).toHaveURL(/\/szukaj\?q=prezent$/);
  await expect(page.getByRole("region", { name: "Wyniki wyszukiwania" }).getByRole("heading", { level: 2 }).first()).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("/szukaj filters work as a plain GET form", async ({ page }) => {
    await page.goto("/szukaj?q=el-ch-001");
    await expect(
      page.getByRole("region", { name: "Wyniki wyszukiwania" }).getByRole("heading", { level: 2 }),
    ).toHaveCount(1);
    await page.getByText("Filtry zaawansowane").click();
    await page.getByLabel("Z rabatem").check();
    await page.getByRole("button", { name: "Zastosuj filtry" }).click();
    await expect(page).toHaveURL(/discounted=true/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Wyniki dla „el-ch-001”");
  });
});

// Issue #15 point 2: both boxes submit from the server HTML — before hydration and without JavaScript.
test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the header box and the home hero submit to /szukaj; an empty text is ignored", async ({ page }) => {
    await page.goto("/");
    const { box, submit } = headerSearch(page);
    await expect(submit).toBeEnabled();
    await box.fill("lampa");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/szukaj\?q=lampa$/);
    await expect(page.getByRole("heading", { level: 1, name: "Wyniki dla „lampa”" })).toBeVisible();

    await page.goto("/");
    const hero = page.getByRole("search", { name: "Szukaj produktów" }).filter({ has: page.getByLabel("Czego szukasz?") });
    await hero.getByLabel("Czego szukasz?").fill("powerbank");
    await hero.getByRole("button", { name: "Szukaj" }).click();
    await expect(page).toHaveURL(/\/szukaj\?q=powerbank$/);

    // An empty query shows the search form, not the whole catalogue.
    await page.goto("/szukaj?q=%20%20");
    await expect(page.getByRole("heading", { level: 1, name: "Szukaj produktów" })).toBeVisible();
  });
});

// ADR 188 on /szukaj (review, session 37): an unknown category gave an empty list without a word.
test("/szukaj with a category that does not exist: 404 naming it, and the way to the search without it", async ({ page }) => {
  const response = await page.goto("/szukaj?q=lampa&category=Nieistniejaca");
  expect(response?.status()).toBe(404);
  const results = page.getByRole("region", { name: "Wyniki wyszukiwania" });
  await expect(results.getByText("Nie ma kategorii „Nieistniejaca”.")).toBeVisible();
  await expect(results.getByRole("article")).toHaveCount(0);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, follow");
  await expectNoA11yViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoA11yViolations(page);
  await results.getByRole("link", { name: "Pokaż produkty ze wszystkich kategorii" }).click();
  await expect(page).toHaveURL(/\/szukaj\?q=lampa$/);
  await expect(results.getByRole("article").first()).toBeVisible();
});
