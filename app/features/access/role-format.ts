import { LOCALE, TIME_ZONE, type FormatLocale } from "~/utils/format";

// ADR 089: an English admin gets en-GB ("24/11/2026, 14:05"), Warsaw time like everyone.
const intlLocale = (locale: FormatLocale) => (locale === "en" ? "en-GB" : LOCALE);

/** "24.11.2026, 14:05" in pl-PL, Warsaw time: history entries and expiry dates. */
export function formatDateTime(value: string | Date, locale: FormatLocale = "pl"): string {
  return new Intl.DateTimeFormat(intlLocale(locale), { timeZone: TIME_ZONE, dateStyle: "short", timeStyle: "short" }).format(new Date(value));
}

/** "24.11.2026" in pl-PL (registration date in the users table). */
export function formatShortDate(value: string | Date, locale: FormatLocale = "pl"): string {
  return new Intl.DateTimeFormat(intlLocale(locale), { timeZone: TIME_ZONE, dateStyle: "medium" }).format(new Date(value));
}
