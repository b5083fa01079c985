import { ExternalLink, ShoppingCart } from "lucide-react";
import { Link } from "react-router";
import { formatDate, formatPrice, shopName } from "../format";
import { affiliateHrefFor } from "../links";
import type { ShopOffer } from "../prices";

type Props = { productId: string; offers: ShopOffer[]; from: string };

// Issue #13 point 1: the shops side by side (shop, price, currency, last checked); DESIGN §5: every
// button goes through the counting /go redirect, is sponsored and names its shop.
export function OffersTable({ productId, offers, from }: Props) {
  if (offers.length === 0) {
    return <p className="text-sm text-slate-600 dark:text-slate-300">Ten produkt nie ma jeszcze linków do sklepów.</p>;
  }
  return (
    <section aria-labelledby="sklepy" className="flex flex-col gap-3">
      <h2 id="sklepy" className="text-sm font-semibold uppercase tracking-wide text-slate-700 dark:text-slate-200">
        Gdzie kupić
      </h2>
      <table className="w-full text-left text-sm" data-testid="offers-table">
        <caption className="sr-only">Ceny w sklepach</caption>
        <thead className="border-b border-slate-200 text-slate-600 dark:border-slate-700 dark:text-slate-300">
          <tr>
            <th scope="col" className="py-2 pr-2 font-medium">Sklep</th>
            <th scope="col" className="py-2 pr-2 font-medium">Cena</th>
            <th scope="col" className="hidden py-2 pr-2 font-medium sm:table-cell">Waluta</th>
            <th scope="col" className="hidden py-2 pr-2 font-medium sm:table-cell">Sprawdzono</th>
            <th scope="col" className="py-2"><span className="sr-only">Kup</span></th>
          </tr>
        </thead>
        <tbody>
          {offers.map((offer) => (
            <tr key={offer.platform} className="border-b border-slate-100 dark:border-slate-800">
              <th scope="row" className="py-2 pr-2 font-semibold">
                {shopName(offer.platform)}
                {/* Phones: the checked date sits under the shop, so the row fits 360 px. */}
                <span className="block text-xs font-normal text-slate-600 sm:hidden dark:text-slate-300">
                  sprawdzono {offer.checkedAt ? <time dateTime={offer.checkedAt}>{formatDate(offer.checkedAt)}</time> : "—"}
                </span>
              </th>
              <td className="py-2 pr-2 font-bold whitespace-nowrap">{offer.price == null ? "—" : formatPrice(offer.price, offer.currency)}</td>
              <td className="hidden py-2 pr-2 sm:table-cell">{offer.currency}</td>
              <td className="hidden py-2 pr-2 text-slate-600 sm:table-cell dark:text-slate-300">
                {offer.checkedAt ? <time dateTime={offer.checkedAt}>{formatDate(offer.checkedAt)}</time> : "—"}
              </td>
              <td className="py-2 text-right">
                <a
                  href={affiliateHrefFor(productId, offer.platform, from)}
                  rel="sponsored nofollow noopener"
                  target="_blank"
                  className="inline-flex items-center gap-1.5 rounded-full bg-brand-600 px-3 py-2 text-sm font-semibold text-white shadow-sm hover:bg-brand-700"
                >
                  <ShoppingCart aria-hidden className="size-4" />
                  Kup na {shopName(offer.platform)}
                  <ExternalLink aria-hidden className="size-3.5" />
                  <span className="sr-only">(link afiliacyjny, otwiera się w nowej karcie)</span>
                </a>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="text-xs text-slate-600 dark:text-slate-300">
        Linki do sklepów są linkami afiliacyjnymi: jeśli kupisz produkt przez taki link, możemy otrzymać prowizję, a cena
        dla Ciebie się nie zmienia.{" "}
        <Link to="/afiliacja" className="font-medium text-brand-700 underline dark:text-brand-100">
          Zasady programu afiliacyjnego
        </Link>
      </p>
    </section>
  );
}

/** Issue #13 point 1: on phones the cheapest shop stays in reach at the bottom of the screen. */
export function StickyBuyBar({ productId, offers, from }: Props) {
  const best = offers.find((o) => o.price != null) ?? offers[0];
  if (!best) return null;
  return (
    <div
      data-testid="sticky-buy-bar"
      className="fixed inset-x-0 bottom-0 z-30 flex items-center justify-between gap-3 border-t border-slate-200 bg-white/95 px-4 py-3 shadow-lg backdrop-blur lg:hidden dark:border-slate-700 dark:bg-slate-900/95"
    >
      <p className="text-sm">
        {best.price == null ? (
          shopName(best.platform)
        ) : (
          <>
            <span className="text-slate-600 dark:text-slate-300">Od </span>
            <strong className="text-lg">{formatPrice(best.price, best.currency)}</strong>
          </>
        )}
      </p>
      <a
        href={affiliateHrefFor(productId, best.platform, from)}
        rel="sponsored nofollow noopener"
        target="_blank"
        className="inline-flex items-center gap-1.5 rounded-full bg-brand-600 px-4 py-2.5 text-sm font-semibold text-white hover:bg-brand-700"
      >
        <ShoppingCart aria-hidden className="size-4" />
        Kup na {shopName(best.platform)}
        <span className="sr-only">(link afiliacyjny, otwiera się w nowej karcie)</span>
      </a>
    </div>
  );
}
