import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import type { ProductCardData } from "../../types";
import { ProductGrid, ProductGridSkeleton } from "../product-grid";

type Props = {
  id: string;
  title: string;
  description: string;
  products: ProductCardData[];
  emptyText: string;
  moreHref: string;
  moreLabel: string;
  loading: boolean;
};

/** A home-page row of product cards with a link to the full list (spec: public §2 Home page). */
export function HomeProductSection({ id, title, description, products, emptyText, moreHref, moreLabel, loading }: Props) {
  return (
    <section aria-labelledby={id} aria-busy={loading || undefined} className="container-page py-12">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id={id} className="text-2xl font-bold tracking-tight sm:text-3xl">
            {title}
          </h2>
          <p className="mt-1 text-slate-600 dark:text-slate-300">{description}</p>
        </div>
        <Link to={moreHref} className="inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline dark:text-brand-100">
          {moreLabel}
          <ArrowRight aria-hidden className="size-4" />
        </Link>
      </div>
      <div className="mt-6">
        {loading ? (
          <ProductGridSkeleton count={4} />
        ) : products.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-slate-300 px-6 py-10 text-center text-slate-600 dark:border-slate-700 dark:text-slate-300">
            {emptyText}
          </p>
        ) : (
          <ProductGrid products={products} />
        )}
      </div>
    </section>
  );
}
