// The one number/money/date formatter of the catalogue (STYLE §5): Intl with the pl-PL locale.
// Browser-safe: used by server-rendered pages and by the same components after hydration, so every
// formatter pins the locale and the time zone (no server/browser mismatch).

import { formatMoney, LOCALE, once, type FormatLocale } from "~/utils/format";

// The shared formats (plural, rating, date, counts) live in ~/utils/format; re-exported for old imports.
export { formatDate, formatRating, LOCALE, plural, TIME_ZONE } from "~/utils/format";

/** `119,99 zł` (spec: public §1 — PLN by default). */
export function formatPrice(amount: number, currency = "PLN", locale: FormatLocale = "pl"): string {
  return formatMoney(amount, currency, locale); // issue #15 point 3: '1 299,99 zł'
}

type Priced = { priceOriginal: number | null; priceDiscounted: number | null };

/** spec: public §2 — price sorting and display use the discounted price, else the original, else 0. */
export function effectivePrice(p: Priced): number {
  return p.priceDiscounted ?? p.priceOriginal ?? 0;
}

/** A price with the Omnibus reference the database keeps for it (ADR 120). */
export type Reducible = Priced & { priceBeforeReduction: number | null };

/**
 * The price to strike through, or null when there is no reduction to announce. DESIGN §5 (Omnibus):
 * it is the lowest price of the 30 days before the current one, never the editor's "original"
 * price, and only a price above the one to pay.
 */
export function reducedFrom(p: Reducible): number | null {
  const was = p.priceBeforeReduction;
  if (was == null || was <= 0 || (p.priceDiscounted == null && p.priceOriginal == null)) return null;
  return effectivePrice(p) < was ? was : null;
}

/**
 * Percentage off, rounded (spec: public §2 — "rounded difference"), from the Omnibus reference price
 * (ADR 120: a reduction is measured against the 30-day lowest, not an "original" price), or null
 * when there is no reduction. A reduction that rounds to 0% shows no badge rather than "-0%",
 * and one that rounds to 100% of a price still above 0 shows "-99%".
 */
export function discountPercent(p: Reducible): number | null {
  const was = reducedFrom(p);
  if (was === null) return null;
  const now = effectivePrice(p);
  const percent = Math.round(((was - now) / was) * 100);
  // "-100%" would say the product is free: a price above 0 is at most 99% off.
  const capped = now > 0 ? Math.min(percent, 99) : percent;
  return capped >= 1 ? capped : null;
}

/** `-37%`, or null without a reduction. */
export function discountBadge(p: Reducible): string | null {
  const percent = discountPercent(p);
  return percent === null ? null : `-${percent}%`;
}

const oneDecimal = once(() => new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 1, useGrouping: false }));
const integer = once(() => new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0 }));

const UNITS = [
  { suffix: "B", value: 1e9 },
  { suffix: "M", value: 1e6 },
  { suffix: "K", value: 1e3 },
] as const;

type AbbreviateOptions = { units: readonly ("K" | "M" | "B")[]; oneDecimalBelow: number };

/**
 * Short numbers with the Polish decimal comma (pl-PL: `1,5K`, not `1.5K`) — the K/M/B letters are
 * the spec's, so Intl's compact notation (`1,5 tys.`) is not used. A value that rounds up to 1000 of
 * one unit moves to the next unit (999 999 → 1M, never 1000K). A trailing ",0" is dropped (1 000 → 1K).
 */
function abbreviate(n: number, { units, oneDecimalBelow }: AbbreviateOptions): string {
  const value = Math.max(0, Number.isFinite(n) ? n : 0);
  const available = UNITS.filter((u) => units.includes(u.suffix));
  for (let i = 0; i < available.length; i++) {
    const unit = available[i];
    if (value < unit.value) continue;
    const scaled = value / unit.value;
    const rounded = scaled < oneDecimalBelow ? Math.round(scaled * 10) / 10 : Math.round(scaled);
    const bigger = available[i - 1];
    if (rounded >= 1000 && bigger) return abbreviate(bigger.value, { units, oneDecimalBelow });
    return `${rounded < oneDecimalBelow ? oneDecimal().format(rounded) : integer().format(rounded)}${unit.suffix}`;
  }
  return integer().format(Math.round(value));
}

/**
 * Views on a product card (spec: public §2, §9): K from 1 000, M from 1 000 000, one decimal.
 * 999 → `999`, 1 500 → `1,5K`, 99 999 → `100K`, 123 456 → `123,5K`, 1 000 000 → `1M`.
 */
export function formatCardViews(n: number): string {
  return abbreviate(n, { units: ["K", "M"], oneDecimalBelow: Infinity });
}

/**
 * Stat numbers on the product page (spec: public §9): K, M, B with one decimal under 100.
 * 12 345 → `12,3K`, 123 456 → `123K`, 1 234 567 → `1,2M`, 2 500 000 000 → `2,5B`.
 */
export function formatStat(n: number): string {
  return abbreviate(n, { units: ["K", "M", "B"], oneDecimalBelow: 100 });
}

/** Average rating with one decimal: `4,5`. */

export { shopName } from "~/utils/shop-name";

const SOCIAL_NAMES: Record<string, string> = {
  tiktok: "TikTok",
  instagram: "Instagram",
  youtube: "YouTube",
  blog: "Blog",
  facebook: "Facebook",
};

export function socialName(platform: string): string {
  const key = platform.trim().toLowerCase();
  return Object.hasOwn(SOCIAL_NAMES, key) ? SOCIAL_NAMES[key]! : key.charAt(0).toUpperCase() + key.slice(1);
}
