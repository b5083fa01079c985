import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test, type APIRequestContext } from "@playwright/test";
import pg from "pg";

// DESIGN §7: the app keeps no state of its own. Two production processes on one PostgreSQL share
// sessions, abuse limits and page-cache invalidations; they also start together safely (one migrates
// and seeds, the other waits).
const adminUrl = process.env.TEST_DATABASE_URL;
const database = `vp_e2e_scale_${process.pid}`;
// Beside the suite's own server (E2E_PORT, 3210 by default: 3291 and 3292), so runs on other ports do not meet.
const suitePort = Number(process.env.E2E_PORT ?? 3210);
const ports = [suitePort + 81, suitePort + 82] as const;
const servers: ChildProcess[] = [];
let dataDir = "";

function urlFor(db: string) {
  const u = new URL(adminUrl!);
  u.pathname = `/${db}`;
  return u.toString();
}

async function waitForHealth(port: number) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const ok = await fetch(`http://localhost:${port}/healthz`).then((r) => r.ok, () => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server on ${port} did not become healthy`);
}

test.describe.configure({ mode: "serial", timeout: 180_000 });

test.beforeAll(async () => {
  test.setTimeout(180_000); // two servers migrate and seed one database: over 30 s on a loaded 2-core machine
  if (!adminUrl) throw new Error("TEST_DATABASE_URL is not set: run the browser tests through `npm test`");
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${database}`);
  await admin.end();
  // One shared upload folder stands in for object storage (S3_* in a real deployment).
  dataDir = mkdtempSync(path.join(os.tmpdir(), "vp-scale-"));
  const secret = randomBytes(32).toString("base64url");
  for (const port of ports) {
    const child = spawn(process.execPath, ["build/server.js"], {
      env: {
        ...process.env,
        NODE_ENV: "production",
        PORT: String(port),
        APP_URL: `http://localhost:${port}`,
        DATABASE_URL: urlFor(database),
        AUTH_SECRET: secret,
        DATA_DIR: dataDir,
        SEED_DEMO: "1",
        LOG_LEVEL: "warn",
        SMTP_URL: "",
      },
      stdio: ["ignore", "ignore", "inherit"],
    });
    servers.push(child);
  }
  await Promise.all(ports.map(waitForHealth));
});

test.afterAll(async () => {
  await Promise.all(
    servers.map((s) => new Promise<void>((resolve) => (s.exitCode !== null ? resolve() : (s.once("exit", () => resolve()), s.kill("SIGTERM"))))),
  );
  rmSync(dataDir, { recursive: true, force: true });
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  await admin.end();
});

test("both processes started on one database and seeded it once", async ({ request }) => {
  const client = new pg.Client({ connectionString: urlFor(database) });
  await client.connect();
  const { rows } = await client.query("SELECT count(*)::int AS n, count(DISTINCT lower(code))::int AS codes FROM products");
  const users = await client.query(`SELECT count(*)::int AS n FROM "user" WHERE email = 'jan@viralne.local'`);
  await client.end();
  expect(rows[0].n).toBeGreaterThanOrEqual(40);
  expect(users.rows[0].n).toBe(1);
  for (const port of ports) expect((await request.get(`http://localhost:${port}/produkty`)).status()).toBe(200);
});

test("a session created on one process is valid on the other", async ({ page }) => {
  await page.goto(`http://localhost:${ports[0]}/logowanie`);
  await page.getByLabel("Adres email").fill("jan@viralne.local");
  await page.getByLabel("Hasło", { exact: true }).fill("Uzytkownik1!");
  await page.getByRole("button", { name: "Zaloguj się" }).click();
  await expect(page).toHaveURL(/\/profil/);
  // Cookies are per host, not per port: the same browser now asks the second process.
  await page.goto(`http://localhost:${ports[1]}/profil`);
  await expect(page).toHaveURL(new RegExp(`localhost:${ports[1]}/profil`));
  await expect(page.getByText("jan@viralne.local").first()).toBeVisible();
});

async function cacheState(request: APIRequestContext, url: string) {
  const response = await request.get(url, { headers: { cookie: "" } });
  expect(response.status()).toBe(200);
  return response.headers()["x-cache"];
}

test("a write on one process invalidates the other's page cache (a like: that product's page only)", async ({ page, playwright }) => {
  const anonymous = await playwright.request.newContext();
  const list = await anonymous.get(`http://localhost:${ports[1]}/produkty`);
  const productPath = (await list.text()).match(/href="(\/produkt\/[0-9a-f-]{36})"/)?.[1];
  expect(productPath).toBeTruthy();
  const onSecond = `http://localhost:${ports[1]}${productPath}`;
  const listOnSecond = `http://localhost:${ports[1]}/produkty`;
  for (const url of [onSecond, listOnSecond]) {
    await cacheState(anonymous, url);
    expect(await cacheState(anonymous, url)).toBe("HIT");
  }

  // Jan (signed in by the previous test in this worker's browser) likes the product on the FIRST process.
  await page.goto(`http://localhost:${ports[0]}/logowanie`);
  if (page.url().includes("/logowanie")) {
    await page.getByLabel("Adres email").fill("jan@viralne.local");
    await page.getByLabel("Hasło", { exact: true }).fill("Uzytkownik1!");
    await page.getByRole("button", { name: "Zaloguj się" }).click();
    await expect(page).toHaveURL(/\/profil/);
  }
  await page.goto(`http://localhost:${ports[0]}${productPath}`);
  const like = page.getByRole("button", { name: /Polub|polubienie/i }).first();
  await like.click();
  await expect(like).toHaveAttribute("aria-pressed", /true|false/);

  await expect.poll(() => cacheState(anonymous, onSecond), { timeout: 5_000 }).toBe("MISS");
  // ADR 112: a like changes that product's page only; the other process kept the rest of its cache.
  expect(await cacheState(anonymous, listOnSecond)).toBe("HIT");
  await anonymous.dispose();
});

test("failed sign-ins are limited across both processes", async ({ playwright }) => {
  const email = "nieistniejacy-limit@viralne.local";
  const messages: string[] = [];
  for (let attempt = 0; attempt < 7; attempt++) {
    const port = ports[attempt % 2];
    const context = await playwright.request.newContext({ baseURL: `http://localhost:${port}` });
    const response = await context.post("/logowanie", {
      form: { email, password: "ZleHaslo1!" },
      headers: { origin: `http://localhost:${port}` },
    });
    messages.push(`${response.status()} ${(await response.text()).includes("Zbyt wiele prób logowania") ? "limited" : "refused"}`);
    await context.dispose();
  }
  expect(messages.slice(0, 5).every((m) => m.endsWith("refused"))).toBe(true);
  expect(messages.at(-1)).toBe("429 limited");
});
