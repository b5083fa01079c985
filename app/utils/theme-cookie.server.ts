import { safeSameSitePath } from "~/features/accounts/redirect";
import { THEME_COOKIE, THEME_COOKIE_MAX_AGE, type Theme } from "./theme";

/**
 * Set-Cookie for the visitor's theme: a year, whole site, Lax (sent on top-level navigations, so the
 * first HTML already has the right class: no flash). HttpOnly: only the server reads it.
 */
export function themeCookieHeader(theme: Theme, request: Request): string {
  const secure = new URL(request.url).protocol === "https:" ? "; Secure" : "";
  return `${THEME_COOKIE}=${theme}; Path=/; Max-Age=${THEME_COOKIE_MAX_AGE}; SameSite=Lax; HttpOnly${secure}`;
}

/**
 * Where a plain (no-JavaScript) theme form returns: the page it was sent from, given as a path of
 * this site. Anything else (another host, '//evil', a missing value) returns to the home page.
 */
export function safeReturnPath(value: FormDataEntryValue | null): string {
  // The one open-redirect guard (a tab in "/\t/evil.example" became "//evil.example" here).
  return safeSameSitePath(value, "/");
}
