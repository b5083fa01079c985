import { Link } from "react-router";
import { keepNumbersTogether } from "~/utils/format";
import { safeHref } from "../post-display";
import type { CollectionItem } from "../types";
import { AffiliateDisclosure } from "./post-links";

const linkClass = "font-semibold text-brand-700 underline hover:text-brand-600 dark:text-brand-100";

/** A collection's products (spec: public §3 products[]): image, title, description and links. */
type CollectionItemsProps = { items: CollectionItem[]; counted: Record<string, string> };

export function CollectionItems({ items, counted }: CollectionItemsProps) {
  const visible = items.filter((item) => item.title?.trim());
  if (!visible.length) return null;
  const anyShop = visible.some((item) => safeHref(item.shopLink));
  return (
    <section aria-labelledby="post-collection" className="space-y-4">
      <h2 id="post-collection" className="text-2xl font-bold">Produkty w zestawieniu</h2>
      <ol className="space-y-4">
        {visible.map((item, i) => (
          <li key={item.id || i}>
            <CollectionCard item={item} position={i + 1} counted={counted} />
          </li>
        ))}
      </ol>
      {anyShop ? <AffiliateDisclosure /> : null}
    </section>
  );
}

function CollectionCard({ item, position, counted }: { item: CollectionItem; position: number; counted: Record<string, string> }) {
  const image = safeHref(item.image);
  const review = safeHref(item.reviewLink);
  const shop = (item.shopLink && counted[item.shopLink]) || safeHref(item.shopLink);
  const tiktok = safeHref(item.tiktokLink);
  return (
    <article className="flex flex-col gap-4 rounded-2xl border border-slate-200 p-4 sm:flex-row dark:border-slate-700">
      {image ? (
        <img src={image} alt="" loading="lazy" decoding="async" className="aspect-square w-full rounded-xl object-cover sm:w-40" />
      ) : null}
      <div className="flex-1">
        <h3 className="text-lg font-bold">
          <span className="text-brand-700 dark:text-brand-100">{position}.</span> {keepNumbersTogether(item.title)}
        </h3>
        {item.description ? <p className="mt-1 text-slate-700 dark:text-slate-300">{item.description}</p> : null}
        <p className="mt-3 flex flex-wrap gap-x-5 gap-y-2 text-sm">
          {review ? (
            review.startsWith("/") ? (
              <Link to={review} className={linkClass}>
                Przeczytaj recenzję<span className="sr-only"> – {item.title}</span>
              </Link>
            ) : (
              <a href={review} target="_blank" rel="noopener noreferrer" className={linkClass}>
                Przeczytaj recenzję<span className="sr-only"> – {item.title} (otwiera się w nowej karcie)</span>
              </a>
            )
          ) : null}
          {shop ? (
            <a href={shop} target="_blank" rel="sponsored nofollow noopener" className={linkClass}>
              Kup w sklepie<span className="sr-only"> – {item.title} (otwiera się w nowej karcie)</span>
            </a>
          ) : null}
          {tiktok ? (
            <a href={tiktok} target="_blank" rel="noopener noreferrer" className={linkClass}>
              Zobacz na TikToku<span className="sr-only"> – {item.title} (otwiera się w nowej karcie)</span>
            </a>
          ) : null}
        </p>
      </div>
    </article>
  );
}
