import { Eye, ImageOff } from "lucide-react";
import { keepNumbersTogether } from "~/utils/format";
import { Link } from "react-router";
import { discountBadge, formatCardViews } from "../format";
import { productPath } from "../links";
import type { ProductCardData } from "../types";
import { ProductBadges } from "./product-badges";
import { ProductPrice } from "./product-price";
import { StarRating } from "~/components/ui/star-rating";

export const CARD_TAG_LIMIT = 3; // spec: public §9

type Props = { product: ProductCardData; headingLevel?: 2 | 3; eager?: boolean };

// spec: public §2 Product card — at most 3 tags, -N% badge, views abbreviated, rating, badges.
export function ProductCard({ product, headingLevel = 3, eager = false }: Props) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const discount = discountBadge(product);
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md focus-within:ring-2 focus-within:ring-brand-600 dark:border-slate-700 dark:bg-slate-900">
      <div className="relative aspect-square bg-slate-100 dark:bg-slate-800">
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
            Brak obrazu
          </div>
        )}
        <ProductBadges product={product} className="absolute inset-x-2 top-2" />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-3 sm:p-4">
        <Heading className="line-clamp-2 font-semibold leading-snug text-slate-900 dark:text-white">
          {/* The link covers the whole card; its accessible name is the title alone. */}
          <Link to={productPath(product.id)} className="after:absolute after:inset-0 focus-visible:outline-none group-hover:text-brand-700 dark:group-hover:text-brand-100">
            {keepNumbersTogether(product.title)}
          </Link>
        </Heading>
        {product.tags.length > 0 ? (
          <ul className="flex flex-wrap gap-1" aria-label="Tagi">
            {product.tags.slice(0, CARD_TAG_LIMIT).map((tag) => (
              <li key={tag} className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700 dark:bg-slate-800 dark:text-slate-200">
                #{tag}
              </li>
            ))}
          </ul>
        ) : null}
        <div className="mt-auto flex flex-col gap-2 pt-1">
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <ProductPrice priceOriginal={product.priceOriginal} priceDiscounted={product.priceDiscounted} currency={product.currency} />
            {discount ? (
              <span className="rounded-full bg-red-700 px-2 py-0.5 text-xs font-bold text-white">
                <span className="sr-only">Rabat </span>
                {discount}
              </span>
            ) : null}
          </div>
          <div className="flex flex-wrap items-center justify-between gap-x-2 gap-y-1 text-sm text-slate-600 dark:text-slate-300">
            <StarRating value={product.ratingAverage} count={product.ratingCount} />
            <span className="inline-flex items-center gap-1">
              <Eye aria-hidden className="size-4" />
              {formatCardViews(product.views)}
              <span className="sr-only"> wyświetleń</span>
            </span>
          </div>
        </div>
      </div>
    </article>
  );
}
