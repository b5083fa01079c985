import type { Page } from "@playwright/test";
import { hydrated } from "./support/hydration";
import { expect, test } from "./support/login";

// spec: admin §4 Product form drafts — a draft lives until its save goes through. A slow browser (CI's
// busy machine) never rendered the save's short "loading" state, so the new product's draft stayed
// behind and the next visit to the list reopened "Nowy produkt" with the already-added product in it
// ("Przywrócono niezapisany szkic formularza"), an invitation to add it twice. The CPU is slowed here
// (DevTools throttling) to reproduce that machine. Two ways to go on after the save: wait for the list
// (the form's route unmounts), or leave the moment the address changes (before React renders anything).

const drafts = (page: Page) => page.evaluate(() => Object.keys(window.localStorage).filter((key) => key.startsWith("vp.productDraft.")));

for (const after of ["waits for the list", "leaves at once"] as const) {
  test(`a product added on a slow machine leaves no draft behind (the editor ${after}): the list does not reopen its form`, async ({ page, login }) => {
    test.setTimeout(120_000);
    await login("editor");
    const title = `Szkic po zapisie e2e ${Date.now()}`;
    await page.goto("/admin/produkty/nowy");
    await hydrated(page);
    const form = page.getByRole("dialog", { name: "Nowy produkt" });
    await form.getByLabel("Tytuł *").fill(title);
    await form.getByLabel("Opis *").fill("Produkt dodany na wolnym komputerze.");
    await form.getByLabel("Kategoria *").selectOption("TR"); // no other browser test generates TR codes: no clash
    await form.getByRole("button", { name: "Generuj kod" }).click();
    await expect(form.getByText(/^Wygenerowano kod: TR-[A-Z]{2}-\d{3}$/)).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.localStorage.getItem("vp.productDraft.new"))).toContain(title); // the autosave

    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 12 });
    await form.getByRole("button", { name: "Dodaj produkt" }).click();
    await expect(page).toHaveURL(/\/admin\/produkty$/, { timeout: 30_000 });
    if (after === "waits for the list") {
      await expect(page.getByRole("rowheader", { name: title })).toBeVisible({ timeout: 30_000 });
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
      await expect.poll(() => drafts(page)).toEqual([]);
    }

    await page.goto(`/admin/produkty?q=${encodeURIComponent(title)}`);
    await hydrated(page);
    expect(await drafts(page)).toEqual([]);
    await expect(page.getByRole("dialog", { name: "Nowy produkt" })).toHaveCount(0);
    // The shared database: the product (no picture, no price) goes again (admin.spec's Overview lists the newest).
    await page.getByRole("button", { name: `Usuń: ${title}` }).click();
    await page.getByRole("dialog", { name: "Usuń produkt" }).getByRole("button", { name: "Usuń" }).click();
    await expect(page.getByRole("rowheader", { name: title })).toHaveCount(0);
    await expect(page.getByRole("dialog", { name: "Nowy produkt" })).toHaveCount(0);
  });
}
