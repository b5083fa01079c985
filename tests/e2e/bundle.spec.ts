import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";

// DESIGN §4: server-only modules never reach the browser. React Router's `.server` convention stops
// direct imports at build time; this check also catches server code pulled in indirectly.
const SERVER_MARKERS = [
  "drizzle-orm",
  "@electric-sql/pglite",
  "node-postgres",
  "pg_advisory_lock",
  "@node-rs/argon2",
  "nodemailer",
  "better-auth/adapters",
  "AUTH_SECRET",
  "DATABASE_URL",
  "sharp",
];

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? files(full) : [full];
  });
}

test("the browser bundle contains no server-only code", () => {
  const clientDir = path.resolve(process.env.BUILD_DIR ?? "build", "client");
  const scripts = files(clientDir).filter((f) => f.endsWith(".js"));
  // Guard against a vacuous pass: the client build with its entry chunk must be there.
  expect(scripts.some((f) => /entry\.client-[\w-]+\.js$/.test(path.basename(f)))).toBe(true);
  const leaks: string[] = [];
  for (const file of scripts) {
    const text = readFileSync(file, "utf8");
    for (const marker of SERVER_MARKERS) {
      if (text.includes(`"${marker}"`) || text.includes(`'${marker}'`) || text.includes(`${marker}/`)) {
        leaks.push(`${path.relative(clientDir, file)}: ${marker}`);
      }
    }
  }
  expect(leaks).toEqual([]);
});

// Issue #14 (ADR 083, 085): the public pages load neither zod (forms validate with it only where
// there is a form) nor the markdown renderer (post bodies are stored rendered), nor the account area's
// messages (ADR 080; session 40 found them merged into the product page's chunk through /osoby/{id}).
const HEAVY_MARKERS = { zod: "ZodError", markdown: "mdastExtensions", accountMessages: '"account.tab.profile"' };

test("public pages load no zod, no markdown renderer and no account messages", async ({ page, request }) => {
  await page.goto("/produkty");
  const productPath = await page.locator("article a").first().getAttribute("href");
  await page.goto("/blog");
  const postPath = await page.locator("article a[href^='/blog/']").first().getAttribute("href");
  expect(productPath).toBeTruthy();
  expect(postPath).toBeTruthy();
  const found: string[] = [];
  for (const path of ["/", "/produkty", productPath!, postPath!]) {
    const html = await (await request.get(path)).text();
    // React Router's preload links, or on a visitor's page the same list started after load (ADR 215).
    const preloads = [...html.matchAll(/data-preloads="([^"]+)"/g)].flatMap((m) => m[1].split(" "));
    const scripts = [...html.matchAll(/<link[^>]+rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => m[1]).concat(preloads);
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) {
      const text = await (await request.get(script)).text();
      for (const [name, marker] of Object.entries(HEAVY_MARKERS)) if (text.includes(marker)) found.push(`${path}: ${name} in ${script}`);
    }
  }
  expect(found).toEqual([]);
});
