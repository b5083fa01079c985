import type { ProductCardData } from "../types";
import { ProductCard } from "./product-card";

const gridClass = "grid grid-cols-1 gap-3 min-[360px]:grid-cols-2 md:grid-cols-3 lg:grid-cols-4 sm:gap-6";

type GridProps = { products: ProductCardData[]; headingLevel?: 2 | 3; label?: string };

export function ProductGrid({ products, headingLevel = 3, label }: GridProps) {
  return (
    <ul className={gridClass} aria-label={label}>
      {products.map((product, i) => (
        <li key={product.id}>
          <ProductCard product={product} headingLevel={headingLevel} eager={i < 4} />
        </li>
      ))}
    </ul>
  );
}

/** Placeholder cards while a list loads (spec: public §9 — 8 on the list, 4 on the home page). */
export function ProductGridSkeleton({ count }: { count: number }) {
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">Ładowanie produktów…</span>
      <ul className={gridClass} aria-hidden data-testid="product-skeleton">
        {Array.from({ length: count }, (_, i) => (
          <li key={i} className="overflow-hidden rounded-2xl border border-slate-200 dark:border-slate-700">
            <div className="aspect-square animate-pulse bg-slate-200 dark:bg-slate-800" />
            <div className="space-y-3 p-4">
              <div className="h-4 w-4/5 animate-pulse rounded bg-slate-200 dark:bg-slate-800" />
              <div className="h-3 w-1/2 animate-pulse rounded bg-slate-200 dark:bg-slate-800" />
              <div className="h-5 w-1/3 animate-pulse rounded bg-slate-200 dark:bg-slate-800" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
