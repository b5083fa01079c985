// The ONE open-redirect guard (issue #12 point 8) for every `redirectTo` / back path: the sign-in
// return path (spec: public §2 Login) and the engagement forms' way back. Browser-safe. Only
// same-site relative paths are followed, and the answer is the *normalised* path, checked again,
// so that "/.//evil.example" or "/a/../..//evil.example" cannot turn into "//evil.example".
export const DEFAULT_AFTER_LOGIN = "/profil";

// Pages a signed-in user must not be sent back to (they would bounce straight to /profil anyway).
const AUTH_PAGES = ["/logowanie", "/rejestracja", "/wyloguj", "/reset-hasla", "/update-password"];
const BASE = "http://same.invalid";
import { pageAddressOf } from "~/utils/page-address";

export function safeRedirectPath(to: unknown, fallback: string = DEFAULT_AFTER_LOGIN): string {
  const checked = safeSameSitePath(to, null);
  if (checked === null) return fallback;
  // A link made from a data request (`/x.data?_routes=…`, before session 25) still leads to the page.
  const path = /\.data(?:[?#]|$)|[?&]_routes=/.test(checked) ? pageAddressOf(checked) : checked;
  const pathname = path.replace(/[?#].*$/, "");
  return AUTH_PAGES.some((p) => pathname === p || pathname.startsWith(`${p}/`)) ? fallback : path;
}

/** The guard itself: `to` when it is a same-site path a browser follows as such, else `fallback`. */
export function safeSameSitePath<F extends string | null>(to: unknown, fallback: F): string | F {
  if (typeof to !== "string" || to.length === 0 || to.length > 2048) return fallback;
  // No control characters (tab, CR, LF are stripped by URL parsers and so hide tricks), no "\"
  // (browsers treat it like "/"), and no percent-encoded slash, backslash or control character.
  if ([...to].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f || c === "\\")) return fallback;
  if (/%(?:0[0-9a-f]|1[0-9a-f]|7f|2f|5c)/i.test(to)) return fallback;
  if (!isSingleSlashPath(to)) return fallback;
  let url: URL;
  try {
    url = new URL(to, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE) return fallback;
  const result = url.pathname + url.search + url.hash;
  // Dot segments can collapse into "//host": check what a browser would actually follow.
  if (!isSingleSlashPath(result)) return fallback;
  return result;
}

function isSingleSlashPath(value: string): boolean {
  return value.startsWith("/") && !value.startsWith("//") && !value.startsWith("/\\");
}

/**
 * ADR 210: `page` carrying `?redirectTo=` the visitor's safe return path (e.g. the product and its
 * `po-zalogowaniu` wish) from sign-in to registration, the activation e-mail and its confirmation.
 * Nothing is added when there is no such path, it is the default (/profil) or the guard drops it.
 */
export function withReturnPath(page: string, redirectTo: unknown): string {
  const safe = safeRedirectPath(redirectTo, "");
  if (!safe || safe === DEFAULT_AFTER_LOGIN) return page;
  return `${page}${page.includes("?") ? "&" : "?"}redirectTo=${encodeURIComponent(safe)}`;
}

/** The return path a request's `?redirectTo=` names once checked, or "" (the page then uses /profil). */
export function returnPathOf(request: Request): string {
  return safeRedirectPath(new URL(request.url).searchParams.get("redirectTo"), "");
}
