import { Eye, Heart, Share2, Star } from "lucide-react";
import { formatRating, formatStat } from "../format";

type Props = { stats: { views: number; likes: number; shares: number; ratingAverage: number; ratingCount: number } };

// spec: public §2 Product page stats; §9 — K/M/B with one decimal under 100.
export function ProductStats({ stats }: Props) {
  const items = [
    { label: "Wyświetlenia", value: formatStat(stats.views), Icon: Eye },
    { label: "Polubienia", value: formatStat(stats.likes), Icon: Heart },
    { label: "Udostępnienia", value: formatStat(stats.shares), Icon: Share2 },
    {
      label: "Ocena",
      value: stats.ratingCount > 0 ? `${formatRating(stats.ratingAverage)} (${formatStat(stats.ratingCount)})` : "Brak ocen",
      Icon: Star,
    },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label="Statystyki produktu">
      {items.map(({ label, value, Icon }) => (
        <div key={label} className="rounded-xl border border-slate-200 p-3 dark:border-slate-700">
          <dt className="flex items-center gap-1.5 text-xs text-slate-600 dark:text-slate-300">
            <Icon aria-hidden className="size-3.5" />
            {label}
          </dt>
          <dd className="mt-1 text-lg font-bold tabular-nums text-slate-900 dark:text-white">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
