// Playwright `login(role)` fixture: posts the real sign-in form (POST /logowanie — Better Auth's own
// sign-in endpoint is closed on purpose, ADR 014) from the page's own request context, so the session
// cookie lands in the browser context exactly as after typing it in — no UI steps, no forged cookies.
//
//   import { test, expect } from "./support/login";
//   test("…", async ({ page, login }) => { await login("editor"); await page.goto("/admin"); … });
import { test as base, expect, type Page } from "@playwright/test";

/** The demo accounts seeded with SEED_DEMO=1 (app/db/seed/demo/accounts.ts). */
export const DEMO_LOGINS = {
  admin: { email: "admin@viralne.local", password: "Admin123!" },
  editor: { email: "redaktor@viralne.local", password: "Redaktor1!" },
  moderator: { email: "moderator@viralne.local", password: "Moderator1!" },
  user: { email: "jan@viralne.local", password: "Uzytkownik1!" },
} as const;

export type DemoRole = keyof typeof DEMO_LOGINS;

export async function loginAs(page: Page, role: DemoRole, baseURL: string): Promise<void> {
  const { email, password } = DEMO_LOGINS[role];
  const res = await page.request.post("/logowanie", {
    form: { email, password, rememberMe: "on", redirectTo: "/" },
    // The form routes refuse cross-site posts: send what a browser sends from our own page.
    headers: { origin: new URL(baseURL).origin, "sec-fetch-site": "same-origin" },
    maxRedirects: 0,
  });
  if (res.status() !== 302) throw new Error(`login(${role}) failed: ${res.status()} ${await res.text()}`);
  const cookies = await page.context().cookies();
  if (!cookies.some((c) => /(^|\.)vp\.session_token$/.test(c.name) || c.name.endsWith("vp.session_token"))) {
    throw new Error(`login(${role}): no session cookie was set`);
  }
}

export const test = base.extend<{ login: (role: DemoRole) => Promise<void> }>({
  login: async ({ page, baseURL }, provide) => {
    await provide((role) => loginAs(page, role, baseURL!));
  },
});

export { expect };
