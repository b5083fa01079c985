import { Star } from "lucide-react";
import { useState } from "react";

const STAR_WORDS = ["gwiazdka", "gwiazdki", "gwiazdki", "gwiazdki", "gwiazdek"];

/** Read-only stars with the value spelled out for screen readers. */
export function StarRatingDisplay({ rating, size = "size-4" }: { rating: number; size?: string }) {
  return (
    <span role="img" aria-label={`Ocena: ${rating} z 5`} className="inline-flex items-center gap-0.5">
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          aria-hidden
          className={`${size} ${n <= Math.round(rating) ? "fill-amber-400 text-amber-500" : "fill-transparent text-slate-400 dark:text-slate-500"}`}
        />
      ))}
    </span>
  );
}

/**
 * Star input as a native radio group (arrow keys move the choice; works without JavaScript).
 * The radios are visually hidden; each star is its label, and focus shows around the star.
 */
export function StarRatingInput({ name, value, onChange, legend = "Ocena" }: { name: string; value: number; onChange: (v: number) => void; legend?: string }) {
  const [hover, setHover] = useState<number | null>(null);
  const shown = hover ?? value;
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-800 dark:text-slate-100">{legend}</legend>
      <div className="mt-1 flex items-center gap-1" onMouseLeave={() => setHover(null)}>
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n} className="cursor-pointer rounded p-0.5 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600" onMouseEnter={() => setHover(n)}>
            <input type="radio" name={name} value={n} checked={value === n} onChange={() => onChange(n)} className="sr-only" />
            <Star aria-hidden className={`size-7 ${n <= shown ? "fill-amber-400 text-amber-500" : "fill-transparent text-slate-400 dark:text-slate-500"}`} />
            <span className="sr-only">
              {n} {STAR_WORDS[n - 1]}
            </span>
          </label>
        ))}
        <span aria-hidden className="ml-2 text-sm text-slate-700 dark:text-slate-200">
          {value}/5
        </span>
      </div>
    </fieldset>
  );
}
