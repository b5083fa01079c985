import { SpriteIcon } from "./sprite-icon";
import { useT } from "~/i18n/i18n";

// spec: public §2 Lista produktów filters and the Search box's advanced filters: 'Minimalna ocena' as
// Dowolna / 4+ / 3+ / 2+ chips. One radio group for both panels: a plain GET field `minRating`, so it
// works without JavaScript; the chip is the label, the radio is visually hidden but focusable.
const MIN_RATINGS = ["", "4", "3", "2"] as const;

export function RatingChips({ minRating }: { minRating: number | undefined }) {
  const t = useT();
  const checked = String(minRating ?? "");
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-slate-800 dark:text-slate-100">{t("filters.minRating")}</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {MIN_RATINGS.map((value) => (
          <label
            key={value}
            className="inline-flex cursor-pointer items-center gap-1 rounded-full border border-slate-300 px-3 py-1.5 text-sm text-slate-700 has-checked:border-brand-600 has-checked:bg-brand-50 has-checked:text-brand-800 has-focus-visible:outline-2 has-focus-visible:outline-brand-600 dark:border-slate-600 dark:text-slate-200 dark:has-checked:bg-slate-800 dark:has-checked:text-brand-100"
          >
            <input type="radio" name="minRating" value={value} defaultChecked={checked === value} className="sr-only" />
            {value ? (
              <>
                {value}+
                <SpriteIcon name="star" className="size-3.5 fill-amber-400 text-amber-600" />
                <span className="sr-only">{t("filters.stars")}</span>
              </>
            ) : (
              t("filters.anyRating")
            )}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
