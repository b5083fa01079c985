import Star from "lucide-react/icons/star";
import { CompactIcon } from "./compact-icon";
import { useState } from "react";
import { formatRating } from "~/utils/format";
import { useLocale, useT } from "~/i18n/i18n";

type StarRatingProps = {
  /** 0–5; shown in halves. */
  value: number;
  /** Number of reviews behind an average; 0 reads 'Brak ocen'. */
  count?: number;
  size?: "sm" | "md" | "lg";
  className?: string;
};

const SIZES = { sm: "text-base", md: "text-xl", lg: "text-[1.75rem]" };

/**
 * THE read-only star rating: one element (`.vp-stars` in app.css, a CSS mask), read out as one
 * sentence, 'Ocena: 4,5 na 5 (12 opinii)'.
 */
export function StarRating({ value, count, size = "sm", className = "" }: StarRatingProps) {
  const t = useT();
  const locale = useLocale();
  const clamped = Number.isFinite(value) ? Math.max(0, Math.min(5, value)) : 0;
  const halves = Math.round(clamped * 2) / 2;
  const label =
    count === 0
      ? t("rating.none")
      : count != null ? t("rating.labelCount", { rating: formatRating(clamped, locale), count }) : t("rating.label", { rating: formatRating(clamped, locale) });
  return (
    <span
      role="img"
      aria-label={label}
      className={`vp-stars ${SIZES[size]} ${className}`}
      style={{ "--rating-fill": `${halves * 20}%` } as React.CSSProperties}
    />
  );
}

/**
 * Star input as a native radio group (arrow keys move the choice; works without JavaScript).
 * The radios are visually hidden; each star is its label, and focus shows around the star.
 */
export function StarRatingInput({ name, value, onChange, legend, error }: { name: string; value: number; onChange: (v: number) => void; legend?: string; error?: string | null }) {
  const t = useT();
  const [hover, setHover] = useState<number | null>(null);
  const shown = hover ?? value;
  return (
    <fieldset aria-describedby={error ? `${name}-blad` : undefined}>
      <legend className="text-sm font-medium text-slate-800 dark:text-slate-100">{legend ?? t("rating.legend")}</legend>
      <div className="mt-1 flex items-center gap-1" onMouseLeave={() => setHover(null)}>
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n} className="cursor-pointer rounded p-0.5 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600" onMouseEnter={() => setHover(n)}>
            <input type="radio" name={name} value={n} checked={value === n} onChange={() => onChange(n)} className="sr-only" />
            <CompactIcon icon={Star} aria-hidden className={`size-7 ${n <= shown ? "fill-amber-400 text-amber-500" : "fill-transparent text-slate-400 dark:text-slate-500"}`} />
            <span className="sr-only">
              {t("rating.stars", { n })}
            </span>
          </label>
        ))}
        <span aria-hidden className="ml-2 text-sm text-slate-700 dark:text-slate-200">
          {value}/5
        </span>
      </div>
      {error && (
        <p id={`${name}-blad`} className="mt-1 text-sm font-medium text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </fieldset>
  );
}
