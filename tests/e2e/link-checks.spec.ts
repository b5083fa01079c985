import { randomUUID } from "node:crypto";
import { startShopServer } from "../support/shop-server";
import { expectNoA11yViolations } from "./support/axe";
import { hydrated } from "./support/hydration";
import { expect, test } from "./support/login";

// ADR 170: a shop link that stopped working reaches the editor — the Overview's "Do zrobienia", the
// list filtered to broken links, the product form's line under the link and "Sprawdź teraz". The
// "shop" is a local HTTP server started here (the e2e server allows loopback addresses for it).

test("an editor finds a dead shop link from the Overview, checks it again on the product form and sees it fixed", async ({ page, login, browser }) => {
  test.setTimeout(90_000); // a product made and removed through the panel, on a loaded 2-core machine
  const shop = await startShopServer();
  const offer = `/oferta-e2e/${randomUUID()}`;
  shop.answer(offer, 404);
  const title = `Sprawdzanie linków ${randomUUID().slice(0, 8)}`;
  let created = false;
  try {
    await login("editor");
    // A hidden copy of a demo product whose only shop link is the local shop's removed offer.
    await page.goto("/admin/produkty?q=Kostki+kompresyjne");
    await hydrated(page);
    await page.getByRole("table").getByRole("row").filter({ has: page.getByRole("rowheader", { name: /^Kostki kompresyjne/ }) }).getByRole("link", { name: /Edytuj/ }).click();
    await page.getByRole("dialog", { name: /Edytuj produkt/ }).getByRole("link", { name: "Utwórz kopię" }).click();
    const copy = page.getByRole("dialog", { name: "Nowy produkt" });
    await copy.getByLabel("Tytuł *").fill(title);
    for (const shopName of ["Temu", "AliExpress", "Amazon"]) {
      await copy.getByLabel(`Link ${shopName}`).fill("");
      await copy.getByLabel(`Cena w ${shopName}`).fill("");
    }
    await copy.getByLabel("Link Temu").fill(shop.url(offer));
    await copy.getByRole("button", { name: /^Dodaj produkt$|^Zapisz zmiany$/ }).click();
    await expect(page).toHaveURL(/\/admin\/produkty(\?|$)/);
    created = true;

    // Its first check, from its form.
    await page.goto(`/admin/produkty?q=${encodeURIComponent(title)}`);
    await page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: title }) }).getByRole("link", { name: /Edytuj/ }).click();
    let form = page.getByRole("dialog", { name: /Edytuj produkt/ });
    await expect(form.getByText("Jeszcze nie sprawdzono.")).toBeVisible();
    await hydrated(page);
    await form.getByRole("button", { name: "Sprawdź teraz" }).click();
    await expect(form.getByText(/nie znaleziono \(404\)\.$/)).toBeVisible();

    // The Overview says a link is dead and leads to the list of such products.
    await page.goto("/admin");
    await page.getByRole("region", { name: "Do zrobienia" }).getByRole("link", { name: /^Niedziałające linki do sklepów: \d+/ }).click();
    await expect(page).toHaveURL(/[?&]braki=niedzialajacy-link(&|$)/);
    await expect(page.getByRole("search", { name: "Wyszukiwanie produktów" }).getByLabel("Braki")).toHaveValue("niedzialajacy-link");
    const row = page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: new RegExp(`^${title}`) }) });
    await expect(row).toContainText("Link nie działa");

    // The form says what the last check found; the shop puts the offer back; "Sprawdź teraz" sees it,
    // and what was typed meanwhile (not saved) stays in the form.
    await row.getByRole("link", { name: /Edytuj/ }).click();
    form = page.getByRole("dialog", { name: /Edytuj produkt/ });
    const temu = form.getByLabel("Link Temu");
    await expect(temu).toHaveAccessibleDescription(/nie znaleziono \(404\)\./);
    await hydrated(page);
    await form.getByLabel("Opis *").fill("Opis zmieniony, jeszcze niezapisany.");
    shop.answer(offer, 200);
    await form.getByRole("button", { name: "Sprawdź teraz" }).click();
    await expect(form.getByRole("status").filter({ hasText: "Sprawdzono linki do sklepów." })).toBeVisible();
    await expect(temu).toHaveAccessibleDescription(/: działa\.$/);
    await expect(form.getByLabel("Opis *")).toHaveValue("Opis zmieniony, jeszcze niezapisany.");
    await expect(page).toHaveURL(/braki=niedzialajacy-link/);
    await expectNoA11yViolations(page);

    // A typed, unsaved address is not the checked one: the form says it is checked after saving.
    await temu.fill("https://example.com/nowa-oferta");
    await expect(temu).toHaveAccessibleDescription("Adres zmieniony: zostanie sprawdzony po zapisaniu.");

    // Without JavaScript the button posts the form: the answer comes back with what was typed.
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    await noScript.addCookies(await page.context().cookies());
    const plain = await noScript.newPage();
    await plain.goto(page.url());
    await plain.getByLabel("Opis *").fill("Opis wpisany bez JavaScriptu.");
    await plain.getByRole("button", { name: "Sprawdź teraz" }).click();
    await expect(plain.getByText("Sprawdzono linki do sklepów.")).toBeVisible();
    await expect(plain.getByLabel("Opis *")).toHaveValue("Opis wpisany bez JavaScriptu.");
    await expect(plain.getByLabel("Link Temu")).toHaveAccessibleDescription(/: działa\.$/);
    await noScript.close();
  } finally {
    await shop.close();
    if (created) {
      // Removed, so the shared database has no broken link left for other specs. The form's unsaved
      // draft goes too (it would reopen the form over the list), and the leave prompt is answered.
      page.on("dialog", (dialog) => void dialog.accept());
      await page.goto("/admin"); // leaving the form saves its draft: cleared once away from it
      await page.evaluate(() => window.localStorage.clear());
      await page.goto(`/admin/produkty?q=${encodeURIComponent(title)}`);
      await hydrated(page);
      await page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: new RegExp(`^${title}`) }) }).getByRole("button", { name: /^Usuń:/ }).click();
      await page.getByRole("dialog", { name: "Usuń produkt" }).getByRole("button", { name: "Usuń" }).click();
      await expect(page.getByText("Usunięto produkt.")).toBeVisible();
    }
  }
});
