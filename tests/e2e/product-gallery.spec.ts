import { expect, test } from "@playwright/test";
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
  await main.dispatchEvent("click", { clientX: box.x + 100, clientY: y });
  await shown(2);
  await expect(page).toHaveURL(/\/el-ch-001$/);
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
  // The main image is a link to its full-size file.
  expect(await main.getAttribute("href")).toMatch(/^\/uploads\/.+\.(webp|jpe?g|png)$/);
  await expectNoA11yViolations(page);
});
