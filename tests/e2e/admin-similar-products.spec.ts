import { hydrated } from "./support/hydration";
import { expect, test } from "./support/login";
import { expectNoA11yViolations } from "./support/axe";

// ADR 181: while an editor types a new product, the form names the products already in the catalogue
// it may duplicate: a similar title, or the same shop offer pasted with other tracking parameters.
test("the new-product form points at a likely duplicate by title and by the same shop offer", async ({ page, login }) => {
  await login("editor");
  await page.goto("/admin/produkty?q=Kostki+kompresyjne");
  await hydrated(page);
  const source = page.getByRole("table").getByRole("row").filter({ has: page.getByRole("rowheader", { name: /^Kostki kompresyjne/ }) });
  const sourceTitle = (await source.getByRole("rowheader").innerText()).trim();
  await source.getByRole("link", { name: /Edytuj/ }).click();
  const edit = page.getByRole("dialog", { name: /Edytuj produkt/ });
  // Its own form asks nothing until the title or a link changes (a product is not its own duplicate).
  await expect(edit.getByLabel("Tytuł *")).toHaveValue(sourceTitle);
  let shop = "";
  let link = "";
  for (const name of ["Temu", "AliExpress", "Amazon"]) {
    const value = await edit.getByLabel(`Link ${name}`, { exact: true }).inputValue();
    if (value) [shop, link] = [name, value];
  }
  expect(link, "the demo product has a shop link").not.toBe("");

  await page.goto("/admin/produkty/nowy");
  await hydrated(page);
  const form = page.getByRole("dialog", { name: "Nowy produkt" });
  const notice = form.getByRole("status").filter({ hasText: "Podobne produkty są już w katalogu" });
  await form.getByLabel("Tytuł *").fill("Kostki do pakowania kompresyjne");
  await expect(notice.getByRole("link", { name: new RegExp(`^${sourceTitle.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`) })).toBeVisible();
  await expect(notice).toContainText("podobny tytuł");
  await expect(notice.getByRole("link").first()).toHaveAttribute("target", "_blank");
  await expectNoA11yViolations(page);

  // Another title, the same offer with tracking parameters: found by the link alone.
  await form.getByLabel("Tytuł *").fill("Organizer podróżny zupełnie inny");
  await expect(notice).toHaveCount(0);
  await form.getByLabel(`Link ${shop}`, { exact: true }).fill(`${link}${link.includes("?") ? "&" : "?"}utm_source=tiktok&spm=a2g0o`);
  await form.getByLabel(`Link ${shop}`, { exact: true }).blur();
  await expect(notice).toContainText(`ten sam link sklepu: ${shop}`);
  await expect(notice.getByRole("link", { name: new RegExp(`^${sourceTitle.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`) })).toBeVisible();
});
