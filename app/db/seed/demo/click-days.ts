import { warsawDay } from "../../../utils/format";
import { createRandom } from "./text";

const DAY = 86_400_000;
/** The Overview looks back at most a year (its longest period). */
const LOOK_BACK_DAYS = 365;

export type ListedClicks = { clicks: number; platforms: readonly string[]; listedAt: Date };

/**
 * ADR 041: the Overview's chart and shop table read `click_daily_totals`, which a trigger on
 * `outbound_clicks` keeps. The demo writes no click rows, only each product's click counter, so the
 * counter said "1048 clicks since the start" beside a chart of 0 for every period (editor review,
 * session 36). Each product's clicks are spread here over the days it has been listed (the last year
 * at most), among its own shops — one story in both places.
 */
export function demoClickDays(products: readonly ListedClicks[], now: Date): { day: string; platform: string; clicks: number }[] {
  // A sequence of its own: drawing from the catalogue's would move every later demo value (the blog's).
  const random = createRandom(20_261_130);
  const totals = new Map<string, number>();
  const oldest = now.getTime() - LOOK_BACK_DAYS * DAY;
  for (const p of products) {
    if (p.platforms.length === 0) continue;
    const from = Math.max(p.listedAt.getTime(), oldest);
    for (let n = 0; n < p.clicks; n++) {
      const key = `${warsawDay(new Date(from + random.next() * (now.getTime() - from)))}|${random.pick(p.platforms)}`;
      totals.set(key, (totals.get(key) ?? 0) + 1);
    }
  }
  return [...totals].map(([key, clicks]) => {
    const [day, platform] = key.split("|") as [string, string];
    return { day, platform, clicks };
  });
}
