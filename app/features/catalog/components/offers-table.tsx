import ExternalLink from "lucide-react/icons/external-link";
import ShoppingCart from "lucide-react/icons/shopping-cart";
import { CompactIcon } from "~/components/ui/compact-icon";
import { Link } from "react-router";
import { useEffect, useState } from "react";
import { formatDate, formatPrice, shopName } from "../format";
import { affiliateHrefFor } from "../links";
import { useLocale, useT } from "~/i18n/i18n";
import type { ShopOffer } from "../prices";

type Props = { productId: string; offers: ShopOffer[]; from: string };

// Issue #13 point 1: the shops side by side (shop, price, currency, last checked); DESIGN §5: every
// button goes through the counting /go redirect, is sponsored and names its shop.
export function OffersTable({ productId, offers, from }: Props) {
  const t = useT();
  const locale = useLocale();
  if (offers.length === 0) {
    return <p className="text-sm text-slate-600 dark:text-slate-300">{t("offers.none")}</p>;
  }
  // Price, currency and the date it was checked belong together: shops without a known price show
  // none of the three (a row read "— | PLN | —"), and without any priced shop the columns go.
  const priced = offers.some((offer) => offer.price != null);
  return (
    <section aria-labelledby="sklepy" className="flex flex-col gap-3">
      <h2 id="sklepy" className="text-sm font-semibold uppercase tracking-wide text-slate-700 dark:text-slate-200">
        {t("offers.heading")}
      </h2>
      <table className="w-full text-left text-sm" data-testid="offers-table">
        <caption className="sr-only">{t(priced ? "offers.caption" : "offers.captionShops")}</caption>
        <thead className="border-b border-slate-200 text-slate-600 dark:border-slate-700 dark:text-slate-300">
          <tr>
            <th scope="col" className="py-2 pr-2 font-medium">{t("offers.shop")}</th>
            {priced ? (
              <>
                <th scope="col" className="py-2 pr-2 font-medium">{t("offers.price")}</th>
                <th scope="col" className="hidden py-2 pr-2 font-medium sm:table-cell">{t("offers.currency")}</th>
                <th scope="col" className="hidden py-2 pr-2 font-medium sm:table-cell">{t("offers.checked")}</th>
              </>
            ) : null}
            <th scope="col" className="py-2"><span className="sr-only">{t("offers.buy")}</span></th>
          </tr>
        </thead>
        <tbody>
          {offers.map((offer) => (
            <tr key={offer.platform} className="border-b border-slate-100 dark:border-slate-800">
              <th scope="row" className="py-2 pr-2 font-semibold">
                {shopName(offer.platform)}
                {/* Phones: the checked date sits under the shop, so the row fits 360 px. */}
                {offer.price != null && offer.checkedAt ? (
                  <span className="block text-xs font-normal text-slate-600 sm:hidden dark:text-slate-300">
                    {t("offers.checkedLower")} <time dateTime={offer.checkedAt}>{formatDate(offer.checkedAt, locale)}</time>
                  </span>
                ) : null}
              </th>
              {priced ? (
                <>
                  <td className="py-2 pr-2 font-bold whitespace-nowrap">{offer.price == null ? "—" : formatPrice(offer.price, offer.currency, locale)}</td>
                  <td className="hidden py-2 pr-2 sm:table-cell">{offer.price == null ? "—" : offer.currency}</td>
                  <td className="hidden py-2 pr-2 text-slate-600 sm:table-cell dark:text-slate-300">
                    {offer.price != null && offer.checkedAt ? <time dateTime={offer.checkedAt}>{formatDate(offer.checkedAt, locale)}</time> : "—"}
                  </td>
                </>
              ) : null}
              <td className="py-2 text-right">
                <a
                  href={affiliateHrefFor(productId, offer.platform, from)}
                  rel="sponsored nofollow noopener"
                  target="_blank"
                  className="inline-flex items-center gap-1.5 rounded-full bg-brand-600 px-3 py-2 text-sm font-semibold text-white shadow-sm hover:bg-brand-700"
                >
                  <CompactIcon icon={ShoppingCart} aria-hidden className="size-4" />
                  {t("offers.buyAt", { shop: shopName(offer.platform) })}
                  <CompactIcon icon={ExternalLink} aria-hidden className="size-3.5" />
                  <span className="sr-only">{t("offers.affiliateNewTab")}</span>
                </a>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="text-xs text-slate-600 dark:text-slate-300">
        {t("offers.note")}{" "}
        <Link to="/afiliacja" className="font-medium text-brand-700 underline dark:text-brand-100">
          {t("offers.rules")}
        </Link>
      </p>
    </section>
  );
}

/**
 * Issue #13 point 1: on phones the cheapest shop stays in reach at the bottom of the screen — while the
 * price row is off screen. On the first screen it covered that very row (spec review, session 39), so it
 * waits until the price is out of view (scrolled past, or still below); without JavaScript it stays away.
 */
function usePriceOutOfView(): boolean {
  const [out, setOut] = useState(false);
  useEffect(() => {
    const price = document.querySelector(`[data-testid="${PRICE_ROW_TEST_ID}"]`);
    if (!price || typeof IntersectionObserver === "undefined") return setOut(true);
    const observer = new IntersectionObserver(([entry]) => setOut(!entry!.isIntersecting));
    observer.observe(price);
    return () => observer.disconnect();
  }, []);
  return out;
}

/** The product page's price row, which the buy bar keeps clear of. */
export const PRICE_ROW_TEST_ID = "product-price";

export function StickyBuyBar({ productId, offers, from }: Props) {
  const t = useT();
  const locale = useLocale();
  const shown = usePriceOutOfView();
  const best = offers.find((o) => o.price != null) ?? offers[0];
  if (!best) return null;
  return (
    <div
      data-testid="sticky-buy-bar"
      data-shown={shown || undefined}
      className={`vp-buy-bar fixed inset-x-0 bottom-0 z-30 flex items-center justify-between gap-3 border-t border-slate-200 bg-white/95 px-4 py-3 shadow-lg backdrop-blur motion-safe:transition-transform lg:hidden dark:border-slate-700 dark:bg-slate-900/95 ${shown ? "" : "invisible translate-y-full"}`}
    >
      <p className="text-sm">
        {best.price == null ? (
          shopName(best.platform)
        ) : (
          <>
            <span className="text-slate-600 dark:text-slate-300">{t("offers.from")}</span>
            <strong className="text-lg">{formatPrice(best.price, best.currency, locale)}</strong>
          </>
        )}
      </p>
      <a
        href={affiliateHrefFor(productId, best.platform, from)}
        rel="sponsored nofollow noopener"
        target="_blank"
        className="inline-flex items-center gap-1.5 rounded-full bg-brand-600 px-4 py-2.5 text-sm font-semibold text-white hover:bg-brand-700"
      >
        <CompactIcon icon={ShoppingCart} aria-hidden className="size-4" />
        {t("offers.buyAt", { shop: shopName(best.platform) })}
        <span className="sr-only">{t("offers.affiliateNewTab")}</span>
      </a>
    </div>
  );
}
