import { describe, expect, it } from "vitest";
import { colorSchemeOf, htmlThemeClass, themeFromCookieHeader } from "./theme";
import { safeReturnPath, themeCookieHeader } from "./theme-cookie.server";

describe("theme cookie (issue #15 pt 14)", () => {
  it("reads the theme among other cookies and rejects anything else", () => {
    expect(themeFromCookieHeader("vp.session=x; vp_theme=system; y=1")).toBe("system");
    expect(themeFromCookieHeader("vp_theme=dark")).toBe("dark");
    expect(themeFromCookieHeader("vp_theme=DARK")).toBeNull();
    expect(themeFromCookieHeader("xvp_theme=dark")).toBeNull();
    expect(themeFromCookieHeader(null)).toBeNull();
  });
  it("maps the theme to the <html> class and color-scheme", () => {
    expect(htmlThemeClass("light")).toBeUndefined();
    expect(htmlThemeClass("dark")).toBe("dark");
    expect(htmlThemeClass("system")).toBe("system");
    expect(colorSchemeOf("system")).toBe("light dark");
  });
  it("is Secure only over https", () => {
    expect(themeCookieHeader("dark", new Request("https://vp.example/motyw"))).toMatch(/; Secure$/);
    expect(themeCookieHeader("dark", new Request("http://localhost/motyw"))).not.toContain("Secure");
  });
  it("returns only to a path of this site", () => {
    expect(safeReturnPath("/blog?q=a")).toBe("/blog?q=a");
    expect(safeReturnPath("//evil.example")).toBe("/");
    expect(safeReturnPath("https://evil.example")).toBe("/");
    expect(safeReturnPath(null)).toBe("/");
    expect(safeReturnPath("/\t/evil.example")).toBe("/"); // browsers drop the tab: "//evil.example"
    expect(safeReturnPath("/logowanie")).toBe("/logowanie"); // unlike after signing in, a page like any other
  });
});
