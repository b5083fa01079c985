import sharp from "sharp";
import type { Page } from "@playwright/test";
import { expect, test } from "./support/login";
import { expectNoA11yViolations } from "./support/axe";
import { hydrated } from "./support/hydration";

// The post editor keeps a draft per post (the product form's rules): typed, reloaded, back with a
// notice; discarded; removed by a save (owner's review: a reload lost a typed title and section).

const stamp = Date.now().toString(36);
const draftKeys = (page: Page) => page.evaluate(() => Object.keys(window.localStorage).filter((k) => k.startsWith("vp.postDraft.")));
const draftText = (page: Page, key: string) => page.evaluate((k) => window.localStorage.getItem(k) ?? "", key);

async function reloadPastPrompt(page: Page) {
  // The unsaved-changes prompt still asks before the reload (use-unsaved-changes.ts).
  page.once("dialog", (prompt) => {
    expect(prompt.type()).toBe("beforeunload");
    void prompt.accept();
  });
  await page.reload();
  await hydrated(page);
}

test("a post's draft comes back after a reload, can be discarded, and goes with a save", async ({ page, login }) => {
  test.slow(); // several editor loads that hydrate and restore
  await login("admin");
  await page.goto("/blog/edytor/nowy");
  await hydrated(page); // the draft is written by the editor's script
  expect(await draftKeys(page)).toEqual([]); // opened, nothing typed: no draft

  const title = `Szkic wpisu ${stamp}`;
  await page.getByLabel("Tytuł *", { exact: true }).fill(title);
  await page.getByLabel("Przeznaczenie", { exact: true }).fill("Do kuchni.");
  await page.getByRole("button", { name: "Dodaj ocenę" }).click();
  await page.getByLabel("Nazwa oceny 4").fill("jasność");
  await page.getByLabel("Wartość oceny 4").fill("4,3");
  await page.getByLabel("Typ", { exact: true }).selectOption("collection");
  await page.getByRole("button", { name: "Dodaj produkt" }).click();
  await page.getByLabel("Nazwa (1)").fill("Obieraczka");
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#3a7" } }).png().toBuffer();
  await page.getByRole("group", { name: "Zdjęcie produktu 1" }).locator("input[type=file]").setInputFiles({ name: "obieraczka.png", mimeType: "image/png", buffer: png });
  const itemImage = page.locator("input[type=hidden][name='item.0.image']");
  await expect(itemImage).toHaveValue(/^\/uploads\//);
  const imageUrl = await itemImage.inputValue();
  await expect.poll(() => draftText(page, "vp.postDraft.new")).toContain(imageUrl); // after the 500 ms debounce

  await reloadPastPrompt(page);
  await expect(page.getByRole("status").filter({ hasText: "Przywrócono niezapisany szkic wpisu." })).toBeVisible();
  await expect(page.getByLabel("Tytuł *", { exact: true })).toHaveValue(title);
  await expect(page.getByLabel("Przeznaczenie", { exact: true })).toHaveValue("Do kuchni.");
  await expect(page.getByLabel("Typ", { exact: true })).toHaveValue("collection");
  await expect(page.getByLabel("Nazwa (1)")).toHaveValue("Obieraczka");
  await expect(page.locator("input[type=hidden][name='item.0.image']")).toHaveValue(imageUrl);
  await page.getByLabel("Typ", { exact: true }).selectOption("review");
  await expect(page.getByLabel("Nazwa oceny 4")).toHaveValue("jasność");
  await expect(page.getByLabel("Wartość oceny 4")).toHaveValue("4,3");
  await expectNoA11yViolations(page);

  // A restored draft is unsaved work: leaving inside the app asks first.
  await page.getByRole("link", { name: "Anuluj" }).first().click();
  const leave = page.getByRole("dialog", { name: "Niezapisane zmiany" });
  await expect(leave).toBeVisible();
  await leave.getByRole("button", { name: "Zostań" }).click();

  await page.getByRole("button", { name: "Odrzuć szkic" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Odrzucono szkic." })).toBeVisible();
  await expect(page.getByLabel("Tytuł *", { exact: true })).toHaveValue("");
  await expect(page.getByLabel("Tytuł *", { exact: true })).toBeFocused();
  expect(await draftKeys(page)).toEqual([]);
  await page.reload(); // nothing typed since: no prompt, no draft
  await hydrated(page);
  await expect(page.getByText("Przywrócono niezapisany szkic wpisu.")).toHaveCount(0);

  // Saved: the new post's draft goes; then the saved post's own draft goes with its next save (same address).
  await page.getByLabel("Tytuł *", { exact: true }).fill(title);
  await expect.poll(() => draftKeys(page)).toEqual(["vp.postDraft.new"]);
  await page.getByRole("button", { name: "Zapisz", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Edytuj wpis" })).toBeVisible();
  await expect.poll(() => draftKeys(page)).toEqual([]);
  // Typed and changed back: the form is as saved, and no draft is left to reopen.
  await page.getByLabel("Zajawka").fill("tymczasowo");
  await expect.poll(() => draftKeys(page)).toHaveLength(1);
  await page.getByLabel("Zajawka").fill("");
  await expect.poll(() => draftKeys(page)).toEqual([]);
  await page.getByLabel("Zajawka").fill("Zajawka szkicu");
  await expect.poll(() => draftKeys(page)).toHaveLength(1);
  const [postKey] = await draftKeys(page);
  expect(postKey).toMatch(/^vp\.postDraft\.[0-9a-f-]{36}$/);
  await reloadPastPrompt(page);
  await expect(page.getByLabel("Zajawka")).toHaveValue("Zajawka szkicu");
  await page.getByRole("button", { name: "Zapisz", exact: true }).click();
  await expect(page.getByText("Wpis został zapisany.")).toBeVisible();
  await expect.poll(() => draftKeys(page)).toEqual([]);
  await expect(page.getByText("Przywrócono niezapisany szkic wpisu.")).toHaveCount(0);

  // Clean up: the post goes (this spec's posts carry its stamp).
  await page.goto(`/admin/blog?q=${encodeURIComponent(stamp)}`);
  await hydrated(page);
  await page.getByRole("button", { name: /^Usuń: / }).first().click();
  await page.getByRole("dialog").getByRole("button", { name: "Usuń" }).click();
  await expect(page.getByRole("button", { name: /^Usuń: / })).toHaveCount(0);
});
