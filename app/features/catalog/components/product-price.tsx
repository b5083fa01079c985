import { effectivePrice, formatPrice, reducedFrom } from "../format";
import { useLocale, useT } from "~/i18n/i18n";

type Props = { priceOriginal: number | null; priceDiscounted: number | null; priceBeforeReduction: number | null; currency: string; size?: "md" | "lg" };

/** The price to pay, with the Omnibus price before the reduction struck through (ADR 120). */
export function ProductPrice({ priceOriginal, priceDiscounted, priceBeforeReduction, currency, size = "md" }: Props) {
  const t = useT();
  const locale = useLocale();
  const p = { priceOriginal, priceDiscounted, priceBeforeReduction };
  const was = reducedFrom(p);
  if (priceOriginal == null && priceDiscounted == null) {
    return <p className="text-sm text-slate-600 dark:text-slate-300">{t("price.unavailable")}</p>;
  }
  const big = size === "lg" ? "text-3xl" : "text-lg";
  return (
    <p className="flex flex-wrap items-baseline gap-x-2">
      <span className={`${big} font-extrabold text-slate-900 dark:text-white`}>
        {was !== null ? <span className="sr-only">{t("price.discounted")}</span> : null}
        {formatPrice(effectivePrice(p), currency, locale)}
      </span>
      {was !== null ? (
        <del className="text-sm text-slate-600 dark:text-slate-300">
          <span className="sr-only">{t("price.original")}</span>
          {formatPrice(was, currency, locale)}
        </del>
      ) : null}
    </p>
  );
}
