import { chromium } from "playwright";
export const BASE = "http://127.0.0.1:4861";
export async function open(user, pass, { mobile = false } = {}) {
  const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
  const ctx = await browser.newContext({ viewport: mobile ? { width: 390, height: 844 } : { width: 1366, height: 900 }, isMobile: mobile, hasTouch: mobile, locale: "pl-PL" });
  const page = await ctx.newPage();
  page.on("pageerror", (e) => console.log("PAGEERROR", e.message));
  page.on("console", (m) => { if (m.type() === "error") console.log("CONSOLE", m.text()); });
  if (user) {
    await page.goto(BASE + "/logowanie");
    await page.fill('input[name="email"]', user);
    await page.fill('input[name="password"]', pass);
    await Promise.all([page.waitForURL((u) => !u.pathname.startsWith("/logowanie")), page.press('input[name="password"]', "Enter")]);
  }
  return { browser, ctx, page };
}
export const admin = (o) => open("admin@viralne.local", "Admin123!", o);
export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
