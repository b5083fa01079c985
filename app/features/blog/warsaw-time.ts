// The editor's publish date is a datetime-local value; the site is Polish, so it means Warsaw time
// (with its summer/winter offset), whatever the server's own time zone is.
const ZONE = "Europe/Warsaw";

function offsetMinutes(at: Date): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-US", {
      timeZone: ZONE,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  const asUtc = Date.UTC(+parts.year, +parts.month - 1, +parts.day, +parts.hour, +parts.minute, +parts.second);
  return Math.round((asUtc - at.getTime()) / 60_000);
}

// A datetime-local value, or an ISO moment with Z or an offset; seconds and milliseconds optional.
const MOMENT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?$/i;
// Years a post can be dated in: PostgreSQL refused ±275760 with a 500 (hostile review, session 28).
const FIRST_YEAR = 1900;
const LAST_YEAR = 9999;

/** Whether the parts name a real moment ("2026-02-31T25:61" does not: Date rolls it into March). */
function isRealMoment(y: number, mo: number, d: number, h: number, mi: number, s: number): boolean {
  const at = new Date(Date.UTC(y, mo - 1, d, h, mi, s));
  return (
    at.getUTCFullYear() === y &&
    at.getUTCMonth() === mo - 1 &&
    at.getUTCDate() === d &&
    at.getUTCHours() === h &&
    at.getUTCMinutes() === mi &&
    at.getUTCSeconds() === s
  );
}

/**
 * "2026-11-23T03:15" (Warsaw) → the instant; an ISO string with Z or an offset is taken as it is.
 * Null for anything else: another shape, a day or hour that does not exist, a year outside 1900–9999.
 */
export function zonedToUtc(value: string): Date | null {
  const m = MOMENT.exec(value);
  if (!m) return null;
  const [y, mo, d, h, mi, s] = [m[1], m[2], m[3], m[4], m[5], m[6] ?? "0"].map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  if (y < FIRST_YEAR || y > LAST_YEAR || !isRealMoment(y, mo, d, h, mi, s)) return null;
  if (m[7]) return new Date(value);
  const naive = Date.UTC(y, mo - 1, d, h, mi, s);
  const guess = new Date(naive - offsetMinutes(new Date(naive)) * 60_000);
  return new Date(naive - offsetMinutes(guess) * 60_000);
}

/** The instant as a datetime-local value in Warsaw time (the editor's input). */
export function utcToZonedInput(at: Date | string | null): string {
  if (!at) return "";
  const date = typeof at === "string" ? new Date(at) : at;
  const local = new Date(date.getTime() + offsetMinutes(date) * 60_000);
  return local.toISOString().slice(0, 19);
}
