import type { CardProduct } from "../card-data";
import { ProductCard } from "./product-card";

// Issue #15 pt 10: two compact cards a row from 320 px up, so the first row fits a phone's first screen.
const GRID_CLASS = {
  full: "grid grid-cols-2 gap-2.5 sm:gap-6 md:grid-cols-3 lg:grid-cols-4",
  /** Beside the /produkty filter panel. */
  withSidebar: "grid grid-cols-2 gap-2.5 sm:gap-5 lg:grid-cols-3 xl:grid-cols-4",
};
type GridLayout = keyof typeof GRID_CLASS;

type GridProps = {
  products: CardProduct[];
  headingLevel?: 2 | 3;
  label?: string;
  layout?: GridLayout;
  /** How many first images load eagerly (React preloads them in <head>); a grid below the fold passes 0. */
  eagerImages?: number;
};

export function ProductGrid({ products, headingLevel = 3, label, layout = "full", eagerImages = 4 }: GridProps) {
  return (
    <ul className={GRID_CLASS[layout]} aria-label={label}>
      {products.map((product, i) => (
        <li key={product.id}>
          <ProductCard product={product} headingLevel={headingLevel} eager={i < eagerImages} />
        </li>
      ))}
    </ul>
  );
}

/** Placeholder cards while a list loads (spec: public §9 — 8 on the list, 4 on the home page). */
export function ProductGridSkeleton({ count, layout = "full" }: { count: number; layout?: GridLayout }) {
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">Ładowanie produktów…</span>
      <ul className={GRID_CLASS[layout]} aria-hidden data-testid="product-skeleton">
        {Array.from({ length: count }, (_, i) => (
          <li key={i} className="overflow-hidden rounded-2xl border border-slate-200 dark:border-slate-700">
            <div className="aspect-[4/3] animate-pulse sm:aspect-square bg-slate-200 dark:bg-slate-800" />
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
