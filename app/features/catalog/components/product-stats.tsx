import Eye from "lucide-react/icons/eye";
import Heart from "lucide-react/icons/heart";
import Share2 from "lucide-react/icons/share-2";
import Star from "lucide-react/icons/star";
import { StatTiles, type StatTile } from "~/components/ui/stat-tiles";
import { formatRating } from "~/utils/format";
import { useLocale, useT } from "~/i18n/i18n";
import { formatStat } from "../format";

type Props = { stats: { views: number; likes: number; shares: number; ratingAverage: number; ratingCount: number } };

// spec: public §2 Product page stats; §9 — K/M/B with one decimal under 100.
// Issue #15 pt 13: every figure names its source — these are counted by this site, not on TikTok.
export function ProductStats({ stats }: Props) {
  const t = useT();
  const locale = useLocale();
  const items: StatTile[] = [
    { key: "views", label: t("stats.views"), value: formatStat(stats.views), Icon: Eye },
    { key: "likes", label: t("stats.likes"), value: formatStat(stats.likes), Icon: Heart },
    { key: "shares", label: t("stats.shares"), value: formatStat(stats.shares), Icon: Share2 },
    {
      key: "rating",
      label: t("stats.rating"),
      value: stats.ratingCount > 0 ? `${formatRating(stats.ratingAverage, locale)} (${formatStat(stats.ratingCount)})` : t("rating.none"),
      Icon: Star,
    },
  ];
  return <StatTiles items={items} label={t("stats.label")} />;
}
