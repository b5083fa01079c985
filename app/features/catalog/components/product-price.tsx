import { effectivePrice, formatPrice, hasDiscount } from "../format";

type Props = { priceOriginal: number | null; priceDiscounted: number | null; currency: string; size?: "md" | "lg" };

/** The price to pay, with the original struck through when it is discounted. */
export function ProductPrice({ priceOriginal, priceDiscounted, currency, size = "md" }: Props) {
  const p = { priceOriginal, priceDiscounted };
  if (priceOriginal == null && priceDiscounted == null) {
    return <p className="text-sm text-slate-600 dark:text-slate-300">Cena niedostępna</p>;
  }
  const big = size === "lg" ? "text-3xl" : "text-lg";
  return (
    <p className="flex flex-wrap items-baseline gap-x-2">
      <span className={`${big} font-extrabold text-slate-900 dark:text-white`}>
        {hasDiscount(p) ? <span className="sr-only">Cena po obniżce: </span> : null}
        {formatPrice(effectivePrice(p), currency)}
      </span>
      {hasDiscount(p) ? (
        <del className="text-sm text-slate-600 dark:text-slate-300">
          <span className="sr-only">Cena przed obniżką: </span>
          {formatPrice(p.priceOriginal, currency)}
        </del>
      ) : null}
    </p>
  );
}
