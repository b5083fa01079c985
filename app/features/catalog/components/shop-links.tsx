import { ExternalLink, ShoppingCart } from "lucide-react";
import { Link } from "react-router";
import { affiliateHrefFor } from "../links";
import { shopName } from "../format";

type Props = { productId: string; links: { platform: string }[]; from: string };

// DESIGN §5: affiliate links are sponsored, counted through /go, and carry the disclosure.
export function ShopLinks({ productId, links, from }: Props) {
  if (links.length === 0) {
    return <p className="text-sm text-slate-600 dark:text-slate-300">Ten produkt nie ma jeszcze linków do sklepów.</p>;
  }
  return (
    <section aria-labelledby="sklepy" className="flex flex-col gap-3">
      <h2 id="sklepy" className="text-sm font-semibold uppercase tracking-wide text-slate-700 dark:text-slate-200">
        Gdzie kupić
      </h2>
      <ul className="flex flex-wrap gap-2">
        {links.map((link) => (
          <li key={link.platform}>
            <a
              href={affiliateHrefFor(productId, link.platform, from)}
              rel="sponsored nofollow noopener"
              target="_blank"
              className="inline-flex items-center gap-2 rounded-full bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-brand-700"
            >
              <ShoppingCart aria-hidden className="size-4" />
              Kup na {shopName(link.platform)}
              <ExternalLink aria-hidden className="size-3.5" />
              <span className="sr-only">(link afiliacyjny, otwiera się w nowej karcie)</span>
            </a>
          </li>
        ))}
      </ul>
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
