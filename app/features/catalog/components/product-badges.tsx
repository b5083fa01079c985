import BadgeCheck from "lucide-react/icons/badge-check";
import Flame from "lucide-react/icons/flame";
import Star from "lucide-react/icons/star";
import TriangleAlert from "lucide-react/icons/triangle-exclamation-point";
import { useT } from "~/i18n/i18n";

export const HIGHLY_RATED_MIN = 4; // spec: public §9 — highly rated means 4 or more

type Flags = { isVerified: boolean; isTrending: boolean; isScam: boolean; ratingAverage: number; ratingCount: number };

export const BADGE_STYLES = {
  scam: "bg-red-700 text-white",
  verified: "bg-emerald-700 text-white",
  trending: "bg-brand-600 text-white",
  rated: "bg-amber-300 text-amber-950",
};

/** spec: public §1 — verified, trending, highly rated (4+) and scam alert markers. */
export function productBadges(p: Flags) {
  const badges: { key: keyof typeof BADGE_STYLES; label: string; Icon: typeof Star }[] = [];
  if (p.isScam) badges.push({ key: "scam", label: "Scam Alert", Icon: TriangleAlert });
  if (p.isVerified && !p.isScam) badges.push({ key: "verified", label: "Zweryfikowany", Icon: BadgeCheck });
  if (p.isTrending) badges.push({ key: "trending", label: "Na topie", Icon: Flame });
  if (p.ratingCount > 0 && p.ratingAverage >= HIGHLY_RATED_MIN) badges.push({ key: "rated", label: "Wysoko oceniany", Icon: Star });
  return badges;
}

export function ProductBadges({ product, className = "" }: { product: Flags; className?: string }) {
  const t = useT();
  const badges = productBadges(product);
  if (badges.length === 0) return null;
  return (
    <ul className={`flex flex-wrap gap-1.5 ${className}`} aria-label={t("badge.label")}>
      {badges.map(({ key, Icon }) => (
        <li key={key} className={`inline-flex items-center gap-1 rounded-full px-1.5 py-0.5 text-[11px] font-semibold leading-4 shadow-sm sm:px-2 sm:text-xs ${BADGE_STYLES[key]}`}>
          <Icon aria-hidden className="size-3.5" />
          {t(`badge.${key}`)}
        </li>
      ))}
    </ul>
  );
}
