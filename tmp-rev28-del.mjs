import { admin, BASE, sleep } from "./tmp-rev28-lib.mjs";
const { browser, page } = await admin();
await page.goto(BASE + "/admin/produkty?q=Lampa+z+projekcją");
await page.waitForLoadState("networkidle");
const btn = page.getByRole("button", { name: /Usuń.*Lampa z projekcją/ });
console.log("buttons", await btn.count());
// slow down the impact endpoint
await page.route("**/powiazania*", async (route) => { await sleep(1500); await route.continue(); });
await btn.first().click();
await sleep(300);
const dlg = page.locator("dialog[open]");
console.log("DIALOG (loading):", await dlg.innerText());
await page.screenshot({ path: "/tmp/rev-s28/del-loading.png" });
await sleep(2000);
console.log("DIALOG (loaded):", await dlg.innerText());
console.log("focused:", await page.evaluate(() => document.activeElement?.textContent));
console.log("aria-describedby text:", await page.evaluate(() => { const d = document.querySelector("dialog[open]"); return document.getElementById(d.getAttribute("aria-describedby"))?.textContent; }));
await page.screenshot({ path: "/tmp/rev-s28/del-loaded.png" });
await page.keyboard.press("Tab"); console.log("after tab:", await page.evaluate(() => document.activeElement?.textContent));
await page.keyboard.press("Tab"); console.log("after tab2:", await page.evaluate(() => document.activeElement?.textContent));
await page.keyboard.press("Escape"); await sleep(300);
console.log("dialog open after esc:", await page.locator("dialog[open]").count(), "focus:", await page.evaluate(() => document.activeElement?.getAttribute("aria-label")));
// reopen via keyboard Enter
await page.keyboard.press("Enter"); await sleep(300);
console.log("reopened dialog text immediately:", await page.locator("dialog[open]").innerText().catch(()=>"none"));
await page.getByRole("button", { name: "Anuluj" }).click(); await sleep(300);
await page.reload(); await page.waitForLoadState("networkidle");
console.log("still there after cancel:", await page.getByRole("button", { name: /Usuń.*Lampa z projekcją/ }).count());
await browser.close();
