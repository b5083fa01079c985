import { Star } from "lucide-react";
import { formatRating } from "../format";

type Props = { rating: number; count?: number; size?: "sm" | "md" };

/**
 * Read-only stars for an average rating (1-5, halves shown as half-filled stars). Screen readers get
 * one sentence, e.g. "Ocena 4,5 na 5 (12 opinii)".
 */
export function RatingStars({ rating, count, size = "sm" }: Props) {
  const value = Math.max(0, Math.min(5, rating));
  const halves = Math.round(value * 2);
  const iconSize = size === "sm" ? "size-4" : "size-5";
  const label = count === 0 ? "Brak ocen" : `Ocena ${formatRating(value)} na 5${count != null ? ` (${count} ${count === 1 ? "opinia" : reviewsWord(count)})` : ""}`;
  return (
    <span role="img" aria-label={label} className="inline-flex items-center gap-0.5">
      {[1, 2, 3, 4, 5].map((n) => {
        const fill = halves >= n * 2 ? "full" : halves === n * 2 - 1 ? "half" : "empty";
        return (
          <span key={n} className={`relative inline-block ${iconSize}`}>
            <Star aria-hidden className={`absolute inset-0 ${iconSize} fill-transparent text-slate-400 dark:text-slate-500`} />
            {fill !== "empty" ? (
              <span className={`absolute inset-0 overflow-hidden ${fill === "half" ? "w-1/2" : "w-full"}`}>
                <Star aria-hidden className={`${iconSize} fill-amber-400 text-amber-500`} />
              </span>
            ) : null}
          </span>
        );
      })}
    </span>
  );
}

function reviewsWord(n: number): string {
  const lastTwo = n % 100;
  const last = n % 10;
  return last >= 2 && last <= 4 && (lastTwo < 12 || lastTwo > 14) ? "opinie" : "opinii";
}
