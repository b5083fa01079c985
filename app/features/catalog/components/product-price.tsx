import { effectivePrice, formatPrice, hasDiscount } from "../format";
import { useLocale, useT } from "~/i18n/i18n";

type Props = { priceOriginal: number | null; priceDiscounted: number | null; currency: string; size?: "md" | "lg" };

/** The price to pay, with the original struck through when it is discounted. */
export function ProductPrice({ priceOriginal, priceDiscounted, currency, size = "md" }: Props) {
  const t = useT();
  const locale = useLocale();
  const p = { priceOriginal, priceDiscounted };
  if (priceOriginal == null && priceDiscounted == null) {
    return <p className="text-sm text-slate-600 dark:text-slate-300">{t("price.unavailable")}</p>;
  }
  const big = size === "lg" ? "text-3xl" : "text-lg";
  return (
    <p className="flex flex-wrap items-baseline gap-x-2">
      <span className={`${big} font-extrabold text-slate-900 dark:text-white`}>
        {hasDiscount(p) ? <span className="sr-only">{t("price.discounted")}</span> : null}
        {formatPrice(effectivePrice(p), currency, locale)}
      </span>
      {hasDiscount(p) ? (
        <del className="text-sm text-slate-600 dark:text-slate-300">
          <span className="sr-only">{t("price.original")}</span>
          {formatPrice(p.priceOriginal, currency, locale)}
        </del>
      ) : null}
    </p>
  );
}
