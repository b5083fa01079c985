// A device's browser and system from a User-Agent string for the session list. Browser-safe. The
// words around them ('Chrome na Linux', 'Chrome on Linux') are the page's (review, session 27: the
// server wrote them in Polish for an English page).
const BROWSERS: [RegExp, string][] = [
  [/Edg(?:e|A|iOS)?\//, "Edge"],
  [/OPR\/|Opera/, "Opera"],
  [/SamsungBrowser\//, "Samsung Internet"],
  [/Firefox\/|FxiOS\//, "Firefox"],
  [/Chrome\/|CriOS\/|Chromium\//, "Chrome"],
  [/Safari\//, "Safari"],
];

const SYSTEMS: [RegExp, string][] = [
  [/Windows/, "Windows"],
  [/iPhone|iPad|iPod/, "iOS"],
  [/Android/, "Android"],
  [/CrOS/, "ChromeOS"],
  [/Mac OS X|Macintosh/, "macOS"],
  [/Linux/, "Linux"],
];

/** The browser and system a User-Agent names (either may be unknown); the page words them in its language. */
export type DeviceParts = { browser: string | null; system: string | null };

export function deviceParts(userAgent: string | null | undefined): DeviceParts {
  if (!userAgent) return { browser: null, system: null };
  return {
    browser: BROWSERS.find(([re]) => re.test(userAgent))?.[1] ?? null,
    system: SYSTEMS.find(([re]) => re.test(userAgent))?.[1] ?? null,
  };
}
