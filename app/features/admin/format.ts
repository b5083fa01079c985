import { LOCALE } from "~/features/catalog/format";

// Browser-safe. Admin counters show exact numbers (an administrator wants 12 345, not 12,3K):
// pl-PL grouping, with the group separator as a narrow no-break space (a thin space that never
// wraps a number across lines).
const fullNumber = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0 });

export function formatCount(n: number): string {
  return fullNumber
    .formatToParts(Number.isFinite(n) ? n : 0)
    .map((part) => (part.type === "group" ? "\u202F" : part.value))
    .join("");
}
