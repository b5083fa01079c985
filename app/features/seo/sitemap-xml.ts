// XML for /sitemap.xml (sitemaps.org protocol 0.9). Pure functions, so they are unit-tested alone.
import { toAbsoluteUrl } from "./site";

export type SitemapEntry = { path: string; lastmod?: Date | null };

const NS = "http://www.sitemaps.org/schemas/sitemap/0.9";

/** Escapes the five XML special characters (URLs may carry `&` in a query string). */
export function escapeXml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[c]!);
}

function lastmodTag(d: Date | null | undefined): string {
  return d && !Number.isNaN(d.getTime()) ? `<lastmod>${d.toISOString()}</lastmod>` : "";
}

/** A `<urlset>` of absolute URLs. */
export function renderUrlset(entries: SitemapEntry[], appUrl: string): string {
  const urls = entries.map(
    (e) => `<url><loc>${escapeXml(toAbsoluteUrl(appUrl, e.path))}</loc>${lastmodTag(e.lastmod)}</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${NS}">\n${urls.join("\n")}\n</urlset>\n`;
}

/** A `<sitemapindex>` pointing at `/sitemap.xml?page=1…pageCount`. */
export function renderSitemapIndex(pageCount: number, appUrl: string, lastmod?: Date | null): string {
  const pages = Array.from({ length: pageCount }, (_, i) => {
    const loc = escapeXml(toAbsoluteUrl(appUrl, `/sitemap.xml?page=${i + 1}`));
    return `<sitemap><loc>${loc}</loc>${lastmodTag(lastmod)}</sitemap>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="${NS}">\n${pages.join("\n")}\n</sitemapindex>\n`;
}

/**
 * robots.txt: everything is crawlable except account, admin, API, editor and redirect URLs. The sign-in,
 * registration and password pages are linked from every header: they stay crawlable so that search
 * engines can read their `noindex` (a blocked URL can still be listed, "indexed, though blocked").
 */
export const ROBOTS_DISALLOW = [
  "/admin",
  "/profil",
  "/api/",
  "/go/",
  "/blog/edytor/",
  "/blog-editor",
] as const;

export function renderRobots(appUrl: string): string {
  const lines = ["User-agent: *", "Allow: /", ...ROBOTS_DISALLOW.map((p) => `Disallow: ${p}`), "", `Sitemap: ${toAbsoluteUrl(appUrl, "/sitemap.xml")}`];
  return lines.join("\n") + "\n";
}
