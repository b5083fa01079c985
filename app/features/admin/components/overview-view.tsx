import { BadgeCheck, Eye, Flame, Heart, ImageOff, MessageSquare, Package, Star, Users } from "lucide-react";
import { Link } from "react-router";
import { StatTiles } from "~/components/ui/stat-tiles";
import { effectivePrice, formatPrice } from "~/features/catalog/format";
import { formatCount, formatRating } from "~/utils/format";
import { productPath } from "~/features/catalog/links";
import type { ProductCardData } from "~/features/catalog/types";
import type { OverviewCounts } from "../types";

// spec: admin §2 Overview — counters and the 5 newest products.
const COUNTERS = [
  { key: "products", label: "Produkty", Icon: Package },
  { key: "users", label: "Użytkownicy", Icon: Users },
  { key: "views", label: "Wyświetlenia", Icon: Eye },
  { key: "reviews", label: "Opinie", Icon: MessageSquare },
] as const;

export function OverviewCounters({ counts }: { counts: OverviewCounts }) {
  return <StatTiles size="lg" items={COUNTERS.map(({ key, label, Icon }) => ({ key, label, Icon, value: formatCount(counts[key]) }))} />;
}

function price(p: ProductCardData): string {
  if (p.priceOriginal == null && p.priceDiscounted == null) return "Cena niedostępna";
  return formatPrice(effectivePrice(p), p.currency);
}

export function NewestProducts({ products }: { products: ProductCardData[] }) {
  if (products.length === 0) {
    return <p className="text-sm text-slate-600 dark:text-slate-300">Brak produktów w katalogu.</p>;
  }
  return (
    <ul className="divide-y divide-slate-200 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm dark:divide-slate-700 dark:border-slate-700 dark:bg-slate-900">
      {products.map((p) => (
        <li key={p.id} className="flex gap-3 p-3 sm:gap-4 sm:p-4">
          <div className="size-16 shrink-0 overflow-hidden rounded-lg bg-slate-100 sm:size-20 dark:bg-slate-800">
            {p.imageUrl ? (
              <img src={p.imageUrl} alt="" width={80} height={80} loading="lazy" decoding="async" className="h-full w-full object-cover" />
            ) : (
              <div className="flex h-full items-center justify-center text-slate-600 dark:text-slate-300">
                <ImageOff aria-label="Brak obrazu" className="size-6" />
              </div>
            )}
          </div>
          <div className="min-w-0 flex-1">
            <h3 className="font-semibold leading-snug text-slate-900 dark:text-white">
              <Link to={productPath(p.id)} className="hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600 dark:hover:text-brand-100">
                {p.title}
              </Link>
            </h3>
            <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600 dark:text-slate-300">
              <span className="font-bold text-slate-900 dark:text-white">{price(p)}</span>
              <span className="font-mono">{p.code ?? "Brak kodu"}</span>
            </p>
            <ul className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-sm text-slate-600 dark:text-slate-300" aria-label="Statystyki">
              <li className="inline-flex items-center gap-1">
                <Eye aria-hidden className="size-4" />
                <span className="sr-only">Wyświetlenia:</span> {formatCount(p.views)}
              </li>
              <li className="inline-flex items-center gap-1">
                <Heart aria-hidden className="size-4" />
                <span className="sr-only">Polubienia:</span> {formatCount(p.likes)}
              </li>
              <li className="inline-flex items-center gap-1">
                <Star aria-hidden className="size-4" />
                <span className="sr-only">Średnia ocena:</span> {formatRating(p.ratingAverage)}
              </li>
            </ul>
            {(p.isTrending || p.isVerified) && (
              <ul className="mt-2 flex flex-wrap gap-1.5" aria-label="Oznaczenia">
                {p.isTrending && (
                  <li className="inline-flex items-center gap-1 rounded-full bg-brand-600 px-2 py-0.5 text-xs font-semibold text-white">
                    <Flame aria-hidden className="size-3.5" />
                    Trending
                  </li>
                )}
                {p.isVerified && (
                  <li className="inline-flex items-center gap-1 rounded-full bg-emerald-700 px-2 py-0.5 text-xs font-semibold text-white">
                    <BadgeCheck aria-hidden className="size-3.5" />
                    Zweryfikowany
                  </li>
                )}
              </ul>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
