import { ExternalLink } from "lucide-react";
import { Link } from "react-router";
import { effectivePrice } from "~/features/catalog/format";
import { imageSrcSet } from "~/features/media/image-variants";
import { keepNumbersTogether } from "~/utils/format";
import { useFormat, useT } from "~/i18n/i18n";
import { safeHref } from "../post-display";
import { isReviewLink, type ItemPrice } from "../public-post";
import type { CollectionItem } from "../types";
import { AffiliateDisclosure } from "./post-links";

const linkClass = "font-semibold text-brand-700 underline hover:text-brand-600 dark:text-brand-100";

type CollectionItemsProps = {
  items: CollectionItem[];
  counted: Record<string, string>;
  prices?: Record<string, ItemPrice>;
  /** A collection opens with its products: the first image is in view on arrival, not loaded lazily. */
  atTop?: boolean;
};

/**
 * A collection's products (spec: public §3 products[]), issue #15 point 5: listed once, ranked, at the
 * top of the post, each with its price and a buy button (none for a product flagged as a scam).
 */
export function CollectionItems({ items, counted, prices = {}, atTop = false }: CollectionItemsProps) {
  const t = useT();
  const visible = items.filter((item) => item.title?.trim());
  if (!visible.length) return null;
  const anyShop = visible.some((item) => safeHref(item.shopLink));
  return (
    <section aria-labelledby="post-collection" className="space-y-4">
      <h2 id="post-collection" className="text-2xl font-bold">{t("post.collection")}</h2>
      <ol className="space-y-4">
        {visible.map((item, i) => (
          <li key={item.id || i}>
            <CollectionCard item={item} position={i + 1} counted={counted} price={item.id ? prices[item.id.toLowerCase()] : undefined} eager={atTop && i === 0} />
          </li>
        ))}
      </ol>
      {anyShop ? <AffiliateDisclosure /> : null}
    </section>
  );
}

type CollectionCardProps = { item: CollectionItem; position: number; counted: Record<string, string>; price?: ItemPrice; eager: boolean };

function CollectionCard({ item, position, counted, price, eager }: CollectionCardProps) {
  const t = useT();
  const format = useFormat();
  const image = safeHref(item.image);
  const review = safeHref(item.reviewLink);
  const shop = (item.shopLink && counted[item.shopLink]) || safeHref(item.shopLink);
  const tiktok = safeHref(item.tiktokLink);
  const amount = price && (price.priceDiscounted ?? price.priceOriginal) != null ? effectivePrice(price) : null;
  // Issue #15 point 7: the link says what it opens — a review post, else the product page.
  const reviewLabel = review && isReviewLink(review) ? t("post.readReview") : t("post.seeProduct");
  return (
    <article className="flex flex-col gap-4 rounded-2xl border border-slate-200 p-4 sm:flex-row dark:border-slate-700">
      {image ? (
        // ADR 189: a 160 px slot (full width on phones) takes a copy, not the 1200 px original.
        <img
          src={image}
          srcSet={imageSrcSet(image, { withOriginal: true })}
          sizes="(min-width: 640px) 10rem, 100vw"
          alt=""
          width={640}
          height={640}
          loading={eager ? "eager" : "lazy"}
          decoding="async"
          className="aspect-square w-full rounded-xl object-cover sm:w-40"
        />
      ) : null}
      <div className="flex-1">
        <h3 className="text-lg font-bold">
          <span className="text-brand-700 dark:text-brand-100">{position}.</span> {keepNumbersTogether(item.title)}
        </h3>
        {item.description ? <p className="mt-1 text-slate-700 dark:text-slate-300">{item.description}</p> : null}
        <div className="mt-3 flex flex-wrap items-center gap-x-5 gap-y-3">
          {amount != null ? (
            <p className="whitespace-nowrap text-lg font-extrabold text-slate-900 dark:text-white">
              <span className="sr-only">{t("post.price")}</span>
              {format.money(amount, price!.currency)}
            </p>
          ) : null}
          {shop ? (
            <a
              href={shop}
              target="_blank"
              rel="sponsored nofollow noopener"
              className="inline-flex items-center gap-2 rounded-full bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-700"
            >
              {t("post.buy")}
              <ExternalLink aria-hidden="true" className="size-4" />
              <span className="sr-only"> – {item.title} {t("common.newTab")}</span>
            </a>
          ) : null}
        </div>
        <p className="mt-3 flex flex-wrap gap-x-5 gap-y-2 text-sm">
          {review ? (
            review.startsWith("/") ? (
              <Link to={review} className={linkClass}>
                {reviewLabel}<span className="sr-only"> – {item.title}</span>
              </Link>
            ) : (
              <a href={review} target="_blank" rel="noopener noreferrer" className={linkClass}>
                {reviewLabel}<span className="sr-only"> – {item.title} {t("common.newTab")}</span>
              </a>
            )
          ) : null}
          {tiktok ? (
            <a href={tiktok} target="_blank" rel="noopener noreferrer" className={linkClass}>
              {t("post.onTiktok")}<span className="sr-only"> – {item.title} {t("common.newTab")}</span>
            </a>
          ) : null}
        </p>
      </div>
    </article>
  );
}
