// Open-redirect guard for `redirectTo` (spec: public §2 Login — back to the originally requested
// path). Browser-safe. Only same-site relative paths are followed.
export const DEFAULT_AFTER_LOGIN = "/profil";

// Pages a signed-in user must not be sent back to (they would bounce straight to /profil anyway).
const AUTH_PAGES = ["/logowanie", "/rejestracja", "/wyloguj", "/reset-hasla", "/update-password"];

export function safeRedirectPath(to: unknown, fallback: string = DEFAULT_AFTER_LOGIN): string {
  if (typeof to !== "string" || to.length === 0 || to.length > 2048) return fallback;
  // One leading slash, no "//host" or "/\host" (browsers treat "\" like "/"), no control characters.
  if (!to.startsWith("/") || to.startsWith("//") || to.startsWith("/\\")) return fallback;
  if ([...to].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f || c === "\\")) return fallback;
  let url: URL;
  try {
    url = new URL(to, "http://same.invalid");
  } catch {
    return fallback;
  }
  if (url.origin !== "http://same.invalid") return fallback;
  if (AUTH_PAGES.some((p) => url.pathname === p || url.pathname.startsWith(`${p}/`))) return fallback;
  return url.pathname + url.search + url.hash;
}
