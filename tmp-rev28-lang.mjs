import { admin, BASE, sleep } from "./tmp-rev28-lib.mjs";
const { browser, page } = await admin();
await page.goto(BASE + "/profil"); await page.getByRole("link", { name: /Edytuj|Edit/ }).first().click({timeout:3000}).catch(()=>{}); await sleep(800);
await page.locator('[name="language"]').selectOption(process.argv[2]);
await page.locator('form:has([name="language"]) button[type="submit"]').first().click();
await sleep(1500);
await page.goto(BASE + "/admin/produkty"); console.log(await page.locator("h1").first().innerText());
await browser.close();
