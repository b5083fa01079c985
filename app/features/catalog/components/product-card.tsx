import { Eye, ImageOff, Star } from "lucide-react";
import { Link } from "react-router";
import { formatRating, keepNumbersTogether } from "~/utils/format";
import { useLocale, useT } from "~/i18n/i18n";
import { discountBadge, effectivePrice, formatCardViews, formatPrice, hasDiscount } from "../format";
import { productPath } from "../links";
import type { ProductCardData } from "../types";
import { BADGE_STYLES, productBadges } from "./product-badges";

export const CARD_TAG_LIMIT = 3; // spec: public §9

type Props = { product: ProductCardData; headingLevel?: 2 | 3; eager?: boolean };

// Issue #15 pt 10: a compact card shows one badge, the most telling: a scam warning above all, then
// what a catalogue of viral products is about (on top now), then trust (verified), then rating.
const CARD_BADGE_ORDER = ["scam", "trending", "verified", "rated"] as const;

export function cardBadge(product: ProductCardData) {
  const badges = productBadges(product);
  for (const key of CARD_BADGE_ORDER) {
    const badge = badges.find((b) => b.key === key);
    if (badge) return badge;
  }
  return null;
}

/**
 * spec: public §2 Product card — at most 3 tags (from the sm width up), -N% badge, views abbreviated.
 * Issue #15 pt 10, compact: one badge, a two-line title, rating as '4,8 (123)', the price on one line.
 * Issue #15 pt 13: the views are this site's count, and say so.
 */
export function ProductCard({ product, headingLevel = 3, eager = false }: Props) {
  const t = useT();
  const locale = useLocale();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const discount = discountBadge(product);
  const badge = cardBadge(product);
  const noPrice = product.priceOriginal == null && product.priceDiscounted == null;
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md focus-within:ring-2 focus-within:ring-brand-600 sm:rounded-2xl dark:border-slate-700 dark:bg-slate-900">
      <div className="relative aspect-[4/3] bg-slate-100 sm:aspect-square dark:bg-slate-800">
        {product.imageUrl ? (
          <img
            src={product.imageUrl}
            alt=""
            width={600}
            height={600}
            loading={eager ? "eager" : "lazy"}
            decoding="async"
            className="h-full w-full object-cover transition duration-300 group-hover:scale-[1.02]"
          />
        ) : (
          <div className="flex h-full flex-col items-center justify-center gap-2 text-sm text-slate-600 dark:text-slate-300">
            <ImageOff aria-hidden className="size-8" />
            {t("gallery.noImage")}
          </div>
        )}
        {badge ? (
          <span className={`absolute left-2 top-2 inline-flex items-center gap-1 rounded-full px-1.5 py-0.5 text-[11px] font-semibold leading-4 shadow-sm sm:px-2 sm:text-xs ${BADGE_STYLES[badge.key]}`}>
            <badge.Icon aria-hidden className="size-3.5" />
            {t(`badge.${badge.key}`)}
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-1.5 p-2.5 sm:gap-2 sm:p-4">
        <Heading className="line-clamp-2 text-sm font-semibold leading-snug text-slate-900 sm:text-base dark:text-white">
          {/* The link covers the whole card; its accessible name is the title alone. */}
          <Link to={productPath(product.id)} className="after:absolute after:inset-0 focus-visible:outline-none group-hover:text-brand-700 dark:group-hover:text-brand-100">
            {keepNumbersTogether(product.title)}
          </Link>
        </Heading>
        {product.tags.length > 0 ? (
          <ul className="hidden flex-wrap gap-1 sm:flex" aria-label={t("product.tags")}>
            {product.tags.slice(0, CARD_TAG_LIMIT).map((tag) => (
              <li key={tag} className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700 dark:bg-slate-800 dark:text-slate-200">
                #{tag}
              </li>
            ))}
          </ul>
        ) : null}
        <div className="mt-auto flex flex-col gap-1 pt-0.5">
          {noPrice ? (
            <p className="text-sm text-slate-600 dark:text-slate-300">{t("price.unavailable")}</p>
          ) : (
            // The price never wraps; on a phone the -N% says what the struck original would (it shows from sm up).
            <p className="flex min-w-0 flex-wrap items-baseline gap-x-1.5 whitespace-nowrap">
              <span className="font-extrabold text-slate-900 sm:text-lg dark:text-white">
                {hasDiscount(product) ? <span className="sr-only">{t("price.discounted")}</span> : null}
                {formatPrice(effectivePrice(product), product.currency, locale)}
              </span>
              {discount ? (
                <span className="rounded bg-red-700 px-1 text-xs font-bold text-white">
                  <span className="sr-only">{t("card.discount")}</span>
                  {discount}
                </span>
              ) : null}
              {hasDiscount(product) ? (
                <del className="hidden text-xs text-slate-600 sm:inline dark:text-slate-300">
                  <span className="sr-only">{t("price.original")}</span>
                  {formatPrice(product.priceOriginal, product.currency, locale)}
                </del>
              ) : null}
            </p>
          )}
          <div className="flex items-center justify-between gap-2 text-xs text-slate-600 sm:text-sm dark:text-slate-300">
            <CardRating average={product.ratingAverage} count={product.ratingCount} />
            <span className="inline-flex items-center gap-1" title={t("stats.views")}>
              <Eye aria-hidden className="size-3.5" />
              {formatCardViews(product.views)}
              <span className="sr-only">{t("card.views")}</span>
            </span>
          </div>
        </div>
      </div>
    </article>
  );
}

/** '4,8 (123)' with one star; read out as a sentence. */
function CardRating({ average, count }: { average: number; count: number }) {
  const t = useT();
  const locale = useLocale();
  if (count === 0) return <span>{t("rating.none")}</span>;
  return (
    <span className="inline-flex items-center gap-1 whitespace-nowrap">
      <Star aria-hidden className="size-3.5 fill-amber-400 text-amber-600" />
      <span aria-hidden>
        <span className="font-semibold text-slate-800 dark:text-slate-100">{formatRating(average, locale)}</span> ({count})
      </span>
      <span className="sr-only">
        {t("card.rating", { rating: formatRating(average, locale), count })}
      </span>
    </span>
  );
}
