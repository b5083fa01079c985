// The editor's publish date is a datetime-local value; the site is Polish, so it means Warsaw time
// (with its summer/winter offset), whatever the server's own time zone is.
const ZONE = "Europe/Warsaw";

function offsetMinutes(at: Date): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-US", { timeZone: ZONE, hourCycle: "h23", year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", second: "2-digit" })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  const asUtc = Date.UTC(+parts.year, +parts.month - 1, +parts.day, +parts.hour, +parts.minute, +parts.second);
  return Math.round((asUtc - at.getTime()) / 60_000);
}

/** "2026-11-23T03:15" (Warsaw) → the instant; an ISO string with an offset is taken as it is. */
export function zonedToUtc(value: string): Date | null {
  if (/[zZ]|[+-]\d\d:\d\d$/.test(value)) {
    const d = new Date(value);
    return Number.isNaN(d.getTime()) ? null : d;
  }
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value);
  if (!m) return null;
  const naive = Date.UTC(+m[1], +m[2] - 1, +m[3], +m[4], +m[5], +(m[6] ?? 0));
  const guess = new Date(naive - offsetMinutes(new Date(naive)) * 60_000);
  const result = new Date(naive - offsetMinutes(guess) * 60_000);
  return Number.isNaN(result.getTime()) ? null : result;
}

/** The instant as a datetime-local value in Warsaw time (the editor's input). */
export function utcToZonedInput(at: Date | string | null): string {
  if (!at) return "";
  const date = typeof at === "string" ? new Date(at) : at;
  const local = new Date(date.getTime() + offsetMinutes(date) * 60_000);
  return local.toISOString().slice(0, 19);
}
