import { describe, expect, it } from "vitest";
import { escapeXml, renderRobots, renderSitemapIndex, renderUrlset } from "./sitemap-xml";

describe("sitemap XML", () => {
  it("escapes the XML special characters", () => {
    expect(escapeXml(`a&b<c>d"e'f`)).toBe("a&amp;b&lt;c&gt;d&quot;e&apos;f");
  });
  it("renders absolute, escaped locations and omits a missing lastmod", () => {
    const xml = renderUrlset([{ path: "/produkty?category=Dom & Ogród" }, { path: "/blog/x", lastmod: new Date("2025-07-13T00:00:00Z") }], "https://vp.pl");
    expect(xml).toContain("<url><loc>https://vp.pl/produkty?category=Dom &amp; Ogród</loc></url>");
    expect(xml).toContain("<url><loc>https://vp.pl/blog/x</loc><lastmod>2025-07-13T00:00:00.000Z</lastmod></url>");
  });
  it("lists one absolute /sitemap.xml?page=N per page in a sitemap index", () => {
    const xml = renderSitemapIndex(2, "https://vp.pl");
    expect(xml).toContain("<sitemap><loc>https://vp.pl/sitemap.xml?page=2</loc></sitemap>");
  });
});

describe("robots.txt", () => {
  it("allows all, disallows private areas and names the absolute sitemap", () => {
    const txt = renderRobots("https://vp.pl");
    expect(txt).toMatch(/^User-agent: \*\nAllow: \/\n/);
    for (const p of ["/admin", "/profil", "/api/", "/go/", "/blog/edytor/"]) {
      expect(txt).toContain(`Disallow: ${p}\n`);
    }
    // The auth pages say noindex themselves; blocking them would hide that from search engines.
    for (const p of ["/logowanie", "/rejestracja", "/reset-hasla", "/update-password"]) {
      expect(txt).not.toContain(`Disallow: ${p}`);
    }
    expect(txt).toContain("Sitemap: https://vp.pl/sitemap.xml\n");
  });
});
