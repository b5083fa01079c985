import type { AddressInfo } from "node:net";
import express from "express";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
import routes from "~/routes";
import { CANONICAL_REDIRECT_CACHE, CASE_KEPT_UNDER, canonicalLocation, redirectToCanonicalUrl } from "../../server/canonical-url";

// ADR 199: which addresses are a 301 to their canonical spelling, and which are left alone.
const TABLE: Array<[string, string | null]> = [
  ["/Produkty", "/produkty"],
  ["/produkty/", "/produkty"],
  ["/PRODUKTY/", "/produkty"],
  ["/produkty/?q=A", "/produkty?q=A"],
  ["/produkty?category=Dom+i+Ogr%C3%B3d", null], // the query is never the question
  ["/Produkty?category=Dom+i+Ogr%C3%B3d&sort=Nowe", "/produkty?category=Dom+i+Ogr%C3%B3d&sort=Nowe"],
  ["/produkt/Some-Slug", "/produkt/some-slug"],
  ["/produkt/0E5C1B7A-1B2C-4D3E-8F90-A1B2C3D4E5F6/", "/produkt/0e5c1b7a-1b2c-4d3e-8f90-a1b2c3d4e5f6"],
  ["/blog/", "/blog"],
  ["/Blog/Jak-Wybrac/", "/blog/jak-wybrac"],
  ["/o-nas", null],
  ["/", null],
  ["/el-ch-001-lampka/", "/el-ch-001-lampka"],
  ["/EL-CH-001-Lampka", "/el-ch-001-lampka"], // an alias is lower case by construction
  ["/EL-CH-001", null], // a product code is written in capitals (spec: public §2, admin §5)
  ["/EL-CH-001/", "/EL-CH-001"],
  ["/produkt/EL-CH-001", null], // sent on by the page to /produkt/{id} (review, session 44: it was lower-cased into a 404)
  ["/Produkt/EL-CH-001", "/produkt/el-ch-001"],
  ["/produkty/EL-CH-001", "/produkty/el-ch-001"],
  ["/osoby/Ab3dEf0123456789", null], // a public profile id is case-sensitive (ADR 202)
  ["/Osoby/Ab3dEf0123456789/", "/osoby/Ab3dEf0123456789"],
  ["/el-ch-001", null],
  // Polish letters and percent-encoding: decided on the decoded text, so no spelling loops.
  ["/produkty/%C5%BC%C3%B3%C5%82w", null],
  ["/produkty/%c5%bc%c3%b3%c5%82w", null],
  ["/produkty/%C5%BB%C3%B3%C5%82w", "/produkty/%C5%BC%C3%B3%C5%82w"], // 'Żółw' → 'żółw'
  ["/produkty/%C5%BC%C3%B3%C5%82w/", "/produkty/%C5%BC%C3%B3%C5%82w"],
  ["/produkty/%41", "/produkty/a"],
  ["/produkty/%61", null],
  // Never a Location another host could be read from.
  ["//evil.com/", null],
  ["//evil.com", null],
  ["///evil.com/", null],
  ["//", null],
  ["/\\evil.com/", null],
  ["/%2Fevil.com/", null], // a file name: left to the 404
  ["/%2F%2Fevil/", "/%2F%2Fevil"], // one leading slash, the rest stays encoded
  ["/%5Cevil/", "/%5Cevil"],
  ["/%2e%2e/admin/", null],
  ["/produkty//", null],
  ["/a//b/", null],
  ["/produkty/%E0%A4%A", null], // broken encoding: rejectBadUrls answers 400
  // Left exactly as asked: API, auth callbacks, built and uploaded files, shop links, route discovery.
  ["/api/auth/callback/Google/", null],
  ["/API/auth/get-session", null],
  ["/api/podpowiedzi/?q=Lampa", null],
  ["/assets/Entry-AbC123.js", null],
  ["/assets/", null],
  ["/uploads/2026/Ab12Cd.webp", null],
  ["/uploads/", null],
  ["/go/0e5c1b7a-1b2c-4d3e-8f90-a1b2c3d4e5f6/AliExpress", null],
  ["/__manifest?p=%2FProdukty&version=abc", null],
  ["/Produkty.data", null],
  ["/produkty/_root.data", null],
  ["/Sitemap.xml", null],
  ["/robots.txt/", null],
  ["/Favicon.svg", null],
  // Tokens travel in the query, which is kept byte for byte.
  ["/Reset-Hasla?token=AbCdEf", "/reset-hasla?token=AbCdEf"],
  ["/weryfikacja-email/?token=AbC.dEf&callbackURL=%2FProfil", "/weryfikacja-email?token=AbC.dEf&callbackURL=%2FProfil"],
  ["/szukaj/?q=Lampa ż", "/szukaj?q=Lampa%20%C5%BC"],
];

describe("canonicalLocation", () => {
  it.each(TABLE)("GET %s → %s", (url, expected) => {
    expect(canonicalLocation("GET", url)).toBe(expected);
  });

  it("never redirects its own answer again", () => {
    for (const [, location] of TABLE) if (location) expect(canonicalLocation("GET", location), location).toBeNull();
  });

  it("answers HEAD as GET and leaves POST and other methods alone", () => {
    expect(canonicalLocation("HEAD", "/Produkty/")).toBe("/produkty");
    for (const method of ["POST", "PUT", "DELETE", "OPTIONS"]) expect(canonicalLocation(method, "/Produkty/")).toBeNull();
  });
});

/** Every route's full path (layouts without a path pass their children's through; an index is its parent's). */
function routePaths(entries: RouteConfigEntry[], parent = ""): string[] {
  return entries.flatMap((entry) => {
    const own = entry.path === undefined ? parent : [parent, entry.path].filter(Boolean).join("/");
    return [...(entry.path !== undefined || entry.index ? [own] : []), ...routePaths(entry.children ?? [], own)];
  });
}

/**
 * Each route's answer to a capitalised address: a 301 to the lower-case one, or left as asked. A new
 * route fails here until its author says which, after checking its parameters (ADR 199 lists why).
 */
const LEFT_AS_ASKED = new Set(["api/auth/*", "api/obrazy", "api/podpowiedzi", "api/powiadomienie-dokumentu", "go/:productId/:platform", "go/wpis/:postId/:platform", "blog/rss.xml", "sitemap.xml", "robots.txt"]);
const SAMPLE: Record<string, string> = { "*": "dalej/strona", ":platform": "temu", ":numer": "2", ":document": "regulamin" };
const sample = (route: string) =>
  "/" + route.split("/").map((part) => SAMPLE[part] ?? (part.startsWith(":") ? "0e5c1b7a-1b2c-4d3e-8f90-a1b2c3d4e5f6" : part)).join("/");

describe("every route of app/routes.ts", () => {
  const paths = [...new Set(routePaths(routes))];

  it("is served at its lower-case address, and its capitalised or slashed spelling is a 301 there unless left as asked", () => {
    expect(paths.length).toBeGreaterThan(60);
    for (const route of paths) {
      const canonical = route === "" ? "/" : sample(route);
      expect(canonicalLocation("GET", canonical), route).toBeNull();
      if (route === "") continue;
      const expected = LEFT_AS_ASKED.has(route) ? null : canonical;
      // A case-sensitive id keeps the case it was asked in (/osoby/{publicId}, ADR 202).
      const upper = canonical.toUpperCase();
      const first = upper.split("/")[1]!.toLowerCase();
      const expectedUpper = expected && CASE_KEPT_UNDER.has(first) ? upper.replace(/^\/[^/]+/, `/${first}`) : expected;
      expect(canonicalLocation("GET", upper), route).toBe(expectedUpper);
      expect(canonicalLocation("GET", `${canonical}/`), route).toBe(expected);
    }
    for (const route of LEFT_AS_ASKED) expect(paths, route).toContain(route);
  });
});

describe("redirectToCanonicalUrl on a real Express app", () => {
  it("answers 301 with the Location and a day's caching, and lets POST through to the route", async () => {
    const app = express();
    app.use(redirectToCanonicalUrl);
    app.all("/{*splat}", (req, res) => void res.type("text/plain").send(`${req.method} ${req.originalUrl}`));
    const server = await new Promise<ReturnType<typeof app.listen>>((resolve) => {
      const s = app.listen(0, "127.0.0.1", () => resolve(s));
    });
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const moved = await fetch(`${base}/Produkty/?q=A`, { redirect: "manual" });
      expect(moved.status).toBe(301);
      expect(moved.headers.get("location")).toBe("/produkty?q=A");
      expect(moved.headers.get("cache-control")).toBe(CANONICAL_REDIRECT_CACHE);
      const head = await fetch(`${base}/blog/`, { method: "HEAD", redirect: "manual" });
      expect([head.status, head.headers.get("location")]).toEqual([301, "/blog"]);
      const post = await fetch(`${base}/Produkty/`, { method: "POST", redirect: "manual" });
      expect([post.status, await post.text()]).toEqual([200, "POST /Produkty/"]);
      const evil = await fetch(`${base}//evil.com/`, { redirect: "manual" });
      expect([evil.status, await evil.text()]).toEqual([200, "GET //evil.com/"]);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
