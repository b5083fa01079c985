// Browser-safe helpers for the post page's extra sections (spec: public §3, admin §3 Blog post).
import type { SectionRatings } from "./types";
import { shopName } from "~/utils/shop-name";
import { BUILTIN_LINK_PLATFORMS } from "./post-fields";

// spec: admin §3 — sectionRatings {purpose, quality, functionality, price, conclusions}.
export const SECTION_RATING_NAMES: Record<keyof SectionRatings, string> = {
  purpose: "Przeznaczenie",
  quality: "Jakość wykonania",
  functionality: "Funkcjonalność",
  price: "Cena",
  conclusions: "Wnioski",
};

// spec: public §3 — ratings {quality, priceQuality, functionality plus custom named ratings}.
const RATING_NAMES: Record<string, string> = {
  quality: "Jakość",
  priceQuality: "Stosunek jakości do ceny",
  functionality: "Funkcjonalność",
};

export type NamedRating = { key: string; name: string; value: number };

const capitalise = (s: string) => (s ? s[0].toLocaleUpperCase("pl-PL") + s.slice(1) : s);

// A shop key as readers know it: aliexpress → AliExpress, allegro → Allegro.
export { shopName };

/** A finite rating clamped to 0–5 (blog scale, spec §9), else null. */
export function clampRating(value: unknown): number | null {
  const n = typeof value === "string" ? Number(value) : value;
  if (typeof n !== "number" || !Number.isFinite(n)) return null;
  return Math.min(5, Math.max(0, n));
}

export function sectionRatingEntries(ratings: SectionRatings | null): NamedRating[] {
  if (!ratings) return [];
  return (Object.keys(SECTION_RATING_NAMES) as (keyof SectionRatings)[]).flatMap((key) => {
    const value = clampRating(ratings[key]);
    return value === null ? [] : [{ key, name: SECTION_RATING_NAMES[key], value }];
  });
}

/** Built-in ratings first in a fixed order, then custom names as written. */
export function ratingEntries(ratings: Record<string, number>): NamedRating[] {
  const builtIn = Object.keys(RATING_NAMES).filter((key) => key in ratings);
  const custom = Object.keys(ratings).filter((key) => !Object.hasOwn(RATING_NAMES, key));
  return [...builtIn, ...custom].flatMap((key) => {
    const value = clampRating(ratings[key]);
    return value === null
      ? []
      : [{ key, name: Object.hasOwn(RATING_NAMES, key) ? RATING_NAMES[key]! : capitalise(key), value }];
  });
}

// One rating format for the site (issue #7 §5): always one decimal, 4,0 and 4,5.
export { formatRating } from "~/utils/format";

/** Only web links (http, https) or site paths reach an href; anything else (javascript:, data:) is dropped. */
export function safeHref(value: string | null | undefined): string | null {
  const url = value?.trim();
  if (!url) return null;
  if (url.startsWith("/") && !url.startsWith("//")) return url;
  try {
    const parsed = new URL(url);
    return parsed.protocol === "https:" || parsed.protocol === "http:" ? parsed.href : null;
  } catch {
    return null;
  }
}

/**
 * Shop links with a usable address, in a stable order: Temu, AliExpress, Amazon, then the rest.
 * `counted` maps a shop URL to its counting redirect (/go/…), used instead of the URL when present.
 */
export function shopLinks(
  links: Record<string, string>,
  counted: Record<string, string> = {},
): { key: string; name: string; href: string }[] {
  const order: readonly string[] = BUILTIN_LINK_PLATFORMS;
  const keys = Object.keys(links).sort((a, b) => rank(a) - rank(b));
  function rank(key: string) {
    const i = order.indexOf(key.toLowerCase());
    return i === -1 ? order.length : i;
  }
  return keys.flatMap((key) => {
    const href = counted[links[key]] ?? safeHref(links[key]);
    return href ? [{ key, name: shopName(key), href }] : [];
  });
}
