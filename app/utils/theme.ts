// Issue #15 point 14 (ADR 075): the look of the site — light, dark or the operating system's — for
// visitors too, remembered in a cookie. Browser-safe: the switcher and the root layout share it.
import { cookieValue } from "./cookie-header";

export const THEMES = ["light", "dark", "system"] as const;
export type Theme = (typeof THEMES)[number];
export const DEFAULT_THEME: Theme = "light"; // spec: public §3 user_settings.theme default light

/**
 * Not "vp.*": the page cache treats those as session cookies and skips the cache. This one only picks
 * one of three page variants, so the cache keys by it instead (page-cache.server.ts).
 */
export const THEME_COOKIE = "vp_theme";
export const THEME_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

export const THEME_LABELS: Record<Theme, string> = { light: "Jasny", dark: "Ciemny", system: "Systemowy" };

/** The same words as the account form's message (profile-schema.ts). */
export const THEME_INVALID_MESSAGE = "Wybierz motyw: jasny, ciemny lub systemowy";

export function isTheme(value: unknown): value is Theme {
  return typeof value === "string" && (THEMES as readonly string[]).includes(value);
}

/** The theme cookie's value from a Cookie header; null when absent or not one of the three. */
export function themeFromCookieHeader(header: string | null | undefined): Theme | null {
  const value = cookieValue(header, THEME_COOKIE);
  return isTheme(value) ? value : null;
}

/** The class on <html> (app.css: .dark forces dark, .system follows prefers-color-scheme). */
export function htmlThemeClass(theme: Theme): string | undefined {
  return theme === "light" ? undefined : theme;
}

/** <meta name="color-scheme">: form controls and scrollbars match before any CSS loads. */
export function colorSchemeOf(theme: Theme): string {
  return theme === "system" ? "light dark" : theme;
}
