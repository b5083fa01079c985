import { LOCALE, TIME_ZONE } from "~/utils/format";

/** "24.11.2026, 14:05" in pl-PL, Warsaw time: history entries and expiry dates. */
export function formatDateTime(value: string | Date): string {
  return new Intl.DateTimeFormat(LOCALE, { timeZone: TIME_ZONE, dateStyle: "short", timeStyle: "short" }).format(new Date(value));
}

/** "24.11.2026" in pl-PL (registration date in the users table). */
export function formatShortDate(value: string | Date): string {
  return new Intl.DateTimeFormat(LOCALE, { timeZone: TIME_ZONE, dateStyle: "medium" }).format(new Date(value));
}
