import ImageOff from "lucide-react/icons/image-off";
import { CompactIcon } from "~/components/ui/compact-icon";
import { SpriteIcon, type SpriteIconName } from "~/components/ui/sprite-icon";
import { imageSrcSet } from "~/features/media/image-variants";
import { Link } from "react-router";
import { formatRating, keepNumbersTogether } from "~/utils/format";
import { useLocale, useT } from "~/i18n/i18n";
import { discountBadge, effectivePrice, formatCardViews, formatPrice, reducedFrom } from "../format";
import { productPath } from "../links";
import { CARD_TAG_LIMIT, type CardProduct } from "../card-data";
import { BADGE_STYLES, productBadges } from "./product-badges";

export { CARD_TAG_LIMIT } from "../card-data";

type Props = { product: CardProduct; headingLevel?: 2 | 3; eager?: boolean };

// Issue #15 pt 10: a compact card shows one badge, the most telling: a scam warning above all, then
// what a catalogue of viral products is about (on top now), then trust (verified), then rating.
const CARD_BADGE_ORDER = ["scam", "trending", "verified", "rated"] as const;
// The same shapes as the badges' lucide icons (product-badges.tsx), drawn from the sprite (ADR 084).
const CARD_BADGE_ICON: Record<(typeof CARD_BADGE_ORDER)[number], SpriteIconName> = { scam: "alert", trending: "flame", verified: "verified", rated: "star" };

export function cardBadge(product: CardProduct) {
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
  const was = reducedFrom(product);
  const badge = cardBadge(product);
  const noPrice = product.priceOriginal == null && product.priceDiscounted == null;
  return (
    <article className="vp-card group">
      <div className="vp-card-media">
        {product.imageUrl ? (
          <img
            src={product.imageUrl}
            srcSet={imageSrcSet(product.imageUrl)}
            sizes="(min-width: 1280px) 280px, (min-width: 640px) 30vw, 50vw"
            // ADR 127: the editor's description; without one the image is decoration (the title is the heading below).
            alt={product.imageAlt}
            width={600}
            height={600}
            loading={eager ? "eager" : "lazy"}
            decoding="async"
            className="vp-card-img"
          />
        ) : (
          <div className="vp-muted flex h-full flex-col items-center justify-center gap-2 text-sm">
            <CompactIcon icon={ImageOff} aria-hidden className="size-8" />
            {t("gallery.noImage")}
          </div>
        )}
        {badge ? (
          <span className={`vp-card-badge ${BADGE_STYLES[badge.key]}`}>
            <SpriteIcon name={CARD_BADGE_ICON[badge.key]} className="size-3.5" />
            {t(`badge.${badge.key}`)}
          </span>
        ) : null}
      </div>
      <div className="vp-card-body">
        <Heading className="vp-card-title">
          {/* The link covers the whole card; its accessible name is the title alone. */}
          <Link to={productPath(product.id)} className="vp-card-link">
            {keepNumbersTogether(product.title)}
          </Link>
        </Heading>
        {product.tags.length > 0 ? (
          <ul className="vp-card-tags" aria-label={t("product.tags")}>
            {product.tags.slice(0, CARD_TAG_LIMIT).map((tag) => (
              <li key={tag} className="vp-card-tag">
                #{tag}
              </li>
            ))}
          </ul>
        ) : null}
        <div className="vp-card-foot">
          {noPrice ? (
            <p className="vp-muted text-sm">{t("price.unavailable")}</p>
          ) : (
            // Each price never breaks inside; the struck price may go to its own line on a narrow card,
            // but it is always there beside the -N% (Omnibus: a reduction names its reference price).
            <p className="vp-card-prices">
              <span className="vp-card-price">
                {was !== null ? <span className="sr-only">{t("price.discounted")}</span> : null}
                {formatPrice(effectivePrice(product), product.currency, locale)}
              </span>
              {discount ? (
                <span className="vp-card-discount">
                  <span className="sr-only">{t("card.discount")}</span>
                  {discount}
                </span>
              ) : null}
              {was !== null ? (
                <del className="vp-card-was">
                  <span className="sr-only">{t("price.original")}</span>
                  {formatPrice(was, product.currency, locale)}
                </del>
              ) : null}
            </p>
          )}
          <div className="vp-card-meta">
            <CardRating average={product.ratingAverage} count={product.ratingCount} />
            <span className="vp-card-stat" title={t("stats.views")}>
              <SpriteIcon name="eye" className="size-3.5" />
              {formatCardViews(product.views)}
              {/* Shortened ('1,2K'), a count reads as thousands: the genitive plural, the form 0 takes. */}
              <span className="sr-only">{t("card.views", { count: product.views < 1000 ? product.views : 0 })}</span>
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
    <span className="vp-card-stat vp-card-rating">
      <SpriteIcon name="star" className="vp-star-icon" />
      <span aria-hidden>
        <b>{formatRating(average, locale)}</b> ({count})
      </span>
      <span className="sr-only">
        {t("card.rating", { rating: formatRating(average, locale), count })}
      </span>
    </span>
  );
}
