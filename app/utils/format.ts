// THE number/date/plural formatting of the site (STYLE §5): Intl with the pl-PL locale. Browser-safe:
// server-rendered pages and the same components after hydration share it, so every formatter pins
// the locale and the time zone (no server/browser mismatch).

export const LOCALE = "pl-PL";
export const TIME_ZONE = "Europe/Warsaw";

// Issue #14: every formatter is made on its first use, not when the module loads. A browser's first
// Intl formatter costs ~20 ms (its locale data is loaded then), and the dozen made at load, English
// ones included, were part of the one long task that evaluates the page's scripts.
export const once = <T,>(make: () => T): (() => T) => {
  let made: T | undefined;
  return () => (made ??= make());
};

const warsawParts = once(() => new Intl.DateTimeFormat("en-US", { timeZone: TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" }));
/** The calendar day in Warsaw as YYYY-MM-DD, whatever the server's own time zone (a UTC day is a day late until 01:00/02:00). */
export function warsawDay(at: Date = new Date()): string {
  const part = (type: string) => warsawParts().formatToParts(at).find((p) => p.type === type)!.value;
  return `${part("year")}-${part("month")}-${part("day")}`;
}

// ADR 080: an English user's numbers and dates use en-GB (day month year, '1,299.99'); Polish is the default.
export type FormatLocale = "pl" | "en";
const INTL_LOCALE: Record<FormatLocale, string> = { pl: LOCALE, en: "en-GB" };
const perLocale = <T,>(make: (intlLocale: string) => T): Record<FormatLocale, () => T> => ({
  pl: once(() => make(INTL_LOCALE.pl)),
  en: once(() => make(INTL_LOCALE.en)),
});

const pluralRules = once(() => new Intl.PluralRules(LOCALE));

/**
 * Polish plural of a count via Intl.PluralRules('pl'): 1 produkt, 2 produkty, 5 produktów,
 * 22 produkty, 112 produktów. Fractions ("other" in Intl) take the `few` form: 1,5 gwiazdki.
 */
export function plural(n: number, one: string, few: string, many: string): string {
  switch (pluralRules().select(n)) {
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

const ratingFormat = perLocale((l) => new Intl.NumberFormat(l, { minimumFractionDigits: 1, maximumFractionDigits: 1 }));

/** The one rating format: always one decimal, `4,5`, `4,0` (en: `4.5`). */
export function formatRating(n: number, locale: FormatLocale = "pl"): string {
  return ratingFormat[locale]().format(Number.isFinite(n) ? n : 0);
}

const dateFormatter = perLocale((l) => new Intl.DateTimeFormat(l, { day: "numeric", month: "long", year: "numeric", timeZone: TIME_ZONE }));

/** The one date format: `14 marca 2026` (spec: public §1 — pl-PL dates; en: `14 March 2026`); '' for an invalid date. */
export function formatDate(value: string | Date, locale: FormatLocale = "pl"): string {
  const date = typeof value === "string" ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? "" : dateFormatter[locale]().format(date);
}

const dateTimeFormatter = perLocale((l) => new Intl.DateTimeFormat(l, { dateStyle: "long", timeStyle: "short", timeZone: TIME_ZONE }));

/** A moment with its time, as e-mails and the panel state it (ADR 091): `13 lipca 2026 12:00` (en: `13 July 2026 at 12:00`). */
export function formatDateTime(value: string | Date, locale: FormatLocale = "pl"): string {
  return dateTimeFormatter[locale]().format(new Date(value));
}

const fullNumber = perLocale((l) => new Intl.NumberFormat(l, { maximumFractionDigits: 0 }));

/**
 * An exact count, `12 345`: pl-PL grouping with a narrow no-break space as the separator, so a number
 * never wraps across lines (admin counters and tables).
 */
export function formatCount(n: number, locale: FormatLocale = "pl"): string {
  return fullNumber[locale]()
    .formatToParts(Number.isFinite(n) ? n : 0)
    .map((part) => (part.type === "group" && locale === "pl" ? "\u202F" : part.value))
    .join("");
}

const moneyFormatters = new Map<string, Intl.NumberFormat>();

/**
 * THE money format: `1 299,99 zł`. Issue #15 point 3: grouping is always on (pl-PL leaves four-digit
 * numbers ungrouped by default, '1299,99 zł'); the separators are no-break spaces, so a price never wraps.
 */
export function formatMoney(amount: number, currency = "PLN", locale: FormatLocale = "pl"): string {
  let f = moneyFormatters.get(`${locale}:${currency}`);
  if (!f) {
    f = new Intl.NumberFormat(INTL_LOCALE[locale], { style: "currency", currency, useGrouping: "always" });
    moneyFormatters.set(`${locale}:${currency}`, f);
  }
  return f.format(Number.isFinite(amount) ? amount : 0);
}

const amountFormatters = perLocale((l) => new Intl.NumberFormat(l, { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: "always" }));
/** An amount without its currency, as the money format writes it: `1 299,99` (a price stored as text in a log entry). */
export function formatAmount(amount: number, locale: FormatLocale = "pl"): string {
  return amountFormatters[locale]().format(amount);
}

// A digit group ('50 000') or a number and its unit ('50 000 mAh', '19 zł', '3 dni' is left alone).
const DIGIT_GROUP = /(\d) (?=\d{3}(?!\d))/g;
const NUMBER_UNIT = /(\d) (?=(?:mAh|Wh|zł|PLN|EUR|USD|kg|g|mg|ml|l|cm|mm|m|km|W|kW|V|A|Hz|GB|TB|MB|%|°C?)(?![\p{L}\d]))/gu;

/**
 * Issue #15 point 3: numbers must not break inside, '50 000 mAh' keeps together — the spaces inside a
 * grouped number and before its unit become no-break spaces (U+00A0) in text we show.
 */
export function keepNumbersTogether(text: string): string {
  return text.replace(DIGIT_GROUP, "$1\u00A0").replace(NUMBER_UNIT, "$1\u00A0");
}

/**
 * ADR 202: the month someone joined, as "od …" takes it: `grudnia 2026` (Polish needs the genitive,
 * which Intl gives only beside a day, so the day is dropped from those parts; en: `December 2026`).
 */
export function formatMonthSince(value: string | Date, locale: FormatLocale = "pl"): string {
  const date = typeof value === "string" ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return "";
  return dateFormatter[locale]()
    .formatToParts(date)
    .filter((p) => p.type === "month" || p.type === "year")
    .map((p) => p.value)
    .join(" ");
}
