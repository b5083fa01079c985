import { ImageOff, Trash2 } from "lucide-react";
import { Form, href, Link } from "react-router";
import { effectivePrice, formatPrice, reducedFrom } from "~/features/catalog/format";
import type { WishlistEntry } from "~/features/engagement/wishlist.server";
import { imageSrcSet } from "~/features/media/image-variants";
import { useLocale, useT } from "~/i18n/i18n";
import { WishlistPriceAlertToggle } from "./wishlist-price-alert-toggle";

const ABOVE_THE_FOLD = 3;

// spec: public §2 Wishlist tab — first image, title, 'Zobacz produkt', remove; empty state.
export function AccountWishlistGrid({ items }: { items: WishlistEntry[] }) {
  const t = useT();
  if (items.length === 0) {
    return (
      <div className="rounded-xl border border-dashed border-slate-300 p-8 text-center dark:border-slate-700">
        <p className="text-lg font-semibold">{t("wishlist.empty")}</p>
        <Link to={href("/produkty")} className="mt-4 inline-block rounded-full bg-brand-600 px-5 py-2 font-semibold text-white hover:bg-brand-700">
          {t("wishlist.browse")}
        </Link>
      </div>
    );
  }
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item, i) => (
        <li key={item.productId} className="flex flex-col overflow-hidden rounded-xl border border-slate-200 dark:border-slate-800">
          {item.imageUrl ? (
            <img
              src={item.imageUrl}
              srcSet={imageSrcSet(item.imageUrl)}
              sizes="(min-width: 1280px) 400px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
              alt={item.imageAlt}
              width={640}
              height={480}
              // The first row is in view on arrival (three columns on a desktop); the rest load on scroll.
              loading={i < ABOVE_THE_FOLD ? "eager" : "lazy"}
              decoding="async"
              className="aspect-[4/3] w-full bg-slate-100 object-cover dark:bg-slate-800"
            />
          ) : (
            <div className="flex aspect-[4/3] w-full items-center justify-center bg-slate-100 text-slate-600 dark:bg-slate-800 dark:text-slate-300">
              <ImageOff aria-hidden className="size-8" />
              <span className="sr-only">{t("gallery.noImage")}</span>
            </div>
          )}
          <div className="flex flex-1 flex-col gap-3 p-4">
            <h3 className="font-semibold">{item.title}</h3>
            <WishlistPrice item={item} />
            <WishlistPriceAlertToggle productId={item.productId} title={item.title} on={item.priceAlert} />
            <div className="mt-auto flex flex-wrap items-center gap-2">
              <Link
                to={href("/produkt/:id", { id: item.productId })}
                className="rounded-full bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700"
              >
                {t("wishlist.view")}<span className="sr-only">: {item.title}</span>
              </Link>
              <Form method="post" preventScrollReset>
                <input type="hidden" name="intent" value="remove" />
                <input type="hidden" name="productId" value={item.productId} />
                <button
                  type="submit"
                  className="inline-flex items-center gap-1 rounded-full border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800"
                >
                  <Trash2 aria-hidden className="size-4" />
                  {t("wishlist.remove")}<span className="sr-only">{t("wishlist.removeFrom", { title: item.title })}</span>
                </button>
              </Form>
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** Review (session 24): the price the alert watches, as the product card shows it (Omnibus reference struck). */
function WishlistPrice({ item }: { item: WishlistEntry }) {
  const t = useT();
  const locale = useLocale();
  if (item.priceOriginal == null && item.priceDiscounted == null) return <p className="text-sm text-slate-600 dark:text-slate-300">{t("price.unavailable")}</p>;
  const was = reducedFrom(item);
  return (
    <p className="flex flex-wrap items-baseline gap-x-2 text-sm" data-testid="wishlist-price">
      <span className="text-base font-bold text-slate-900 dark:text-slate-50">
        {was !== null ? <span className="sr-only">{t("price.discounted")}</span> : null}
        {formatPrice(effectivePrice(item), item.currency, locale)}
      </span>
      {was !== null ? (
        <del className="text-slate-600 dark:text-slate-300">
          <span className="sr-only">{t("price.original")}</span>
          {formatPrice(was, item.currency, locale)}
        </del>
      ) : null}
    </p>
  );
}
