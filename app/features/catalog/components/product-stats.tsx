import { Eye, Heart, Share2, Star } from "lucide-react";
import { StatTiles, type StatTile } from "~/components/ui/stat-tiles";
import { formatRating } from "~/utils/format";
import { formatStat } from "../format";

type Props = { stats: { views: number; likes: number; shares: number; ratingAverage: number; ratingCount: number } };

// spec: public §2 Product page stats; §9 — K/M/B with one decimal under 100.
// Issue #15 pt 13: every figure names its source — these are counted by this site, not on TikTok.
export function ProductStats({ stats }: Props) {
  const items: StatTile[] = [
    { key: "views", label: "Wyświetlenia w serwisie", value: formatStat(stats.views), Icon: Eye },
    { key: "likes", label: "Polubienia w serwisie", value: formatStat(stats.likes), Icon: Heart },
    { key: "shares", label: "Udostępnienia w serwisie", value: formatStat(stats.shares), Icon: Share2 },
    {
      key: "rating",
      label: "Ocena w serwisie",
      value: stats.ratingCount > 0 ? `${formatRating(stats.ratingAverage)} (${formatStat(stats.ratingCount)})` : "Brak ocen",
      Icon: Star,
    },
  ];
  return <StatTiles items={items} label="Statystyki produktu" />;
}
