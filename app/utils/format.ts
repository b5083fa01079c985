// THE number/date/plural formatting of the site (STYLE §5): Intl with the pl-PL locale. Browser-safe:
// server-rendered pages and the same components after hydration share it, so every formatter pins
// the locale and the time zone (no server/browser mismatch).

export const LOCALE = "pl-PL";
export const TIME_ZONE = "Europe/Warsaw";

const pluralRules = new Intl.PluralRules(LOCALE);

/**
 * Polish plural of a count via Intl.PluralRules('pl'): 1 produkt, 2 produkty, 5 produktów,
 * 22 produkty, 112 produktów. Fractions ("other" in Intl) take the `few` form: 1,5 gwiazdki.
 */
export function plural(n: number, one: string, few: string, many: string): string {
  switch (pluralRules.select(n)) {
    case "one":
      return one;
    case "few":
      return few;
    case "many":
      return many;
    default:
      return few; // "other": fractions (1,5 gwiazdki)
  }
}

const ratingFormat = new Intl.NumberFormat(LOCALE, { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** The one rating format: always one decimal, `4,5`, `4,0`. */
export function formatRating(n: number): string {
  return ratingFormat.format(Number.isFinite(n) ? n : 0);
}

const dateFormatter = new Intl.DateTimeFormat(LOCALE, { day: "numeric", month: "long", year: "numeric", timeZone: TIME_ZONE });

/** The one date format: `14 marca 2026` (spec: public §1 — pl-PL dates); '' for an invalid date. */
export function formatDate(value: string | Date): string {
  const date = typeof value === "string" ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? "" : dateFormatter.format(date);
}

const fullNumber = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0 });

/**
 * An exact count, `12 345`: pl-PL grouping with a narrow no-break space as the separator, so a number
 * never wraps across lines (admin counters and tables).
 */
export function formatCount(n: number): string {
  return fullNumber
    .formatToParts(Number.isFinite(n) ? n : 0)
    .map((part) => (part.type === "group" ? "\u202F" : part.value))
    .join("");
}
