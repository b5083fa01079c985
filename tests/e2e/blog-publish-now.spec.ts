import { hydrated } from "./support/hydration";
import { expect, test } from "./support/login";
import { utcToZonedInput } from "../../app/features/blog/warsaw-time";

// Owner review, session 41: a post scheduled for next week could be published early only by clearing its
// date in the editor. The list's row of a scheduled post has "Opublikuj teraz": its date becomes now.
test("'Opublikuj teraz' on the blog list publishes a scheduled post at once", async ({ page, login, browser }) => {
  await login("editor");
  const title = `Na przyszły tydzień ${Date.now()}`;
  await page.goto("/blog/edytor/nowy");
  await hydrated(page);
  await page.getByLabel("Tytuł *", { exact: true }).fill(title);
  await page.getByLabel("Podsumowanie", { exact: true }).fill("Wpis zaplanowany na później.");
  await page.getByLabel("Opublikowany").check();
  await page.getByLabel("Data publikacji").fill(utcToZonedInput(new Date(Date.now() + 7 * 86_400_000)));
  await page.getByRole("button", { name: "Zapisz", exact: true }).click();
  await expect(page.locator(".vp-toaster")).toContainText("Wpis zaplanowany na");
  const slug = new URL(page.url()).pathname.split("/").pop()!;
  const visitor = await (await browser.newContext()).newPage();
  try {
    expect((await visitor.goto(`/blog/${slug}`))?.status()).toBe(404);

    await page.goto(`/admin/blog?q=${encodeURIComponent(title)}`);
    await hydrated(page);
    const row = page.getByRole("row").filter({ hasText: title });
    await expect(row).toContainText("Zaplanowany");
    await row.getByRole("button", { name: `Opublikuj teraz: ${title}` }).click();
    await expect(page.getByText("Wpis został opublikowany.").first()).toBeVisible();
    await expect(row.getByRole("button", { name: `Opublikuj teraz: ${title}` })).toHaveCount(0);
    await expect(row).not.toContainText("Zaplanowany");
    expect((await visitor.goto(`/blog/${slug}`))?.status()).toBe(200);
  } finally {
    await visitor.context().close();
    // The shared database loses the post again.
    await page.goto(`/admin/blog?q=${encodeURIComponent(title)}`);
    await page.getByRole("button", { name: `Usuń: ${title}` }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Usuń" }).click();
    await expect(page.getByText("Wpis został usunięty.").first()).toBeVisible();
  }
});
