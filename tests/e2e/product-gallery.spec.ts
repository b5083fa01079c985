import { expect, test, type Page } from "@playwright/test";
import { expectNoA11yViolations } from "./support/axe";
import { hydrated } from "./support/hydration";

// Shopper review (session 36, ADR 086 addendum): on a phone a shopper swipes the main image and expects
// to see it larger.
test("the product gallery turns by a swipe, its arrows and the arrow keys; the main image opens full size", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/el-ch-001");
  await hydrated(page);
  const thumbs = page.getByRole("list", { name: "Miniatury zdjęć" }).getByRole("button");
  const total = await thumbs.count();
  expect(total).toBeGreaterThanOrEqual(2); // the demo's 3w1 charger has three images
  const shown = (n: number) => expect(page.getByRole("button", { name: `Pokaż zdjęcie ${n} z ${total}` })).toHaveAttribute("aria-pressed", "true");
  await shown(1);
  // A sideways swipe (a touch pointer, 200 px to the left) shows the next image; the page does not follow the link.
  const main = page.getByRole("link", { name: /otwórz zdjęcie w pełnym rozmiarze/ });
  const box = (await main.boundingBox())!;
  const y = box.y + box.height / 2;
  await main.dispatchEvent("pointerdown", { pointerType: "touch", clientX: box.x + 300, clientY: y, isPrimary: true });
  await main.dispatchEvent("pointerup", { pointerType: "touch", clientX: box.x + 100, clientY: y, isPrimary: true });
  await main.dispatchEvent("click", { clientX: box.x + 100, clientY: y, detail: 1 }); // the tap that ended it
  await shown(2);
  await expect(page).toHaveURL(/\/el-ch-001$/);
  await expect(page.getByRole("dialog")).toHaveCount(0); // nor does it open the lightbox (ADR 191)
  // A swipe no click follows does not swallow the next Enter (session 37 review): it opens the lightbox.
  await main.dispatchEvent("pointerdown", { pointerType: "touch", clientX: box.x + 100, clientY: y, isPrimary: true });
  await main.dispatchEvent("pointerup", { pointerType: "touch", clientX: box.x + 300, clientY: y, isPrimary: true });
  await shown(1);
  await main.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("dialog")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(main).toBeFocused();
  await page.getByRole("button", { name: "Następne zdjęcie" }).click();
  await shown(2);
  // The arrows, both ways round.
  await page.getByRole("button", { name: "Poprzednie zdjęcie" }).click();
  await shown(1);
  await page.getByRole("button", { name: "Poprzednie zdjęcie" }).click();
  await shown(total);
  // The arrow keys on the thumbnails move the choice and the focus.
  await thumbs.first().focus();
  await page.keyboard.press("ArrowRight");
  await shown(2);
  await expect(thumbs.nth(1)).toBeFocused();
  // The main image is a link to its full-size file (what it opens without JavaScript, see below).
  expect(await main.getAttribute("href")).toMatch(/^\/uploads\/.+\.(webp|jpe?g|png)$/);
  await expectNoA11yViolations(page);
});

const mainImage = (page: Page) => page.getByRole("link", { name: /otwórz zdjęcie w pełnym rozmiarze/ });
const lightbox = (page: Page) => page.getByRole("dialog", { name: "Zdjęcia: Ładowarka indukcyjna 3w1 MagSafe" });

// ADR 191: what a shopper expects of a shop's gallery — the main image opens a full-screen view on the page.
test("the main image opens a lightbox: turns by its buttons and the arrow keys, keeps the focus, Escape closes it", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/el-ch-001");
  await hydrated(page);
  const main = mainImage(page);
  const file = await main.getAttribute("href");
  await main.click();
  const dialog = lightbox(page);
  await expect(dialog).toBeVisible();
  const counter = (text: string) => expect(dialog.getByText(text, { exact: true })).toBeVisible();
  await counter("1 / 3");
  // The full-size file the link names, fitted into the viewport.
  const image = dialog.getByRole("img");
  await expect(image).toHaveAttribute("src", file!);
  const box = (await image.boundingBox())!;
  expect(box.y + box.height).toBeLessThanOrEqual(900);
  expect(box.x + box.width).toBeLessThanOrEqual(1280);
  // The page behind does not scroll while it is open.
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe("hidden");
  // Its buttons and the arrow keys, round from the last image to the first and back.
  await dialog.getByRole("button", { name: "Następne zdjęcie" }).click();
  await counter("2 / 3");
  await page.keyboard.press("ArrowRight");
  await counter("3 / 3");
  await page.keyboard.press("ArrowRight");
  await counter("1 / 3");
  await page.keyboard.press("ArrowLeft");
  await counter("3 / 3");
  await dialog.getByRole("button", { name: "Poprzednie zdjęcie" }).click();
  await counter("2 / 3");
  await expect(image).not.toHaveAttribute("src", file!);
  // Tab and Shift+Tab go round its three buttons and never leave it.
  const close = dialog.getByRole("button", { name: "Zamknij podgląd zdjęć" });
  await close.focus();
  for (const name of ["Poprzednie zdjęcie", "Następne zdjęcie", "Zamknij podgląd zdjęć", "Poprzednie zdjęcie"]) {
    await page.keyboard.press("Tab");
    await expect(dialog.getByRole("button", { name })).toBeFocused();
  }
  await page.keyboard.press("Shift+Tab");
  await expect(close).toBeFocused();
  await page.keyboard.press("Shift+Tab");
  await expect(dialog.getByRole("button", { name: "Następne zdjęcie" })).toBeFocused();
  await expectNoA11yViolations(page);
  // Escape closes it; the focus is back on the main image, which now shows the image the shopper turned to.
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(main).toBeFocused();
  await expect(page.getByRole("button", { name: "Pokaż zdjęcie 2 z 3" })).toHaveAttribute("aria-pressed", "true");
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe("hidden");
  // Opened again from the keyboard; its close button closes it too.
  await page.keyboard.press("Enter");
  await expect(lightbox(page)).toBeVisible();
  await counter("2 / 3");
  await close.click();
  await expect(dialog).toHaveCount(0);
  await expect(main).toBeFocused();
  // A Ctrl/⌘ click still opens the file in a new tab, as links do.
  const [tab] = await Promise.all([page.context().waitForEvent("page"), main.click({ modifiers: ["ControlOrMeta"] })]);
  await expect(tab).toHaveURL(/\/uploads\/.+\.webp$/);
  await tab.close();
  await expect(dialog).toHaveCount(0);
});

test("on a phone the lightbox fills the screen, turns by a swipe and closes by its button", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/el-ch-001");
  await hydrated(page);
  await mainImage(page).click();
  const dialog = lightbox(page);
  await expect(dialog.getByText("1 / 3", { exact: true })).toBeVisible();
  const image = dialog.getByRole("img");
  const box = (await image.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  expect(box.y + box.height).toBeLessThanOrEqual(844);
  expect(box.width).toBeGreaterThan(300); // the whole width, not the thumbnail's size
  // A touch swipe to the left on the image turns to the next one.
  const y = box.y + box.height / 2;
  await image.dispatchEvent("pointerdown", { pointerType: "touch", clientX: box.x + 300, clientY: y, isPrimary: true });
  await image.dispatchEvent("pointerup", { pointerType: "touch", clientX: box.x + 60, clientY: y, isPrimary: true });
  await expect(dialog.getByText("2 / 3", { exact: true })).toBeVisible();
  await expectNoA11yViolations(page);
  await dialog.getByRole("button", { name: "Zamknij podgląd zdjęć" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(mainImage(page)).toBeFocused();
});

test("without JavaScript the main image opens its full-size file in a new tab", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto("/el-ch-001");
  const main = page.getByRole("link", { name: /otwórz zdjęcie w pełnym rozmiarze w nowej karcie/ });
  await expect(main).toHaveAttribute("target", "_blank");
  const [tab] = await Promise.all([context.waitForEvent("page"), main.click()]);
  await expect(tab).toHaveURL(new RegExp(`${(await main.getAttribute("href"))!.replace(/\./g, "\\.")}$`));
  await context.close();
});
