// Which requests the page cache may answer, and under which key (ADR 010, ADR 075).
import { DEFAULT_THEME, themeFromCookieHeader } from "~/utils/theme";

/** Route patterns (as React Router reports them) whose anonymous GET responses may be cached. */
const CACHEABLE_PATTERNS = [
  /^\/$/,
  /^\/home$/,
  /^\/produkty$/,
  /^\/produkty\/:[^/]+$/,
  /^\/produkt\/:[^/]+$/,
  /^\/:codeOrAlias$/,
  /^\/blog$/,
  /^\/blog\/:[^/]+$/,
  // ADR 172: the legal documents (dropped when a version is published, emptied at the midnight a new
  // version starts to apply) and their versions' own pages.
  /^\/(?:regulamin|polityka-prywatnosci|afiliacja)$/,
  /^\/(?:regulamin|polityka-prywatnosci|afiliacja)\/wersje\/:[^/]+$/,
];

/**
 * Our own cookies are all Better Auth's, named "vp.*" (ADR 005), with "__Secure-" in front on https.
 * The site sets no other cookie (ADR 017: views are counted without one).
 */
const SESSION_COOKIE = /^(?:__Secure-|__Host-)?vp\./;

/**
 * Cacheable unless the request carries one of our session cookies (even an expired or forged one:
 * such a request is answered fresh, never from or into the cache). Other cookies are ignored: we
 * never read them, so they cannot change the page. That covers cookies a proxy or a sibling
 * subdomain puts on the domain, and the `vp_vid` view-counter cookie older versions of the site set
 * (ADR 017), which browsers keep sending until it expires. A future cookie that personalises a page
 * must be named "vp.*" or be added here.
 */
export function isAnonymousRequest(request: Request): boolean {
  return isAnonymousCookieHeader(request.headers.get("cookie"));
}

export function isAnonymousCookieHeader(cookie: string | null | undefined): boolean {
  if (!cookie) return true;
  return !cookie.split(";").some((part) => SESSION_COOKIE.test(part.trim()));
}

/** ADR 075: the visitor's theme cookie picks one of three variants of a page (class on <html>). */
export function cacheKey(cookie: string | null | undefined, url: URL): string {
  return `${themeFromCookieHeader(cookie) ?? DEFAULT_THEME}:` + url.pathname + url.search;
}

export function isCacheablePattern(pattern: string): boolean {
  // React Router reports "/" for the index route but "produkty" (no leading slash) for the others.
  const normalized = "/" + pattern.replace(/^\/+/, "");
  return CACHEABLE_PATTERNS.some((re) => re.test(normalized));
}
