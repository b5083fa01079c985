import { Star } from "lucide-react";
import { clampRating, formatRating } from "../post-display";

type RatingStarsProps = { value: number; size?: "sm" | "md" };

/** 0–5 stars in halves, read out as 'Ocena: 4,5 na 5' (spec: public §9 blog ratings 0–5). */
export function RatingStars({ value, size = "md" }: RatingStarsProps) {
  const rating = clampRating(value) ?? 0;
  const halves = Math.round(rating * 2) / 2;
  const icon = size === "sm" ? "size-4" : "size-5";
  return (
    <span role="img" aria-label={`Ocena: ${formatRating(rating)} na 5`} className="inline-flex items-center gap-0.5">
      {[0, 1, 2, 3, 4].map((i) => {
        const fill = Math.min(1, Math.max(0, halves - i));
        return (
          <span key={i} className={`relative inline-block ${icon}`} aria-hidden="true">
            <Star className={`absolute inset-0 ${icon} text-slate-400 dark:text-slate-500`} />
            {fill > 0 ? (
              <span className="absolute inset-0 overflow-hidden" style={{ width: `${fill * 100}%` }}>
                <Star className={`${icon} fill-amber-400 text-amber-500`} />
              </span>
            ) : null}
          </span>
        );
      })}
    </span>
  );
}
