import { expect, test } from "@playwright/test";
import { expectNoA11yViolations } from "./support/axe";

test("home page renders on the server in Polish with the header links", async ({ page, request }) => {
  const response = await request.get("/");
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain('<html lang="pl"');
  expect(html).toContain(">Produkty</a>");
  expect(html).toContain(">Blog</a>");
  expect(html).toContain(">Logowanie</a>");

  await page.goto("/");
  await expect(page.getByRole("navigation", { name: "Główna nawigacja" })).toBeVisible();
  await expectNoA11yViolations(page);
});

test("an unknown address is a real 404", async ({ request }) => {
  const response = await request.get("/to-nie-istnieje/wcale");
  expect(response.status()).toBe(404);
});

test("hashed assets are cached for a year and the health check answers", async ({ page, request }) => {
  const assets = new Map<string, string>();
  page.on("response", (r) => r.url().includes("/assets/") && assets.set(new URL(r.url()).pathname, r.headers()["cache-control"] ?? ""));
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  // The stylesheet and the entry module the page links must both have come with the one-year header.
  const linked = await page.locator('link[rel="stylesheet"][href^="/assets/"], link[rel="modulepreload"][href^="/assets/"]').evaluateAll((els) => els.map((e) => e.getAttribute("href")!));
  expect(linked.filter((href) => href.endsWith(".css"))).toHaveLength(1);
  for (const href of linked) expect(assets.get(href), href).toContain("max-age=31536000");
  for (const [path, header] of assets) expect(header, path).toContain("max-age=31536000");
  expect((await request.get("/healthz")).status()).toBe(200);
});
