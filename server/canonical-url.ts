// ADR 199: one address per page. '/Produkty', '/produkty/' and '/blog/Wpis/' answered 200 with the page
// (React Router matches paths case-insensitively and ignores a trailing slash): duplicate content for
// search engines. A GET or HEAD of such a path is a 301 to its lower-case address without the slash.
import type { NextFunction, Request, Response } from "express";

/**
 * First segments left exactly as asked (compared case-insensitively): Better Auth's endpoints and the
 * image upload (/api), built files (/assets), uploaded files whose keys are case-sensitive (/uploads), the
 * counted shop links whose platform names are the database's (/go, kept out of robots.txt anyway) and
 * React Router's route discovery (/__manifest). tests/unit/canonical-url.test.ts walks app/routes.ts.
 */
export const UNTOUCHED_FIRST_SEGMENTS: ReadonlySet<string> = new Set(["api", "assets", "uploads", "go", "__manifest"]);

/**
 * spec: public §2 — '/{code}' is a product address, and codes are written in capitals (XX-XX-NNN, admin §5):
 * the codes screen links '/EL-CH-001' and a former code 301s there (ADR 040). The lookup ignores case and
 * the page's canonical link is /produkt/{id}, so a code keeps the case it was asked in.
 */
const CODE_SEGMENT = /^[A-Za-z]{2}-[A-Za-z]{2}-\d{1,3}$/;

/**
 * ADR 202: a public profile's id is random and case-sensitive (/osoby/Ab3…): only its first segment is
 * lower-cased (lower-casing the id made the profile a 404; found at the merge, session 38).
 */
export const CASE_KEPT_UNDER: ReadonlySet<string> = new Set(["osoby"]);

/** A file name: the last segment has an extension ('.xml', '.txt', '.svg', React Router's '.data'). */
const FILE_SEGMENT = /\.[^.]+$/;

/**
 * The address a GET or HEAD of `url` (path and query as received) should be sent to, or null when it
 * is served as asked. Only the path changes; the query is kept byte for byte. Null for anything that
 * cannot be read as a site path — never a Location another host could be read from ('//evil.com/').
 */
export function canonicalLocation(method: string, url: string): string | null {
  if (method !== "GET" && method !== "HEAD") return null;
  const q = url.indexOf("?");
  const rawPath = q === -1 ? url : url.slice(0, q);
  // A backslash ('/\evil.com' is '//evil.com' to a browser), a space or a control character: not a site path.
  // eslint-disable-next-line no-control-regex -- the control characters are what is refused
  if (rawPath === "/" || !rawPath.startsWith("/") || /[\\\x00-\x20\x7f]/.test(rawPath)) return null;
  const rawSegments = rawPath.slice(1).split("/");
  const trailingSlash = rawSegments.length > 1 && rawSegments.at(-1) === "";
  if (trailingSlash) rawSegments.pop();
  // An empty segment: '//host…' (a protocol-relative address once it is a Location) or '/a//b'.
  if (rawSegments.some((segment) => segment === "")) return null;
  const segments = decodedSegments(rawSegments);
  if (!segments || segments.some((segment) => segment === "." || segment === "..")) return null;
  if (UNTOUCHED_FIRST_SEGMENTS.has(segments[0].toLowerCase()) || FILE_SEGMENT.test(segments.at(-1)!)) return null;
  // '/EL-CH-001', and '/produkt/EL-CH-001', which the page sends on to the product's own address.
  const keepCase = CODE_SEGMENT.test(segments.at(-1)!) && (segments.length === 1 || (segments.length === 2 && segments[0] === "produkt"));
  const keepRest = CASE_KEPT_UNDER.has(segments[0].toLowerCase());
  const canonical = keepCase ? segments : segments.map((segment, i) => (keepRest && i > 0 ? segment : segment.toLowerCase()));
  // Decided on the decoded text: '%c5%bc' and '%C5%BC' are one 'ż', so a different spelling of the same
  // path never redirects, and the redirect's target (lower case, no slash) never redirects again.
  if (!trailingSlash && canonical.every((segment, i) => segment === segments[i])) return null;
  return "/" + canonical.map(encodeURIComponent).join("/") + safeQuery(q === -1 ? "" : url.slice(q));
}

function decodedSegments(raw: string[]): string[] | null {
  try {
    return raw.map((segment) => decodeURIComponent(segment));
  } catch {
    return null; // broken percent-encoding: rejectBadUrls' 400
  }
}

/**
 * The query as received; a character a header may not carry is escaped: a byte as Node reads the request
 * line (latin1), anything wider as UTF-8.
 */
function safeQuery(query: string): string {
  return query.replace(/[^\x21-\x7e]/gu, (ch) =>
    ch.charCodeAt(0) <= 0xff ? `%${ch.charCodeAt(0).toString(16).toUpperCase().padStart(2, "0")}` : encodeURIComponent(ch),
  );
}

/** A day: long enough to spare repeat visits the hop, short enough to undo a mistake. */
export const CANONICAL_REDIRECT_CACHE = "public, max-age=86400";

/** Express step (server/index.ts, before React Router and the upload files). POST and others pass through. */
export function redirectToCanonicalUrl(req: Request, res: Response, next: NextFunction): void {
  const location = canonicalLocation(req.method, req.originalUrl);
  if (!location) return next();
  res.status(301).set({ Location: location, "Cache-Control": CANONICAL_REDIRECT_CACHE }).end();
}
