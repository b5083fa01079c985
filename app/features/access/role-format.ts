import { formatDateTime, TIME_ZONE, type FormatLocale } from "~/utils/format";

/**
 * The stored display name of the built-in 'user' role: every account holds it without an assignment,
 * so the list's badge and the roles dialog both name it for an account with no other role.
 */
export function plainRoleDisplayName(roles: readonly { name: string; displayName: string }[]): string {
  return roles.find((r) => r.name === "user")?.displayName ?? "user";
}

/**
 * What a history entry says under "Ważna do:": only an assignment has a validity (its expiry, or null
 * for no end); for a revoked or expired entry "Kiedy:" already says when the role ended.
 */
export function historyValidity(entry: { action: "assigned" | "revoked" | "expired"; expiresAt: string | Date | null }): { expiresAt: string | Date | null } | null {
  return entry.action === "assigned" ? { expiresAt: entry.expiresAt } : null;
}

const warsawClock = new Intl.DateTimeFormat("en-GB", { timeZone: TIME_ZONE, hour: "2-digit", minute: "2-digit", second: "2-digit", hourCycle: "h23" });

/**
 * A role's expiry as the admin picked it. "Ważna do 31.12.2026" is stored as the next midnight in
 * Warsaw (endOfWarsawDay); shown as such it read "1.01.2027, 00:00", a day the admin never chose. An
 * expiry exactly at a Warsaw midnight is shown as the last minute of the day before (23:59).
 */
export function formatRoleExpiry(value: string | Date, locale: FormatLocale = "pl"): string {
  const at = new Date(value);
  const midnight = at.getUTCMilliseconds() === 0 && warsawClock.format(at) === "00:00:00";
  return formatDateTime(midnight ? new Date(at.getTime() - 60_000) : at, locale);
}
